import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { createApp } from "../../server/app";
import { setUpStaff } from "../../server/admin/setup";
import { readConfig } from "../../server/platform/config";
import { setUpInquiries } from "../../server/inquiries/setup";
import type { QueuedKind } from "../../server/mail/outbox/queue";
import { indexStaticFiles } from "../../server/http/static-files";
import { register, REMINDER } from "../mail/reminder-kind";
import { QUICK_PASSWORDS } from "../staff-support";
import { BUILD } from "./built-site";

/**
 * Issue 57, item 4: every queued kind's failure is shown where staff look. The notice of a
 * buyer's mail and the notice of a quotation's answer, failed or waiting for their next try,
 * are on the inquiry's timeline in the words of the failure's kind, in both languages (the
 * built site's HTML, a plain request).
 */
const ORIGIN = "http://localhost:3000";
let app: ReturnType<typeof createApp>;
let inquiries: ReturnType<typeof setUpInquiries>;
let staff: ReturnType<typeof setUpStaff>;
let cookie: string;
let dir: string;

beforeAll(async () => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  // A kind the site does not have, registered before the inquiries start, as its line would be.
  register();
  dir = mkdtempSync(join(tmpdir(), "queued-failures-"));
  // No mail settings: the outbox's runners wait, so only the rows written here change.
  const config = readConfig({ DATA_DIR: dir, RATE_LIMIT_PER_MINUTE: "0" });
  inquiries = setUpInquiries(config);
  staff = setUpStaff(config, { passwordCost: QUICK_PASSWORDS });
  const { account, token } = staff.accounts.invite("kim@hanbit.example", "staff");
  staff.accounts.completeInvitation(token, account.id);
  cookie = `hf_staff=${staff.sessions.create(account.id, "full", "127.0.0.1")}`;
  const build = (await import(pathToFileURL(join(BUILD, "server/index.js")).href)) as ServerBuild;
  app = createApp(
    build,
    indexStaticFiles(join(BUILD, "client")),
    inquiries.receiver,
    {},
    inquiries.health,
    { log: () => {}, staff, inbox: inquiries },
  );
});
afterAll(async () => {
  staff?.close();
  await inquiries?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** One queued mail of `kind` about a new inquiry, tried once and refused as the outbox records it. */
function failedOnce(kind: QueuedKind, retryAt?: Date) {
  const { store } = inquiries;
  const { ref } = store.add(
    {
      lang: "ko",
      companyName: "알림 시험",
      name: "김시험",
      phone: "02-1234-5678",
      email: "buyer@notices.example",
      inquiry: "견적을 부탁드립니다.",
      noticeVersion: "2026-11-22",
    },
    "off",
  );
  const inquiryId = store.idOf(ref)!;
  store.outbox.add({ kind, inquiryId, ...(kind === "answer" && { payload: { quotation: 1 } }) });
  const claim = store.outbox.claimDue(kind, new Date(), 60_000)!;
  expect(claim).toMatchObject({ kind, inquiryId });
  expect(store.outbox.failed(claim, "535 5.7.8 Authentication failed", "auth", retryAt)).toBe(true);
  return ref;
}

const page = async (path: string) => {
  const response = await app.request(`${ORIGIN}${path}`, { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  return (await response.text()).replaceAll("&#x27;", "'");
};

it("shows a failed notice of a buyer's mail and of a quotation's answer on the timeline", async () => {
  const message = failedOnce("message");
  const answer = failedOnce("answer");
  const auth = "메일 서버가 사용자 이름이나 비밀번호를 받아들이지 않았습니다.";
  expect(await page(`/admin/inquiries/${message}`)).toContain(
    `구매자 메일의 직원 알림: 보내지 못함 (1회 시도): ${auth}`,
  );
  expect(await page(`/admin/inquiries/${answer}`)).toContain(
    `견적 회신의 직원 알림: 보내지 못함 (1회 시도): ${auth}`,
  );
  const authEn = "The mail server did not accept the user name or password.";
  expect(await page(`/en/admin/inquiries/${message}`)).toContain(
    `Staff notice of the buyer's mail: not sent (1 try): ${authEn}`,
  );
  expect(await page(`/en/admin/inquiries/${answer}`)).toContain(
    `Staff notice of the quotation's answer: not sent (1 try): ${authEn}`,
  );
});

it("shows a new kind's failure under the name its own file gives, in both languages", async () => {
  // Decision 039: the kind declares its name; the timeline's words have one string for all.
  const ref = failedOnce(REMINDER);
  expect(await page(`/admin/inquiries/${ref}`)).toContain(
    "견적 만료 알림: 보내지 못함 (1회 시도): 메일 서버가 사용자 이름이나 비밀번호를 받아들이지 않았습니다.",
  );
  expect(await page(`/en/admin/inquiries/${ref}`)).toContain(
    "Reminder of the quotation's expiry: not sent (1 try): The mail server did not accept the user name or password.",
  );
});

it("shows one that waits for its next try with when, and none that has not failed", async () => {
  // 12:00 in Seoul, the page's time.
  const retrying = failedOnce("answer", new Date("2099-01-02T03:00:00Z"));
  expect(await page(`/en/admin/inquiries/${retrying}`)).toContain(
    "Staff notice of the quotation's answer: 1 try failed (The mail server did not accept the user name or password.); trying again at 2099-01-02 12:00",
  );
  const { store } = inquiries;
  const { ref } = store.add(
    {
      lang: "en",
      companyName: "Waiting Ltd",
      name: "Kim",
      phone: "02-1234-5678",
      email: "buyer@waiting.example",
      inquiry: "A quotation, please.",
      noticeVersion: "2026-11-22",
    },
    "off",
  );
  store.outbox.add({ kind: "message", inquiryId: store.idOf(ref)! });
  expect(await page(`/en/admin/inquiries/${ref}`)).not.toContain("Staff notice of the buyer");
});
