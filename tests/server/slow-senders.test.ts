import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { findProductById } from "../../app/content/catalog/catalog.server";
import { SIGNED_OUT_BYTES } from "../../server/admin/body-limit";
import { DOOR_SHARE, TINY_PIECE_BYTES, TINY_PIECES } from "../../server/platform/body";
import { openUnitsPart } from "../../server/units/setup";
import { phonePhoto } from "../fixtures/photos";
import { deliveredUnit, serviceRequestForm, FORMS_OPEN_AT } from "../fixtures/units";
import { corpusBody, oneByteChunks, sendChunks, sendCorpus, sizedChunks } from "../hostile-corpus";
import { cpuMsOf, serveBuilt } from "./serve-built";

/**
 * Issue 71 item 3, over real sockets to the built server: limits fire while the bytes arrive.
 * A field's limit inside its part; a body that trickles is closed within its stall window, not
 * Node's 300 s; the signed-out share of the budget is per address and per door, so senders
 * holding bodies at the sign-in door from a handful of addresses leave a buyer's photo its room;
 * a body one byte a chunk costs no more than twice the CPU of the same bytes in one piece.
 */

const STALL_SECONDS = 2;
let site: Awaited<ReturnType<typeof serveBuilt>>;
let unitToken: string;
const BOUNDARY = "slow71";

beforeAll(async () => {
  site = await serveBuilt({
    BODY_STALL_SECONDS: String(STALL_SECONDS),
    TEST_SITE_CLOCK_AT: FORMS_OPEN_AT,
  });
  const units = openUnitsPart(site.dir);
  unitToken = units.store.add(deliveredUnit(findProductById("480-035")!), "kim@example.com").token;
  units.store.close();
});
afterAll(() => site?.stop());

/** A post that sends `head` and then holds on: its socket, and its answer when one comes. */
function holdingPost(path: string, head: Buffer, from: string, declared: number) {
  const { port } = new URL(site.origin);
  const socket: Socket = connect({ port: Number(port), host: "127.0.0.1", localAddress: from });
  let answer = "";
  const answered = new Promise<{ status: number; at: number }>((resolve) => {
    const done = () =>
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0),
        at: performance.now(),
      });
    socket.on("data", (chunk: Buffer) => {
      answer += chunk.toString("latin1");
      if (/^HTTP\/1\.1 \d{3}/.test(answer)) done();
    });
    socket.on("close", done);
    socket.on("error", () => undefined);
  });
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\n` +
      `Content-Length: ${declared}\r\n\r\n`,
  );
  socket.write(head);
  return { socket, answered };
}

/** The server's CPU time so far, in ms. */
const serverCpu = () => cpuMsOf(site.pid);

test("a field's limit fires as its bytes pass it, not when its part ends", async () => {
  // 20 MB of one text field: the service form's 20 KB limit is passed in its first slices.
  const answer = await sendCorpus(site.origin, `/u/${unitToken}/service`, corpusBody("huge-field"));
  expect(answer.status).toBe(422);
  expect(answer.text).toContain("request-inquiry-error");
  // Sent, not read: the kernel's buffers hold a few MB of what followed.
  expect(answer.sent).toBeLessThan(10 * 1024 * 1024);
});

test("a body that trickles is closed within its stall window", async () => {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="name"\r\n\r\n김민준\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="inquiry"\r\n\r\n${"펌프".repeat(1000)}`,
  );
  const started = performance.now();
  const post = holdingPost(`/u/${unitToken}/service`, head, "127.0.0.1", 1_000_000);
  // A byte now and then: never silent for the stall time, far under the rate a body keeps.
  const trickle = setInterval(() => post.socket.write("가"), 300);
  const { status, at } = await post.answered;
  clearInterval(trickle);
  post.socket.destroy();
  expect(status).toBe(408);
  expect(at - started).toBeLessThan(3 * STALL_SECONDS * 1000);
});

test("held bodies at the sign-in door from four addresses leave a buyer's photo its room", async () => {
  // Each address holds as many unfinished bodies at the sign-in door as it may, and more.
  const fields = Array.from(
    { length: 15 },
    (_, i) =>
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\n${"x".repeat(4000)}\r\n`,
  ).join("");
  const head = Buffer.from(fields);
  expect(head.length).toBeLessThan(SIGNED_OUT_BYTES);
  const held: ReturnType<typeof holdingPost>[] = [];
  const addresses = ["127.0.0.2", "127.0.0.3", "127.0.0.4", "127.0.0.5"];
  for (const from of addresses) {
    for (let i = 0; i < DOOR_SHARE + 4; i++)
      held.push(holdingPost("/admin/sign-in", head, from, SIGNED_OUT_BYTES - 1));
  }
  // A buyer's service request with a 3 MB photo, from another address, while they hold.
  const photo = await phonePhoto();
  const big = Buffer.concat([photo, Buffer.alloc(3 * 1024 * 1024 - photo.length)]);
  const form = serviceRequestForm(big);
  const buyer = await fetch(`${site.origin}/u/${unitToken}/service`, {
    method: "POST",
    body: form,
    redirect: "manual",
  });
  expect(
    buyer.status,
    (await buyer.text()).match(/class="[^"]*error[^"]*"[^>]*>[^<]+/g)?.join(" | "),
  ).toBe(303);
  const statuses = await Promise.all(
    held.map((post) => post.answered.then(({ status }) => status)),
  );
  for (const post of held) post.socket.destroy();
  // Per address: its share read until the stall window closed it (408), the rest refused (503).
  for (let a = 0; a < addresses.length; a++) {
    const mine = statuses.slice(a * (DOOR_SHARE + 4), (a + 1) * (DOOR_SHARE + 4));
    expect(mine.filter((status) => status === 503).length, addresses[a]).toBeGreaterThanOrEqual(4);
    expect(
      mine.every((status) => status === 503 || status === 408),
      String(mine),
    ).toBe(true);
  }
});

test("a body in small chunks costs at most twice the CPU of the same bytes in one piece", async () => {
  // Three 6 MB files, as the review's 17 MB: in one piece they are read whole (then refused as
  // no photos, 422); one byte a chunk the body is refused after TINY_PIECES pieces.
  const photo = (n: number) =>
    Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photos"; filename="${n}.jpg"\r\n` +
          "Content-Type: image/jpeg\r\n\r\n",
      ),
      Buffer.alloc(6 * 1024 * 1024, 0x41),
      Buffer.from("\r\n"),
    ]);
  const body = Buffer.concat([photo(1), photo(2), photo(3), Buffer.from(`--${BOUNDARY}--\r\n`)]);
  const contentType = `multipart/form-data; boundary=${BOUNDARY}`;
  const path = `/u/${unitToken}/service`;
  const framed = oneByteChunks(body);
  // Small chunks a body may have (the pieces' least average, twice: a chunk split across the
  // socket's reads arrives as two pieces), read to its end as the body in one piece is.
  const small = sizedChunks(body, 2 * TINY_PIECE_BYTES);
  // Warmed: the form page rendered once either way.
  await sendChunks(site.origin, path, { contentType, chunks: [body] });
  const costs = { whole: Infinity, pieces: Infinity, small: Infinity };
  for (let round = 0; round < 3; round++) {
    let before = serverCpu();
    const whole = await sendChunks(site.origin, path, { contentType, chunks: [body] });
    costs.whole = Math.min(costs.whole, serverCpu() - before);
    before = serverCpu();
    const pieces = await sendChunks(site.origin, path, { contentType, chunks: [] }, { framed });
    costs.pieces = Math.min(costs.pieces, serverCpu() - before);
    before = serverCpu();
    const read = await sendChunks(
      site.origin,
      path,
      { contentType, chunks: [] },
      { framed: small },
    );
    costs.small = Math.min(costs.small, serverCpu() - before);
    expect(whole.status).toBe(422);
    // Past TINY_PIECES pieces of a byte, the body is refused as no browser's.
    expect(pieces.status).toBe(400);
    expect(read.status).toBe(422);
  }
  expect(TINY_PIECES).toBeLessThan(body.length / 100);
  expect(costs.pieces, JSON.stringify(costs)).toBeLessThanOrEqual(2 * costs.whole);
  expect(costs.small, JSON.stringify(costs)).toBeLessThanOrEqual(2 * costs.whole);
});

/**
 * Sends all of `framed` (a chunked body) to `path` whatever the server answers, as a hostile
 * sender would, and resolves once the connection has closed (the server's close, or ours once
 * the last byte is sent and the answer is in): the answer's head and how many bytes were written.
 */
function sendingOn(path: string, contentType: string, framed: Buffer) {
  const { port } = new URL(site.origin);
  const socket: Socket = connect({ port: Number(port), host: "127.0.0.1" });
  let answer = "";
  let written = 0;
  let allSent = false;
  // Sent to the end and answered: the server has read it all (our end would abort it).
  const doneIfAnswered = () => {
    if (allSent && answer.includes("\r\n\r\n")) socket.destroy();
  };
  socket.on("data", (chunk: Buffer) => {
    answer += chunk.toString("latin1");
    doneIfAnswered();
  });
  socket.on("error", () => undefined);
  const closed = new Promise<{ head: string; written: number }>((resolve) =>
    socket.on("close", () => resolve({ head: answer.split("\r\n\r\n")[0]!, written })),
  );
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${contentType}\r\n` +
      "Transfer-Encoding: chunked\r\n\r\n",
  );
  let at = 0;
  const pump = () => {
    while (at < framed.length && !socket.destroyed) {
      const frame = framed.subarray(at, at + 65_536);
      at += frame.length;
      written += frame.length;
      if (!socket.write(frame)) return void socket.once("drain", pump);
    }
    if (at >= framed.length) {
      allSent = true;
      doneIfAnswered();
    }
  };
  pump();
  return closed;
}

test("a refusal closes the connection: Connection: close, the socket ended", async () => {
  // 500,000 bytes of a photo one byte a chunk: refused after TINY_PIECES pieces (400), the
  // answer says Connection: close and the server ends the connection rather than reading the
  // rest to keep it alive. The same bytes in one piece are read whole (then 422).
  const bytes = Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photos"; filename="1.jpg"\r\n` +
        "Content-Type: image/jpeg\r\n\r\n",
    ),
    Buffer.alloc(500_000, 0x41),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  const contentType = `multipart/form-data; boundary=${BOUNDARY}`;
  const path = `/u/${unitToken}/service`;
  const framed = oneByteChunks(bytes);
  const whole = sizedChunks(bytes, bytes.length);
  await sendingOn(path, contentType, whole);
  const costs = { whole: Infinity, pieces: Infinity };
  let taken = 0;
  for (let round = 0; round < 2; round++) {
    let before = serverCpu();
    const one = await sendingOn(path, contentType, whole);
    costs.whole = Math.min(costs.whole, serverCpu() - before);
    expect(one.head).toMatch(/^HTTP\/1\.1 422/);
    before = serverCpu();
    const readBefore = site.bytesRead();
    const pieces = await sendingOn(path, contentType, framed);
    costs.pieces = Math.min(costs.pieces, serverCpu() - before);
    // Sent to its end, read in part: the rest is never the server's, nor its CPU's.
    expect(pieces.written).toBe(framed.length);
    taken = Math.max(taken, site.bytesRead() - readBefore);
    expect(pieces.head).toMatch(/^HTTP\/1\.1 400/);
    expect(pieces.head).toMatch(/\r\nConnection: close/i);
  }
  // Nothing more is read once the answer is out (body.ts holds the request from
  // @hono/node-server's draining, which read all 3 MB): 0.3 to 0.5 MB under load.
  expect(taken).toBeLessThan(framed.length / 2);
  // The CPU, for the record: 10 ms against 20 whole on an idle machine (510 to 840 before); on
  // a loaded one 110 to 460 against 20 to 50, spent in Node's parser on the pieces that arrived
  // before the refusal (a socket read holds 10,000 of them), which the 2x bound does not cover.
  console.log(`refused body: server CPU ${JSON.stringify(costs)} ms (min of 2 rounds)`);
});
