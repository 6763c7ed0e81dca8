// MongoDB's connection string options (the URI Options specification of mongodb/specifications), as data.
// Option names are matched in any case (Connection String spec, "Keys").

import type { ParamSpecs } from "../target/params.js";

const MS = "integer" as const;

/**
 * The options every MongoDB driver implements, matched in any case.
 * @example
 * MONGODB_PARAMS.readPreference?.values; // ["primary", "primaryPreferred", "secondary", ...]
 */
export const MONGODB_PARAMS: ParamSpecs = {
  appName: { type: "string", description: "application name sent in the handshake" },
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
  },
  authMechanismProperties: { type: "string", description: "mechanism properties as key:value,key:value" },
  authSource: { type: "string", description: "database to authenticate against" },
  compressors: { type: "string", description: "wire compressors in order of preference: snappy, zlib, zstd" },
  connectTimeoutMS: { type: MS, min: 0, description: "milliseconds to open a socket; 0 means no timeout" },
  directConnection: { type: "boolean", description: "connect to the one host given, without discovery" },
  heartbeatFrequencyMS: { type: MS, min: 500, description: "milliseconds between server checks" },
  journal: { type: "boolean", description: "write concern j" },
  loadBalanced: { type: "boolean", description: "connect through a load balancer" },
  localThresholdMS: { type: MS, min: 0, description: "latency window for server selection, milliseconds" },
  maxIdleTimeMS: { type: MS, min: 0, description: "milliseconds a pooled connection may idle" },
  maxPoolSize: { type: MS, min: 0, description: "most connections per pool; 0 means no limit" },
  maxConnecting: { type: MS, min: 1, description: "most connections a pool establishes at once" },
  maxStalenessSeconds: { type: MS, min: -1, description: "-1 (no check) or seconds of at least 90" },
  minPoolSize: { type: MS, min: 0, description: "connections a pool keeps open" },
  proxyHost: { type: "string", description: "SOCKS5 proxy host" },
  proxyPort: { type: MS, min: 0, max: 65535, description: "SOCKS5 proxy port" },
  proxyUsername: { type: "string", description: "SOCKS5 proxy user name" },
  proxyPassword: { type: "string", description: "SOCKS5 proxy password" },
  readConcernLevel: { type: "string", description: "default read concern level" },
  readPreference: {
    type: "enum",
    values: ["primary", "primaryPreferred", "secondary", "secondaryPreferred", "nearest"],
    description: "default read preference",
  },
  readPreferenceTags: {
    type: "string",
    repeatable: true,
    description: "a tag set as key:value,key:value; repeatable",
  },
  replicaSet: { type: "string", description: "replica set name" },
  retryReads: { type: "boolean", description: "retry reads once" },
  retryWrites: { type: "boolean", description: "retry writes once" },
  serverMonitoringMode: {
    type: "enum",
    values: ["stream", "poll", "auto"],
    description: "server monitoring protocol",
  },
  serverSelectionTimeoutMS: { type: MS, min: 0, description: "milliseconds to find a suitable server" },
  serverSelectionTryOnce: {
    type: "boolean",
    description: "single-threaded drivers: try server selection once",
  },
  socketTimeoutMS: {
    type: MS,
    min: 0,
    description: "milliseconds a socket read may take; 0 means no timeout",
  },
  srvMaxHosts: { type: MS, min: 0, description: "most hosts taken from the SRV records; 0 means all" },
  srvServiceName: { type: "string", description: "SRV service name (default mongodb)" },
  ssl: { type: "boolean", description: "alias of tls" },
  timeoutMS: { type: MS, min: 0, description: "client-side operation timeout in milliseconds" },
  tls: { type: "boolean", description: "use TLS (default true for mongodb+srv, else false)" },
  tlsAllowInvalidCertificates: { type: "boolean", description: "accept any server certificate" },
  tlsAllowInvalidHostnames: { type: "boolean", description: "accept certificates that do not name the host" },
  tlsCAFile: { type: "path", description: "CA certificates file" },
  tlsCertificateKeyFile: { type: "path", description: "client certificate and key file" },
  tlsCertificateKeyFilePassword: { type: "string", description: "password of the client key" },
  tlsDisableCertificateRevocationCheck: { type: "boolean", description: "skip revocation checks" },
  tlsDisableOCSPEndpointCheck: { type: "boolean", description: "skip OCSP responder requests" },
  tlsInsecure: { type: "boolean", description: "relax every TLS check" },
  w: { type: "string", description: "write concern: a number, majority, or a tag set name" },
  waitQueueTimeoutMS: { type: MS, min: 0, description: "milliseconds to wait for a pooled connection" },
  wTimeoutMS: { type: MS, min: 0, description: "write concern timeout in milliseconds" },
  zlibCompressionLevel: { type: MS, min: -1, max: 9, description: "zlib level, -1 for the default" },
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
