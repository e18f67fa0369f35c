import { execFileSync } from "node:child_process";
import {
  closeSync,
  ftruncateSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  rmSync,
  statfsSync,
  writeSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setUpStaff } from "../../server/admin/setup";
import { photoDirs } from "../../server/content/photos";
import { DISK_MARGIN_BYTES } from "../../server/inquiries/health";
import { readConfig } from "../../server/platform/config";
import { DISK_FULL_WORDS } from "../../server/platform/durable-file";
import { PATIENT, VALID } from "../receiver/harness";
import { serveBuilt } from "./serve-built";

/**
 * Issue 64, items 4 and 8: a full disk, for real. DATA_DIR is a small tmpfs (the suite runs as
 * root on CI; mounting needs it), filled by a file of filler: /healthz says "disk" while there
 * is still room for a small write, a post gets a 503 with words, the back office still reads,
 * a photo upload the disk refuses leaves no file under a final name; and once the filler goes,
 * everything works again without a restart. Where tmpfs cannot be mounted the test is skipped,
 * and says so: a file-size limit (prlimit --fsize) would not show /healthz's free-space margin.
 */

const SIZE_MB = Math.ceil(DISK_MARGIN_BYTES / 1024 / 1024) + 80;

function tryMount(): string | undefined {
  const dir = mkdtempSync(join(tmpdir(), "disk-full-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", `size=${SIZE_MB}m,mode=0700`, "tmpfs", dir], {
      stdio: "ignore",
    });
    return dir;
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return undefined;
  }
}

const mounted = tryMount();
if (!mounted) console.warn("disk-full.test.ts: skipped, tmpfs cannot be mounted here (not root?)");

const free = (dir: string) => {
  const stat = statfsSync(dir);
  return stat.bavail * stat.bsize;
};

/** A photo of noise, so it does not compress. */
const photo = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#777",
      noise: { type: "gaussian", mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 95 })
    .toBuffer();

describe.skipIf(!mounted)("a full disk under DATA_DIR (a tmpfs)", () => {
  const dir = mounted!;
  const TOKEN = "t".repeat(43);
  let server: Awaited<ReturnType<typeof serveBuilt>>;
  let cookie: string;
  let filler: number;
  let reference: string;

  beforeAll(async () => {
    server = await serveBuilt({ DATA_DIR: dir }, [], { keepOutput: true });
    const staff = setUpStaff(readConfig({ DATA_DIR: dir }));
    const { account, token } = staff.accounts.invite("owner@example.com", "owner");
    staff.accounts.completeInvitation(token, account.id);
    cookie = `hf_staff=${staff.sessions.create(account.id, "full", "127.0.0.1")}; hf_csrf=${TOKEN}`;
    staff.close();
    filler = openSync(join(dir, "filler"), "w");
  });
  afterAll(async () => {
    if (filler !== undefined) closeSync(filler);
    await server?.stop();
    execFileSync("umount", [dir]);
    rmSync(dir, { recursive: true, force: true });
  });

  /** Grows the filler until `left` bytes are free (about: tmpfs counts pages). */
  function fillTo(left: number) {
    const chunk = Buffer.alloc(1024 * 1024, 1);
    for (;;) {
      const room = free(dir) - left;
      if (room <= 0) return;
      try {
        writeSync(filler, chunk, 0, Math.min(chunk.length, room));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOSPC") return;
        throw error;
      }
    }
  }

  const health = async () => {
    const response = await fetch(`${server.origin}/healthz`);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const postInquiry = () =>
    fetch(`${server.origin}/f/inquiry`, {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body: JSON.stringify(VALID),
    });
  const page = (path: string) =>
    fetch(`${server.origin}${path}`, { headers: { Cookie: cookie }, redirect: "manual" });
  const uploadPhoto = (bytes: Buffer) => {
    const form = new FormData();
    form.set("csrf", TOKEN);
    form.set("photo", new File([new Uint8Array(bytes)], "site.jpg", { type: "image/jpeg" }));
    return fetch(`${server.origin}/admin/photos`, {
      method: "POST",
      headers: { Origin: server.origin, Cookie: cookie },
      body: form,
    });
  };
  const photoFiles = () =>
    Object.values(photoDirs(dir)).flatMap((folder) => {
      mkdirSync(folder, { recursive: true });
      return readdirSync(folder);
    });

  it("works before: healthz ok, an inquiry and a photo taken", async () => {
    expect(await health()).toMatchObject({ status: 200, body: { disk: "ok" } });
    const posted = await postInquiry();
    expect(posted.status).toBe(200);
    const inbox = await (await page("/admin")).text();
    reference = /HF-\d{8}-\d+/.exec(inbox)![0];
    expect((await uploadPhoto(await photo(320, 240))).status).toBe(200);
  });

  it("says 'disk' on /healthz as soon as less than the margin is free, before a write fails", async () => {
    fillTo(DISK_MARGIN_BYTES - 8 * 1024 * 1024);
    expect(await health()).toMatchObject({ status: 503, body: { status: "error", disk: "full" } });
    // Room for a small write is still there: the site does not refuse what it can take.
    expect((await postInquiry()).status).toBe(200);
  });

  it("refuses a photo the disk cannot take with words, leaving no file under a final name", async () => {
    const bytes = await photo(1200, 900);
    const before = photoFiles().sort();
    // Room for the body as it arrives (incoming/), not for the photo's copies after it.
    fillTo(bytes.length + 96 * 1024);
    const answer = await uploadPhoto(bytes);
    expect(answer.status).toBe(503);
    const body = (await answer.json()) as { ok: boolean; message: { ko: string; en: string } };
    expect(body).toMatchObject({ ok: false });
    expect([DISK_FULL_WORDS.en, body.message.en]).toContain(body.message.en);
    expect(body.message.ko).toMatch(/저장 공간|가득/);
    expect(photoFiles().sort()).toEqual(before);
  });

  it("with nothing left: a post is a 503 with words, the back office still reads", async () => {
    fillTo(0);
    const posted = await postInquiry();
    expect(posted.status).toBe(503);
    const answer = (await posted.json()) as { errors: { message: string }[] };
    expect(answer.errors[0]!.message.length).toBeGreaterThan(10);
    expect(await health()).toMatchObject({ status: 503, body: { disk: "full" } });
    for (const path of [
      "/admin",
      `/admin/inquiries/${reference}`,
      "/en/admin",
      "/admin/numbers",
      "/admin/audit",
      "/admin/units",
      "/admin/content",
      "/admin/content/certificates",
    ]) {
      const response = await page(path);
      expect(`${path} ${response.status}`).toBe(`${path} 200`);
    }
    // A photo's body itself finds no room: refused at the door, with words, never a 500.
    const refused = await uploadPhoto(await photo(320, 240));
    expect(refused.status).toBe(503);
    expect(JSON.stringify(await refused.json())).toMatch(/disk is full/);
    // A save in the back office: the refusal is a 503 that says why, never a 500.
    const inquiryPage = await (await page(`/admin/inquiries/${reference}`)).text();
    const revision = /name="revision" value="(\d+)"/.exec(inquiryPage)?.[1] ?? "1";
    const note = "x".repeat(4000);
    const save = new URLSearchParams({ csrf: TOKEN, intent: "note", note, revision });
    const saved = await fetch(`${server.origin}/admin/inquiries/${reference}`, {
      method: "POST",
      headers: { Origin: server.origin, Cookie: cookie },
      body: save,
      redirect: "manual",
    });
    expect(saved.status).toBe(503);
    expect(await saved.text()).toContain(DISK_FULL_WORDS.ko);
  });

  it("works again once space is freed, without a restart", async () => {
    ftruncateSync(filler, 0);
    await vi.waitFor(async () => expect((await health()).status).toBe(200), PATIENT);
    expect((await postInquiry()).status).toBe(200);
    expect((await uploadPhoto(await photo(320, 240))).status).toBe(200);
    expect(server.output()).not.toMatch(/Internal Server Error/);
  });
});
