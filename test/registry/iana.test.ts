import assert from "node:assert/strict";
import { describe, test } from "node:test";
import {
  IanaSnapshot,
  ianaSchemes,
  ianaSnapshot,
  isDburiError,
  lookupIanaScheme,
  parseIanaSnapshot,
} from "../../src/index.ts";

describe("the vendored IANA URI Schemes snapshot", () => {
  test("394 entries: 99 permanent, 277 provisional, 18 historical", () => {
    const schemes = ianaSchemes();
    assert.equal(schemes.length, 394);
    const count = (status: string) => schemes.filter((s) => s.status === status).length;
    assert.equal(count("permanent"), 99);
    assert.equal(count("provisional"), 277);
    assert.equal(count("historical"), 18);
    assert.equal(count("pending-review"), 0);
  });

  for (const [name, status] of [
    ["redis", "provisional"],
    ["rediss", "provisional"],
    ["mongodb", "provisional"],
    ["example", "permanent"],
    ["http", "permanent"],
    ["fax", "historical"],
  ] as const) {
    test(`${name} is ${status}`, () => assert.equal(lookupIanaScheme(name)?.status, status));
  }

  for (const name of [
    "postgresql",
    "postgres",
    "mysql",
    "mariadb",
    "amqp",
    "amqps",
    "sqlite",
    "db",
    "mongodb+srv",
  ]) {
    test(`${name} is not registered`, () => assert.equal(lookupIanaScheme(name), undefined));
  }

  test("the redis entry, field by field", () => {
    assert.deepEqual(lookupIanaScheme("redis"), {
      name: "redis",
      status: "provisional",
      template: "prov/redis",
      templateUrl: "https://www.iana.org/assignments/uri-schemes/prov/redis",
      description: "redis",
      reference: "[Chris_Rebert]",
      references: ["Chris_Rebert"],
      wellKnownUriSupport: null,
      notes: null,
      obsolete: false,
    });
  });

  test("lookups ignore case, both ways", () => {
    assert.equal(lookupIanaScheme("REDIS")?.name, "redis");
    const mixed = lookupIanaScheme("machineprovisioningprogressreporter");
    assert.equal(mixed?.name, "machineProvisioningProgressReporter");
    assert.equal(lookupIanaScheme("MACHINEPROVISIONINGPROGRESSREPORTER"), mixed);
  });

  test("'shttp (OBSOLETE)' is the entry shttp, marked obsolete", () => {
    const shttp = lookupIanaScheme("shttp");
    assert.equal(shttp?.name, "shttp");
    assert.equal(shttp?.obsolete, true);
    assert.equal(shttp?.status, "permanent");
    assert.equal(lookupIanaScheme("shttp (OBSOLETE)"), undefined);
    assert.equal(ianaSchemes().filter((s) => s.obsolete).length, 1);
  });

  test("quoted multi-line cells read whole, whitespace collapsed", () => {
    assert.equal(lookupIanaScheme("mvrp")?.description, "mvrp (see [reviewer notes])");
    assert.equal(lookupIanaScheme("mvrps")?.description, "mvrps (see [reviewer notes])");
    assert.match(
      lookupIanaScheme("info")?.description ?? "",
      /defines an "info" registry of public namespaces/,
    );
  });

  test("quoted references with commas", () => {
    const http = lookupIanaScheme("http");
    assert.equal(http?.reference, "[RFC9110, Section 4.2.1]");
    assert.deepEqual(http?.references, ["RFC9110, Section 4.2.1"]);
    assert.equal(http?.wellKnownUriSupport, "[RFC8615]");
    assert.deepEqual(lookupIanaScheme("brid")?.references, [
      "Jürgen_Grupp",
      "Michael_Ranft",
      "Sophie_Schenkel",
    ]);
  });

  test("names are unique and in IANA's order", () => {
    const names = ianaSchemes().map((s) => s.name.toLowerCase());
    assert.equal(new Set(names).size, names.length);
    assert.equal(names[0], "aaa");
    assert.equal(names.at(-1), "z39.50s");
  });

  test("the snapshot is read once and frozen", () => {
    assert.equal(ianaSnapshot(), ianaSnapshot());
    assert.ok(ianaSnapshot() instanceof IanaSnapshot);
    assert.ok(Object.isFrozen(ianaSchemes()));
    assert.ok(Object.isFrozen(lookupIanaScheme("redis")));
  });
});

describe("parseIanaSnapshot", () => {
  const HEADER = "URI Scheme,Template,Description,Status,Reference\r\n";

  test("reads a copy without the newer columns", () => {
    const snapshot = parseIanaSnapshot(`${HEADER}acme,,Acme,Pending Review,[Ann_Example]\r\n\r\n`);
    assert.equal(snapshot.schemes.length, 1);
    assert.equal(snapshot.get("ACME")?.status, "pending-review");
    assert.equal(snapshot.get("acme")?.wellKnownUriSupport, null);
    assert.equal(snapshot.has("acme"), true);
  });

  for (const [label, csv] of [
    ["a missing Status column", "URI Scheme,Template,Description,Reference\r\nacme,,Acme,[x]\r\n"],
    ["an unknown status", `${HEADER}acme,,Acme,Approved,[x]\r\n`],
    ["a name listed twice", `${HEADER}acme,,Acme,Provisional,[x]\r\nACME,,Acme,Provisional,[y]\r\n`],
    ["a row without a name", `${HEADER},,Acme,Provisional,[x]\r\n`],
  ] as const) {
    test(`refuses ${label}`, () => {
      assert.throws(
        () => parseIanaSnapshot(csv),
        (error) => isDburiError(error, "invalid-iana-snapshot"),
      );
    });
  }
});
