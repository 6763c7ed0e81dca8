// src/connect/import-module.ts as the command line's bundles have it (scripts/build.mjs). A bundle's code
// may be compiled from V8's code cache (./code-cache.ts), and Node 20 gives code compiled so no
// `import()`; the command line's own module, which Node loaded, imports for it: `__import` is the
// parameter through which ./code-cache.ts hands it its `import()`.

/** `import()`, as the command line's own module has it. */
declare const __import: (specifier: string) => Promise<unknown>;

/**
 * Imports the module `specifier` names, through the command line's own `import()`.
 * @example
 * const os = await importModule<typeof import("node:os")>("node:os");
 */
export function importModule<T>(specifier: string): Promise<T> {
  return __import(specifier) as Promise<T>;
}
