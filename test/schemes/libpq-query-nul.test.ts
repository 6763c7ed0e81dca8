// libpq refuses a NUL in a URI query ("forbidden value %00"); dburi looks for it inside each pair, along
// one cursor over the query's '%' signs (a search from each pair to the end of the text took time in the
// square of the query's length). The refusal stands where it was, and a "%2500" is no NUL.
import assert from "node:assert/strict";
import { test } from "node:test";
import { interpret, isDburiError } from "../../src/index.ts";

test("a %00 is refused where it stands, the key's before the value's, and only inside its pair", () => {
  assert.throws(
    () => interpret("postgresql://h/db?a=b%00&c=d"),
    (error: unknown) => isDburiError(error) && error.index === 21,
  );
  assert.throws(
    () => interpret("postgresql://h/db?x=1&a%00=b%00"),
    (error: unknown) => isDburiError(error) && error.index === 23,
  );
  assert.equal(interpret("postgresql://h/db?application_name=b%2500").params[0]?.[1], "b%00");
});
