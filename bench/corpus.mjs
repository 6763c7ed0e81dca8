// Realistic connection URIs: the ones the project's issues name, and a few more of the shapes seen in
// DATABASE_URL / REDIS_URL / AMQP_URL settings of hosted services.
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
