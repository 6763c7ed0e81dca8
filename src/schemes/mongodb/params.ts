// MongoDB's connection string options (the URI Options specification of mongodb/specifications), as data.
// Option names are matched in any case (Connection String spec, "Keys").

import type { Catalogue, Output } from "../target/catalogue.js";

const MS = "integer" as const;

/**
 * The outputs a MongoDB URI converts to: the `mongodb://` URI (dburi has no MongoDB driver config, and no
 * DSN format has a MongoDB driver).
 * @example
 * MONGODB_OUTPUTS.includes("uri"); // true
 */
export const MONGODB_OUTPUTS = ["uri"] as const satisfies readonly Output[];

/**
 * One of the outputs of MONGODB_OUTPUTS.
 * @example
 * const output: MongodbOutput = "uri";
 */
export type MongodbOutput = (typeof MONGODB_OUTPUTS)[number];

/** Written back into the native URI as the URI has it: every MongoDB driver reads the same options. */
const NATIVE = { uri: "passed" } as const;

/**
 * The options every MongoDB driver implements, matched in any case: the family's catalogue.
 * @example
 * MONGODB_PARAMS.readPreference?.values; // ["primary", "primaryPreferred", "secondary", ...]
 */
export const MONGODB_PARAMS: Catalogue<MongodbOutput> = {
  appName: {
    type: "string",
    description: "application name sent in the handshake",
    fates: NATIVE,
  },
  authMechanism: {
    type: "enum",
    values: [
      "DEFAULT",
      "GSSAPI",
      "MONGODB-AWS",
      "MONGODB-CR",
      "MONGODB-OIDC",
      "MONGODB-X509",
      "PLAIN",
      "SCRAM-SHA-1",
      "SCRAM-SHA-256",
    ],
    description: "authentication mechanism",
    fates: NATIVE,
  },
  authMechanismProperties: {
    type: "string",
    description: "mechanism properties as key:value,key:value",
    fates: NATIVE,
  },
  authSource: {
    type: "string",
    description: "database to authenticate against",
    fates: NATIVE,
  },
  compressors: {
    type: "string",
    description: "wire compressors in order of preference: snappy, zlib, zstd",
    fates: NATIVE,
  },
  connectTimeoutMS: {
    type: MS,
    min: 0,
    description: "milliseconds to open a socket; 0 means no timeout",
    fates: NATIVE,
  },
  directConnection: {
    type: "boolean",
    description: "connect to the one host given, without discovery",
    fates: NATIVE,
  },
  // Client Backpressure spec, "Overload retry policy" (2026): with it on, a retry after a server's overload
  // error deprioritizes that server in server selection, so a primaryPreferred read may go to a secondary.
  enableOverloadRetargeting: {
    type: "boolean",
    description: "retry an operation that failed on an overloaded server on another server (default false)",
    fates: NATIVE,
  },
  heartbeatFrequencyMS: {
    type: MS,
    min: 500,
    description: "milliseconds between server checks",
    fates: NATIVE,
  },
  journal: {
    type: "boolean",
    description: "write concern j",
    fates: NATIVE,
  },
  loadBalanced: {
    type: "boolean",
    description: "connect through a load balancer",
    fates: NATIVE,
  },
  localThresholdMS: {
    type: MS,
    min: 0,
    description: "latency window for server selection, milliseconds",
    fates: NATIVE,
  },
  // Client Backpressure spec, "Overload retry policy" (2026): MAX_RETRIES, the retries of an operation
  // after overload errors (default 2); 0 turns them off. Not a count of milliseconds, though typed alike.
  maxAdaptiveRetries: {
    type: MS,
    min: 0,
    description: "most retries after server overload errors (default 2)",
    fates: NATIVE,
  },
  maxIdleTimeMS: {
    type: MS,
    min: 0,
    description: "milliseconds a pooled connection may idle",
    fates: NATIVE,
  },
  maxPoolSize: {
    type: MS,
    min: 0,
    description: "most connections per pool; 0 means no limit",
    fates: NATIVE,
  },
  maxConnecting: {
    type: MS,
    min: 1,
    description: "most connections a pool establishes at once",
    fates: NATIVE,
  },
  maxStalenessSeconds: {
    type: MS,
    min: -1,
    description: "-1 (no check) or seconds of at least 90",
    fates: NATIVE,
  },
  minPoolSize: {
    type: MS,
    min: 0,
    description: "connections a pool keeps open",
    fates: NATIVE,
  },
  proxyHost: {
    type: "string",
    description: "SOCKS5 proxy host",
    fates: NATIVE,
  },
  proxyPort: {
    type: MS,
    min: 0,
    max: 65535,
    description: "SOCKS5 proxy port",
    fates: NATIVE,
  },
  proxyUsername: {
    type: "string",
    description: "SOCKS5 proxy user name",
    fates: NATIVE,
  },
  proxyPassword: {
    type: "string",
    description: "SOCKS5 proxy password",
    secret: true,
    fates: NATIVE,
  },
  readConcernLevel: {
    type: "string",
    description: "default read concern level",
    fates: NATIVE,
  },
  readPreference: {
    type: "enum",
    values: ["primary", "primaryPreferred", "secondary", "secondaryPreferred", "nearest"],
    description: "default read preference",
    fates: NATIVE,
  },
  readPreferenceTags: {
    type: "string",
    repeatable: true,
    description: "a tag set as key:value,key:value; repeatable",
    fates: NATIVE,
  },
  replicaSet: {
    type: "string",
    description: "replica set name",
    fates: NATIVE,
  },
  retryReads: {
    type: "boolean",
    description: "retry reads once",
    fates: NATIVE,
  },
  retryWrites: {
    type: "boolean",
    description: "retry writes once",
    fates: NATIVE,
  },
  serverMonitoringMode: {
    type: "enum",
    values: ["stream", "poll", "auto"],
    description: "server monitoring protocol",
    fates: NATIVE,
  },
  serverSelectionTimeoutMS: {
    type: MS,
    min: 0,
    description: "milliseconds to find a suitable server",
    fates: NATIVE,
  },
  serverSelectionTryOnce: {
    type: "boolean",
    description: "single-threaded drivers: try server selection once",
    fates: NATIVE,
  },
  socketTimeoutMS: {
    type: MS,
    min: 0,
    description: "milliseconds a socket read may take; 0 means no timeout",
    fates: NATIVE,
  },
  srvMaxHosts: {
    type: MS,
    min: 0,
    description: "most hosts taken from the SRV records; 0 means all",
    fates: NATIVE,
  },
  srvServiceName: {
    type: "string",
    description: "SRV service name (default mongodb)",
    fates: NATIVE,
  },
  ssl: {
    type: "boolean",
    description: "alias of tls",
    tls: true,
    fates: NATIVE,
  },
  timeoutMS: {
    type: MS,
    min: 0,
    description: "client-side operation timeout in milliseconds",
    fates: NATIVE,
  },
  tls: {
    type: "boolean",
    description: "use TLS (default true for mongodb+srv, else false)",
    tls: true,
    fates: NATIVE,
  },
  tlsAllowInvalidCertificates: {
    type: "boolean",
    description: "accept any server certificate",
    tls: true,
    fates: NATIVE,
  },
  tlsAllowInvalidHostnames: {
    type: "boolean",
    description: "accept certificates that do not name the host",
    tls: true,
    fates: NATIVE,
  },
  tlsCAFile: {
    type: "path",
    description: "CA certificates file",
    tls: true,
    fates: NATIVE,
  },
  tlsCertificateKeyFile: {
    type: "path",
    description: "client certificate and key file",
    tls: true,
    fates: NATIVE,
  },
  tlsCertificateKeyFilePassword: {
    type: "string",
    description: "password of the client key",
    secret: true,
    tls: true,
    fates: NATIVE,
  },
  tlsDisableCertificateRevocationCheck: {
    type: "boolean",
    description: "skip revocation checks",
    tls: true,
    fates: NATIVE,
  },
  tlsDisableOCSPEndpointCheck: {
    type: "boolean",
    description: "skip OCSP responder requests",
    tls: true,
    fates: NATIVE,
  },
  tlsInsecure: {
    type: "boolean",
    description: "relax every TLS check",
    tls: true,
    fates: NATIVE,
  },
  w: {
    type: "string",
    description: "write concern: a number, majority, or a tag set name",
    fates: NATIVE,
  },
  waitQueueTimeoutMS: {
    type: MS,
    min: 0,
    description: "milliseconds to wait for a pooled connection",
    fates: NATIVE,
  },
  wTimeoutMS: {
    type: MS,
    min: 0,
    description: "write concern timeout in milliseconds",
    fates: NATIVE,
  },
  zlibCompressionLevel: {
    type: MS,
    min: -1,
    max: 9,
    description: "zlib level, -1 for the default",
    fates: NATIVE,
  },
};

/** Pairs of options the URI Options spec forbids together ("Conflicting TLS options"). */
export const TLS_CONFLICTS: readonly (readonly [string, string])[] = [
  ["tlsInsecure", "tlsAllowInvalidCertificates"],
  ["tlsInsecure", "tlsAllowInvalidHostnames"],
  ["tlsInsecure", "tlsDisableOCSPEndpointCheck"],
  ["tlsInsecure", "tlsDisableCertificateRevocationCheck"],
  ["tlsAllowInvalidCertificates", "tlsDisableOCSPEndpointCheck"],
  ["tlsAllowInvalidCertificates", "tlsDisableCertificateRevocationCheck"],
  ["tlsDisableOCSPEndpointCheck", "tlsDisableCertificateRevocationCheck"],
];

/**
 * MongoDB's options as typed options.
 * @example
 * const options = interpret("mongodb://h/shop?replicaSet=rs0&retryWrites=true").options as MongodbOptions;
 * options.retryWrites; // true
 */
export type MongodbOptions = {
  readonly [K in
    | "appName"
    | "authMechanismProperties"
    | "authSource"
    | "compressors"
    | "proxyHost"
    | "proxyUsername"
    | "proxyPassword"
    | "readConcernLevel"
    | "replicaSet"
    | "srvServiceName"
    | "tlsCAFile"
    | "tlsCertificateKeyFile"
    | "tlsCertificateKeyFilePassword"
    | "w"
    | "authMechanism"
    | "readPreference"
    | "serverMonitoringMode"]?: string;
} & {
  readonly [K in
    | "connectTimeoutMS"
    | "heartbeatFrequencyMS"
    | "localThresholdMS"
    | "maxAdaptiveRetries"
    | "maxIdleTimeMS"
    | "maxPoolSize"
    | "maxConnecting"
    | "maxStalenessSeconds"
    | "minPoolSize"
    | "proxyPort"
    | "serverSelectionTimeoutMS"
    | "socketTimeoutMS"
    | "srvMaxHosts"
    | "timeoutMS"
    | "waitQueueTimeoutMS"
    | "wTimeoutMS"
    | "zlibCompressionLevel"]?: number;
} & {
  readonly [K in
    | "directConnection"
    | "enableOverloadRetargeting"
    | "journal"
    | "loadBalanced"
    | "retryReads"
    | "retryWrites"
    | "serverSelectionTryOnce"
    | "ssl"
    | "tls"
    | "tlsAllowInvalidCertificates"
    | "tlsAllowInvalidHostnames"
    | "tlsDisableCertificateRevocationCheck"
    | "tlsDisableOCSPEndpointCheck"
    | "tlsInsecure"]?: boolean;
} & { readonly readPreferenceTags?: readonly string[] };
