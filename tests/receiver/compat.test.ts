import { createClient, type SubmissionResult } from "@formspree/core";
import { createClient as createLegacyClient } from "formspree-core-legacy";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { noticeVersion } from "../../app/content/privacy";
import { seoulToday } from "../../app/lib/site-clock";
import { expectProtocolShape, post, startReceiver, STORED, VALID, type Receiver } from "./harness";

/**
 * The official client (@formspree/core 4.0, and the legacy 2.8.3 that reads the status) drives
 * the receiver over HTTP on loopback (docs/form-protocol.md).
 */
let receiver: Receiver;

beforeAll(async () => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  receiver = await startReceiver({ FORM_PROJECT: "hanbit", RATE_LIMIT_PER_MINUTE: "0" });
});
afterAll(() => receiver.close());

const submit = (
  data: unknown,
  options: { key?: string; project?: string; endpoint?: string } = {},
) =>
  createClient({ project: options.project }).submitForm(options.key ?? "inquiry", data as never, {
    endpoint: options.endpoint ?? receiver.url,
  });

function errorsOf(result: SubmissionResult<never>) {
  if (result.kind !== "error") throw new Error(`expected an error, got ${JSON.stringify(result)}`);
  return result;
}

const CONSENT_MESSAGE =
  "is required, since an inquiry is received only with consent to the privacy notice";

describe("the official client against the receiver", () => {
  it("JSON success: kind success, next is the thank-you page, the inquiry is stored", async () => {
    const before = receiver.count();
    const result = await submit({ ...VALID, _lang: "en", productCode: "AP5" });
    expect(receiver.count()).toBe(before + 1);
    const [stored] = receiver.store.recent(1);
    expect(stored).toMatchObject({ ...STORED, lang: "en", productCode: "AP5", mailStatus: "off" });
    // Consent: when (the post that was stored) and to which notice (the box's value).
    expect(stored).toMatchObject({ noticeVersion: "2026-11-22", consentAt: stored!.createdAt });
    expect(stored!.ref).toMatch(/^HF-\d{8}-\d{6}$/);
    // The reference number reaches the browser in `next`, the one field the client keeps.
    expect(result).toMatchObject({
      kind: "success",
      next: `/en/contact/thanks?ref=${stored!.ref}`,
    });
  });

  it("FormData (multipart) success, Korean page by default; repeated keys are joined", async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(VALID)) form.append(name, value);
    form.append("category", "pneumatic");
    form.append("category", "electric");
    form.append("attachment", new File([], ""));
    const result = await createClient().submitForm("inquiry", form, {
      endpoint: receiver.url,
      clientName: "hanbit-site",
    });
    expect(result).toMatchObject({
      kind: "success",
      next: expect.stringMatching(/^\/contact\/thanks\?ref=HF-\d{8}-\d{6}$/),
    });
    expect(receiver.store.recent(1)[0]).toMatchObject({
      category: "pneumatic, electric",
      lang: "ko",
    });
  });

  it("project route succeeds for the configured project; another gives PROJECT_NOT_FOUND", async () => {
    expect(await submit(VALID, { project: "hanbit" })).toMatchObject({ kind: "success" });
    const result = errorsOf(await submit(VALID, { project: "other" }));
    expect(result.getFormErrors()).toEqual([
      { code: "PROJECT_NOT_FOUND", message: "Project not found" },
    ]);
  });

  it("an endpoint with a trailing slash (//f/inquiry) still reaches the form", async () => {
    const before = receiver.count();
    expect(await submit(VALID, { endpoint: `${receiver.url}/` })).toMatchObject({
      kind: "success",
    });
    expect(receiver.count()).toBe(before + 1);
  });

  it("field errors arrive with their codes, per field and in the form's order", async () => {
    const result = errorsOf(
      await submit({
        companyName: "ACME",
        name: "   ",
        phone: "abc",
        email: "not-an-email",
        inquiry: "x".repeat(5001),
      }),
    );
    expect(result.getFormErrors()).toEqual([]);
    expect(result.getFieldErrors("email")).toEqual([
      { code: "TYPE_EMAIL", message: "should be an email" },
    ]);
    expect(result.getAllFieldErrors()).toEqual([
      ["name", [{ code: "REQUIRED_FIELD_EMPTY", message: "is required" }]],
      ["phone", [{ code: "UNSPECIFIED", message: "should be a phone number" }]],
      ["email", [{ code: "TYPE_EMAIL", message: "should be an email" }]],
      ["inquiry", [{ code: "UNSPECIFIED", message: "is too long (maximum 5000 characters)" }]],
      ["privacy_consent", [{ code: "REQUIRED_FIELD_MISSING", message: CONSENT_MESSAGE }]],
    ]);
  });

  it("without consent nothing is stored: REQUIRED_FIELD_MISSING on privacy_consent", async () => {
    const before = receiver.count();
    const withoutConsent: Partial<typeof VALID> = { ...VALID };
    delete withoutConsent.privacy_consent;
    for (const body of [withoutConsent, { ...VALID, privacy_consent: "false" }]) {
      const result = errorsOf(await submit(body));
      expect(result.getFormErrors()).toEqual([]);
      expect(result.getAllFieldErrors()).toEqual([
        ["privacy_consent", [{ code: "REQUIRED_FIELD_MISSING", message: CONSENT_MESSAGE }]],
      ]);
    }
    // As the page sends it: FormData without the unchecked box.
    const form = new FormData();
    for (const [name, value] of Object.entries(withoutConsent)) form.append(name, value);
    const result = errorsOf(
      await createClient().submitForm("inquiry", form, { endpoint: receiver.url }),
    );
    expect(result.getFieldErrors("privacy_consent")[0]?.code).toBe("REQUIRED_FIELD_MISSING");
    expect(receiver.count()).toBe(before);
    // JSON true agrees to the current notice.
    expect(await submit({ ...withoutConsent, privacy_consent: true })).toMatchObject({
      kind: "success",
    });
    expect(receiver.store.recent(1)[0]?.noticeVersion).toBe(noticeVersion(seoulToday()));
  });

  it("a missing required field is REQUIRED_FIELD_MISSING; a non-text value is TYPE_TEXT", async () => {
    const result = errorsOf(
      await submit({ ...VALID, companyName: undefined, name: { first: "Min" } }),
    );
    expect(result.getAllFieldErrors()).toEqual([
      ["companyName", [{ code: "REQUIRED_FIELD_MISSING", message: "is required" }]],
      ["name", [{ code: "TYPE_TEXT", message: "should be text" }]],
    ]);
  });

  it("form-level codes arrive intact: FORM_NOT_FOUND, EMPTY, NO_FILE_UPLOADS, BLOCKED", async () => {
    expect(errorsOf(await submit(VALID, { key: "other-form" })).getFormErrors()).toEqual([
      { code: "FORM_NOT_FOUND", message: "Form not found" },
    ]);
    expect(errorsOf(await submit({ _lang: "en", ignored: " " })).getFormErrors()).toEqual([
      { code: "EMPTY", message: "Can't send an empty form" },
    ]);
    const withFile = new FormData();
    for (const [name, value] of Object.entries(VALID)) withFile.append(name, value);
    withFile.append("drawing", new File(["%PDF-1.7"], "drawing.pdf", { type: "application/pdf" }));
    const files = errorsOf(
      await createClient().submitForm("inquiry", withFile, { endpoint: receiver.url }),
    );
    expect(files.getFormErrors()).toEqual([
      { code: "NO_FILE_UPLOADS", message: "File uploads are not accepted" },
    ]);

    // The client cannot set Origin (browsers do): check BLOCKED at the wire.
    const blocked = await post(receiver, VALID, { Origin: "https://evil.example" });
    expect(blocked.status).toBe(403);
    expect(await blocked.json()).toMatchObject({ errors: [{ code: "BLOCKED" }] });
  });

  it("a filled honeypot gets a success and nothing is stored", async () => {
    const before = receiver.count();
    const result = await submit({ ...VALID, _gotcha: "http://spam.example" });
    expect(result).toMatchObject({ kind: "success", next: "/contact/thanks" });
    expect(receiver.count()).toBe(before);
  });

  it("the legacy client (core 2.8.3) sees 200 on success and >= 400 with errors on failure", async () => {
    const legacy = createLegacyClient();
    const ok = await legacy.submitForm("inquiry", VALID, { endpoint: receiver.url });
    expect(ok.response?.status).toBe(200);
    expect(ok.body).toMatchObject({
      ok: true,
      next: expect.stringMatching(/^\/contact\/thanks\?ref=HF-/),
    });
    const bad = await legacy.submitForm(
      "inquiry",
      { ...VALID, email: "x" },
      { endpoint: receiver.url },
    );
    expect(bad.response?.status).toBe(422);
    expect(bad.body).toEqual({
      error: "Validation errors",
      errors: [{ code: "TYPE_EMAIL", field: "email", message: "should be an email" }],
    });
    const missing = await legacy.submitForm("nope", VALID, { endpoint: receiver.url });
    expect(missing.response?.status).toBe(404);
  });
});

describe("never a shape the client cannot read", () => {
  const hostile: [string, BodyInit | Record<string, unknown>, Record<string, string>?, string?][] =
    [
      ["valid", VALID],
      ["garbage session telemetry", VALID, { "Formspree-Session-Data": "%%%not base64" }],
      ["empty object", {}],
      ["array", "[1,2]", { "Content-Type": "application/json" }],
      ["null", "null", { "Content-Type": "application/json" }],
      ["truncated JSON", '{"name":', { "Content-Type": "application/json" }],
      [
        "invalid UTF-8",
        new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
        { "Content-Type": "application/json" },
      ],
      ["text/plain", "name=x", { "Content-Type": "text/plain" }],
      ["no content type", new Uint8Array([1, 2, 3])],
      ["multipart without boundary", "x", { "Content-Type": "multipart/form-data" }],
      ["broken multipart", "--b\r\nnope", { "Content-Type": "multipart/form-data; boundary=b" }],
      ["NUL in a field", { ...VALID, name: "a\u0000b" }],
      ["CRLF header injection in name", { ...VALID, name: "x\r\nBcc: victim@example.com" }],
      ["CRLF in email", { ...VALID, email: "a@b.co\r\nBcc: victim@example.com" }],
      ["lone surrogate", '{"name":"\\ud800"}', { "Content-Type": "application/json" }],
      ["escape sequence", { ...VALID, companyName: "\u001b[2J\u001b[31mRED" }],
      ["very long name", { ...VALID, name: "가".repeat(101) }],
      [
        "prototype keys",
        '{"__proto__":{"x":1},"constructor":"y"}',
        { "Content-Type": "application/json" },
      ],
      ["nested arrays", { ...VALID, phone: [["010"]] }],
      ["unknown form on project route", VALID, {}, "/p/hanbit/f/nope"],
      ["deep path", VALID, {}, "/p/x/f/y"],
    ];

  it.each(hostile)("%s", async (_label, body, headers, path) => {
    const response = await post(receiver, body, headers, path);
    await expectProtocolShape(response);
  });

  it("the client reads every one of those answers as success or as an error with messages", async () => {
    for (const [label, body] of hostile) {
      if (!(typeof body === "object" && !(body instanceof Uint8Array))) continue;
      const result = await submit(body);
      if (result.kind === "error") {
        const messages = [
          ...result.getFormErrors(),
          ...result.getAllFieldErrors().flatMap(([, errors]) => errors),
        ].map((error) => error.message);
        expect(messages.length, label).toBeGreaterThan(0);
        expect(messages, label).not.toContain("Unexpected response format");
      }
    }
    expect((await fetch(`${receiver.url}/healthz`)).status).toBe(200);
  });
});
