import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { parseHeadersOnly, parseMessage, safeFilename, splitQuoted } from "../../server/mail/parse";
import { cpuTime } from "../cpu-time";

const key = { uidValidity: "1764000000", uid: 42 };
const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/mail/${name}`, import.meta.url));
const parse = (raw: string | Buffer) =>
  parseMessage(typeof raw === "string" ? Buffer.from(raw.replace(/\n/g, "\r\n")) : raw, { key });

describe("replies as real mail programs write them", () => {
  test("Gmail: Korean subject, the References chain, the PDF, the Korean attribution", async () => {
    const mail = await parse(fixture("gmail-reply.eml"));
    expect(mail).toMatchObject({
      key,
      kind: "message",
      messageId: "CAHk7rP2+q0xZ1mV_0x9QnZ4s8Wb=kR3fT5yGv@mail.gmail.com",
      references: [
        "hf.20261124.0042.confirm.7f3a9c@mail.example.com",
        "hf.20261124.0042.reply.b81e02@mail.example.com",
      ],
      subject: "Re: [HF-20261124-0042] 견적 문의에 답변 드립니다",
      from: { address: "minjun.kim@buyer.example", name: "김민준" },
      date: "2026-11-24T02:42:17.000Z",
      text: "수량을 20개로 변경 부탁드립니다.\n도면을 첨부합니다.\n\n김민준 드림",
    });
    expect(mail.quoted).toMatch(
      /^2026년 11월 24일 \(화\) 오전 10:00, .*님이 작성:\n\n> 안녕하세요/,
    );
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]!.filename).toBe("도면_rev2.pdf");
    expect(mail.attachments[0]!.contentType).toBe("application/pdf");
    expect(mail.attachments[0]!.content.subarray(0, 8).toString()).toBe("%PDF-1.4");
  });

  test("Outlook in Korean: ks_c_5601-1987 subject and text, '-----원본 메시지-----' folded", async () => {
    const mail = await parse(fixture("outlook-reply.eml"));
    expect(mail.subject).toBe("RE: [HF-20261124-0043] 견적 문의에 답변 드립니다");
    expect(mail.from).toEqual({ address: "jiho.park@plant.example", name: "박지호 과장" });
    expect(mail.references).toEqual([
      "hf.20261124.0043.confirm.11aa22@mail.example.com",
      "hf.20261124.0043.reply.33bb44@mail.example.com",
    ]);
    expect(mail.text).toBe(
      "안녕하세요.\n\n납기를 12월 15일까지 맞춰 주실 수 있는지요?\n\n박지호 과장",
    );
    expect(mail.quoted).toMatch(/^-----원본 메시지-----\n보낸 사람: /);
    expect(mail.attachments).toEqual([]);
  });

  test("Apple Mail: the '> On ..., at ..., X wrote:' history apart, quoted-printable decoded", async () => {
    const mail = await parse(fixture("apple-mail-reply.eml"));
    expect(mail.text).toBe(
      "Thanks. Could you also quote the limit switch box? We need 20 units — delivered to Busan by March.\n\nAlex",
    );
    expect(mail.quoted).toMatch(/^> On Nov 24, 2026, at 08:30, Hanflow Sales .* wrote:/);
    expect(mail.references).toEqual(["hf.20261124.0044.confirm.c0ffee@mail.example.com"]);
  });

  test("EUC-KR in 8 bits: subject, sender and text; '-----Original Message-----' folded", async () => {
    const mail = await parse(fixture("euc-kr.eml"));
    expect(mail.subject).toBe("버터플라이 밸브 DN150 재문의");
    expect(mail.from.name).toBe("대성밸브 구매팀");
    expect(mail.text).toBe("PN16 규격으로 다시 견적 부탁드립니다.\n수량은 8개입니다.");
    expect(mail.quoted).toMatch(/^-----Original Message-----\nFrom: /);
    expect(mail.attachments).toEqual([]);
  });

  test("an ISO-2022-KR encoded word (RFC 1557) is read as Korean", async () => {
    const ks = Buffer.from([0x30, 0x5f, 0x40, 0x7b]); // 견적, KS X 1001 without the high bit
    const word = Buffer.concat([Buffer.from("\x1b$)C\x0e"), ks, Buffer.from("\x0f")]);
    const mail = await parse(
      `From: a@buyer.example\nSubject: =?ISO-2022-KR?B?${word.toString("base64")}?= 요청\n\nhi\n`,
    );
    expect(mail.subject).toBe("견적 요청");
    const body = await parse(
      `From: a@buyer.example\nSubject: x\nContent-Type: text/plain; charset=iso-2022-kr\n\n${word.toString("latin1")} 10\n`,
    );
    expect(body.text).toBe("견적 10");
    expect(body.attachments).toEqual([]);
  });

  test("HTML-only mail becomes text: no tag, no script; its blockquote is the history", async () => {
    const mail = await parse(
      [
        "From: Buyer <b@buyer.example>",
        "Subject: html",
        "Content-Type: text/html; charset=utf-8",
        "",
        '<p>Price <b>OK</b>.</p><script>alert("x")</script><img src="https://t.example/p.gif">',
        '<div class="gmail_quote">On Mon, Nov 23, 2026 at 9:00 AM Sales &lt;s@example.com&gt; wrote:',
        "<blockquote>the quote</blockquote></div>",
      ].join("\n"),
    );
    expect(mail.text).toBe("Price OK.");
    expect(mail.quoted).toContain("the quote");
    expect(JSON.stringify(mail)).not.toMatch(
      /<\/?(p|b|img|script|div|blockquote)\b|alert|t\.example/i,
    );
  });

  test("an enormous HTML body: its beginning as text, the whole message as .eml", async () => {
    const raw = Buffer.from(
      [
        "From: b@buyer.example",
        "Subject: big html",
        "Content-Type: text/html; charset=utf-8",
        "",
        `<p>Start here.</p>${"<p>filler text</p>".repeat(100_000)}<p>The end.</p>`,
        "",
      ].join("\r\n"),
    );
    const { result: mail, ms } = await cpuTime(() => parse(raw));
    expect(ms).toBeLessThan(5_000);
    expect(mail.text.startsWith("Start here.")).toBe(true);
    expect(mail.text).not.toContain("The end.");
    expect(mail.attachments.map((a) => a.filename)).toEqual(["message-42.eml"]);
    expect(mail.attachments[0]!.content.equals(raw)).toBe(true);
  });

  test("HTML nested 5,000 deep: the text above the depth limit, the whole message as .eml", async () => {
    const raw = Buffer.from(
      [
        "From: b@buyer.example",
        "Subject: deep html",
        "Content-Type: text/html; charset=utf-8",
        "",
        `<p>Above.</p>${"<div>".repeat(5_000)}Below.${"</div>".repeat(5_000)}`,
        "",
      ].join("\r\n"),
    );
    const mail = await parse(raw);
    expect(mail.unreadable).toBeUndefined();
    expect(mail.text).toBe("Above.");
    expect(mail.attachments.map((a) => a.filename)).toEqual(["message-42.eml"]);
    expect(mail.attachments[0]!.content.equals(raw)).toBe(true);
  });

  test("Outlook's English header block without the dashes line, after its rule", () => {
    const body = [
      "Please see below.",
      "",
      "________________________________",
      "From: Sales <s@example.com>",
      "Sent: Monday, November 23, 2026 10:00 AM",
      "To: b@buyer.example",
      "",
      "old",
    ].join("\n");
    expect(splitQuoted(body)).toEqual({
      text: "Please see below.",
      quoted: body.slice(body.indexOf("____")),
    });
    const bare = "Yes.\n\nFrom: Sales <s@example.com>\nSent: Monday\nSubject: x\n\nold";
    expect(splitQuoted(bare).text).toBe("Yes.");
  });

  test("Gmail's attribution folded over two lines; an inline answer keeps its quotes", async () => {
    expect(
      splitQuoted(
        "Fine.\n\nOn Tue, Nov 24, 2026 at 10:00 AM Hanflow Sales <\nsales@example.com> wrote:\n> q",
      ),
    ).toEqual({
      text: "Fine.",
      quoted: "On Tue, Nov 24, 2026 at 10:00 AM Hanflow Sales <\nsales@example.com> wrote:\n> q",
    });
    const inline = "> Which size?\nDN150.\n> How many?\nTwelve.";
    expect(splitQuoted(inline)).toEqual({ text: inline });
    // Many quoted lines with an answer at the end: one pass, not one per line.
    const many = `${"> old line\n".repeat(200_000)}New answer.`;
    const { result, ms } = await cpuTime(() => splitQuoted(many));
    expect(result).toEqual({ text: many });
    expect(ms).toBeLessThan(1_000);
  });
});

describe("what is not well formed never throws and loses nothing", () => {
  test("an unknown charset: handed over with its raw source as an .eml", async () => {
    const raw = fixture("unknown-charset.eml");
    const mail = await parse(raw);
    expect(mail.from.address).toBe("an@saigon-pumps.example");
    expect(mail.text).toContain("Qty 12");
    const eml = mail.attachments.find((a) => a.filename === "message-42.eml");
    expect(eml?.contentType).toBe("message/rfc822");
    expect(eml?.content.equals(raw)).toBe(true);
  });

  test("a malformed message: no From, bad Date, broken MIME, a path as a file name", async () => {
    const raw = fixture("malformed.eml");
    const received = new Date("2026-11-24T03:00:00Z");
    const mail = await parseMessage(raw, { key, receivedAt: received });
    expect(mail.kind).toBe("message");
    expect(mail.from.address).toBe("");
    expect(mail.date).toBe(received.toISOString());
    expect(mail.text).not.toMatch(/(?![\n\t])\p{Cc}/u);
    const names = mail.attachments.map((a) => a.filename);
    expect(names).toContain("boot.ini");
    expect(names).toContain("message-42.eml");
    expect(mail.attachments.find((a) => a.filename === "message-42.eml")?.content).toEqual(raw);
  });

  test("file names are made safe: no folders, no reserved or control characters", () => {
    expect(safeFilename("../../etc/passwd", 1)).toBe("passwd");
    expect(safeFilename("C:\\Users\\kim\\견적서.xlsx", 1)).toBe("견적서.xlsx");
    expect(safeFilename('a<b>:"c|?*\u0001.pdf', 1)).toBe("a_b___c____.pdf");
    expect(safeFilename(".htaccess", 1)).toBe("htaccess");
    expect(safeFilename(undefined, 3, "application/pdf")).toBe("attachment-3.pdf");
    expect(safeFilename("...", 2)).toBe("attachment-2.bin");
    const long = safeFilename(`${"도".repeat(400)}.pdf`, 1);
    expect([...long]).toHaveLength(150);
    expect(long.endsWith(".pdf")).toBe(true);
  });

  test("hostile References: ids without brackets, capped, duplicates once", async () => {
    const many = Array.from({ length: 300 }, (_, i) => `<id${i}@x.example>`).join(" ");
    const mail = await parse(
      `From: a@b.example\nReferences: ${many}\nIn-Reply-To: <id299@x.example>\nSubject: s\n\nx\n`,
    );
    expect(mail.references).toHaveLength(100);
    expect(mail.references.at(-1)).toBe("id299@x.example");
    expect(mail.references[0]).toBe("id200@x.example");
  });

  test("headers only, for a message over the limit: a note with no body read", async () => {
    const header = fixture("gmail-reply.eml");
    const end = header.indexOf("\n\n");
    const mail = await parseHeadersOnly(header.subarray(0, end), { key, size: 31_457_280 });
    expect(mail).toMatchObject({
      tooLarge: { size: 31_457_280 },
      text: "",
      attachments: [],
      subject: "Re: [HF-20261124-0042] 견적 문의에 답변 드립니다",
      messageId: "CAHk7rP2+q0xZ1mV_0x9QnZ4s8Wb=kR3fT5yGv@mail.gmail.com",
    });
    expect(mail.references).toHaveLength(2);
  });
});
