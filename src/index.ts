// dburi: connection URIs parsed exactly, interpreted per scheme, converted, redacted and dereferenced.

export * from "./connect/index.js";
export * from "./convert/index.js";
export * from "./registry/index.js";
export * from "./schemes/index.js";
export * from "./uri/index.js";
