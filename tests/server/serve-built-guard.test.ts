import { expect, it } from "vitest";
import { serveBuilt, takeUnexpectedExits } from "./serve-built";

/**
 * The suite's own guard (issue 71): a built server that ends during a test that did not stop it
 * fails the run, naming how it ended and quoting its stderr; never a quiet refused fetch.
 */
it("a server killed under a test fails its stop(), once, with how it ended", async () => {
  const site = await serveBuilt();
  expect((await fetch(`${site.origin}/healthz`)).status).toBe(200);
  process.kill(site.pid, "SIGKILL");
  expect(await site.exited).toEqual({ code: null, signal: "SIGKILL" });
  await expect(site.stop()).rejects.toThrow(
    /The built server at http:\/\/127\.0\.0\.1:\d+ \(pid \d+\) ended with signal SIGKILL during a test that did not stop it/,
  );
  // Reported once: the check after each test (server-exits.ts) has nothing more to say.
  expect(takeUnexpectedExits()).toEqual([]);
});

it("a server that ends before it answers throws at once, with its stderr", async () => {
  await expect(serveBuilt({ PORT: "eighty" })).rejects.toThrow(
    /ended with exit code 78 before it answered\. The end of its stderr:\n[^]*PORT: Invalid input/,
  );
  expect(takeUnexpectedExits()).toEqual([]);
});
