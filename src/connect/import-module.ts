// The one dynamic import of the package: the optional drivers and `node:sqlite`, loaded when a connection
// needs them. The command line's bundles, which V8 may compile from its code cache, have this module
// replaced by src/cli/import-module.ts (scripts/build.mjs): Node 20 gives such code no `import()`.

/**
 * Imports the module `specifier` names, resolved from the package's own place, as `import()` does.
 * @example
 * const os = await importModule<typeof import("node:os")>("node:os");
 */
export function importModule<T>(specifier: string): Promise<T> {
  return import(specifier) as Promise<T>;
}
