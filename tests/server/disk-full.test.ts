import { execFileSync } from "node:child_process";
import {
  closeSync,
  existsSync,
  ftruncateSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  rmSync,
  statfsSync,
  statSync,
  writeSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { liveProducts } from "../../app/content/catalog/catalog.server";
import { unitPageWord } from "../../app/units/words";
import { setUpStaff } from "../../server/admin/setup";
import { photoDirs } from "../../server/content/photos";
import { SIGN_IN_DISK_FULL_ERROR } from "../../server/http/disk-full";
import { declaredDoors, type Door } from "../../server/platform/body";
import { readConfig } from "../../server/platform/config";
import {
  diskMarginBytes,
  diskMarginOf,
  diskReserve,
  RESERVE_BYTES,
  WAL_ROOM_BYTES,
} from "../../server/platform/disk-space";
import { inquiryHealth } from "../../server/inquiries/health";
import { openStore } from "../../server/inquiries/store";
import { DISK_FULL_RETRY_SECONDS, DISK_FULL_WORDS } from "../../server/platform/durable-file";
import { openUnitsPart } from "../../server/units/setup";
import { deliveredUnit, FORMS_OPEN_AT } from "../fixtures/units";
import { PATIENT, VALID } from "../receiver/harness";
import { currentCode } from "../staff-support";
import { serveBuilt } from "./serve-built";
// The server's doors are declared by the modules that answer them: the margin is read from them.
import "../../server/app";

/**
 * Issue 64, items 4 and 8, and issue 72 item 7: a full disk, for real. DATA_DIR is a small
 * tmpfs (the suite runs as root on CI; mounting needs it), filled by a file of filler: /healthz
 * says "disk" below the margin of the largest write the site takes and not above it, while
 * there is still room for a small write; a post gets a 503 with words and `Retry-After`, a
 * buyer's photos are told the disk is full, the back office still reads, staff still sign in
 * (or are told why not), a photo upload the disk refuses leaves no file under a final name; and
 * once the filler goes, everything works again without a restart. Where tmpfs cannot be mounted
 * the test is skipped, and says so: a file-size limit (prlimit --fsize) would not show
 * /healthz's free-space margin.
 */

const MARGIN = diskMarginBytes();
const SIZE_MB = Math.ceil(MARGIN / 1024 / 1024) + 80;
const MB = 1024 * 1024;

describe("the free-space margin", () => {
  const bodies = (door: Door) => [door.limits.bytes, door.signedIn?.bytes ?? 0];

  it("is twice the largest body a door takes, and the WALs' room: not a fixed figure", () => {
    const largest = Math.max(...declaredDoors().flatMap(bodies));
    // The back office's gallery: four 25 MB photos at once.
    expect(largest).toBeGreaterThanOrEqual(100 * MB);
    expect(MARGIN).toBe(2 * largest + WAL_ROOM_BYTES);
    // A door that takes more raises it; one that takes less changes nothing.
    const door = (bytes: number): Door => ({
      name: "test",
      sample: "/test",
      limits: { ...declaredDoors()[0]!.limits, bytes },
    });
    expect(diskMarginBytes([...declaredDoors(), door(largest + 10 * MB)])).toBe(MARGIN + 20 * MB);
    expect(diskMarginBytes([...declaredDoors(), door(MB)])).toBe(MARGIN);
  });
});

function tryMount(sizeMb = SIZE_MB): string | undefined {
  const dir = mkdtempSync(join(tmpdir(), "disk-full-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", `size=${sizeMb}m,mode=0700`, "tmpfs", dir], {
      stdio: "ignore",
    });
    return dir;
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return undefined;
  }
}

/**
 * A disk smaller than the margin itself (issue 81): before, the site was "full" on it from its
 * start and never wrote its sign-in reserve. Its margin is a quarter of it: /healthz says "ok"
 * while an empty site has room, and the reserve is written.
 */
describe("a disk smaller than the margin", () => {
  it("is not full from its start, and keeps its sign-in reserve", () => {
    const small = tryMount(48);
    if (!small) return void console.warn("disk-full.test.ts: small disk skipped (no tmpfs)");
    try {
      expect(48 * MB).toBeLessThan(MARGIN);
      expect(diskMarginOf(small)).toBe(12 * MB);
      const store = openStore(join(small, "inquiries.sqlite"));
      try {
        expect(inquiryHealth(store, small)().body.disk).toBe("ok");
      } finally {
        store.close();
      }
      const reserve = diskReserve(small);
      expect(reserve.keep()).toBe(true);
      expect(statSync(reserve.file).size).toBe(RESERVE_BYTES);
    } finally {
      execFileSync("umount", [small]);
      rmSync(small, { recursive: true, force: true });
    }
  });
});

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
  const PASSWORD = "full disk, still signing in 72";
  let server: Awaited<ReturnType<typeof serveBuilt>>;
  let cookie: string;
  let filler: number;
  let reference: string;
  let unitToken: string;
  /** Staff who sign in with both steps, each once: a TOTP code is good once per account. */
  const signers = new Map<string, string>();

  beforeAll(async () => {
    server = await serveBuilt({ DATA_DIR: dir, TEST_SITE_CLOCK_AT: FORMS_OPEN_AT }, [], {
      keepOutput: true,
    });
    const staff = setUpStaff(readConfig({ DATA_DIR: dir }));
    const { account, token } = staff.accounts.invite("owner@example.com", "owner");
    staff.accounts.completeInvitation(token, account.id);
    cookie = `hf_staff=${staff.sessions.create(account.id, "full", "127.0.0.1")}; hf_csrf=${TOKEN}`;
    for (const email of ["reserve@example.com", "refused@example.com", "again@example.com"]) {
      const invited = staff.accounts.invite(email, "staff");
      await staff.setPassword(invited.account.id, PASSWORD);
      const secret = staff.totp.newSecret();
      staff.totp.enable(invited.account.id, secret, currentCode(secret, Date.now() - 30_000));
      staff.accounts.completeInvitation(invited.token, invited.account.id);
      signers.set(email, secret);
    }
    staff.close();
    const units = openUnitsPart(dir);
    unitToken = units.store.add(deliveredUnit(liveProducts()[0]!), "kim@example.com").token;
    units.store.close();
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
  /** The no-JS inquiry form's post: a page, not JSON. */
  const postInquiryPage = () =>
    fetch(`${server.origin}/f/inquiry`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(VALID),
      redirect: "manual",
    });
  /** A service request from the unit's page, as a browser without scripts sends it. */
  const requestService = (photos: Buffer[]) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(typedRequest)) form.set(name, value);
    for (const [i, bytes] of photos.entries()) {
      form.append(
        "photos",
        new File([new Uint8Array(bytes)], `IMG_${i}.jpg`, { type: "image/jpeg" }),
      );
    }
    return fetch(`${server.origin}/u/${unitToken}/service`, {
      method: "POST",
      body: form,
      redirect: "manual",
    });
  };
  const typedRequest = {
    companyName: "한빛수자원",
    name: "김정비",
    phone: "031-555-0101",
    email: "jungbi@example.com",
    inquiry: "밸브가 완전히 닫히지 않습니다. 점검을 요청합니다.",
    privacy_consent: "yes",
  };
  /** Both steps of a sign-in through the forms: each answer, and the cookies kept. */
  async function signIn(email: string, base = "") {
    const jar = new Map<string, string>();
    const keep = (response: Response) => {
      for (const line of response.headers.getSetCookie()) {
        const [name, value] = line.split(";")[0]!.split("=");
        jar.set(name!, value!);
      }
      return response;
    };
    const cookies = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
    const post = async (path: string, fields: Record<string, string>) =>
      keep(
        await fetch(`${server.origin}${path}`, {
          method: "POST",
          headers: { Origin: server.origin, Cookie: cookies() },
          body: new URLSearchParams({
            csrf: jar.get("hf_csrf")!,
            next: `${base}/admin`,
            ...fields,
          }),
          redirect: "manual",
        }),
      );
    keep(await fetch(`${server.origin}${base}/admin`, { redirect: "manual" }));
    const first = await post(`${base}/admin/sign-in`, { email, password: PASSWORD });
    if (first.status !== 302) return { first, text: await first.text() };
    const code = currentCode(signers.get(email)!, Date.now());
    const second = await post(`${base}/admin/sign-in/verify?next=%2Fadmin`, { code });
    const home = await fetch(`${server.origin}${base}/admin`, { headers: { Cookie: cookies() } });
    return { first, second, home, text: await home.text() };
  }
  const reserve = join(dir, "run", "reserve");
  const retryAfter = (response: Response) => response.headers.get("Retry-After");
  const FULL_RETRY = String(DISK_FULL_RETRY_SECONDS);

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
    // The reserve for signing in was written at the start, while there was room.
    expect(statSync(reserve).size).toBe(RESERVE_BYTES);
    // More free than the largest write takes: not full, however small the disk.
    fillTo(MARGIN + 8 * MB);
    expect(await health()).toMatchObject({ status: 200, body: { disk: "ok" } });
    fillTo(MARGIN - 8 * MB);
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
    expect(retryAfter(answer)).toBe(FULL_RETRY);
    const body = (await answer.json()) as { ok: boolean; message: { ko: string; en: string } };
    expect(body).toMatchObject({ ok: false });
    expect([DISK_FULL_WORDS.en, body.message.en]).toContain(body.message.en);
    expect(body.message.ko).toMatch(/저장 공간|가득/);
    expect(photoFiles().sort()).toEqual(before);
  });

  it("tells a buyer whose photos the disk cannot take so, keeping what was typed", async () => {
    const said = unitPageWord("ko", "err.photosDiskFull");
    expect(said).toMatch(/저장 공간이 가득/);
    const bytes = await photo(1200, 900);
    // Room for the photo as it arrives, not for the copy the work pool makes of it.
    fillTo(bytes.length + 96 * 1024);
    const kept = await requestService([bytes]);
    // Refused as the photo was kept, past the door (the log reaches here after the answer).
    await vi.waitFor(
      () => expect(server.output()).toMatch(/Storing a unit's request failed/),
      PATIENT,
    );
    // No room for it as it arrives: refused at the door.
    fillTo(64 * 1024);
    const atDoor = await requestService([bytes]);
    for (const answer of [atDoor, kept]) {
      expect(answer.status).toBe(503);
      expect(retryAfter(answer)).toBe(FULL_RETRY);
      const page = await answer.text();
      expect(page).toContain(said);
      expect(page).not.toContain(unitPageWord("ko", "err.photosBusy"));
      expect(page).toContain(typedRequest.inquiry);
    }
  });

  it("with nothing left: a post is a 503 with words and Retry-After, the office still reads", async () => {
    fillTo(0);
    const posted = await postInquiry();
    expect(posted.status).toBe(503);
    expect(retryAfter(posted)).toBe(FULL_RETRY);
    const answer = (await posted.json()) as { errors: { message: string }[] };
    expect(answer.errors[0]!.message.length).toBeGreaterThan(10);
    // The form without scripts gets its page, with the same Retry-After.
    const plain = await postInquiryPage();
    expect(plain.status).toBe(503);
    expect(retryAfter(plain)).toBe(FULL_RETRY);
    expect(await plain.text()).toMatch(/문의를 저장하지 못했습니다/);
    // A service request without photos: the disk took nothing, and the page says so.
    const request = await requestService([]);
    expect(request.status).toBe(503);
    expect(retryAfter(request)).toBe(FULL_RETRY);
    const requestPage = await request.text();
    expect(requestPage).toContain(unitPageWord("ko", "form.diskFull"));
    expect(requestPage).toContain(typedRequest.inquiry);
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
    expect(retryAfter(refused)).toBe(FULL_RETRY);
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
    expect(retryAfter(saved)).toBe(FULL_RETRY);
    expect(await saved.text()).toContain(DISK_FULL_WORDS.ko);
  });

  it("still lets staff sign in: the reserve is given up for the sign-in's writes", async () => {
    fillTo(0);
    const { first, second, home, text } = await signIn("reserve@example.com");
    expect(first.status).toBe(302);
    expect(second?.status).toBe(302);
    expect(second?.headers.get("Location")).toBe("/admin");
    expect(home?.status).toBe(200);
    expect(text).toContain("reserve@example.com");
    expect(existsSync(reserve)).toBe(false);
    await vi.waitFor(
      () => expect(server.output()).toMatch(/reserve of \d+ bytes was given up so that staff/),
      PATIENT,
    );
  });

  it("says why when even the reserve is taken: the disk is full, and who can free it", async () => {
    fillTo(0);
    const { first, text } = await signIn("refused@example.com");
    expect(first.status).toBe(503);
    expect(retryAfter(first)).toBe(FULL_RETRY);
    expect(text).toContain(SIGN_IN_DISK_FULL_ERROR.message.ko);
    const english = await signIn("refused@example.com", "/en");
    expect(english.first.status).toBe(503);
    // The words as the page escapes them (an apostrophe).
    const words = SIGN_IN_DISK_FULL_ERROR.message.en.replaceAll("'", "&#x27;");
    expect(english.text).toContain(words);
  });

  it("works again once space is freed, without a restart", async () => {
    ftruncateSync(filler, 0);
    await vi.waitFor(async () => expect((await health()).status).toBe(200), PATIENT);
    expect((await postInquiry()).status).toBe(200);
    expect((await uploadPhoto(await photo(320, 240))).status).toBe(200);
    // A sign-in writes the reserve again, once there is room.
    const { second } = await signIn("again@example.com");
    expect(second?.status).toBe(302);
    expect(statSync(reserve).size).toBe(RESERVE_BYTES);
    expect(server.output()).not.toMatch(/Internal Server Error/);
  });
});
