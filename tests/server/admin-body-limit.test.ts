import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bodyLimitOf,
  MAX_SHEET_BYTES,
  SIGNED_OUT_BYTES,
  type SessionRole,
} from "../../server/admin/body-limit";
import { setUpStaff } from "../../server/admin/setup";
import { readConfig } from "../../server/platform/config";
import { serveBuilt } from "./serve-built";

/**
 * The back office's cap on a post's body (server/admin/body-limit.ts), against the built server
 * over a real socket: a body far over its path's limit is answered 413 while it is still being
 * sent, whether its length is declared or it comes in chunks, and the server does not take it
 * in. What the server read is counted by the kernel (`bytesRead`), not by what the client handed
 * its socket: the kernel's buffers between them grow to tens of MB on a loaded machine's loopback
 * (tcp_rmem), and those bytes were never the server's. 200 MB was read before the cap. The large
 * limits are a signed-in owner's: the session is made in the served server's own staff database.
 * Signed out, the limit is what signing in needs (tests/server/admin-door-body.test.ts counts
 * those bytes exactly).
 */

let server: Awaited<ReturnType<typeof serveBuilt>>;
let ownerCookie: string;
beforeAll(async () => {
  server = await serveBuilt();
  const staff = setUpStaff(readConfig({ DATA_DIR: server.dir }));
  const { account, token } = staff.accounts.invite("owner@example.com", "owner");
  staff.accounts.completeInvitation(token, account.id);
  ownerCookie = `hf_staff=${staff.sessions.create(account.id, "full", "127.0.0.1")}`;
  staff.close();
});
afterAll(() => server?.stop());

const SENT = 200 * 1024 * 1024;
/** What Node's parser and streams, and the server's own files, may read past a limit. */
const SLACK = 2 * 1024 * 1024;

/**
 * Posts `SENT` bytes of a multipart body to `path`, 64 KB at a time, until the server answers;
 * gives its status line and the bytes handed to the socket by then.
 */
function postHuge(
  path: string,
  chunked: boolean,
  session = "",
): Promise<{ status: string; sent: number }> {
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
        `Cookie: ${[`hf_csrf=${"t".repeat(43)}`, session].filter(Boolean).join("; ")}`,
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
    const staff: SessionRole = "staff";
    expect(bodyLimitOf("/admin/content/catalogue", staff)).toBe(MAX_SHEET_BYTES + 256 * 1024);
    expect(bodyLimitOf("/en/admin/content/catalogue.data", staff)).toBe(
      MAX_SHEET_BYTES + 256 * 1024,
    );
    expect(bodyLimitOf("/admin/photos", staff)).toBeGreaterThan(25 * 1024 * 1024);
    expect(bodyLimitOf("/admin/content/documents/new", staff)).toBeGreaterThan(20 * 1024 * 1024);
    // A reply's attachments: 20 MB in all, and the form around them.
    expect(bodyLimitOf("/admin/inquiries/HF-1", staff)).toBe(20 * 1024 * 1024 + 256 * 1024);
    expect(bodyLimitOf("/admin/inquiries/HF-1/quotation", staff)).toBe(1024 * 1024);
    expect(bodyLimitOf("/admin/mail", staff)).toBe(1024 * 1024);
    expect(bodyLimitOf("/admin/staff", "owner")).toBe(1024 * 1024);
  });

  it("signed out, or at an owner's screen with the staff role: what signing in needs", () => {
    for (const path of ["/admin/content/gallery/1", "/admin/photos", "/admin/sign-in"]) {
      expect(bodyLimitOf(path, undefined)).toBe(SIGNED_OUT_BYTES);
    }
    expect(SIGNED_OUT_BYTES).toBe(64 * 1024);
    for (const path of ["/admin/staff", "/en/admin/settings/mail.data", "/admin/erase"]) {
      expect(bodyLimitOf(path, "staff"), path).toBe(SIGNED_OUT_BYTES);
    }
  });

  for (const chunked of [false, true]) {
    it(`answers 413 at the limit, not after the body (${chunked ? "chunked" : "declared length"})`, async () => {
      const before = server.rss();
      for (const path of ["/admin/content/catalogue", "/en/admin/photos", "/admin/sign-in"]) {
        let read = server.bytesRead();
        const { status, sent } = await postHuge(path, chunked, ownerCookie);
        expect(status, path).toBe("HTTP/1.1 413 Payload Too Large");
        expect(server.bytesRead() - read, path).toBeLessThan(bodyLimitOf(path, "owner") + SLACK);
        expect(sent, path).toBeLessThan(SENT);
        // Signed out: refused at what signing in needs, whatever the path takes.
        read = server.bytesRead();
        const signedOut = await postHuge(path, chunked);
        expect(signedOut.status, path).toBe("HTTP/1.1 403 Forbidden");
        expect(server.bytesRead() - read, path).toBeLessThan(SIGNED_OUT_BYTES + SLACK);
        expect(signedOut.sent, path).toBeLessThan(SENT);
      }
      // What was sent was not kept: the server grew by far less than the bodies.
      expect(server.rss() - before).toBeLessThan(100 * 1024 * 1024);
      expect((await fetch(`${server.origin}/healthz`)).status).toBe(200);
    });
  }
});
