import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { expectProtocolShape, post, startReceiver, VALID, type Receiver } from "./harness";

/** Load, oversized and malformed input: every answer is a clear 4xx and the server stays up. */
let receiver: Receiver;

beforeAll(async () => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  receiver = await startReceiver({ RATE_LIMIT_PER_MINUTE: "0" });
});
afterAll(() => receiver.close());

async function expectHealthy() {
  const health = await fetch(`${receiver.url}/healthz`);
  expect(health.status).toBe(200);
}

describe("load", () => {
  // Each commit waits for its fsync (tens of ms on a busy shared disk), hence the long timeout.
  it("500 concurrent valid submissions are all stored exactly once", async () => {
    const before = receiver.count();
    const responses = await Promise.all(
      Array.from({ length: 500 }, (_, index) =>
        post(receiver, { ...VALID, inquiry: `load test #${index}` }).then(async (response) => ({
          status: response.status,
          body: (await response.json()) as { ref: string },
        })),
      ),
    );
    expect(responses.every((response) => response.status === 200)).toBe(true);
    const refs = new Set(responses.map((response) => response.body.ref));
    expect(refs.size).toBe(500);
    const stored = receiver.store.since().slice(before);
    expect(stored).toHaveLength(500);
    expect(new Set(stored.map((inquiry) => inquiry.ref))).toEqual(refs);
    const texts = stored.map((inquiry) => inquiry.inquiry).sort();
    expect(new Set(texts).size).toBe(500);
  }, 300_000);
});

/** Sends a body in chunks without Content-Length, as a streaming client would. */
function postChunked(path: string, chunks: number, chunk: string) {
  const { hostname, port } = new URL(receiver.url);
  return new Promise<{ status?: number; body: string }>((resolve, reject) => {
    const req = request(
      {
        hostname,
        port,
        path,
        method: "POST",
        headers: {
          Accept: "application/json",
          "Content-Type": "application/x-www-form-urlencoded",
        },
      },
      (res) => {
        let body = "";
        res.on("data", (data: Buffer) => (body += data.toString()));
        res.on("end", () => resolve({ status: res.statusCode, body }));
      },
    );
    // The server may answer and close before everything is written: that is the point.
    req.on("error", (error) => (error.message.includes("EPIPE") ? undefined : reject(error)));
    let sent = 0;
    const write = () => {
      while (sent < chunks) {
        sent += 1;
        if (!req.write(chunk)) return req.once("drain", write);
      }
      req.end();
    };
    write();
  });
}

describe("oversized bodies", () => {
  it("a declared body over 512 KiB is refused with 413 and nothing is stored", async () => {
    const before = receiver.count();
    const response = await post(receiver, { ...VALID, inquiry: "가".repeat(180_000) });
    expect(response.status).toBe(413);
    expect(await expectProtocolShape(response)).toEqual({
      error: "What was sent is too large",
      errors: [{ message: "What was sent is too large" }],
    });
    expect(receiver.count()).toBe(before);
  });

  it("a chunked body is cut off at the limit, not read to its end", async () => {
    // 512 MiB offered; the server stops reading after 512 KiB and answers.
    const answer = await postChunked("/f/inquiry", 1024, `inquiry=${"a".repeat(524_288)}`);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({
      errors: [{ message: "What was sent is too large" }],
    });
    await expectHealthy();
  });

  it("a body just under the limit is read and judged by the field rules", async () => {
    const response = await post(receiver, { ...VALID, inquiry: "a".repeat(500_000) });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      errors: [{ field: "inquiry", message: "is too long (maximum 5000 characters)" }],
    });
  });
});

/** What the receiver says of a body it cannot read, in a buyer's words (issue 73). */
const UNREADABLE = "What was sent could not be read. Please reload the page and send it again.";

describe("malformed input and wrong content types", () => {
  const cases: [string, BodyInit, Record<string, string>, number, string][] = [
    ["malformed JSON", '{"name": "x",', { "Content-Type": "application/json" }, 400, UNREADABLE],
    ["a JSON array", "[]", { "Content-Type": "application/json" }, 400, UNREADABLE],
    ["text/plain", "name=x", { "Content-Type": "text/plain" }, 415, UNREADABLE],
    ["no content type", new Uint8Array([110, 61, 120]), {}, 415, UNREADABLE],
    ["XML", "<a/>", { "Content-Type": "application/xml" }, 415, UNREADABLE],
    [
      "Latin-1 bytes as JSON",
      new Uint8Array([0x22, 0xe9, 0x22]),
      { "Content-Type": "application/json" },
      400,
      UNREADABLE,
    ],
    ["multipart without boundary", "a", { "Content-Type": "multipart/form-data" }, 400, UNREADABLE],
  ];

  it.each(cases)("%s -> %i", async (_label, body, headers, status, message) => {
    const response = await post(receiver, body, headers);
    expect(response.status).toBe(status);
    const answer = await expectProtocolShape(response);
    expect((answer.errors as { message: string }[])[0]!.message).toContain(message);
    await expectHealthy();
  });
});

describe("hostile strings", () => {
  it("control characters, line breaks in one-line fields and lone surrogates are refused", async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ name: "a\u0000b" }, "name", "contains characters that are not allowed"],
      [
        { companyName: "\u001b]0;owned\u0007" },
        "companyName",
        "contains characters that are not allowed",
      ],
      [{ name: "x\r\nBcc: victim@example.com" }, "name", "should be a single line"],
      [{ email: "a@b.co\r\nBcc: victim@example.com" }, "email", "should be a single line"],
      [{ phone: "010-1234-5678; DROP TABLE" }, "phone", "should be a phone number"],
      // C1 controls and invisible format characters (issue 41): U+0085 made the reply unsendable.
      [{ name: "Kim\u0085Lee" }, "name", "contains characters that are not allowed"],
      [{ inquiry: "line\u0085two" }, "inquiry", "contains characters that are not allowed"],
      [
        { companyName: "ACME \u202egnp.exe" },
        "companyName",
        "contains characters that are not allowed",
      ],
      [{ name: "Kim\u200bLee" }, "name", "contains characters that are not allowed"],
    ];
    const before = receiver.count();
    for (const [fields, field, message] of cases) {
      const response = await post(receiver, { ...VALID, ...fields });
      expect(response.status, field).toBe(422);
      expect(await response.json(), field).toEqual({
        error: "Validation errors",
        errors: [{ field, message }],
      });
    }
    expect(receiver.count()).toBe(before);
    await expectHealthy();
  });

  it("the product the page sends from the catalogue is made one line, never refused", async () => {
    // A quote request's hidden fields carry staff's words (a product's name as published, with
    // a line break or a hidden character): they are no rule the buyer must meet (issue 71).
    const response = await post(receiver, {
      ...VALID,
      productCode: "\u{e0041}S30",
      productName: "볼 밸브\r\nS30\u00ad \u2066x\u2069\ud800",
      category: "ball\nvalves",
    });
    expect(response.status).toBe(200);
    expect(receiver.store.recent(1)[0]).toMatchObject({
      productCode: "S30",
      productName: "볼 밸브 S30 x",
      category: "ball valves",
    });
    // Their length is still theirs: a client that is not the page is told at the field.
    const long = await post(receiver, { ...VALID, productName: "x".repeat(201) });
    expect(long.status).toBe(422);
    expect(await long.json()).toEqual({
      error: "Validation errors",
      errors: [{ field: "productName", message: "is too long (maximum 200 characters)" }],
    });
  });

  it("markup, non-BMP characters and line breaks in the inquiry are kept as plain data", async () => {
    const text = "<script>alert(1)</script>\r\n<img src=x onerror=alert(2)> 😀𠜎 한글\ttab";
    const response = await post(receiver, { ...VALID, name: "😀 <b>Kim</b>", inquiry: text });
    expect(response.status).toBe(200);
    const { ref } = (await response.json()) as { ref: string };
    const stored = receiver.store.recent(1)[0]!;
    expect(stored.ref).toBe(ref);
    expect(stored.inquiry).toBe(text);
    expect(stored.name).toBe("😀 <b>Kim</b>");
  });

  it("Korean (old Hangul with its fillers too) and emoji joined by ZWJ pass", async () => {
    const text = "밸브 견적 부탁드립니다 ᄒᆞᆫ글 \u115f\u1161 👨\u200d👩\u200d👧";
    const response = await post(receiver, { ...VALID, name: "김철수", inquiry: text });
    expect(response.status).toBe(200);
    expect(receiver.store.recent(1)[0]!.inquiry).toBe(text);
  });

  it("length limits count characters, not bytes or UTF-16 units", async () => {
    const atLimit = await post(receiver, { ...VALID, name: "😀".repeat(100) });
    expect(atLimit.status).toBe(200);
    const over = await post(receiver, { ...VALID, name: "가".repeat(101) });
    expect(await over.json()).toMatchObject({
      errors: [{ field: "name", message: "is too long (maximum 100 characters)" }],
    });
  });

  it("unknown fields and _ fields are not stored", async () => {
    const response = await post(receiver, { ...VALID, secret: "nope", _subject: "x", _lang: "en" });
    expect(response.status).toBe(200);
    const stored = receiver.store.recent(1)[0]!;
    expect(JSON.stringify(stored)).not.toContain("nope");
    expect(stored.lang).toBe("en");
  });

  it("the server is still healthy after all of it", expectHealthy);
});
