import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { isDburiError } from "../../src/index.ts";
import {
  checkStatusTransition,
  isRegistrationStatus,
  isSchemeStatus,
  SCHEME_STATUSES,
  type SchemeStatus,
} from "../../src/registry/index.ts";

// Every pair of statuses and whether RFC 7595 provides for the change (§7.3; §7.2 and §5 for new entries).
const ALLOWED: Record<SchemeStatus, Record<SchemeStatus, boolean>> = {
  unregistered: { unregistered: true, provisional: true, permanent: true, historical: true },
  provisional: { unregistered: false, provisional: true, permanent: true, historical: true },
  permanent: { unregistered: false, provisional: false, permanent: true, historical: true },
  historical: { unregistered: false, provisional: false, permanent: false, historical: true },
};

describe("statuses and RFC 7595 §7.3 transitions", () => {
  for (const from of SCHEME_STATUSES) {
    for (const to of SCHEME_STATUSES) {
      const expected = ALLOWED[from][to];
      test(`${from} -> ${to}: ${expected ? "allowed" : "not allowed"}`, () => {
        const transition = checkStatusTransition(from, to);
        assert.equal(transition.allowed, expected);
        assert.equal(transition.from, from);
        assert.equal(transition.to, to);
        assert.match(transition.section, /^RFC 7595 §(5|6|7\.2|7\.3)$/);
        assert.equal(transition.approval === null, !expected || (from === "unregistered" && to === from));
        assert.ok(Object.isFrozen(transition));
      });
    }
  }

  test("who approves: IESG for permanent to historical, Expert Review for provisional to permanent", () => {
    assert.equal(checkStatusTransition("permanent", "historical").approval, "IESG");
    assert.match(checkStatusTransition("provisional", "permanent").approval ?? "", /Expert Review/);
    assert.match(
      checkStatusTransition("unregistered", "provisional").approval ?? "",
      /First Come First Served/,
    );
    assert.match(checkStatusTransition("provisional", "historical").approval ?? "", /authorized to update/);
  });

  test("a value that is no status is an invalid-status error, in either place", () => {
    for (const bad of ["Provisional", "pending-review", "Pending Review", "", undefined, null, 3]) {
      for (const [from, to] of [
        [bad, "permanent"],
        ["provisional", bad],
      ]) {
        assert.throws(
          () => checkStatusTransition(from as SchemeStatus, to as SchemeStatus),
          (error) => isDburiError(error, "invalid-status") && error.fix !== null,
          `${String(from)} -> ${String(to)}`,
        );
      }
    }
  });

  test("isSchemeStatus and isRegistrationStatus", () => {
    for (const status of SCHEME_STATUSES) assert.equal(isSchemeStatus(status), true);
    assert.equal(isSchemeStatus("Permanent"), false);
    assert.equal(isSchemeStatus("pending-review"), false);
    assert.equal(isSchemeStatus(undefined), false);
    assert.equal(isRegistrationStatus("unregistered"), false);
    assert.equal(isRegistrationStatus("historical"), true);
  });
});
