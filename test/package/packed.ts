// The package as npm publishes it: `npm pack` of the built tree (dist/ must be built; `npm test` builds
// it first), unpacked into node_modules/dburi of a fresh temporary directory, with no node_modules above it.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The repository's root directory.
 * @example
 * readFileSync(join(ROOT, "package.json"), "utf8");
 */
export const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/**
 * A temporary project that depends on the packed package.
 * @example
 * const { dir, files, remove } = packedProject();
 */
export interface PackedProject {
  /** The project's directory: node_modules/dburi holds the unpacked package. */
  readonly dir: string;
  /** The files the tarball holds, as npm lists them (`package/` left off). */
  readonly files: readonly string[];
  /** The tarball `npm pack` wrote, in `dir`: what `npm publish` would upload. */
  readonly tarball: string;
  /** Removes the directory. */
  readonly remove: () => void;
}

/** What `npm pack --json` reports of the tarball it wrote. */
interface PackReport {
  readonly filename: string;
  readonly files: readonly { readonly path: string }[];
}

/**
 * Runs a program to its end and returns its standard output; throws with what it printed when it fails.
 * @example
 * run("tar", ["-tzf", "dburi-0.1.0.tgz"], dir);
 */
export function run(command: string, args: readonly string[], cwd: string): string {
  const result = spawnSync(command, args, { cwd, encoding: "utf8", timeout: 120_000 });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(" ")} exited with ${result.status ?? result.signal}:\n${result.stderr}${result.stdout}`,
    );
  }
  return result.stdout;
}

/**
 * Packs the package into a new temporary project. `links` names packages of this repository's
 * node_modules to link beside it (a driver peer the project has installed).
 * @example
 * const project = packedProject(["better-sqlite3"]);
 * // import("dburi") from a file in project.dir loads the packed package
 * project.remove();
 */
export function packedProject(links: readonly string[] = []): PackedProject {
  const dir = mkdtempSync(join(tmpdir(), "dburi-package-"));
  try {
    // --ignore-scripts: pack the tree as built, without `prepare` building it again.
    const [report] = JSON.parse(
      run("npm", ["pack", "--ignore-scripts", "--json", "--pack-destination", dir], ROOT),
    ) as PackReport[];
    if (report === undefined) throw new Error("npm pack reported no tarball");
    const target = join(dir, "node_modules", "dburi");
    mkdirSync(target, { recursive: true });
    run("tar", ["-xzf", join(dir, report.filename), "-C", target, "--strip-components=1"], dir);
    for (const name of links) {
      symlinkSync(join(ROOT, "node_modules", name), join(dir, "node_modules", name), "dir");
    }
    return {
      dir,
      files: report.files.map((file) => file.path),
      tarball: join(dir, report.filename),
      remove: () => rmSync(dir, { recursive: true, force: true }),
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
