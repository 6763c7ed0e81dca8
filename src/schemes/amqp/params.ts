// The query parameters of amqp: and amqps: URIs, as data. The RabbitMQ URI specification (Appendix B)
// leaves the query to implementations and points at "URI Query Parameters", which documents what the
// official (Erlang) client reads: its amqp_uri module is the reference for names, types and values.
// amqplib reads four camelCase names from a URL query; they are accepted as aliases or, for `locale`,
// as a parameter of its own.

import type { ParamSpecs } from "../target/params.js";

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
 * Parameters that configure TLS: the Erlang client reads them for `amqps` only (build_ssl_broker/2).
 * @example
 * AMQP_TLS_PARAMS.includes("cacertfile"); // true
 */
export const AMQP_TLS_PARAMS: readonly string[] = [
  "cacertfile",
  "certfile",
  "keyfile",
  "verify",
  "fail_if_no_peer_cert",
  "password",
  "server_name_indication",
  "depth",
  "customize_hostname_check",
];

/**
 * AMQP 0-9-1 frame-min-size: a frame_max other than 0 ("no limit") must be at least this.
 * @example
 * AMQP_FRAME_MIN_SIZE; // 4096
 */
export const AMQP_FRAME_MIN_SIZE = 4096;

/**
 * The amqp/amqps query parameters by canonical (RabbitMQ) name.
 * @example
 * AMQP_PARAMS.frame_max?.aliases; // ["frameMax"]
 */
export const AMQP_PARAMS: ParamSpecs = {
  heartbeat: {
    type: "integer",
    description: "heartbeat timeout in seconds to negotiate with the server; 0 disables heartbeats",
    min: 0,
    max: 65_535, // connection.tune-ok heartbeat is a short
  },
  connection_timeout: {
    type: "integer",
    description: "milliseconds to wait for the TCP connection before giving up",
    min: 1,
    max: 2_147_483_647,
  },
  channel_max: {
    type: "integer",
    description: "highest channel number to permit on the connection; 0 means no limit",
    aliases: ["channelMax"],
    min: 0,
    max: 65_535, // connection.tune-ok channel-max is a short
  },
  frame_max: {
    type: "integer",
    description: "largest frame in bytes to negotiate; 0 means no limit, else at least 4096",
    aliases: ["frameMax"],
    min: 0,
    max: 4_294_967_295, // connection.tune-ok frame-max is a long
  },
  auth_mechanism: {
    type: "enum",
    description: "SASL mechanism to consider, in order of preference; may repeat",
    values: AMQP_AUTH_MECHANISMS,
    repeatable: true,
  },
  locale: {
    type: "string",
    description: "locale for the server's error messages (amqplib's parameter; default en_US)",
  },
  cacertfile: { type: "path", description: "file of CA certificates to verify the server with (amqps)" },
  certfile: { type: "path", description: "file of the client certificate to present (amqps)" },
  keyfile: {
    type: "path",
    description: "file of the client certificate's private key (amqps); defaults to certfile",
  },
  password: {
    type: "string",
    description: "passphrase of the keyfile (amqps); not the login password, which is the userinfo's",
  },
  verify: {
    type: "enum",
    description: "whether to verify the server's certificate chain (amqps)",
    values: ["verify_peer", "verify_none"],
  },
  server_name_indication: {
    type: "string",
    description: "host name to send as SNI and to check the certificate against, or `disable` (amqps)",
  },
  fail_if_no_peer_cert: {
    type: "boolean",
    description: "a server-side TLS option the Erlang client passes through; no effect on a client (amqps)",
  },
  depth: {
    type: "integer",
    description: "longest certificate chain to accept, not counting the peer's own (amqps)",
    min: 0,
  },
  customize_hostname_check: {
    type: "enum",
    description: "host name matching rules; only `https` (wildcards as in HTTPS) exists (amqps)",
    values: ["https"],
  },
};
