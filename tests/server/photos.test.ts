import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { MAX_PHOTO_BYTES, photoDirs, processPhoto, safeName } from "../../server/content/photos";
import { claimedPng, phonePhoto } from "../fixtures/photos";

/** The photo pipeline (server/content/photos.ts), its output read back with exiftool. */
let dir: string;
let dirs: ReturnType<typeof photoDirs>;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "photos-"));
  dirs = photoDirs(dir);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Every tag exiftool finds, by group:name. */
function exif(file: string): Record<string, unknown> {
  const out = execFileSync("exiftool", ["-json", "-a", "-G1", "-n", file], { encoding: "utf8" });
  return (JSON.parse(out) as Record<string, unknown>[])[0]!;
}

describe("a phone photo", () => {
  test("comes out upright, without any metadata, as AVIF and WebP at several widths", async () => {
    const input = await phonePhoto();
    const original = join(dir, "input.jpg");
    writeFileSync(original, input);
    expect(exif(original)).toMatchObject({ "GPS:GPSLatitudeRef": "N", "IFD0:Orientation": 6 });

    const result = await processPhoto(input, "IMG_0001.JPG", dirs);
    if (!result.ok) throw new Error(result.message.en);
    const { photo } = result;
    expect(photo).toMatchObject({
      width: 800,
      height: 1200,
      widths: [480, 800],
      name: "IMG_0001.JPG",
    });

    const served = readdirSync(dirs.public).filter((f) => f.startsWith(photo.id));
    expect(served.sort()).toEqual(
      [480, 800].flatMap((w) => [`${photo.id}-${w}.avif`, `${photo.id}-${w}.webp`]).sort(),
    );
    for (const file of served) {
      const tags = exif(join(dirs.public, file));
      const groups = new Set(Object.keys(tags).map((key) => key.split(":")[0]));
      for (const kept of ["EXIF", "IFD0", "GPS", "XMP", "IPTC", "ICC_Profile"]) {
        expect(groups.has(kept), `${file}: ${kept}`).toBe(false);
      }
      expect(JSON.stringify(tags)).not.toMatch(/GPS|PhoneMaker|Orientation/);
      // Upright: red at the top, blue at the bottom.
      const { data, info } = await sharp(join(dirs.public, file))
        .raw()
        .toBuffer({ resolveWithObject: true });
      const at = (y: number) => data.subarray((y * info.width + info.width / 2) * info.channels);
      expect(info.height).toBeGreaterThan(info.width);
      expect(at(10)[0]).toBeGreaterThan(200);
      expect(at(info.height - 10)[2]).toBeGreaterThan(200);
    }
    // The original is kept, privately, as it came.
    expect(readdirSync(dirs.originals)).toContain(`${photo.id}.jpg`);
  });

  test("a path in the file name is dropped; files are named by the server", async () => {
    const input = await sharp({
      create: { width: 64, height: 48, channels: 3, background: "#888" },
    })
      .png()
      .toBuffer();
    const result = await processPhoto(input, "../../etc/cron.d/evil.png", dirs);
    expect(result).toMatchObject({ ok: true, photo: { name: "evil.png", widths: [64] } });
    expect(safeName("C:\\Users\\kim\\..\\photo.webp")).toBe("photo.webp");
    expect(safeName("..")).toBe("photo");
    expect(readdirSync(dir).sort()).toEqual(["input.jpg", "originals", "uploads"]);
  });
});

describe("hostile uploads are refused with a message that says what to send", () => {
  const send = /JPEG, PNG, WebP or AVIF/;
  test.each([
    [
      "an SVG with a script",
      () =>
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
        ),
      "x.jpg",
      /SVG files are not accepted/,
    ],
    [
      "a text file named .jpg",
      () => Buffer.from("just some text\n".repeat(20)),
      "photo.jpg",
      /not a photo/,
    ],
    [
      "a PNG of 20,000 × 20,000 pixels",
      () => claimedPng(20_000),
      "big.png",
      /too large \(20000 × 20000/,
    ],
    ["a file over 25 MB", () => Buffer.alloc(MAX_PHOTO_BYTES + 1), "huge.jpg", /larger than 25 MB/],
  ])("%s", async (_, make, name, reason) => {
    const result = await processPhoto(make(), name, dirs);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message.en).toMatch(reason);
    expect(result.message.en).toMatch(send);
    expect(result.message.ko).toMatch(/JPEG, PNG, WebP 또는 AVIF/);
  });

  test("a GIF is refused by its content whatever its name", async () => {
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#f00" } })
      .gif()
      .toBuffer();
    const result = await processPhoto(gif, "photo.png", dirs);
    expect(result).toMatchObject({ ok: false });
    if (!result.ok) expect(result.message.en).toMatch(/GIF files are not accepted/);
  });
});

test("an AVIF upload is accepted", async () => {
  const avif = await sharp({ create: { width: 32, height: 32, channels: 3, background: "#0a0" } })
    .avif()
    .toBuffer();
  expect(await processPhoto(avif, "a.avif", dirs)).toMatchObject({
    ok: true,
    photo: { widths: [32] },
  });
});
