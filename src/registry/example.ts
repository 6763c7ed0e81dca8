// The "example" scheme, registered 'permanent' by RFC 7595 §8 for documentation, so that examples never
// collide with a real scheme. Every registry has it.

import type { SchemeDefinition } from "./definition.js";

/**
 * The reserved `example` scheme, with the template of RFC 7595 §8.1. URIs of it identify nothing; dburi
 * interprets them generically so documentation can use them.
 * @example
 * registry.get("example")?.status; // "permanent"
 */
export const EXAMPLE_DEFINITION: SchemeDefinition = Object.freeze({
  name: "example",
  status: "permanent",
  description: "example",
  applications:
    'An "example" URI is to be used for documentation purposes only. It MUST NOT be used for any protocol.',
  contact: "IETF Chair <chair@ietf.org>",
  changeController: "IESG <iesg@ietf.org>",
  references: Object.freeze(["RFC 7595, Section 8"]),
  syntax:
    'The entire range of allowable syntax specified in RFC 3986 is allowed for "example" URIs. ' +
    'Similarly, the entire range of allowable syntax specified in RFC 3987 is allowed for "example" IRIs. ' +
    "For example, <example:foo>, <example:/foo>, and <example://foo> are all valid.",
  semantics:
    'URIs in the "example" scheme are to be used for documentation purposes only. The use of "example" ' +
    "URIs must not be used as locators, identify any resources, or specify any particular set of operations.",
  encoding: "See Section 2.5 of RFC 3986 for guidelines.",
  interoperability: "None.",
  security: "None.",
  defaultPort: null,
});
