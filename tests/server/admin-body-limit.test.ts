import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyLimitOf, MAX_SHEET_BYTES } from "../../server/admin/body-limit";
import { serveBuilt } from "./serve-built";

/**
 * The back office's cap on a post's body (server/admin/body-limit.ts), against the built server
 * over a real socket: a body far over its path's limit is answered 413 while it is still being
 * sent, whether its length is declared or it comes in chunks, and the server does not take it
 * in. Bytes the client could hand to the socket before the answer are counted; the loopback's
 * buffers hold a few MB of them, so the bound allows 16 MB over the limit (200 MB was read
 * before the cap).
 */

let server: Awaited<ReturnType<typeof serveBuilt>>;
beforeAll(async () => {
  server = await serveBuilt();
});
afterAll(() => server?.stop());

const SENT = 200 * 1024 * 1024;
const SLACK = 16 * 1024 * 1024;

/**
 * Posts `SENT` bytes of a multipart body to `path`, 64 KB at a time, until the server answers;
 * gives its status line and the bytes handed to the socket by then.
 */
function postHuge(path: string, chunked: boolean): Promise<{ status: string; sent: number }> {
  const { port } = new URL(server.origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), "127.0.0.1");
    let sent = 0;
    let answer = "";
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      socket.destroy();
      resolve({ status: answer.split("\r\n")[0] ?? "", sent });
    };
    socket.on("data", (chunk) => {
      answer += chunk.toString("latin1");
      if (answer.includes("\r\n\r\n")) finish();
    });
    socket.on("error", () => (answer ? finish() : reject(new Error(`no answer after ${sent}`))));
    socket.on("close", () => (answer ? finish() : reject(new Error(`closed after ${sent}`))));
    const piece = Buffer.alloc(64 * 1024, "a");
    // A token cookie, so that the token check would read the body were it not capped first.
    socket.write(
      [
        `POST ${path} HTTP/1.1`,
        `Host: 127.0.0.1:${port}`,
        "Content-Type: multipart/form-data; boundary=xyz",
        `Cookie: hf_csrf=${"t".repeat(43)}`,
        chunked ? "Transfer-Encoding: chunked" : `Content-Length: ${SENT}`,
        "",
        "",
      ].join("\r\n"),
    );
    const pump = () => {
      while (!done && sent < SENT) {
        const frame = chunked
          ? Buffer.concat([
              Buffer.from(`${piece.length.toString(16)}\r\n`),
              piece,
              Buffer.from("\r\n"),
            ])
          : piece;
        sent += piece.length;
        if (!socket.write(frame)) {
          socket.once("drain", pump);
          return;
        }
      }
    };
    pump();
  });
}

describe("a post's body in the back office", () => {
  it("has a limit by path: the file's for uploads, 1 MB for forms", () => {
    expect(bodyLimitOf("/admin/content/catalogue")).toBe(MAX_SHEET_BYTES + 256 * 1024);
    expect(bodyLimitOf("/en/admin/content/catalogue.data")).toBe(MAX_SHEET_BYTES + 256 * 1024);
    expect(bodyLimitOf("/admin/photos")).toBeGreaterThan(25 * 1024 * 1024);
    expect(bodyLimitOf("/admin/content/documents/new")).toBeGreaterThan(20 * 1024 * 1024);
    // A reply's attachments: 20 MB in all, and the form around them.
    expect(bodyLimitOf("/admin/inquiries/HF-1")).toBe(20 * 1024 * 1024 + 256 * 1024);
    expect(bodyLimitOf("/admin/inquiries/HF-1/quotation")).toBe(1024 * 1024);
    expect(bodyLimitOf("/admin/mail")).toBe(1024 * 1024);
  });

  for (const chunked of [false, true]) {
    it(`answers 413 at the limit, not after the body (${chunked ? "chunked" : "declared length"})`, async () => {
      const before = server.rss();
      for (const path of ["/admin/content/catalogue", "/en/admin/photos", "/admin/sign-in"]) {
        const { status, sent } = await postHuge(path, chunked);
        expect(status, path).toBe("HTTP/1.1 413 Payload Too Large");
        expect(sent, path).toBeLessThan(bodyLimitOf(path) + SLACK);
      }
      // What was sent was not kept: the server grew by far less than the bodies.
      expect(server.rss() - before).toBeLessThan(100 * 1024 * 1024);
      expect((await fetch(`${server.origin}/healthz`)).status).toBe(200);
    });
  }
});
