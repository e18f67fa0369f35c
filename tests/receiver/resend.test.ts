import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { run } from "../../server/admin/inquiries-command";
import { openStore, type InquiryStore } from "../../server/inquiries/store";
import { CLAIM_LEASE } from "../../server/mail/outbox/runner";
import { STORED } from "./harness";
import { startSmtp, type FakeSmtp } from "./smtp";

/** `npm run inquiries -- resend`: what it refuses, and what a refused send leaves behind. */

let dir: string;
let smtp: FakeSmtp;
let env: NodeJS.ProcessEnv;
let store: InquiryStore;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), "resend-"));
  smtp = await startSmtp();
  env = {
    INQUIRY_DB: join(dir, "inquiries.sqlite"),
    SMTP_URL: smtp.url,
    MAIL_TO: "sales@hanbit.example",
  };
  store = openStore(env.INQUIRY_DB!);
});
afterEach(async () => {
  store.close();
  await smtp.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A notice whose tries are used up. */
function failedNotice() {
  const { ref } = store.add({ ...STORED, lang: "en" }, "pending");
  const claim = store.outbox.claimDue("notice", new Date(), CLAIM_LEASE)!;
  store.outbox.failed(claim, "451 try later", "refused");
  return ref;
}

async function staff(...args: string[]) {
  let output = "";
  const code = await run(args, env, { write: (text: string) => (output += text) });
  return { code, output };
}

it("an unknown reference stops it before anything is sent", async () => {
  const ref = failedNotice();
  await expect(staff("resend", ref, "HF-20260101-999999")).rejects.toThrow(
    "No inquiry with reference HF-20260101-999999; nothing was sent",
  );
  expect(smtp.stats().sessions).toBe(0);
  expect(store.recent(1)[0]).toMatchObject({ mailStatus: "failed", mailAttempts: 1 });
});

it("without SMTP settings, or without references, it explains and sends nothing", async () => {
  const ref = failedNotice();
  env = { INQUIRY_DB: env.INQUIRY_DB };
  await expect(staff("resend", ref)).rejects.toThrow(/SMTP_URL and MAIL_TO/);
  env = { ...env, SMTP_URL: smtp.url, MAIL_TO: "sales@hanbit.example" };
  await expect(staff("resend")).rejects.toThrow(/needs references .* or --failed/);
  await expect(staff("resend", "--failed", ref)).rejects.toThrow(/not both/);
  await expect(staff("resend", "--all")).rejects.toThrow(/does not know --all/);
  expect(smtp.stats().sessions).toBe(0);
});

it("a refused send fails the command and is recorded; a failed notice stays failed", async () => {
  const ref = failedNotice();
  smtp.refuse(451);
  const { code, output } = await staff("resend", ref);
  expect(code).toBe(1);
  expect(output).toMatch(new RegExp(`^${ref}  failed: .*451 local error, try later\\n`));
  expect(output).toContain("0 sent, 1 not sent");
  expect(store.recent(1)[0]).toMatchObject({ mailStatus: "failed", mailAttempts: 2 });
  expect(store.recent(1)[0]!.mailError).toContain("451 local error");
  expect(store.outbox.ofInquiry(store.idOf(ref)!)).toMatchObject([
    // Refused after its data: the message, not the recipient, so no kind of its own.
    { kind: "notice", status: "failed", problem: "other" },
  ]);
});

it("a pending notice sent early keeps its remaining tries when the send fails", async () => {
  const { ref } = store.add({ ...STORED, lang: "en" }, "pending");
  smtp.refuse(421);
  expect((await staff("resend", ref)).code).toBe(1);
  const stored = store.recent(1)[0]!;
  expect(stored).toMatchObject({ mailStatus: "pending", mailAttempts: 1 });
  // The server's outbox takes it up again after the schedule's first wait.
  expect(Date.parse(stored.mailNextAt!) - Date.now()).toBeGreaterThan(50_000);
});

it("a notice another process is sending is left to it", async () => {
  const ref = failedNotice();
  const other = openStore(env.INQUIRY_DB!);
  try {
    const claim = other.outbox.claimFor("notice", other.idOf(ref)!, new Date(), CLAIM_LEASE);
    expect(claim.result).toBe("claimed");
    expect(await staff("resend", ref)).toEqual({
      code: 1,
      output: `${ref}  being sent by another process now, not sent again\n0 sent, 1 not sent\n`,
    });
    expect(smtp.stats().sessions).toBe(0);
  } finally {
    other.close();
  }
});

it("an inquiry stored while notices were off can be sent", async () => {
  const { ref } = store.add({ ...STORED, lang: "en" }, "off");
  expect(await staff("resend", ref)).toEqual({
    code: 0,
    output: `${ref}  sent\n1 sent, 0 not sent\n`,
  });
  expect([...smtp.counts()]).toEqual([[ref, 1]]);
  expect(store.recent(1)[0]).toMatchObject({ mailStatus: "sent", mailAttempts: 1 });
});
