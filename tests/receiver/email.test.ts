import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { expectProtocolShape, post, startReceiver, VALID, type Receiver } from "./harness";

/**
 * Issue 34's scan: an address that a URL would read as more than an address (cc, body) passed the
 * receiver and landed in the inquiry page's mailto: link. Such an address is a field error now.
 */
beforeAll(() => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

describe("the receiver's e-mail rule", () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver({ RATE_LIMIT_PER_MINUTE: "0" });
  });
  afterAll(() => receiver.close());

  it.each([
    "x?cc=a%40b.example&body=hello&x=@evil.example",
    "x&cc=a@b.example",
    "a%0Ab@example.com",
    "a/b@example.com",
    "a b@example.com",
    '"a"@example.com',
    "a..b@example.com",
    "a@example",
    "a@-example.com",
    "한글@example.com",
  ])("%j is a TYPE_EMAIL field error, and nothing is stored", async (email) => {
    const before = receiver.count();
    const response = await post(receiver, { ...VALID, email });
    expect(response.status).toBe(422);
    const body = await expectProtocolShape(response);
    expect(body.errors).toEqual([
      { field: "email", code: "TYPE_EMAIL", message: "should be an email" },
    ]);
    expect(receiver.count()).toBe(before);
  });

  it.each(["buyer@example.com", "kim.minjun+quote@mail.example.co.kr", "O'Neil@Example.COM"])(
    "%j is taken",
    async (email) => {
      const response = await post(receiver, { ...VALID, email });
      expect(response.status).toBe(200);
      expect(receiver.store.recent(1)[0]!.email).toBe(email);
    },
  );
});
