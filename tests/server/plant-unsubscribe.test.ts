import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "node-html-parser";
import { findProductById } from "../../app/content/catalog/catalog.server";
import { openStore } from "../../server/inquiries/store";
import { SAMPLE_REMINDER } from "../../server/mail/kinds/plant-reminder";
import { openUnitsPart } from "../../server/units/setup";
import { deliveredUnit } from "../fixtures/units";
import { serveBuilt } from "./serve-built";

/**
 * The opt-out of a plant's mail over HTTP, as a mail client's one-click POST (RFC 8058) and a
 * person without JavaScript use it: one button, no sign-in, never cached or indexed; the POST
 * stops the contact and removes their mail still waiting, answers the same when repeated, and
 * the token never reaches the log.
 */

let site: Awaited<ReturnType<typeof serveBuilt>>;
let token: string;
let contactId: number;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), "unsubscribe-"));
  const units = openUnitsPart(dir);
  const unit = units.store.add(deliveredUnit(findProductById("480-035")!), "kim@example.com");
  const contact = units.store.plants.addContact(
    unit.plantId!,
    {
      name: "김정비",
      email: "planner@example.com",
      lang: "ko",
      consentAt: Date.UTC(2026, 2, 2, 3),
      consentHow: "서면 동의",
      consentPolicy: "2026-11-27",
      nightConsent: false,
    },
    "owner@example.com",
  );
  token = contact.unsubscribeToken;
  contactId = contact.id;
  units.store.close();
  // A reminder waiting for the morning: the stop takes it out of the outbox.
  const store = openStore(join(dir, "inquiries.sqlite"));
  store.outbox.add(
    { kind: "plantreminder", payload: { ...SAMPLE_REMINDER, contactId, to: contact.email } },
    new Date(Date.now() + 86_400_000),
  );
  store.close();
  site = await serveBuilt({ DATA_DIR: dir }, [], { keepOutput: true });
});
afterAll(() => site?.stop());

const state = () => {
  const units = openUnitsPart(site.dir);
  const store = openStore(join(site.dir, "inquiries.sqlite"));
  try {
    return {
      contact: units.store.plants.contactByUnsubscribe(token),
      waiting: store.outbox.counts("plantreminder").pending,
    };
  } finally {
    units.store.close();
    store.close();
  }
};

describe("/unsubscribe/{token}", () => {
  it("shows one button in either language, uncached and unindexed", async () => {
    for (const [path, lang, button] of [
      [`/unsubscribe/${token}`, "ko", "수신 거부"],
      [`/en/unsubscribe/${token}`, "en", "Unsubscribe"],
    ] as const) {
      const response = await fetch(`${site.origin}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("x-robots-tag")).toContain("noindex");
      const html = parse(await response.text());
      expect(html.querySelector("html")!.getAttribute("lang")).toBe(lang);
      expect(html.querySelector('meta[name="robots"]')!.getAttribute("content")).toContain(
        "noindex",
      );
      const form = html.querySelector("form")!;
      expect(form.getAttribute("method")).toBe("post");
      expect(form.querySelector("button")!.text).toBe(button);
      expect(html.querySelectorAll("script")).toHaveLength(0);
      // The address is shown masked, never whole.
      expect(html.text).toContain("p*****@example.com");
      expect(html.text).not.toContain("planner@");
    }
    expect(state().contact?.stoppedAt).toBeUndefined();
  });

  it("answers 404 to a link it does not know, before reading a body", async () => {
    const wrong = "A".repeat(24);
    expect((await fetch(`${site.origin}/unsubscribe/${wrong}`)).status).toBe(404);
    const post = await fetch(`${site.origin}/en/unsubscribe/${wrong}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(post.status).toBe(404);
    expect(await post.text()).toContain("Link not found");
  });

  it("stops the contact on the one-click POST, and answers the same again", async () => {
    expect(state().waiting).toBe(1);
    const oneClick = () =>
      fetch(`${site.origin}/unsubscribe/${token}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
    const first = await oneClick();
    expect(first.status).toBe(200);
    expect(await first.text()).toContain("수신을 거부하셨습니다");
    const after = state();
    expect(after.contact).toMatchObject({ id: contactId, stoppedWhy: "unsubscribed" });
    expect(after.waiting).toBe(0);
    const stoppedAt = after.contact!.stoppedAt;
    const second = await oneClick();
    expect(second.status).toBe(200);
    expect(await second.text()).toContain("수신을 거부하셨습니다");
    expect(state().contact!.stoppedAt).toBe(stoppedAt);
    // A later visit says it is stopped, with no button.
    const page = parse(await (await fetch(`${site.origin}/unsubscribe/${token}`)).text());
    expect(page.querySelector("form")).toBeNull();
    expect(page.text).toContain("이미 수신이 중지되어 있습니다");
  });

  it("never writes the token to the log", () => {
    expect(site.output()).toContain("/unsubscribe/");
    expect(site.output()).not.toContain(token);
  });
});
