// The amqp and amqps scheme definitions: RFC 7595 §7.4 template fields filled from RabbitMQ's URI
// specification, which defines both schemes; neither is in the IANA URI Schemes registry, hence
// `unregistered`. The ports are IANA's service registrations `amqp` (5672) and `amqps` (5671).

import type { SchemeDefinition } from "../../registry/index.js";
import { type SchemeFamily, schemeFamily } from "../scheme-family.js";
import { interpretAmqp } from "./amqp.js";

const REFERENCES: readonly string[] = [
  "RabbitMQ URI Specification, https://www.rabbitmq.com/docs/uri-spec",
  "RabbitMQ URI Query Parameters, https://www.rabbitmq.com/docs/uri-query-parameters",
  "RFC 3986 (generic URI syntax)",
];

const SYNTAX = [
  'amqp_URI       = "amqp://" amqp_authority [ "/" vhost ] [ "?" query ]',
  'amqps_URI      = "amqps://" amqp_authority [ "/" vhost ] [ "?" query ]',
  'amqp_authority = [ amqp_userinfo "@" ] host [ ":" port ]',
  'amqp_userinfo  = username [ ":" password ]',
  "username       = *( unreserved / pct-encoded / sub-delims )",
  "password       = *( unreserved / pct-encoded / sub-delims )",
  "vhost          = segment",
  "; other rules from RFC 3986. The specification's amqps_URI omits the query, but states that its",
  "; syntax is identical to amqp_URI apart from the scheme; the query is allowed here.",
].join("\n");

const SEMANTICS =
  "The parameters of an AMQP 0-9-1 connection to a RabbitMQ node: the host and port for the TCP " +
  "connection (a zero-length host is treated as absent; the port defaults to 5672, or 5671 for amqps), " +
  "the username and password for the SASL exchange, and the virtual host for connection.open (the path " +
  "after its leading '/', one segment). Absent and zero-length username, password and vhost differ: " +
  "'amqp://host' names no vhost, 'amqp://host/' the vhost named ''. amqps means TLS from the first byte. " +
  "The query carries client options such as heartbeat, connection_timeout, channel_max, frame_max, " +
  "auth_mechanism and, for amqps, the TLS files and verification.";

const ENCODING =
  "Percent-encoded octets in the username, password, host and vhost are decoded before use and " +
  "regarded as UTF-8. A '/' in a vhost name must be written %2F: the default vhost '/' is '/%2F'.";

const INTEROPERABILITY =
  "Clients differ on absent components: the specification lets them default, prompt or fail. Many " +
  "client libraries turn an empty vhost into '/', decode credentials as Latin-1, or reject 'amqp://user@'. " +
  "Query parameters are client-specific; RabbitMQ documents those of its Erlang client.";

const SECURITY =
  "Unlike RFC 3986 §7.5, the specification allows the password in the userinfo, because such URIs usually " +
  "live in protected configuration; it must still be kept out of logs and error messages. The amqps " +
  "query parameter 'password' is a private key's passphrase and equally secret. verify=verify_none " +
  "disables the server's authentication.";

const COMMON = {
  status: "unregistered",
  applications: "AMQP 0-9-1 clients of RabbitMQ; RabbitMQ's Federation and Shovel plugins",
  contact: "The RabbitMQ team, https://www.rabbitmq.com",
  changeController: "Broadcom Inc. (the RabbitMQ project), https://www.rabbitmq.com",
  references: REFERENCES,
  syntax: SYNTAX,
  semantics: SEMANTICS,
  encoding: ENCODING,
  interoperability: INTEROPERABILITY,
  security: SECURITY,
  canonicalEngine: "amqp",
  interpret: interpretAmqp,
} as const satisfies Partial<SchemeDefinition>;

/**
 * `amqp`: AMQP 0-9-1 over plain TCP.
 * @example
 * AMQP_DEFINITION.defaultPort?.port; // 5672
 */
export const AMQP_DEFINITION: SchemeDefinition = {
  ...COMMON,
  name: "amqp",
  description: "AMQP 0-9-1 connection to a RabbitMQ node (RabbitMQ URI Specification)",
  defaultPort: { port: 5672, source: "iana", reference: "amqp" },
  tls: false,
  variantOf: "amqps",
};

/**
 * `amqps`: AMQP 0-9-1 over TLS, the handshake starting as soon as TCP connects.
 * @example
 * AMQPS_DEFINITION.tls; // true
 */
export const AMQPS_DEFINITION: SchemeDefinition = {
  ...COMMON,
  name: "amqps",
  description: "AMQP 0-9-1 connection over TLS to a RabbitMQ node (RabbitMQ URI Specification)",
  defaultPort: { port: 5671, source: "iana", reference: "amqps" },
  tls: true,
  variantOf: "amqp",
};

/**
 * The amqp scheme family's definitions, as the built-in registry lists them.
 * @example
 * registry.get("AMQPS")?.defaultPort?.port; // 5671
 */
export const AMQP_DEFINITIONS: readonly SchemeDefinition[] = [AMQP_DEFINITION, AMQPS_DEFINITION];

/**
 * The AMQP family for `createInterpreter`: `amqp` and `amqps`.
 * @example
 * const interpretAmqp = createInterpreter([AMQP_SCHEMES]);
 * interpretAmqp("amqps://mq.example.com/orders").kind; // "amqp"
 */
export const AMQP_SCHEMES: SchemeFamily = schemeFamily("amqp", AMQP_DEFINITIONS);
