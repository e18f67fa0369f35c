import type { AppLoadContext } from "react-router";
import { expect, it, vi } from "vitest";
import { passkeyCeremony } from "../../app/admin/passkey/ceremonies.server";
import words from "../../app/admin/words.json" with { type: "json" };

/**
 * A passkey sign-in on a full disk (issue 81): when its write is refused (the reserve given up
 * and taken too), the answer names the disk ("disk"), which the sign-in page words as the disk,
 * never as a passkey that failed.
 */
it("answers a write the disk refused as the disk's, not the passkey's", async () => {
  const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
  const full = Object.assign(new Error("database or disk is full"), { code: "SQLITE_FULL" });
  const context = {
    staff: {
      secure: false,
      address: "127.0.0.1",
      services: {
        mayAskOptions: () => true,
        isHttps: () => false,
        passkeys: { discoverOptions: async () => ({ challenge: "c" }) },
        issueChallenge: () => {
          throw full;
        },
      },
    },
    posted: { json: { ceremony: "alone", step: "options" } },
  } as unknown as AppLoadContext;
  const answer = await passkeyCeremony(
    new Request("http://localhost/admin/passkey", { method: "POST" }),
    context,
  );
  expect(answer.status).toBe(503);
  expect(answer.headers.get("Retry-After")).toMatch(/^\d+$/);
  expect(await answer.json()).toEqual({ ok: false, reason: "disk" });
  expect(errors).toHaveBeenCalled();
  errors.mockRestore();
  // The words the page shows for it, in both languages, name the disk.
  expect(words.ko.passkeyDiskFull).toMatch(/저장 공간이 가득/);
  expect(words.en.passkeyDiskFull).toMatch(/disk is full/);
});
