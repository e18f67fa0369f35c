import { afterEach } from "vitest";
import { takeUnexpectedExits } from "./serve-built";

// Every Vitest file of tests/server and tests/ops (vitest.config.ts): a built server that ended
// during a test that did not stop it fails that test, with the end of its stderr.
afterEach(() => {
  const exits = takeUnexpectedExits();
  if (exits.length > 0) throw new Error(exits.join("\n\n"));
});
