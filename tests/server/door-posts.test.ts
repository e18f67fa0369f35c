import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setUpStaff } from "../../server/admin/setup";
import { doorPosts } from "../../server/http/door-posts";
import { readConfig } from "../../server/platform/config";
import { send } from "./send-from";
import { serveBuilt } from "./serve-built";

/**
 * Back-office posts without a signed-in session, counted per address and minute before the app
 * (server/http/door-posts.ts, issue 80 item 5): past the limit a 429 in the path's language,
 * from any loopback address of its own (the whole 127/8 is this machine's).
 */

/** A signed-out form's post with a self-made CSRF pair, from `from`, with `cookie` beside it. */
function post(
  origin: string,
  path: string,
  { from = "127.0.0.1", cookie = "" }: { from?: string; cookie?: string } = {},
) {
  const token = "t".repeat(43);
  return send(origin, path, {
    method: "POST",
    from,
    headers: {
      Cookie: [`hf_csrf=${token}`, cookie].filter(Boolean).join("; "),
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: `csrf=${token}`,
  });
}

describe("the count, in front of a listener of its own", () => {
  let server: Server;
  let origin: string;
  let time = Date.UTC(2026, 10, 29, 9, 0, 10);
  let reached = 0;
  const signedIn = new Set(["live"]);
  beforeAll(async () => {
    const door = doorPosts({
      perMinute: 3,
      trustProxy: false,
      signedIn: (id) => signedIn.has(id),
      now: () => time,
    });
    server = createServer(
      door.guard((_request, response) => {
        reached++;
        response.end("app");
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("lets the limit's posts through, refuses the next until the minute ends, and counts no one else", async () => {
    for (let n = 0; n < 3; n++) expect((await post(origin, "/admin/sign-in")).status).toBe(200);
    const refused = await post(origin, "/admin/sign-in");
    expect(refused.status).toBe(429);
    expect(refused.headers["retry-after"]).toBe("50");
    expect(refused.headers["cache-control"]).toBe("no-store");
    expect(refused.body).toContain("50초 후 다시 시도하십시오");
    // Any case and encoding of the path, and its `.data` request, are the back office's too.
    for (const path of ["/EN/Admin/sign-in", "/en/%61dmin/passkey", "/admin.data"])
      expect((await post(origin, path)).status).toBe(429);
    expect((await post(origin, "/en/admin/sign-in")).body).toContain(
      "Please wait 50 seconds, then go back and try again.",
    );
    expect(reached).toBe(3);

    // Another address, a signed-in session's post, a public form and a page are not counted.
    expect((await post(origin, "/admin/sign-in", { from: "127.0.0.2" })).status).toBe(200);
    expect((await post(origin, "/admin/sign-out", { cookie: "hf_staff=live" })).status).toBe(200);
    expect((await post(origin, "/admin/sign-out", { cookie: "__Host-hf_staff=live" })).status).toBe(
      200,
    );
    expect((await post(origin, "/f/inquiry")).status).toBe(200);
    expect((await fetch(`${origin}/admin/sign-in`)).status).toBe(200);
    // A made-up session is no session.
    expect((await post(origin, "/admin/sign-out", { cookie: "hf_staff=made-up" })).status).toBe(
      429,
    );
    expect(reached).toBe(8);

    // The next minute begins with a count of nothing.
    time += 50_000;
    expect((await post(origin, "/admin/sign-in")).status).toBe(200);
  });
});

describe("the built server", () => {
  let server: Awaited<ReturnType<typeof serveBuilt>>;
  /** Each try's three full sessions and one with only its first step done. */
  const sessions: { full: string[]; halfway: string }[] = [];
  beforeAll(async () => {
    server = await serveBuilt({ STAFF_DOOR_POSTS_PER_MINUTE: "4" }, [], { keepOutput: true });
    const staff = setUpStaff(readConfig({ DATA_DIR: server.dir }));
    const { account, token } = staff.accounts.invite("owner@example.com", "owner");
    staff.accounts.completeInvitation(token, account.id);
    for (let n = 0; n < 2; n++) {
      sessions.push({
        full: [0, 1, 2].map(() => staff.sessions.create(account.id, "full", "127.0.0.1")),
        halfway: staff.sessions.create(account.id, "password", "127.0.0.1"),
      });
    }
    staff.close();
  });
  afterAll(() => server?.stop());

  /** What one address's posts get, in order, from a fresh count. */
  async function oneAddress(from: string, { full, halfway }: (typeof sessions)[number]) {
    const seen: Record<string, unknown>[] = [];
    const send = async (path: string, cookie?: string) => {
      const answer = await post(server.origin, path, { from, ...(cookie && { cookie }) });
      const wait = Number(answer.headers["retry-after"]);
      seen.push({
        status: answer.status,
        ...(answer.status === 429 && { waitInMinute: wait >= 1 && wait <= 60 }),
        ...(cookie &&
          answer.status === 302 && {
            cleared: /hf_staff=;/.test(String(answer.headers["set-cookie"])),
          }),
      });
    };
    // As before the count: a sign-out with no session goes to the sign-in form, four times.
    for (let n = 0; n < 5; n++) await send("/admin/sign-out");
    // A session with only its first step done is still at the door.
    await send("/admin/sign-in/verify", `hf_staff=${halfway}`);
    // The owner at the same address signs out, each session in turn.
    for (const id of full) await send("/admin/sign-out", `hf_staff=${id}`);
    // Signed out now, the owner's next post is counted like anyone's.
    await send("/admin/sign-out", `hf_staff=${full[0]}`);
    return seen;
  }

  it("refuses signed-out posts past STAFF_DOOR_POSTS_PER_MINUTE, never a signed-in owner's", async () => {
    const refused = { status: 429, waitInMinute: true };
    const expected = [
      ...Array(4).fill({ status: 302 }),
      refused,
      refused,
      ...Array(3).fill({ status: 302, cleared: true }),
      refused,
    ];
    // The count is the clock's minute: a try that a new minute cut in two is made again, from
    // another address (the posts take about a second, so a second try is never cut).
    for (const [n, own] of sessions.entries()) {
      const minute = Math.floor(Date.now() / 60_000);
      const seen = await oneAddress(`127.0.0.${3 + n}`, own);
      if (Math.floor(Date.now() / 60_000) !== minute && n === 0) continue;
      expect(seen).toEqual(expected);
      break;
    }
    // The server's own log says it, without the address.
    await expect
      .poll(() => server.output())
      .toMatch(/Back-office posts without a session past 4 a minute from one address/);
    expect(server.output()).not.toMatch(/127\.0\.0\.[34]\b/);
  });
});
