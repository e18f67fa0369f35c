import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, expect, onTestFinished, test } from "vitest";
import { openContentPart } from "../../server/content/live";
import { photoDirs, processPhoto } from "../../server/content/photos";
import { builtSite } from "./built-site";

/** Uploaded photos as the server serves them: the copies only, never the originals. */
const dataDir = mkdtempSync(join(tmpdir(), "uploads-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

test("the served copies are answered, cached for good; originals and other paths are not", async () => {
  const input = await sharp({
    create: { width: 600, height: 400, channels: 3, background: "#369" },
  })
    .jpeg()
    .toBuffer();
  const result = await processPhoto(input, "job.jpg", photoDirs(dataDir));
  if (!result.ok) throw new Error(result.message.en);
  const { id } = result.photo;
  const content = openContentPart(dataDir);
  onTestFinished(() => void content.store.close());
  const { app, close } = await builtSite(undefined, content);
  onTestFinished(close);
  const get = (path: string) => app.request(`http://localhost${path}`);

  for (const [format, type] of [
    ["avif", "image/avif"],
    ["webp", "image/webp"],
  ]) {
    const response = await get(`/uploads/photos/${id}-480.${format}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe(type);
    expect(response.headers.get("Cache-Control")).toContain("immutable");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(480);
  }
  for (const path of [
    `/originals/${id}.jpg`,
    `/uploads/photos/${id}-999.webp`,
    `/uploads/photos/../../originals/${id}.jpg`,
    `/uploads/photos/%2e%2e/%2e%2e/originals/${id}.jpg`,
    `/uploads/originals/${id}.jpg`,
  ]) {
    expect((await get(path)).status, path).toBe(404);
  }
});
