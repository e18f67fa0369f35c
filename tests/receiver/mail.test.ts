import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { PATIENT, post, startReceiver, VALID, type Receiver } from "./harness";
import { bodyOf, subjectOf } from "./smtp";

/** The staff notice goes through a real (fake) SMTP server on loopback. */
interface Received {
  from: string;
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
let smtpPort: number;
const inbox: Received[] = [];
let refuseData = false;

beforeAll(async () => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        if (refuseData) return callback(new Error("mailbox unavailable"));
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(resolve)));

/** Header block of a raw message, with folded lines unfolded. */
function headers(raw: string) {
  const head = raw.split("\r\n\r\n")[0]!.replace(/\r\n[ \t]+/g, " ");
  return head.split("\r\n");
}

describe("mail notice", () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver({
      RATE_LIMIT_PER_MINUTE: "0",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_TO: "sales@hanbit.example, desk@hanbit.example",
      MAIL_FROM: "website@hanbit.example",
    });
  });
  afterAll(() => receiver.close());

  it("is sent after the commit with Reply-To from email, the reference in the subject", async () => {
    inbox.length = 0;
    const response = await post(receiver, { ...VALID, productCode: "AP5" });
    const { ref } = (await response.json()) as { ref: string };
    await vi.waitFor(() => expect(inbox).toHaveLength(1), PATIENT);
    const [mail] = inbox;
    expect(mail!.to).toEqual(["sales@hanbit.example", "desk@hanbit.example"]);
    expect(mail!.from).toBe("website@hanbit.example");
    const lines = headers(mail!.raw);
    expect(lines.find((line) => /^Reply-To:/i.test(line))).toContain("<buyer@example.com>");
    // In Korean, for addresses without a staff account; the buyer's message quoted.
    expect(subjectOf(mail!.raw)).toBe(
      `[${ref}] 새 문의: ${VALID.companyName} (${VALID.name}) [AP5]`,
    );
    const text = bodyOf(mail!.raw);
    expect(text).toContain(`접수 번호: ${ref}`);
    expect(text).toContain(`> ${VALID.inquiry.split("\n")[0]}`);
    // The same for every try of this notice: its outbox row's, one per language.
    const local = receiver.store.database
      .prepare("SELECT local FROM mail_outbox WHERE kind = 'notice' AND inquiry_id = ?")
      .pluck()
      .get(receiver.store.idOf(ref)) as string;
    expect(local).toMatch(/^hf-notice-/);
    expect(lines).toContainEqual(`Message-ID: <${local}-ko@hanbit.example>`);
    // Written by the site: no auto-reply answers it (RFC 3834).
    expect(lines).toContainEqual(expect.stringMatching(/^Auto-Submitted: auto-generated$/i));
    expect(mail!.raw).toMatch(/Content-Type: text\/plain; charset=utf-8/i);
    expect(mail!.raw).not.toMatch(/text\/html/i);
    await vi.waitFor(() => expect(receiver.store.recent(1)[0]!.mailStatus).toBe("sent"), PATIENT);
  });

  it("carries no header a visitor wrote: markup stays text, no injected Bcc", async () => {
    inbox.length = 0;
    const response = await post(receiver, {
      ...VALID,
      companyName: "ACME Bcc: victim@example.com",
      name: "<b>Kim</b>",
      inquiry: "line 1\r\nBcc: victim@example.com\r\n\r\n<script>x</script>",
    });
    expect(response.status).toBe(200);
    await vi.waitFor(() => expect(inbox).toHaveLength(1), PATIENT);
    const mail = inbox[0]!;
    expect(mail.to).not.toContain("victim@example.com");
    expect(headers(mail.raw).filter((line) => /^Bcc:/i.test(line))).toEqual([]);
    expect(mail.raw).not.toMatch(/text\/html/i);
  });

  it("an SMTP failure is logged and recorded for a retry, and the inquiry stays stored", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    refuseData = true;
    try {
      const before = receiver.count();
      const response = await post(receiver, VALID);
      expect(response.status).toBe(200);
      const { ref } = (await response.json()) as { ref: string };
      expect(receiver.count()).toBe(before + 1);
      await vi.waitFor(() => expect(receiver.store.recent(1)[0]!.mailError).toBeDefined(), PATIENT);
      const stored = receiver.store.recent(1)[0]!;
      expect(stored.ref).toBe(ref);
      expect(stored.mailError).toContain("mailbox unavailable");
      // Tried once; the next try is in a minute.
      expect(stored).toMatchObject({ mailStatus: "pending", mailAttempts: 1 });
      const wait = Date.parse(stored.mailNextAt!) - Date.now();
      expect(wait).toBeGreaterThan(50_000);
      expect(wait).toBeLessThanOrEqual(60_000);
      // The log names the mail and its inquiry's row (never an address), and the next try.
      expect(errors).toHaveBeenCalledWith(
        expect.stringMatching(
          new RegExp(
            `^The notice mail \\d+ \\(inquiry row ${stored.id}\\) failed \\(try 1, next try `,
          ),
        ),
      );
    } finally {
      refuseData = false;
      errors.mockRestore();
    }
  });
});

it("an unreachable SMTP server never fails or loses the inquiry", async () => {
  const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
  // A port nothing listens on: connection refused.
  const receiver = await startReceiver({
    SMTP_URL: "smtp://127.0.0.1:9",
    MAIL_TO: "sales@hanbit.example",
  });
  try {
    const response = await post(receiver, VALID);
    expect(response.status).toBe(200);
    await vi.waitFor(() => expect(receiver.store.recent(1)[0]!.mailError).toBeDefined(), PATIENT);
    expect(receiver.store.recent(1)[0]).toMatchObject({ mailStatus: "pending", mailAttempts: 1 });
    expect(receiver.count()).toBe(1);
  } finally {
    errors.mockRestore();
    await receiver.close();
  }
});
