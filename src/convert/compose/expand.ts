// expandUri: a URI template's `${NAME}` placeholders filled from the environment, each value encoded for
// the component it lands in (RFC 3986 §2.1, §3): `postgresql://${DB_USER}:${DB_PASSWORD}@${DB_HOST}/app`
// with a password holding "@" or "/" gives a URI that still names DB_HOST. Where each placeholder lands is
// read from the template's own delimiters, never from a value: a value cannot move a component boundary.

import type { Registry } from "../../registry/index.js";
import { registry as builtinRegistry, engineOf, interpret } from "../../schemes/index.js";
import {
  checkScheme,
  encodeFragment,
  encodeHost,
  encodePath,
  encodeQueryPart,
  encodeSegment,
  encodeUserinfo,
} from "../../uri/encode.js";
import { DburiError } from "../../uri/index.js";

/**
 * Options of `expandUri`.
 * @example
 * const options: ExpandUriOptions = { env: { DB_HOST: "db.example.com" } };
 */
export interface ExpandUriOptions {
  /** The variables placeholders name (in Node, `process.env`). */
  readonly env: Readonly<Record<string, string | undefined>>;
  /** The registry the result is read with; the built-in one by default. */
  readonly registry?: Registry | undefined;
}

/**
 * Where a placeholder lands: the component whose encoding its value gets.
 * @example
 * const component: TemplateComponent = "password";
 */
export type TemplateComponent =
  | "scheme"
  | "user"
  | "password"
  | "host"
  | "port"
  | "path"
  | "query-key"
  | "query-value"
  | "fragment";

/** A placeholder: the variable it names, where `${` starts in the template, and where it lands. */
interface Placeholder {
  readonly name: string;
  readonly index: number;
  component: TemplateComponent;
  /** Whether it is the whole of its host (then an IPv6 address gets brackets). */
  wholeHost: boolean;
}

/**
 * Stands for a placeholder in the template's shape: a private-use character, which no delimiter equals,
 * so a placeholder can never open or close a component.
 */
const HOLE = "\uE000";

function placeholderError(template: string, index: number, reason: string, fix: string): DburiError {
  return new DburiError({ code: "invalid-placeholder", reason, fix, index, input: template });
}

function isNameChar(c: number, first: boolean): boolean {
  const letter = (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
  return letter || (!first && c >= 48 && c <= 57);
}

/**
 * The template's shape (each placeholder one HOLE, `$$` one "$") and its placeholders in order. A "$" not
 * followed by "{" or "$" stays as written.
 */
function scanTemplate(template: string): { shape: string; holes: Placeholder[] } {
  let shape = "";
  const holes: Placeholder[] = [];
  let i = 0;
  while (i < template.length) {
    const dollar = template.indexOf("$", i);
    if (dollar < 0) {
      shape += template.slice(i);
      break;
    }
    shape += template.slice(i, dollar);
    const next = template.charCodeAt(dollar + 1);
    if (next === 36) {
      shape += "$";
      i = dollar + 2;
      continue;
    }
    if (next !== 123) {
      shape += "$";
      i = dollar + 1;
      continue;
    }
    let end = dollar + 2;
    while (end < template.length && isNameChar(template.charCodeAt(end), end === dollar + 2)) end++;
    if (end === dollar + 2 || template.charCodeAt(end) !== 125) {
      throw placeholderError(
        template,
        dollar,
        "a placeholder is ${NAME}: a letter or '_', then letters, digits or '_', then '}'",
        "write ${DB_PASSWORD}; write $$ for a literal '$'",
      );
    }
    holes.push({ name: template.slice(dollar + 2, end), index: dollar, component: "path", wholeHost: false });
    shape += HOLE;
    i = end + 1;
  }
  return { shape, holes };
}

/** The index of the first of `chars` in shape[start, end), or `end`. */
function firstOf(shape: string, chars: string, start: number, end: number): number {
  for (let i = start; i < end; i++) if (chars.includes(shape[i]!)) return i;
  return end;
}

/** Marks the holes in shape[start, end) as landing in `component`; `holeAt` maps shape positions to holes. */
function mark(
  holeAt: ReadonlyMap<number, Placeholder>,
  start: number,
  end: number,
  component: TemplateComponent,
) {
  for (let i = start; i < end; i++) {
    const hole = holeAt.get(i);
    if (hole !== undefined) hole.component = component;
  }
}

/** One host of the authority, shape[start, end): the host and its port. */
function markHost(shape: string, holeAt: ReadonlyMap<number, Placeholder>, start: number, end: number) {
  let hostEnd = end;
  if (shape[start] === "[") {
    const close = shape.indexOf("]", start);
    hostEnd = close < 0 || close >= end ? end : close + 1;
  } else {
    const colon = shape.lastIndexOf(":", end - 1);
    if (colon >= start) hostEnd = colon;
  }
  mark(holeAt, start, hostEnd, "host");
  if (hostEnd - start === 1) {
    const hole = holeAt.get(start);
    if (hole !== undefined) hole.wholeHost = true;
  }
  mark(holeAt, hostEnd, end, "port");
}

/**
 * Where each placeholder lands, from the template's delimiters (RFC 3986 §3): the scheme before the first
 * ":", the authority after "//" up to "/", "?" or "#" (userinfo up to its last "@", the password after
 * the userinfo's first ":", hosts separated by ",", a port after a host's last ":"), the path, the query's
 * keys and values, the fragment. Returns the scheme as written, when no placeholder is in it.
 */
function locate(shape: string, holes: readonly Placeholder[]): string | null {
  const holeAt = new Map<number, Placeholder>();
  let k = 0;
  for (let i = 0; i < shape.length; i++) if (shape[i] === HOLE) holeAt.set(i, holes[k++]!);
  let at = 0;
  let scheme: string | null = null;
  // The scheme, and for db: URIs the engine's scheme after it (db:pg://...).
  for (;;) {
    const colon = shape.indexOf(":", at);
    if (colon < 0 || firstOf(shape, "/?#", at, colon) < colon) break;
    mark(holeAt, at, colon, "scheme");
    scheme = shape.slice(at, colon);
    at = colon + 1;
    if (scheme.toLowerCase() !== "db") break;
  }
  if (shape.startsWith("//", at)) {
    const start = at + 2;
    const end = firstOf(shape, "/?#", start, shape.length);
    const lastAt = shape.lastIndexOf("@", end - 1);
    let hostStart = start;
    if (lastAt >= start) {
      const colon = firstOf(shape, ":", start, lastAt);
      mark(holeAt, start, colon, "user");
      mark(holeAt, colon, lastAt, "password");
      hostStart = lastAt + 1;
    }
    let from = hostStart;
    while (from <= end) {
      const comma = firstOf(shape, ",", from, end);
      markHost(shape, holeAt, from, comma);
      from = comma + 1;
    }
    at = end;
  }
  const pathEnd = firstOf(shape, "?#", at, shape.length);
  mark(holeAt, at, pathEnd, "path");
  if (shape[pathEnd] === "?") {
    const queryEnd = firstOf(shape, "#", pathEnd + 1, shape.length);
    let from = pathEnd + 1;
    while (from <= queryEnd) {
      const pairEnd = firstOf(shape, "&;", from, queryEnd);
      const equals = firstOf(shape, "=", from, pairEnd);
      mark(holeAt, from, equals, "query-key");
      mark(holeAt, equals, pairEnd, "query-value");
      from = pairEnd + 1;
    }
    mark(holeAt, queryEnd, shape.length, "fragment");
  } else mark(holeAt, pathEnd, shape.length, "fragment");
  return scheme !== null && !scheme.includes(HOLE) ? scheme : null;
}

/** Whether the scheme's path is a file path, whose "/" separate directories rather than being data. */
function pathHoldsSlashes(scheme: string | null, registry: Registry): boolean {
  if (scheme === null) return false;
  const definition = registry.get(scheme);
  const engine = engineOf(definition?.canonicalEngine ?? scheme) ?? engineOf(scheme);
  const kind = engine?.database;
  return kind === "file" || kind === "server-file" || kind === "path";
}

/** A value encoded for its component; the value is never quoted in an error (it may be a secret). */
function encode(hole: Placeholder, value: string, template: string, slashes: boolean): string {
  switch (hole.component) {
    case "scheme":
      try {
        return checkScheme(value);
      } catch {
        throw placeholderError(
          template,
          hole.index,
          `\${${hole.name}} is in the scheme, and its value is no scheme name (RFC 3986 §3.1)`,
          `set ${hole.name} to a scheme such as postgresql`,
        );
      }
    case "port":
      if (!/^[0-9]{1,5}$/.test(value) || Number(value) > 65535) {
        throw placeholderError(
          template,
          hole.index,
          `\${${hole.name}} is in the port, and its value is not a port number (0-65535)`,
          `set ${hole.name} to the port's digits`,
        );
      }
      return value;
    case "user":
    case "password":
      return encodeUserinfo(value);
    case "host":
      return hole.wholeHost ? encodeHost(value) : encodeSegment(value).replaceAll(":", "%3A");
    case "path":
      return slashes ? encodePath(value) : encodeSegment(value);
    case "query-key":
    case "query-value":
      return encodeQueryPart(value);
    case "fragment":
      return encodeFragment(value);
  }
}

/**
 * Fills a URI template's `${NAME}` placeholders from `options.env`, encoding each value for the component
 * it lands in: percent-encoded in the user name, password, path segment, query key or value and fragment
 * (a "/" in a database name is %2F; in a SQLite file path it stays a "/"), an IPv6 host put in brackets,
 * a port checked to be digits. Where a placeholder lands is read from the template's delimiters alone,
 * so no value can move a boundary. `$$` is a literal "$". The result is read with `interpret`, and returned
 * only when it is valid for its scheme.
 * @throws DburiError `invalid-placeholder` for a `${` that is not `${NAME}` or a value that cannot be
 *   what its component holds (a scheme, a port), `missing-variable` for a variable that is not set, and
 *   interpret's codes for a result its scheme refuses; no message holds a value
 * @example
 * expandUri("postgresql://${DB_USER}:${DB_PASSWORD}@${DB_HOST}:${DB_PORT}/${DB_NAME}?sslmode=require", {
 *   env: { DB_USER: "app", DB_PASSWORD: "p@ss/w#rd", DB_HOST: "::1", DB_PORT: "5432", DB_NAME: "shop" },
 * });
 * // "postgresql://app:p%40ss%2Fw%23rd@[::1]:5432/shop?sslmode=require"
 */
export function expandUri(template: string, options: ExpandUriOptions): string {
  if (typeof template !== "string") {
    throw new DburiError({
      code: "invalid-argument",
      reason: "expandUri takes the template as a string",
      fix: 'pass a string such as "redis://${REDIS_HOST}:6379"',
    });
  }
  const registry = options.registry ?? builtinRegistry;
  const { shape, holes } = scanTemplate(template);
  const scheme = locate(shape, holes);
  const slashes = pathHoldsSlashes(scheme, registry);
  let out = "";
  let k = 0;
  for (const c of shape) {
    if (c !== HOLE) {
      out += c;
      continue;
    }
    const hole = holes[k++]!;
    const value = options.env[hole.name];
    if (value === undefined) {
      throw new DburiError({
        code: "missing-variable",
        reason: `the template's \${${hole.name}} names a variable that is not set`,
        fix: `set ${hole.name}, or write the value into the template`,
        index: hole.index,
        input: template,
      });
    }
    out += encode(hole, value, template, slashes);
  }
  interpret(out, { registry });
  return out;
}
