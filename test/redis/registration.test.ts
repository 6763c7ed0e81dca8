// The redis and rediss definitions carry the IANA registration's template text word for word, as the
// registry's own template parser reads the registration, and review cleanly as RFC 7595 templates.

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, test } from "node:test";
import {
  compareWithIana,
  formatTemplate,
  parseTemplate,
  REDIS_DEFINITION,
  REDIS_SOCKET_DEFINITION,
  REDISS_DEFINITION,
  registry,
  reviewTemplate,
  TEMPLATE_TEXT_KEYS,
  toSchemeDefinition,
} from "../../src/index.ts";

const REGISTRATION = toSchemeDefinition(
  parseTemplate(readFileSync("test/fixtures/registry/redis-registration.txt", "utf8")),
);

describe("the redis definition is the registration", () => {
  for (const field of ["name", "status", "references", ...TEMPLATE_TEXT_KEYS] as const) {
    test(field, () => {
      assert.ok(REGISTRATION[field], `the registration has ${field}`);
      assert.deepEqual(REDIS_DEFINITION[field], REGISTRATION[field]);
    });
  }

  test("twelve references, one per entry", () => {
    assert.equal(REDIS_DEFINITION.references?.length, 12);
    for (const reference of REDIS_DEFINITION.references ?? []) assert.match(reference, /<[^>]+>\.$/);
  });
});

describe("the rediss definition", () => {
  test("its semantics are the registration's, after the registration's own sentences on rediss", () => {
    const semantics = REDISS_DEFINITION.semantics ?? "";
    const lead = semantics.slice(0, semantics.indexOf("\n\n"));
    const words = (text: string) => text.replaceAll(/\s+/g, " ");
    assert.ok(
      words(REGISTRATION.security ?? "").includes(words(lead)),
      "quoted from Security considerations",
    );
    assert.match(lead, /Other than the usage of TLS/);
    assert.ok(semantics.endsWith(`\n\n${REGISTRATION.semantics}`));
  });

  test("the other fields are the registration's", () => {
    for (const field of ["status", "references", ...TEMPLATE_TEXT_KEYS] as const) {
      if (field !== "semantics") assert.deepEqual(REDISS_DEFINITION[field], REGISTRATION[field], field);
    }
  });
});

describe("as RFC 7595 templates", () => {
  for (const definition of [REDIS_DEFINITION, REDISS_DEFINITION, REDIS_SOCKET_DEFINITION]) {
    test(`${definition.name} agrees with the IANA snapshot and reviews cleanly`, () => {
      assert.deepEqual(compareWithIana(definition), []);
      const findings = reviewTemplate(parseTemplate(formatTemplate(definition)), { registry });
      // Left: for redis and rediss the note that the template updates IANA's provisional registration;
      // for the unregistered socket scheme, the note that the name is in use (by this very definition).
      assert.deepEqual(
        findings.map((f) => f.code),
        [definition.status === "provisional" ? "updates-registration" : "name-in-use"],
      );
    });
  }
});
