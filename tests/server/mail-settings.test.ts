import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { setUpStaff } from "../../server/admin/setup";
import { readConfig } from "../../server/platform/config";
import { setUpInquiries } from "../../server/inquiries/setup";
import type { Lang } from "../../app/i18n/lang";
import { newMessageLocal } from "../../server/mail/thread";
import { mailForm } from "../../server/mail/settings";
import { PATIENT, STORED } from "../receiver/harness";
import { bodyOf, headerOf, startSmtp, subjectOf, type FakeSmtp } from "../receiver/smtp";

/**
 * The mail settings (server/mail/settings.ts) as the server uses them: saved in the staff
 * database, the environment winning, the owners as recipients by default, and the outbox taking
 * a change without a restart. The back office's page is tests/e2e/admin-mail.spec.ts.
 */

let dir: string;
let smtp: FakeSmtp;
beforeEach(async () => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  dir = mkdtempSync(join(tmpdir(), "mail-settings-"));
  smtp = await startSmtp();
});
afterEach(async () => {
  await smtp.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The form's values as an owner saves them, with `change` on top. */
const form = (change: Record<string, string | boolean> = {}) =>
  mailForm.parse({
    host: "127.0.0.1",
    port: new URL(smtp.url).port,
    security: "none",
    user: "",
    password: "",
    from: "website@hanbit.example",
    to: "",
    confirm: false,
    ...change,
  });

function start(env: Record<string, string> = {}) {
  const config = readConfig({ DATA_DIR: dir, SITE_URL: "https://www.hanbit.example", ...env });
  const staff = setUpStaff(config);
  const inquiries = setUpInquiries(config, { mail: staff.mail });
  return {
    staff,
    inquiries,
    async close() {
      await inquiries.close();
      staff.close();
    },
  };
}

/** The owner's test mail to boss@, in the language of the page it was sent from. */
const sendTest = (staff: ReturnType<typeof setUpStaff>, lang: Lang) =>
  staff.mail.sendTest((sender) =>
    staff.mailRoom.send(
      "test",
      { to: "boss@hanbit.example", lang, local: newMessageLocal("test") },
      sender,
    ),
  );

/** An account with the role and status given, as the staff command and a join leave it. */
function person(
  staff: ReturnType<typeof setUpStaff>,
  email: string,
  role: "owner" | "staff",
  status: "active" | "invited" | "disabled",
) {
  const { account, token } = staff.accounts.invite(email, role);
  if (status !== "invited") staff.accounts.completeInvitation(token, account.id);
  if (status === "disabled") staff.accounts.disable(account.id);
}

it("a notice waiting while mail was off goes out when an owner sets it, to the active owners", async () => {
  const site = start();
  try {
    person(site.staff, "boss@hanbit.example", "owner", "active");
    person(site.staff, "second@hanbit.example", "owner", "active");
    person(site.staff, "new@hanbit.example", "owner", "invited");
    person(site.staff, "gone@hanbit.example", "owner", "disabled");
    person(site.staff, "sales@hanbit.example", "staff", "active");
    expect(site.staff.mail.status()).toEqual({ configured: false });

    // A notice made while mail was on (by another process, or before it was removed) waits.
    const { ref } = site.inquiries.store.add({ ...STORED, lang: "ko" }, "pending");
    await sleep(300);
    expect(smtp.stats().sessions).toBe(0);

    site.staff.mail.save(form(), "boss@hanbit.example");
    await vi.waitFor(() => expect(smtp.inbox).toHaveLength(1), PATIENT);
    expect(smtp.inbox[0]!.ref).toBe(ref);
    expect(headerOf(smtp.inbox[0]!.raw, "To")).toBe("boss@hanbit.example, second@hanbit.example");
    expect(headerOf(smtp.inbox[0]!.raw, "From")).toBe("website@hanbit.example");
    expect(site.staff.mail.status()).toEqual({ configured: true });
  } finally {
    await site.close();
  }
});

it("the password is write-only: kept when left empty, dropped with the user name", async () => {
  const site = start();
  try {
    const mail = site.staff.mail;
    expect(mail.save(form({ user: "website", password: "s3cret pass" }), "boss")).toContain(
      "password",
    );
    expect(JSON.stringify(mail.saved())).not.toContain("s3cret");
    expect(mail.saved()).toMatchObject({ user: "website", hasPassword: true });
    expect(mail.save(form({ user: "website" }), "boss")).toEqual([]);
    expect(mail.saved().hasPassword).toBe(true);
    expect(mail.save(form(), "boss")).toEqual(["user", "password"]);
    expect(mail.saved().hasPassword).toBe(false);
  } finally {
    await site.close();
  }
});

it("a test proves the settings it went through: a new server forgets it", async () => {
  const site = start();
  try {
    const mail = site.staff.mail;
    mail.save(form({ to: "desk@hanbit.example" }), "boss");
    await sendTest(site.staff, "ko");
    expect(mail.status().lastTestAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // In the language of the page it was sent from, with its link to the mail settings.
    await sendTest(site.staff, "en");
    const [ko, en] = smtp.inbox.map((mail) => mail.raw);
    expect(subjectOf(ko!)).toBe("[www.hanbit.example] 시험 메일");
    expect(bodyOf(ko!)).toContain("메일 설정: https://www.hanbit.example/admin/settings/mail");
    expect(subjectOf(en!)).toBe("[www.hanbit.example] Test mail");
    expect(bodyOf(en!)).toContain(
      "Mail settings: https://www.hanbit.example/en/admin/settings/mail",
    );
    for (const raw of [ko!, en!]) {
      expect(headerOf(raw, "To")).toBe("boss@hanbit.example");
      expect(headerOf(raw, "Auto-Submitted")).toBe("auto-generated");
    }
    mail.save(form({ to: "desk@hanbit.example, sales@hanbit.example" }), "boss");
    expect(mail.status().lastTestAt).toBeDefined();
    mail.save(form({ host: "localhost", to: "desk@hanbit.example" }), "boss");
    expect(mail.status()).toEqual({ configured: true });
  } finally {
    await site.close();
  }
});

it("the environment's values win over saved ones, and saving keeps the saved ones under them", async () => {
  // Saved in the back office first; then the server is started with the variables set.
  const before = start();
  before.staff.mail.save(
    form({ host: "saved.example", port: "587", to: "saved@hanbit.example", confirm: true }),
    "boss",
  );
  await before.close();
  const site = start({
    SMTP_URL: smtp.url,
    MAIL_TO: "env@hanbit.example",
    MAIL_FROM: "env-sender@hanbit.example",
    CONFIRM_MAIL: "false",
  });
  try {
    expect(site.staff.mail.effective()).toEqual({
      server: { source: "env", host: "127.0.0.1", port: Number(new URL(smtp.url).port) },
      from: { value: "env-sender@hanbit.example", source: "env" },
      to: { value: ["env@hanbit.example"], source: "env" },
      confirm: { value: false, source: "env" },
    });
    // The form shows no input for them: a save of it leaves the saved values alone.
    site.inquiries.store.add({ ...STORED, lang: "ko" }, "pending");
    site.staff.mail.save(form({ host: "", from: "" }), "boss");
    expect(site.staff.mail.saved()).toMatchObject({
      host: "saved.example",
      from: "website@hanbit.example",
      to: ["saved@hanbit.example"],
      confirm: true,
    });
    await vi.waitFor(() => expect(smtp.inbox).toHaveLength(1), PATIENT);
    expect(headerOf(smtp.inbox[0]!.raw, "To")).toBe("env@hanbit.example");
  } finally {
    await site.close();
  }
});
