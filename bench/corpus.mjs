// Connection URIs the benchmarks run on. CORPUS: the plain corpus, the URIs the project's issues name and
// a few more of the shapes seen in DATABASE_URL / REDIS_URL / AMQP_URL settings of hosted services.
// REALISTIC: URIs that are not plain (pooler and driver parameters, TLS settings and files, host lists,
// replica sets, IPv6 zone ids, percent-encoded credentials, db: URIs with queries), each with where its
// shape comes from. Host names, users and passwords are made up; the shapes are the services' own.
export const CORPUS = [
  "postgresql://user:p%40ss@db.example.com:5432/app?sslmode=require",
  "postgres://localhost/mydb",
  "postgresql://user@[2001:db8::1]:5432/db?connect_timeout=10",
  "postgresql://%2Fvar%2Frun%2Fpostgresql/dbname",
  "redis://:secret@localhost:6379/2",
  "rediss://default:pw@cache-0001.abc123.use1.cache.amazonaws.com:6380/0",
  "amqp://guest:guest@rabbit:5672/%2f",
  "amqps://user:pass@mq.example.com:5671/vhost?heartbeat=30",
  "mysql://root@[::1]:3306/test",
  "mongodb://localhost:27017",
  "db:pg://me:secret@example.com/foodb",
  "db:sqlite:/var/db/foo.sqlite",
  "sqlite:///var/lib/app/data.db",
  "postgres://u8a9s7d6:p4b3c2d1e0f9@ec2-54-83-1-2.compute-1.amazonaws.com:5432/d1a2b3c4d5e6f7",
  "mysql://app:s3cret@mysql.internal:3306/shop?charset=utf8mb4&connectTimeout=10000",
  "redis://localhost",
  "amqp://localhost",
];

export const REALISTIC = [
  // PostgreSQL
  // Prisma's documented PostgreSQL URL, with its schema and connection pool parameters.
  "postgresql://johndoe:randompassword@localhost:5432/mydb?schema=public&connection_limit=5&pool_timeout=10",
  // Supabase's pooler (Supavisor, transaction mode) as Supabase's Prisma guide writes it.
  "postgresql://postgres.abcdefghijklmnopqrst:p%40ss%23w0rd@aws-0-us-east-1.pooler.supabase.com:6543/postgres?pgbouncer=true&connection_limit=1",
  // Supabase's direct connection, TLS required.
  "postgresql://postgres:p%40ss%23w0rd@db.abcdefghijklmnopqrst.supabase.co:5432/postgres?sslmode=require",
  // Neon's default connection string (pooled endpoint, channel binding).
  "postgresql://neondb_owner:npg_AbC123xYz9@ep-cool-darkness-a1b2c3d4-pooler.us-east-2.aws.neon.tech/neondb?sslmode=require&channel_binding=require",
  // Amazon RDS with full verification against the RDS CA bundle.
  "postgresql://app:s3cr3t@mydb.c9akciq32lvc.us-east-1.rds.amazonaws.com:5432/appdb?sslmode=verify-full&sslrootcert=/etc/ssl/certs/rds-global-bundle.pem",
  // libpq's own host list example (PostgreSQL docs, connection URIs).
  "postgresql://host1:123,host2:456/somedb?target_session_attrs=any&application_name=myapp",
  // A Patroni-style cluster: three hosts, connect to the primary.
  "postgresql://app:secret@pg-0.db.internal:5432,pg-1.db.internal:5432,pg-2.db.internal:5432/app?target_session_attrs=read-write&connect_timeout=5",
  // libpq TCP keepalives, set behind NAT gateways and load balancers that drop idle connections.
  "postgresql://app@db.example.com/app?keepalives=1&keepalives_idle=30&keepalives_interval=10&keepalives_count=5",
  // Azure Database for PostgreSQL (single server): user@server, its "@" percent-encoded.
  "postgres://myadmin%40mydemoserver:p%40ss%23w0rd@mydemoserver.postgres.database.azure.com:5432/postgres?sslmode=require",
  // Google Cloud SQL through its Unix socket directory, given as the host parameter.
  "postgresql://app:pw@/appdb?host=/cloudsql/my-project:us-central1:my-instance",
  // A link-local IPv6 address with its zone id (RFC 6874).
  "postgresql://app@[fe80::1%25eth0]:5432/app?sslmode=disable",
  // libpq options: a search_path set per connection, percent-encoded.
  "postgresql://app:pw@db.example.com/app?application_name=api&options=-c%20search_path%3Dapp%2Cpublic",
  // CockroachDB Cloud's connection string: the cluster named in options.
  "postgresql://app:AbCdEf123456@free-tier.gcp-us-central1.cockroachlabs.cloud:26257/defaultdb?sslmode=verify-full&options=--cluster%3Dapp-cluster-1234",
  // Client certificates (Cloud SQL or a self-managed server with verify-ca).
  "postgresql://app:pw@10.20.30.40:5432/app?sslmode=verify-ca&sslcert=/etc/ssl/client.crt&sslkey=/etc/ssl/client.key&sslrootcert=/etc/ssl/server-ca.pem",
  // db: URIs (Sqitch's form) with queries.
  "db:pg://app:p%40ss@db.example.com:5432/app?sslmode=verify-full",
  "db:postgres://app@db.example.com/app?sslmode=require&connect_timeout=10",
  "db:mysql://app:secret@mysql.example.com/shop?ssl-mode=REQUIRED",
  // MySQL
  // PlanetScale's Prisma connection string.
  "mysql://abcdefgh:pscale_pw_AbCdEf123@aws.connect.psdb.cloud/mydb?sslaccept=strict",
  // TiDB Cloud (serverless) as its Prisma guide writes it: user prefixed with the cluster's id.
  "mysql://2abcDEF.root:AbCdEf123456@gateway01.us-west-2.prod.aws.tidbcloud.com:4000/test?sslaccept=strict",
  // MySQL with TLS required, charset and connect timeout (MySQL Connector/mysql2 parameter names).
  "mysql://app:s3cret@mysql.example.com:3306/shop?ssl-mode=REQUIRED&charset=utf8mb4&connectTimeout=10000",
  // Prisma's MySQL pool parameters.
  "mysql://app:pw@mysql.example.com:3306/shop?connection_limit=10&pool_timeout=20&connect_timeout=10",
  // Prisma's MySQL over a Unix socket.
  "mysql://root:pw@localhost/mydb?socket=/var/run/mysqld/mysqld.sock",
  // MySQL on an IPv6 address, TLS required.
  "mysql://app:pw@[2001:db8::10]:3306/shop?ssl-mode=REQUIRED",
  // MariaDB Connector/Node's URL form.
  "mariadb://app:pw@mariadb.example.com:3306/shop?connectTimeout=5000",
  // MongoDB
  // MongoDB Atlas's SRV string.
  "mongodb+srv://app:p%40ss%23w0rd@cluster0.ab1cd.mongodb.net/shop?retryWrites=true&w=majority&appName=Cluster0",
  // A self-managed replica set, reads from secondaries.
  "mongodb://app:s3cret@mongo-0.example.com:27017,mongo-1.example.com:27017,mongo-2.example.com:27017/shop?replicaSet=rs0&authSource=admin&readPreference=secondaryPreferred&retryWrites=true&w=majority",
  // MongoDB Atlas's standard (non-SRV) string for older drivers.
  "mongodb://app:pw@cluster0-shard-00-00.ab1cd.mongodb.net:27017,cluster0-shard-00-01.ab1cd.mongodb.net:27017,cluster0-shard-00-02.ab1cd.mongodb.net:27017/shop?ssl=true&replicaSet=atlas-xyz123-shard-0&authSource=admin&retryWrites=true&w=majority",
  // Amazon DocumentDB's cluster connection string.
  "mongodb://app:pw@docdb-2024.cluster-c9akciq32lvc.us-east-1.docdb.amazonaws.com:27017/?tls=true&tlsCAFile=global-bundle.pem&replicaSet=rs0&readPreference=secondaryPreferred&retryWrites=false",
  // Redis
  // AWS ElastiCache with in-transit encryption and an AUTH token.
  "rediss://default:p%40ss%23w0rd@master.my-cache.abc123.use1.cache.amazonaws.com:6379/0?ssl_cert_reqs=required",
  // redis-py / Celery: the database and TLS settings in the query.
  "rediss://:secret@redis.example.com:6380?db=2&ssl_cert_reqs=required&ssl_ca_certs=/etc/ssl/certs/ca.pem",
  // redis-py's client name and socket timeout in the query.
  "redis://:secret@redis.internal:6379/0?client_name=worker-1&socket_timeout=5",
  // Heroku Redis: TLS with a self-signed certificate, verification off as Heroku's docs advise.
  "rediss://:p1a2b3c4d5e6@ec2-3-222-1-2.compute-1.amazonaws.com:12345?ssl_cert_reqs=none",
  // Upstash's connection string.
  "rediss://default:AbCdEf123456@us1-merry-cat-32748.upstash.io:32748",
  // Azure Cache for Redis: the access key ends in "=", percent-encoded.
  "rediss://:AbCdEf123456%3D@mycache.redis.cache.windows.net:6380/0",
  // redis-py's Unix socket URL with a database.
  "unix:///var/run/redis/redis.sock?db=1",
  // Redis on a link-local IPv6 address with its zone id.
  "redis://[fe80::1%25eth0]:6379/0",
  // AMQP
  // CloudAMQP: the vhost is the user name; heartbeat as its docs recommend setting.
  "amqps://abcdefgh:AbCdEf123-XyZ@rattlesnake.rmq.cloudamqp.com/abcdefgh?heartbeat=60",
  // RabbitMQ's URI query parameters: heartbeat, frame_max, channel_max, connection_timeout.
  "amqp://app:secret@rabbit.internal:5672/%2F?heartbeat=10&frame_max=131072&channel_max=2047&connection_timeout=5000",
  // RabbitMQ's TLS query parameters: CA, certificate and key files, peer verification.
  "amqps://app:secret@rabbit.example.com:5671/prod?cacertfile=/etc/rabbitmq/ca.pem&certfile=/etc/rabbitmq/client.pem&keyfile=/etc/rabbitmq/client.key&verify=verify_peer&fail_if_no_peer_cert=true",
  // Amazon MQ for RabbitMQ's endpoint, percent-encoded password.
  "amqps://app:p%40ss%23w0rd@b-1234abcd-5678-90ef-1234-567890abcdef.mq.us-east-1.amazonaws.com:5671",
  // RabbitMQ x509 authentication (EXTERNAL), the client certificate as the identity.
  "amqps://rabbit.example.com/prod?auth_mechanism=external&cacertfile=/etc/rabbitmq/ca.pem&certfile=/etc/rabbitmq/client.pem&keyfile=/etc/rabbitmq/client.key&verify=verify_peer",
  // SQLite
  // A database opened read-only (SQLite's URI parameter mode=ro).
  "sqlite:///var/lib/app/data.db?mode=ro",
  "db:sqlite:/var/db/app.sqlite?mode=ro",
];
