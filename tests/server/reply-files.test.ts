import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { simpleParser } from "mailparser";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "../../server/app";
import { setUpStaff } from "../../server/admin/setup";
import { readConfig } from "../../server/platform/config";
import { setUpInquiries } from "../../server/inquiries/setup";
import { indexStaticFiles } from "../../server/http/static-files";
import { PATIENT } from "../receiver/harness";
import { startSmtp, type FakeSmtp } from "../receiver/smtp";
import { QUICK_PASSWORDS } from "../staff-support";
import { BUILD } from "./built-site";

/**
 * Issue 56, item 6: a reply's attachments are taken by their bytes, as the uploads are
 * (server/platform/file-kinds.ts). Posted from the inquiry's page on the built site with mail set up (a
 * real SMTP listener): an executable or HTML, whatever it is called or declared as, is refused
 * with the file named and the text kept; a PDF declared as HTML is mailed as application/pdf.
 */
const ORIGIN = "http://localhost:3000";
const TOKEN = "t".repeat(43);
const BUYER = "buyer@files.example";
let smtp: FakeSmtp;
let app: ReturnType<typeof createApp>;
let inquiries: ReturnType<typeof setUpInquiries>;
let staff: ReturnType<typeof setUpStaff>;
let cookie: string;

beforeAll(async () => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  smtp = await startSmtp();
  const dir = mkdtempSync(join(tmpdir(), "reply-files-"));
  const config = readConfig({
    DATA_DIR: dir,
    RATE_LIMIT_PER_MINUTE: "0",
    SMTP_URL: smtp.url,
    MAIL_FROM: "website@hanbit.example",
  });
  inquiries = setUpInquiries(config);
  staff = setUpStaff(config, { passwordCost: QUICK_PASSWORDS });
  const { account, token } = staff.accounts.invite("kim@hanbit.example", "staff");
  staff.accounts.completeInvitation(token, account.id);
  cookie = `hf_csrf=${TOKEN}; hf_staff=${staff.sessions.create(account.id, "full", "127.0.0.1")}`;
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
  await smtp?.close();
});

function newInquiry() {
  return inquiries.store.add(
    {
      lang: "ko",
      companyName: "첨부 시험",
      name: "김시험",
      phone: "02-1234-5678",
      email: BUYER,
      inquiry: "사양서를 보내 주세요.",
      noticeVersion: "2026-11-22",
    },
    "off",
  ).ref;
}

/** The inquiry page's reply form with one file, as a browser without script posts it. */
function reply(ref: string, file: { bytes: string | Buffer; name: string; type: string }) {
  const form = new FormData();
  form.set("csrf", TOKEN);
  form.set("intent", "reply");
  form.set("subject", `[${ref}] 사양서`);
  form.set("body", "요청하신 사양서를 첨부합니다.");
  const bytes = typeof file.bytes === "string" ? Buffer.from(file.bytes) : file.bytes;
  form.set("files", new File([new Uint8Array(bytes)], file.name, { type: file.type }));
  return app.request(`${ORIGIN}/admin/inquiries/${ref}`, {
    method: "POST",
    headers: { Origin: ORIGIN, Cookie: cookie },
    body: form,
  });
}

const replies = (ref: string) =>
  inquiries.inbox.detail(ref)!.timeline.filter((entry) => entry.kind === "reply").length;

describe("a reply's attachments, by their bytes", () => {
  it("refuses an executable or HTML whatever its name and declared type, the text kept", async () => {
    const ref = newInquiry();
    const exe = "MZ\x90\x00\x03 This program cannot be run in DOS mode";
    for (const file of [
      { bytes: exe, name: "setup.exe", type: "application/x-msdownload" },
      { bytes: exe, name: "사양서.pdf", type: "application/pdf" },
      { bytes: "<!doctype html><script>alert(1)</script>", name: "안내.html", type: "text/html" },
    ]) {
      const response = await reply(ref, file);
      expect(response.status, file.name).toBe(400);
      const html = await response.text();
      expect(html, file.name).toContain(
        `&#x27;${file.name}&#x27;은(는) 첨부할 수 없는 종류의 파일`,
      );
      expect(html).toContain("요청하신 사양서를 첨부합니다.</textarea>");
      expect(html).toMatch(/id="reply-files"[^>]*aria-invalid="true"/);
    }
    expect(replies(ref)).toBe(0);
    expect(inquiries.store.files.ofInquiry(inquiries.store.idOf(ref)!)).toEqual([]);
  });

  it("mails a PDF declared as HTML with the type its bytes show", async () => {
    const ref = newInquiry();
    const response = await reply(ref, {
      bytes: "%PDF-1.4\n사양서\n%%EOF\n",
      name: "사양서.pdf",
      type: "text/html",
    });
    expect(response.status).toBe(302);
    expect(replies(ref)).toBe(1);
    inquiries.replies.wake();
    await vi.waitFor(() => expect(smtp.inbox.some((mail) => mail.ref === ref)).toBe(true), PATIENT);
    const mail = await simpleParser(smtp.inbox.find((m) => m.ref === ref)!.raw);
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ["사양서.pdf", "application/pdf"],
    ]);
  });
});
