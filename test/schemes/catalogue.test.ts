// Parameters as data (src/schemes/target/catalogue.ts): each family's catalogue lists every parameter it
// knows, with its fate in every output dburi produces from a URI of the family. These tests fail when an
// entry lacks a fate for one of its family's outputs, when a family's outputs are not the conversions and
// formats that take its URIs, when a secret parameter is not one redaction hides, and when a conversion
// does not do what a fate says: copy a carried option to its field, refuse a refused one (and let its
// harmless values and, on request, every value through), write a passed one into the DSN.

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import {
  AMQP_OUTPUTS,
  AMQP_PARAMS,
  type Catalogue,
  type CatalogueEntry,
  DburiError,
  DSN_FORMATS,
  type Fate,
  interpret,
  isSecretKey,
  LIBPQ_PARAMS,
  MONGODB_OUTPUTS,
  MONGODB_PARAMS,
  MSSQL_OUTPUTS,
  MSSQL_PARAMS,
  MYSQL_OUTPUTS,
  MYSQL_PARAMS,
  type Output,
  POSTGRES_OUTPUTS,
  REDIS_OUTPUTS,
  REDIS_PARAMS,
  SQLITE_OUTPUTS,
  SQLITE_PARAMS,
  type Target,
  toAmqplibOptions,
  toDsn,
  toIoredisOptions,
  toMariadbConfig,
  toMysql2Config,
  toNodeRedisOptions,
  toPgConfig,
  toSqliteOptions,
} from "../../src/index.ts";

/** One family: its catalogue, its outputs, and a URI of it a parameter is appended to (`&key=value`). */
interface Family {
  readonly name: string;
  readonly catalogue: Catalogue<Output>;
  readonly outputs: readonly Output[];
  readonly base: string;
}

const FAMILIES: readonly Family[] = [
  { name: "redis", catalogue: REDIS_PARAMS, outputs: REDIS_OUTPUTS, base: "rediss://h/0?x-base=1" },
  { name: "amqp", catalogue: AMQP_PARAMS, outputs: AMQP_OUTPUTS, base: "amqps://h/v?x-base=1" },
  {
    name: "postgres",
    catalogue: LIBPQ_PARAMS,
    outputs: POSTGRES_OUTPUTS,
    base: "postgresql://h/db?x_base=1",
  },
  { name: "mysql", catalogue: MYSQL_PARAMS, outputs: MYSQL_OUTPUTS, base: "mysql://h/db?x-base=1" },
  // SQL Server's outputs are DSN formats only: test/dsn/mssql-params.test.ts checks what its fates say.
  { name: "mssql", catalogue: MSSQL_PARAMS, outputs: MSSQL_OUTPUTS, base: "db:mssql://h/db?x_base=1" },
  { name: "mongodb", catalogue: MONGODB_PARAMS, outputs: MONGODB_OUTPUTS, base: "mongodb://h/db?x-base=1" },
  {
    name: "sqlite",
    catalogue: SQLITE_PARAMS,
    outputs: SQLITE_OUTPUTS,
    base: "sqlite:////srv/app.db?x-base=1",
  },
] as Family[];

function entries(family: Family): [string, CatalogueEntry<Output>][] {
  return Object.entries(family.catalogue);
}

describe("every parameter has a fate in every output of its family", () => {
  for (const family of FAMILIES) {
    test(family.name, () => {
      for (const [key, entry] of entries(family)) {
        assert.deepEqual(Object.keys(entry.fates).sort(), [...family.outputs].sort(), `${key}: its outputs`);
        for (const output of family.outputs) {
          const fate: Fate = entry.fates[output];
          const where = `${family.name} ${key} in ${output}`;
          if (fate === "passed") continue;
          if ("to" in fate) {
            assert.ok(typeof fate.to === "string" && fate.to !== "", `${where}: a field to map to`);
            if (fate.scale !== undefined) assert.ok(fate.scale > 0, where);
          } else {
            assert.ok(fate.drop.length > 10 && fate.fix.length > 4, `${where}: a reason and a fix`);
            assert.equal(typeof fate.refused, "boolean", where);
          }
        }
      }
    });
  }

  test("no name or alias stands for two parameters of one catalogue", () => {
    for (const family of FAMILIES) {
      const names = entries(family).flatMap(([key, entry]) => [key, ...(entry.aliases ?? [])]);
      assert.equal(new Set(names.map((n) => n.toLowerCase())).size, names.length, family.name);
    }
  });
});

describe("a family's outputs are the conversions and formats that take its URIs", () => {
  /** The driver configs, by output: each converts a URI of its family. */
  const ADAPTERS: Partial<Record<Output, (target: Target) => unknown>> = {
    pg: (t) => toPgConfig(t),
    mysql2: (t) => toMysql2Config(t),
    mariadb: (t) => toMariadbConfig(t),
    sqlite: (t) => toSqliteOptions(t),
    "node-redis": (t) => toNodeRedisOptions(t),
    ioredis: (t) => toIoredisOptions(t),
    amqplib: (t) => toAmqplibOptions(t),
  };
  const takes = (convert: () => unknown): boolean => {
    try {
      convert();
      return true;
    } catch (error) {
      if (error instanceof DburiError && ["wrong-engine", "invalid-argument"].includes(error.code))
        return false;
      if (error instanceof DburiError && error.code === "dsn-unrepresentable") return false;
      throw error;
    }
  };
  for (const family of FAMILIES) {
    test(family.name, () => {
      const target = interpret(family.base.replace(/\?.*/, ""));
      const produced = [
        ...Object.entries(ADAPTERS)
          .filter(([, convert]) => takes(() => convert!(target)))
          .map(([output]) => output),
        ...DSN_FORMATS.filter((format) => takes(() => toDsn(target, format))),
      ];
      // jdbc-mariadb is the jdbc format through the other driver of the MySQL family (mariadb://).
      const outputs = family.outputs.filter((output) => output !== "jdbc-mariadb");
      assert.deepEqual([...new Set(produced)].sort(), [...outputs].sort());
    });
  }
});

describe("secret parameters are the ones redaction hides", () => {
  for (const family of FAMILIES) {
    test(family.name, () => {
      for (const [key, entry] of entries(family)) {
        for (const name of [key, ...(entry.aliases ?? [])]) {
          assert.equal(isSecretKey(name), entry.secret === true, `${family.name} ${name}`);
        }
      }
    });
  }
});

/** Values of the parameter's type to try, as written in a query, the likeliest first. */
function candidates(entry: CatalogueEntry<Output>): string[] {
  switch (entry.type) {
    case "boolean":
      return ["true", "false"];
    case "enum":
      return [...(entry.values ?? [])];
    case "integer":
    case "number": {
      const within = (n: number) =>
        (entry.min === undefined || n >= entry.min) && (entry.max === undefined || n <= entry.max);
      return [5, 1, 90, 4096, entry.min ?? 0].filter(within).map(String);
    }
    case "duration":
      return ["5", "500ms"];
    case "path":
      return ["/srv/x.pem"];
    default:
      return ["x1", "10.0.0.1", "utf8mb4"];
  }
}

/**
 * A value for `key` that its family accepts in `text(value)` and types to none of `avoid` (a drop's harmless
 * values), as written in a query; undefined when there is none.
 */
function sample(
  entry: CatalogueEntry<Output>,
  key: string,
  text: (value: string) => string,
  avoid: readonly unknown[] = [],
): string | undefined {
  for (const value of candidates(entry)) {
    let typed: unknown;
    try {
      typed = (interpret(text(value)).options as Record<string, unknown>)[key];
    } catch {
      continue;
    }
    if (!avoid.includes(typed)) return value;
  }
  return undefined;
}

/** The driver configs, with what each needs besides the parameter (TLS for its TLS settings). */
const readFile = (path: string) => `PEM of ${path}`;
const CONFIGS: Partial<Record<Output, (text: string, ignore: boolean) => unknown>> = {
  pg: (text, ignore) =>
    toPgConfig(interpret(text), ignore ? { unsupported: "ignore", readFile } : { readFile }),
  mysql2: (text, ignore) =>
    toMysql2Config(interpret(text), ignore ? { unsupported: "ignore", readFile } : { readFile }),
  mariadb: (text, ignore) =>
    toMariadbConfig(interpret(text), ignore ? { unsupported: "ignore", readFile } : { readFile }),
  sqlite: (text, ignore) => toSqliteOptions(interpret(text), ignore ? { unsupported: "ignore" } : {}),
  "node-redis": (text) => toNodeRedisOptions(text, { readFile }),
  ioredis: (text) => toIoredisOptions(text, { readFile }),
  amqplib: (text) => toAmqplibOptions(interpret(text), { readFile }),
};

/** Whether a conversion takes { unsupported: "ignore" }. */
const IGNORABLE: readonly Output[] = ["pg", "mysql2", "mariadb", "sqlite"];

/** The URI of a family with one parameter, and TLS asked for where the parameter needs it. */
function uriWith(family: Family, key: string, value: string, tls: boolean): string {
  const extra = tls && family.name === "mysql" ? "&ssl-mode=REQUIRED" : "";
  return `${family.base}${extra}&${key}=${encodeURIComponent(value)}`;
}

describe("each conversion does what its fates say", () => {
  for (const family of FAMILIES) {
    test(family.name, () => {
      let checked = 0;
      for (const [key, entry] of entries(family)) {
        for (const output of family.outputs) {
          const convert = CONFIGS[output];
          if (convert === undefined) continue;
          const fate: Fate = entry.fates[output];
          if (fate === "passed" || ("to" in fate && fate.by === "conversion")) continue;
          const where = `${family.name} ${key} in ${output}`;
          if ("to" in fate) {
            // Carried by copy: the output's field holds the typed value (scaled).
            const value = sample(entry, key, (v) => uriWith(family, key, v, false));
            if (value === undefined) continue;
            const text = uriWith(family, key, value, false);
            const typed = (interpret(text).options as Record<string, unknown>)[key];
            const config = convert(text, false) as Record<string, unknown>;
            const expected =
              typeof typed === "number" && fate.scale !== undefined ? typed * fate.scale : typed;
            assert.deepEqual(config[fate.to], expected, where);
            checked++;
            continue;
          }
          // Dropped: refused (unless ignored), or left out; a harmless value passes.
          const tls = fate.onlyWithTls === true;
          const value = sample(entry, key, (v) => uriWith(family, key, v, tls), fate.harmless ?? []);
          if (value === undefined) continue;
          const text = uriWith(family, key, value, tls);
          if (fate.refused) {
            assert.throws(
              () => convert(text, false),
              (error: unknown) => error instanceof DburiError && error.code === "unsupported-param",
              where,
            );
            if (IGNORABLE.includes(output)) assert.doesNotThrow(() => convert(text, true), where);
          } else {
            assert.doesNotThrow(() => convert(text, false), where);
          }
          const harmless = fate.harmless ?? [];
          const calm = candidates(entry).find((v) => {
            try {
              return harmless.includes(
                (interpret(uriWith(family, key, v, tls)).options as Record<string, unknown>)[key],
              );
            } catch {
              return false;
            }
          });
          if (calm !== undefined) {
            assert.doesNotThrow(
              () => convert(uriWith(family, key, calm, tls), false),
              `${where}: the harmless ${calm}`,
            );
          }
          checked++;
        }
      }
      if (family.name !== "mongodb" && family.name !== "mssql")
        assert.ok(checked > 0, `${family.name}: fates checked`);
    });
  }
});

describe("a passed parameter is written into every DSN format that takes it", () => {
  const FORMATS = new Set<Output>(DSN_FORMATS.filter((f) => f !== "ado") as Output[]);
  for (const family of FAMILIES) {
    test(family.name, () => {
      for (const [key, entry] of entries(family)) {
        for (const output of family.outputs) {
          if (!FORMATS.has(output) || entry.fates[output] !== "passed") continue;
          if (family.name === "redis" || family.name === "amqp") continue; // their DSN is the URI only
          const value = sample(entry, key, (v) => uriWith(family, key, v, false));
          if (value === undefined) continue;
          let dsn: string;
          try {
            dsn = toDsn(interpret(uriWith(family, key, value, false)), output as "uri");
          } catch (error) {
            // A value the format's grammar cannot hold is refused, never spliced: not this test's subject.
            if (error instanceof DburiError && error.code === "dsn-unrepresentable") continue;
            throw error;
          }
          assert.ok(dsn.includes(key), `${family.name} ${key} in ${output}: ${dsn}`);
        }
      }
    });
  }
});
