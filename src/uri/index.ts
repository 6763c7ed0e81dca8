// The RFC 3986 core: knows no scheme, uses no Node built-ins.

export { DburiError, type DburiErrorInit, isDburiError } from "./error.js";
export type { DburiErrorCode } from "./error-codes.js";
export { formatUri, type UriParts } from "./format.js";
export type { HostType } from "./host.js";
export { normalizeUri } from "./normalize.js";
export { parseUri, type TryResult, tryParseUri } from "./parse.js";
export { decodePercent, encodePercent } from "./percent-text.js";
export { type QueryEntry, type QueryPair, valueIndexOf } from "./query.js";
export { REDACTED, redact } from "./redact.js";
export { redactedIndex, redactUri } from "./redact-uri.js";
export { omitSecretParamValue, redactParamValue } from "./redact-value.js";
export { type RepairChange, type Repaired, repairUri } from "./repair.js";
export { removeDotSegments, resolveUri } from "./resolve.js";
export { isSecretKey } from "./secrets.js";
export { type ParseUriOptions, type QuerySeparators, Uri, type UriHost } from "./uri.js";
