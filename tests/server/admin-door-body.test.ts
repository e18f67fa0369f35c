import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { SIGNED_OUT_BYTES } from "../../server/admin/body-limit";
import { setUpStaff } from "../../server/admin/setup";
import { readConfig } from "../../server/platform/config";
import { openContentPart } from "../../server/content/live";
import { photoDirs } from "../../server/content/photos";
import { setUpInquiries } from "../../server/inquiries/setup";
import { indexStaticFiles } from "../../server/http/static-files";
import { QUICK_PASSWORDS } from "../staff-support";
import { BUILD } from "./built-site";

/**
 * Issue 56, item 4: the back office's door reads no more of a post's body than signing in needs
 * (64 KB) until a session with the right role is known; the large limits (photos, files) are a
 * signed-in staff member's only. The body is a stream that makes its bytes only when the server
 * pulls them, so the count is what the server took in, not what a socket buffered.
 */
const ORIGIN = "http://localhost:3000";
const dir = mkdtempSync(join(tmpdir(), "door-body-"));
const config = readConfig({ DATA_DIR: dir, RATE_LIMIT_PER_MINUTE: "0" });
const inquiries = setUpInquiries(config);
const staff = setUpStaff(config, { passwordCost: QUICK_PASSWORDS });
const content = openContentPart(dir, 0);
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  const build = (await import(pathToFileURL(join(BUILD, "server/index.js")).href)) as ServerBuild;
  app = createApp(
    build,
    indexStaticFiles(join(BUILD, "client")),
    inquiries.receiver,
    {},
    inquiries.health,
    { log: () => {}, staff, inbox: inquiries, content },
  );
});
afterAll(async () => {
  staff.close();
  content.store.close();
  await inquiries.close();
});

const TOKEN = "t".repeat(43);
const BOUNDARY = "door56";
/** What the stream hands the server per pull. */
const CHUNK = 16 * 1024;

/** A session with both steps done, of an active account of `role`. */
function session(role: "owner" | "staff") {
  const { account, token } = staff.accounts.invite(`${role}-${Math.random()}@example.com`, role);
  staff.accounts.completeInvitation(token, account.id);
  return `hf_staff=${staff.sessions.create(account.id, "full", "127.0.0.1")}`;
}

/**
 * A multipart post whose CSRF field comes first and whose file part is `size` bytes of filler,
 * made chunk by chunk only as the server reads; `pulled()` is how much it read.
 */
function streamedPost(path: string, size: number, cookie = "", declared = false) {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="csrf"\r\n\r\n${TOKEN}\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="upload"; filename="a.jpg"\r\n` +
      "Content-Type: image/jpeg\r\n\r\n",
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const total = head.length + size + tail.length;
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const start = pulled;
        if (start >= total) return controller.close();
        const piece = Buffer.alloc(Math.min(CHUNK, total - start), "a");
        if (start < head.length) head.copy(piece, 0, start);
        const tailAt = total - tail.length;
        if (start + piece.length > tailAt) {
          tail.copy(piece, Math.max(0, tailAt - start), Math.max(0, start - tailAt));
        }
        pulled += piece.length;
        controller.enqueue(piece);
      },
    },
    { highWaterMark: 0 },
  );
  const response = app.request(ORIGIN + path, {
    method: "POST",
    headers: {
      "Content-Type": `multipart/form-data; boundary=${BOUNDARY}`,
      Origin: ORIGIN,
      Cookie: [`hf_csrf=${TOKEN}`, cookie].filter(Boolean).join("; "),
      ...(declared && { "Content-Length": String(total) }),
    },
    body,
    duplex: "half",
  } as RequestInit);
  return { response, pulled: () => pulled };
}

/** A multipart post of the CSRF token and one file, as a browser sends a form. */
function filePost(path: string, cookie: string, field: string, file: Buffer, fields = {}) {
  const form = new FormData();
  form.set("csrf", TOKEN);
  for (const [name, value] of Object.entries(fields)) form.set(name, String(value));
  form.set(field, new File([new Uint8Array(file)], "site.jpg", { type: "image/jpeg" }));
  return app.request(ORIGIN + path, {
    method: "POST",
    headers: { Origin: ORIGIN, Cookie: `hf_csrf=${TOKEN}; ${cookie}` },
    body: form,
  });
}

/** A photo of noise, so it does not compress: well over what a signed-out post may carry. */
const photo = () =>
  sharp({
    create: {
      width: 640,
      height: 480,
      channels: 3,
      background: "#777",
      noise: { type: "gaussian", mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 95 })
    .toBuffer();

const photoFiles = () => {
  try {
    return readdirSync(photoDirs(dir).public).length;
  } catch {
    return 0;
  }
};

describe("a post's body at the back office's door, by who sends it", () => {
  it("signed out, 90 MB to the gallery: 403 having read at most 64 KB and one chunk", async () => {
    for (const path of ["/admin/content/gallery/1", "/en/admin/photos", "/admin/inquiries/HF-1"]) {
      const streamed = streamedPost(path, 90 * 1024 * 1024);
      const answer = await streamed.response;
      expect(answer.status, path).toBe(403);
      expect(await answer.text(), path).toMatch(/sign in again|다시 로그인/i);
      expect(streamed.pulled(), path).toBeLessThanOrEqual(SIGNED_OUT_BYTES + CHUNK);
      // Its length declared: refused before a byte is read.
      const declared = streamedPost(path, 90 * 1024 * 1024, "", true);
      expect((await declared.response).status, path).toBe(403);
      expect(declared.pulled(), path).toBeLessThanOrEqual(CHUNK);
    }
  });

  it("a session that is not signed in fully, or a made-up one: the same 64 KB", async () => {
    const { account, token } = staff.accounts.invite("half@example.com", "staff");
    staff.accounts.completeInvitation(token, account.id);
    const half = `hf_staff=${staff.sessions.create(account.id, "password", "127.0.0.1")}`;
    for (const cookie of [half, "hf_staff=made-up"]) {
      const streamed = streamedPost("/admin/content/gallery/1", 10 * 1024 * 1024, cookie);
      expect((await streamed.response).status).toBe(403);
      expect(streamed.pulled()).toBeLessThanOrEqual(SIGNED_OUT_BYTES + CHUNK);
    }
  });

  it("a staff-role session at an owner's screen gets the signed-out limit too", async () => {
    const streamed = streamedPost("/admin/staff", 900 * 1024, session("staff"));
    const answer = await streamed.response;
    expect(answer.status).toBe(403);
    expect(await answer.text()).toMatch(/may not use this page|쓸 수 없는 화면/);
    expect(streamed.pulled()).toBeLessThanOrEqual(SIGNED_OUT_BYTES + CHUNK);
  });

  it("a signed-in staff member still uploads a large gallery photo, with or without script", async () => {
    const cookie = session("staff");
    const bytes = await photo();
    expect(bytes.length).toBeGreaterThan(4 * SIGNED_OUT_BYTES);
    // With script: the photo alone to /admin/photos.
    const before = photoFiles();
    const json = await filePost("/admin/photos", cookie, "photo", bytes);
    expect(json.status).toBe(200);
    expect(((await json.json()) as { ok: boolean }).ok).toBe(true);
    expect(photoFiles()).toBeGreaterThan(before);
    // Without: the gallery editor's own form, its upload step.
    const between = photoFiles();
    const form = await filePost("/admin/content/gallery/new", cookie, "upload", bytes, {
      intent: "upload",
    });
    expect(form.status).toBe(200);
    expect(photoFiles()).toBeGreaterThan(between);
  });
});
