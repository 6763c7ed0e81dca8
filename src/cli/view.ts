// What the CLI shows of a URI and of a Target: redacted by default, exact with --reveal.

import type { Target } from "../registry/index.js";
import { redactedView, targetFields } from "../schemes/target/target.js";
import type { Uri } from "../uri/index.js";

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
  return options.reveal ? uri : uri.redacted();
}

/**
 * A target's fields as they may be shown: exact with `reveal` (href and password included), else redacted.
 * @example
 * targetView(interpret("redis://:pw@h/2"), { reveal: false }).password; // "***"
 */
export function targetView(target: Target, options: Reveal): Record<string, unknown> {
  if (!options.reveal) return redactedView(target);
  const view: Record<string, unknown> = { ...targetFields(target) };
  view.uri = target.uri.href;
  return view;
}
