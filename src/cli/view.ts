// What the CLI shows of a URI and of a Target: redacted by default, exact with --reveal.

import type { Target } from "../registry/index.js";
import { redactedView, targetFields } from "../schemes/target/target.js";
import { parseUri, redactParamValue, type Uri } from "../uri/index.js";

/**
 * The components of a URI, as `dburi parse` lists them (README: "JSON output"). `hosts` is every
 * `{ host, rawHost, hostType, port }` of the authority (one, or more for a host list), null without one.
 * @example
 * componentsOf(parseUri("redis://h:6380/0")).port; // 6380
 */
export function componentsOf(uri: Uri): Record<string, unknown> {
  return {
    scheme: uri.scheme,
    authority: uri.authority,
    userinfo: uri.userinfo,
    username: uri.username,
    password: uri.password,
    host: uri.host,
    rawHost: uri.rawHost,
    hostType: uri.hostType,
    port: uri.port,
    hosts: uri.authority === null ? null : uri.hosts,
    path: uri.path,
    segments: uri.segments,
    query: uri.query,
    params: uri.params,
    fragment: uri.fragment,
  };
}

/**
 * Whether the output shows secrets (`--reveal`).
 * @example
 * const reveal: Reveal = { reveal: false };
 * shownUri(parseUri("redis://:pw@h"), reveal).href; // "redis://:***@h"
 */
export interface Reveal {
  readonly reveal: boolean;
}

/**
 * The URI as it may be shown: the exact one with `reveal`, else the redacted one (which still parses,
 * so its components are the redacted components).
 * @example
 * shownUri(parseUri("redis://:pw@h"), { reveal: false }).password; // "***"
 */
export function shownUri(uri: Uri, options: Reveal): Uri {
  return options.reveal ? uri : parseUri(String(uri), { hostList: uri.isHostList });
}

/** Whether a value is a list of [key, value] string pairs (a target's params, a module's unknownParams). */
function isPairList(value: unknown): value is [string, string][] {
  return (
    Array.isArray(value) &&
    value.every(
      (p) => Array.isArray(p) && p.length === 2 && typeof p[0] === "string" && typeof p[1] === "string",
    )
  );
}

/**
 * Hides the secret items of `KEY:value` lists (`authMechanismProperties=AWS_SESSION_TOKEN:...`) in a
 * redacted target view: its query pairs and its options' string values (see `redactParamValue`).
 */
function hideListSecrets(view: Record<string, unknown>): Record<string, unknown> {
  for (const [key, value] of Object.entries(view)) {
    if (key !== "warnings" && isPairList(value)) {
      view[key] = value.map(([k, v]) => [k, redactParamValue(k, v)]);
    } else if (key === "options" && typeof value === "object" && value !== null && !Array.isArray(value)) {
      const options: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value))
        options[k] = typeof v === "string" ? redactParamValue(k, v) : v;
      view[key] = options;
    }
  }
  return view;
}

/**
 * A target's fields as they may be shown: exact with `reveal` (href and password included), else redacted.
 * @example
 * targetView(interpret("redis://:pw@h/2"), { reveal: false }).password; // "***"
 */
export function targetView(target: Target, options: Reveal): Record<string, unknown> {
  if (!options.reveal) return hideListSecrets(redactedView(target));
  const view: Record<string, unknown> = { ...targetFields(target) };
  view.uri = target.uri.href;
  return view;
}
