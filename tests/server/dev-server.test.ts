import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDevServer } from "../../server/dev-server";
import { openStore } from "../../server/inquiries/store";
import { VALID } from "../receiver/harness";

// `npm run dev`: the site's own server with Vite in middleware mode, from the sources.
describe("development server", () => {
  const dir = mkdtempSync(join(tmpdir(), "dev-server-"));
  const db = join(dir, "inquiries.sqlite");
  const before = process.env.INQUIRY_DB;
  let server: Awaited<ReturnType<typeof startDevServer>>;

  beforeAll(async () => {
    process.env.INQUIRY_DB = db;
    server = await startDevServer({ port: 0 });
  });

  afterAll(async () => {
    await server?.close();
    if (before === undefined) delete process.env.INQUIRY_DB;
    else process.env.INQUIRY_DB = before;
    rmSync(dir, { recursive: true, force: true });
  });

  it("renders the home page from the sources", async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toMatch(/<h1 class="hero__eyebrow">한빛플로우컨트롤/);
    // A content page (decision 042): its one script, which loads Vite's client and React
    // Router's hot reload runtime first, both served.
    const boot = /<script type="module" src="([^"]+)"/.exec(html)?.[1];
    expect(boot).toBeDefined();
    const bootSource = await (await fetch(server.url + boot!)).text();
    expect(bootSource).toContain("/@vite/client");
    expect(bootSource).toContain("inject-hmr-runtime");
    expect((await fetch(`${server.url}/@vite/client`)).status).toBe(200);
    // The one app left, the back office (the buyer's tools are islands now, decision 042), has
    // React Router's own scripts, the hot reload runtime among them.
    const backOffice = await (await fetch(`${server.url}/admin/sign-in`)).text();
    expect(backOffice).toContain("virtual:react-router/inject-hmr-runtime");
  });

  it("answers /healthz", async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: "ok",
      database: "writable",
      disk: "ok",
      notices: { pending: 0, failed: 0 },
    });
  });

  it("receives an inquiry and stores it in INQUIRY_DB", async () => {
    const response = await fetch(`${server.url}/f/inquiry`, {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body: JSON.stringify(VALID),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true, ref: expect.stringMatching(/^HF-/) });
    const store = openStore(db);
    try {
      expect(store.since()).toEqual([
        expect.objectContaining({ email: VALID.email, name: VALID.name }),
      ]);
    } finally {
      store.close();
    }
  });
});
