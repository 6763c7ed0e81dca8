// The query parameters of amqp: and amqps: URIs, as data. The RabbitMQ URI specification (Appendix B)
// leaves the query to implementations and points at "URI Query Parameters", which documents what the
// official (Erlang) client reads: its amqp_uri module is the reference for names, types and values.
// amqplib reads four camelCase names from a URL query; they are accepted as aliases or, for `locale`,
// as a parameter of its own.

import type { CarriedFate, Catalogue, Output } from "../target/catalogue.js";

/**
 * SASL mechanisms the Erlang client knows, as `auth_mechanism` values (amqp_uri:mechanism_fun/2).
 * @example
 * AMQP_AUTH_MECHANISMS.includes("external"); // true
 */
export const AMQP_AUTH_MECHANISMS: readonly string[] = [
  "plain",
  "amqplain",
  "external",
  "crdemo",
  // The Erlang client also accepts the module-qualified spelling.
  "amqp_auth_mechanisms:plain",
  "amqp_auth_mechanisms:amqplain",
  "amqp_auth_mechanisms:external",
  "amqp_auth_mechanisms:crdemo",
];

/**
 * AMQP 0-9-1 frame-min-size: a frame_max other than 0 ("no limit") must be at least this.
 * @example
 * AMQP_FRAME_MIN_SIZE; // 4096
 */
export const AMQP_FRAME_MIN_SIZE = 4096;

/**
 * The outputs an amqp URI converts to: amqplib's `connect` arguments, and the amqp URI itself.
 * @example
 * AMQP_OUTPUTS.includes("amqplib"); // true
 */
export const AMQP_OUTPUTS = ["amqplib", "uri"] as const satisfies readonly Output[];

/**
 * One of the outputs of AMQP_OUTPUTS.
 * @example
 * const output: AmqpOutput = "amqplib";
 */
export type AmqpOutput = (typeof AMQP_OUTPUTS)[number];

/** Read by toAmqplibOptions' own code into `to` (the open frame's fields, the socket options). */
function mapped(to: string): CarriedFate {
  return { to, by: "conversion" };
}

/**
 * The amqp/amqps query parameters by canonical (RabbitMQ) name: the family's catalogue, with each one's
 * fate in amqplib's `connect` arguments (toAmqplibOptions, which reports what amqplib cannot do among its
 * warnings) and in the native URI, which writes them back.
 * @example
 * AMQP_PARAMS.frame_max?.aliases; // ["frameMax"]
 * AMQP_PARAMS.frame_max?.fates.amqplib; // { to: "url.frameMax", by: "conversion" }
 */
export const AMQP_PARAMS: Catalogue<AmqpOutput> = {
  heartbeat: {
    type: "integer",
    description: "heartbeat timeout in seconds to negotiate with the server; 0 disables heartbeats",
    min: 0,
    max: 65_535, // connection.tune-ok heartbeat is a short
    fates: { amqplib: mapped("url.heartbeat"), uri: "passed" },
  },
  connection_timeout: {
    type: "integer",
    description: "milliseconds to wait for the TCP connection before giving up",
    min: 1,
    max: 2_147_483_647,
    fates: { amqplib: mapped("socketOptions.timeout"), uri: "passed" },
  },
  channel_max: {
    type: "integer",
    description: "highest channel number to permit on the connection; 0 means no limit",
    aliases: ["channelMax"],
    min: 0,
    max: 65_535, // connection.tune-ok channel-max is a short
    fates: { amqplib: mapped("url.channelMax"), uri: "passed" },
  },
  frame_max: {
    type: "integer",
    description: "largest frame in bytes to negotiate; 0 means no limit, else at least 4096",
    aliases: ["frameMax"],
    min: 0,
    max: 4_294_967_295, // connection.tune-ok frame-max is a long
    fates: { amqplib: mapped("url.frameMax"), uri: "passed" },
  },
  auth_mechanism: {
    type: "enum",
    description: "SASL mechanism to consider, in order of preference; may repeat",
    values: AMQP_AUTH_MECHANISMS,
    repeatable: true,
    // crdemo, which amqplib cannot do, is reported among the conversion's warnings.
    fates: { amqplib: mapped("mechanisms"), uri: "passed" },
  },
  locale: {
    type: "string",
    description: "locale for the server's error messages (amqplib's parameter; default en_US)",
    fates: { amqplib: mapped("url.locale"), uri: "passed" },
  },
  cacertfile: {
    type: "path",
    description: "file of CA certificates to verify the server with (amqps)",
    tls: true,
    fates: { amqplib: mapped("socketOptions.ca"), uri: "passed" },
  },
  certfile: {
    type: "path",
    description: "file of the client certificate to present (amqps)",
    tls: true,
    fates: { amqplib: mapped("socketOptions.cert"), uri: "passed" },
  },
  keyfile: {
    type: "path",
    description: "file of the client certificate's private key (amqps); defaults to certfile",
    tls: true,
    fates: { amqplib: mapped("socketOptions.key"), uri: "passed" },
  },
  password: {
    type: "string",
    description: "passphrase of the keyfile (amqps); not the login password, which is the userinfo's",
    secret: true,
    tls: true,
    fates: { amqplib: mapped("socketOptions.passphrase"), uri: "passed" },
  },
  verify: {
    type: "enum",
    description: "whether to verify the server's certificate chain (amqps)",
    values: ["verify_peer", "verify_none"],
    tls: true,
    fates: { amqplib: mapped("socketOptions.rejectUnauthorized"), uri: "passed" },
  },
  server_name_indication: {
    type: "string",
    description: "host name to send as SNI and to check the certificate against, or `disable` (amqps)",
    tls: true,
    // `disable`, which amqplib cannot do for a host name, is reported among the conversion's warnings.
    fates: { amqplib: mapped("socketOptions.servername"), uri: "passed" },
  },
  fail_if_no_peer_cert: {
    type: "boolean",
    description: "a server-side TLS option the Erlang client passes through; no effect on a client (amqps)",
    tls: true,
    fates: {
      amqplib: {
        drop: "it is a server-side TLS option, with no effect on a client connection",
        fix: "remove the parameter",
        refused: false,
      },
      uri: "passed",
    },
  },
  depth: {
    type: "integer",
    description: "longest certificate chain to accept, not counting the peer's own (amqps)",
    min: 0,
    tls: true,
    fates: {
      amqplib: {
        drop: "Node's TLS has no limit on the certificate chain length",
        fix: "remove depth, or limit the chain through the CA file you trust",
        refused: false,
      },
      uri: "passed",
    },
  },
  customize_hostname_check: {
    type: "enum",
    description: "host name matching rules; only `https` (wildcards as in HTTPS) exists (amqps)",
    values: ["https"],
    tls: true,
    fates: {
      amqplib: {
        drop: "Node's TLS matches host names by HTTPS's rules already",
        fix: "remove it",
        refused: false,
        harmless: ["https"],
      },
      uri: "passed",
    },
  },
};

/**
 * Parameters that configure TLS (the catalogue's `tls` entries): the Erlang client reads them for `amqps`
 * only (build_ssl_broker/2).
 * @example
 * AMQP_TLS_PARAMS.includes("cacertfile"); // true
 */
export const AMQP_TLS_PARAMS: readonly string[] = Object.freeze(
  Object.entries(AMQP_PARAMS)
    .filter(([, entry]) => entry.tls === true)
    .map(([key]) => key),
);
