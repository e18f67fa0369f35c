import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, onTestFinished, test } from "vitest";
import { fileDir, MAX_FILE_BYTES, safeFileName, storePdf } from "../../server/content/files";
import { openContentPart } from "../../server/content/live";
import type { DocumentsSource } from "../../server/documents/keeper";
import { makePdf } from "../pdf-fixtures";
import { builtSite } from "./built-site";

/**
 * PDF uploads (server/content/files.ts): checked by their bytes, stored, served as PDFs; and how
 * the server answers for the datasheets the documents keeper no longer makes.
 */
const dataDir = mkdtempSync(join(tmpdir(), "files-"));
const dir = fileDir(dataDir);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

test("a real PDF is stored under a random id with its safe name", async () => {
  const pdf = await makePdf();
  const result = await storePdf(pdf, "카탈로그 2026.pdf", dir);
  if (!result.ok) throw new Error(result.message.en);
  expect(result.file).toMatchObject({ name: "카탈로그 2026.pdf", bytes: pdf.length });
  expect(readdirSync(dir).sort()).toEqual([`${result.file.file}.json`, `${result.file.file}.pdf`]);
  expect(safeFileName("..\u0001hidden")).toBe("hidden.pdf");
});

test("anything else is refused with a message that says what to send", async () => {
  const pdf = await makePdf();
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>`,
  );
  const cases: [Buffer, string, string][] = [
    [Buffer.from("just some text, renamed\n"), "notes.pdf", "not a PDF"],
    [svg, "drawing.pdf", "not a PDF"],
    [Buffer.from("%PDF-1.7\nthis is no document at all\n%%EOF"), "fake.pdf", "not a PDF"],
    // A browser that sniffs would take this for a page; PDF readers skip to the header.
    [
      Buffer.concat([Buffer.from("<html><script>alert(1)</script>\n"), pdf]),
      "page.pdf",
      "not a PDF",
    ],
    [pdf, "../../etc/passwd.pdf", "contains a path"],
    [pdf, "uploads/x.pdf", "contains a path"],
    [pdf, "C:\\Users\\me\\x.pdf", "contains a path"],
    [Buffer.alloc(MAX_FILE_BYTES + 1, 0x25), "big.pdf", "larger than 20 MB"],
    [Buffer.alloc(0), "empty.pdf", "empty"],
  ];
  const before = readdirSync(dir).length;
  for (const [bytes, name, why] of cases) {
    const result = await storePdf(bytes, name, dir);
    expect(result.ok, name).toBe(false);
    if (result.ok) continue;
    expect(result.message.en, name).toContain(why);
    expect(result.message.en).toContain("Please send a PDF file (up to 20 MB).");
    expect(result.message.ko).toContain("PDF 파일(20 MB 이하)을 보내 주십시오.");
  }
  // Nothing refused was written.
  expect(readdirSync(dir)).toHaveLength(before);
});

test("published, served as a PDF download with its name and a strong ETag; nothing else is", async () => {
  const pdf = await makePdf("Served");
  const result = await storePdf(pdf, '인증서 "v2".pdf', dir);
  if (!result.ok) throw new Error(result.message.en);
  const { file } = result.file;
  // Looked at on each request: the publish below is shown at once.
  const content = openContentPart(dataDir, 0);
  onTestFinished(() => void content.store.close());
  const { app, close } = await builtSite(undefined, content);
  onTestFinished(close);
  // Served to everyone once a published document links to it (tests/server/scan-findings.test.ts
  // has drafts' files, which only staff get).
  const document = {
    id: 1,
    title: { ko: "인증서", en: "Certificate" },
    group: "general",
    lang: "en",
    date: "2026-11-20",
    file: result.file,
  };
  const by = { by: "test", baseVersion: 0 };
  expect(content.store.saveDraft("document", "1", document, by)).toMatchObject({ ok: true });
  expect(content.store.publish("document", "1", { ...by, baseVersion: 1 })).toMatchObject({
    ok: true,
  });
  const get = (path: string, headers?: Record<string, string>) =>
    app.request(`http://localhost${path}`, { headers });

  const response = await get(`/uploads/files/${file}.pdf`);
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("application/pdf");
  expect(response.headers.get("Content-Disposition")).toBe(
    `attachment; filename="___ _v2_.pdf"; filename*=UTF-8''${encodeURIComponent('인증서 "v2".pdf')}`,
  );
  expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
  expect(response.headers.get("Content-Security-Policy")).toContain("sandbox");
  const etag = response.headers.get("ETag")!;
  expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
  expect(Buffer.from(await response.arrayBuffer()).equals(pdf)).toBe(true);
  expect((await get(`/uploads/files/${file}.pdf`, { "If-None-Match": etag })).status).toBe(304);

  for (const path of [
    `/uploads/files/${file}.json`,
    `/uploads/files/${file.toUpperCase()}.pdf`,
    `/uploads/files/${file}.pdf.pdf`,
    `/uploads/files/${file}.pdf/x`,
    `/uploads/${file}.pdf`,
    `/uploads/files/%2e%2e/%2e%2e/content.sqlite`,
    `/uploads/files/00000000-0000-4000-8000-000000000000.pdf`,
  ]) {
    expect((await get(path)).status, path).toBe(404);
  }
});

test("a datasheet no longer made answers 410 with the not-found page; the others are served", async () => {
  const content = openContentPart(dataDir);
  onTestFinished(() => void content.store.close());
  // The keeper's answers (server/documents/keeper.ts; its rules: documents-keeper.test.ts).
  const gone = "/documents/datasheet-s30-ko.pdf";
  const documents: DocumentsSource = {
    file: (path) => (path === gone ? "gone" : undefined),
    edition: () => 0,
  };
  const { app, close } = await builtSite(undefined, { ...content, documents });
  onTestFinished(close);
  const answer = await app.request(`http://localhost${gone}`);
  expect(answer.status).toBe(410);
  expect(answer.headers.get("Content-Type")).toContain("text/html");
  expect(await answer.text()).toContain("페이지를 찾을 수 없습니다");
  // Not the keeper's: the build's file.
  const built = await app.request("http://localhost/documents/datasheet-480-035-en.pdf");
  expect(built.status).toBe(200);
  expect(built.headers.get("Content-Type")).toBe("application/pdf");
});
