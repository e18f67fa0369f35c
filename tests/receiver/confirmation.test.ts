import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openInbox } from "../../server/inquiries/inbox";
import { PATIENT, post, startReceiver, VALID, type Receiver } from "./harness";
import { bodyOf, headerOf, startSmtp, subjectOf, type FakeSmtp } from "./smtp";

/** The buyer's confirmation (CONFIRM_MAIL) and the notice's link, through a real SMTP server. */

let smtp: FakeSmtp;
let receiver: Receiver;
/** Mails to `address` (nodemailer writes the domain in lower case). */
const to = (address: string) =>
  smtp.inbox.filter((mail) => headerOf(mail.raw, "To")?.toLowerCase() === address.toLowerCase());

beforeAll(async () => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  smtp = await startSmtp();
  receiver = await startReceiver(
    {
      RATE_LIMIT_PER_MINUTE: "0",
      SITE_URL: "https://www.hanbit.example",
      SMTP_URL: smtp.url,
      MAIL_TO: "sales@hanbit.example",
      MAIL_FROM: "website@hanbit.example",
      CONFIRM_MAIL: "true",
    },
    { outbox: { retrySchedule: [200, 200] } },
  );
});
afterAll(async () => {
  await receiver.close();
  await smtp.close();
});

const QUOTE = {
  "items[0][id]": "480-035",
  "items[0][qty]": "2",
  "items[0][note]": "BUY NOW http://spam.example",
  "items[1][id]": "ap12",
  "items[1][qty]": "5",
};

async function send(fields: Record<string, string>) {
  const response = await post(receiver, fields);
  expect(response.status).toBe(200);
  return ((await response.json()) as { ref: string }).ref;
}

describe("the buyer's confirmation", () => {
  it("goes to the buyer in the inquiry's language with the reference and quoted models", async () => {
    const ref = await send({
      ...VALID,
      _lang: "en",
      email: "jane@buyer.example",
      name: "Visit http://spam.example now",
      inquiry: "Free money at http://spam.example",
      productName: "http://spam.example",
      ...QUOTE,
    });
    await vi.waitFor(() => expect(to("jane@buyer.example")).toHaveLength(1), PATIENT);
    const mail = to("jane@buyer.example")[0]!;
    expect(subjectOf(mail.raw)).toBe(`[${ref}] We received your inquiry – Hanbit Flow Control`);
    const text = bodyOf(mail.raw);
    expect(text).toContain(`Reference: ${ref}`);
    expect(text).toMatch(/1\. 480-035 .+ \(Qty 2\)/);
    expect(text).toMatch(/2\. AP12 .+ \(Qty 5\)/);
    expect(text).toContain("Office hours: Weekdays 09:00–18:00 KST");
    expect(text).toContain("Phone: +82 2-2025-0712");
    // Nothing the visitor typed comes back.
    expect(mail.raw).not.toContain("spam.example");
    expect(text).not.toContain("spam.example");
    // The staff notice went too, with the inquiry's page in the back office.
    await vi.waitFor(() => expect(to("sales@hanbit.example")).toHaveLength(1), PATIENT);
    expect(bodyOf(to("sales@hanbit.example")[0]!.raw)).toContain(
      `관리자 페이지에서 보기: https://www.hanbit.example/admin/inquiries/${ref}`,
    );
    const inbox = openInbox(receiver.store);
    await vi.waitFor(() => expect(inbox.detail(ref)!.confirmStatus).toBe("sent"), PATIENT);
    expect(inbox.detail(ref)!.timeline).toContainEqual(
      expect.objectContaining({ kind: "confirmation", status: "sent", at: expect.any(String) }),
    );
  });

  it("is in Korean for a Korean inquiry", async () => {
    const ref = await send({ ...VALID, email: "kim@buyer.example", ...QUOTE });
    await vi.waitFor(() => expect(to("kim@buyer.example")).toHaveLength(1), PATIENT);
    const mail = to("kim@buyer.example")[0]!;
    expect(subjectOf(mail.raw)).toBe(`[${ref}] 문의가 접수되었습니다 - 한빛플로우컨트롤`);
    const text = bodyOf(mail.raw);
    expect(text).toContain(`접수 번호: ${ref}`);
    expect(text).toMatch(/1\. 480-035 .+ \(수량 2\)/);
    expect(text).toContain("업무 시간: 평일 09:00~18:00");
    expect(text).not.toContain(VALID.inquiry.slice(0, 10));
  });

  it("goes at most 3 times a day to one address; the inbox shows the rest as limited", async () => {
    const refs: string[] = [];
    for (let n = 0; n < 4; n += 1) refs.push(await send({ ...VALID, email: "Many@Buyer.example" }));
    await vi.waitFor(() => expect(to("Many@Buyer.example")).toHaveLength(3), PATIENT);
    const inbox = openInbox(receiver.store);
    await vi.waitFor(
      () =>
        expect(refs.map((ref) => inbox.detail(ref)!.confirmStatus)).toEqual([
          "sent",
          "sent",
          "sent",
          "limited",
        ]),
      PATIENT,
    );
    // Differently written, the same address counts the same.
    const fifth = await send({ ...VALID, email: "many@buyer.example" });
    expect(inbox.detail(fifth)!.confirmStatus).toBe("limited");
    expect(inbox.list({ page: 1 }).rows.find((row) => row.ref === fifth)!.confirmStatus).toBe(
      "limited",
    );
  });

  it("is retried through the outbox when the SMTP server refuses", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const { outbox } = receiver.store;
      const pending = () => outbox.counts("notice").pending + outbox.counts("confirmation").pending;
      await vi.waitFor(() => expect(pending()).toBe(0), PATIENT);
      // The next two messages (this inquiry's notice and confirmation) are refused once each.
      smtp.refuse(451, 451);
      const ref = await send({ ...VALID, email: "retry@buyer.example" });
      await vi.waitFor(() => expect(to("retry@buyer.example")).toHaveLength(1), PATIENT);
      const inbox = openInbox(receiver.store);
      await vi.waitFor(() => expect(inbox.detail(ref)!.confirmStatus).toBe("sent"), PATIENT);
      expect(inbox.detail(ref)!.confirmAttempts).toBe(2);
    } finally {
      errors.mockRestore();
    }
  });
});

it("CONFIRM_MAIL without an SMTP server makes no confirmation (the server may be set later)", async () => {
  const alone = await startReceiver({ CONFIRM_MAIL: "true" });
  try {
    const response = await post(alone, VALID);
    const { ref } = (await response.json()) as { ref: string };
    const detail = openInbox(alone.store).detail(ref)!;
    expect(detail).toMatchObject({ mailStatus: "off", confirmStatus: "off" });
  } finally {
    await alone.close();
  }
});
