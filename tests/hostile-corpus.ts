import { connect } from "node:net";

/**
 * The hostile corpus (issue 63 item 3): the same inputs for every route that takes a body, sent
 * over a real socket as a stranger would. Shared by tests/server/hostile-corpus.test.ts and
 * bench/hostile-corpus.ts.
 */

export type CorpusInput =
  | "repeated-urlencoded"
  | "repeated-multipart"
  | "huge-field"
  | "empty-parts"
  | "stall"
  | "deep-json"
  | "wide-json"
  | "bidi-controls"
  | "file-lies";

export const BOUNDARY = "corpus63";

/** Text characters no form takes: a right-to-left override, NUL, other controls and formats. */
export const BIDI_CONTROLS = "\u202e\u0000\u0007\u200f\u2066gpj.exe\u202c\u0085\ufeff";

const part = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

/** What one input sends: its type, its head (all of it, but the endless ones), how it goes on. */
export interface CorpusBody {
  contentType: string;
  head: Buffer;
  /** Bytes that follow the head, made as they are sent; none: the head is the body. */
  then?: { size: number; fill: string; tail: string };
  /** Stops after the head and sends nothing more. */
  stalls?: boolean;
}

/** The body of `input`, with `csrf` first when a token is known (signed in to the back office). */
export function corpusBody(input: CorpusInput, csrf?: string): CorpusBody {
  const token = csrf ? part("csrf", csrf) : "";
  const multipart = `multipart/form-data; boundary=${BOUNDARY}`;
  const urlencoded = "application/x-www-form-urlencoded";
  switch (input) {
    case "repeated-urlencoded": {
      const head = `${csrf ? `csrf=${csrf}&` : ""}${"x&".repeat(100 * 1024)}`;
      return { contentType: urlencoded, head: Buffer.from(head) };
    }
    case "repeated-multipart": {
      const one = part("x", "x");
      const count = Math.ceil((200 * 1024) / one.length);
      return {
        contentType: multipart,
        head: Buffer.from(`${token}${one.repeat(count)}--${BOUNDARY}--\r\n`),
      };
    }
    case "huge-field":
      return {
        contentType: multipart,
        head: Buffer.from(
          `${token}--${BOUNDARY}\r\nContent-Disposition: form-data; name="inquiry"\r\n\r\n`,
        ),
        then: { size: 20 * 1024 * 1024, fill: "가", tail: `\r\n--${BOUNDARY}--\r\n` },
      };
    case "empty-parts": {
      const empty = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photos"; filename=""\r\n\r\n\r\n`;
      return {
        contentType: multipart,
        head: Buffer.from(`${token}${empty.repeat(100_000)}--${BOUNDARY}--\r\n`),
      };
    }
    case "stall":
      return {
        contentType: multipart,
        head: Buffer.from(
          `${token}${part("name", "김민준")}--${BOUNDARY}\r\nContent-Disposition: form-data; name="inquiry"\r\n\r\n펌프`,
        ),
        stalls: true,
      };
    case "deep-json":
      return {
        contentType: "application/json",
        head: Buffer.from(`${"[".repeat(50_000)}${"]".repeat(50_000)}`),
      };
    case "wide-json": {
      const members = Array.from({ length: 20_000 }, (_, i) => `"k${i}":${i}`).join(",");
      return { contentType: "application/json", head: Buffer.from(`{${members}}`) };
    }
    case "bidi-controls": {
      const names = [
        "name",
        "companyName",
        "email",
        "phone",
        "inquiry",
        "title",
        "body",
        "reason",
        "po",
      ];
      const fields = names.map((name) => part(name, `${name}${BIDI_CONTROLS}`)).join("");
      return { contentType: multipart, head: Buffer.from(`${token}${fields}--${BOUNDARY}--\r\n`) };
    }
    case "file-lies": {
      // A Windows program named as a photo, a PDF and a sheet: its bytes say what it is.
      const exe = `MZ\x90\x00${"\x00".repeat(60)}PE\x00\x00`;
      const file = (field: string, name: string, type: string) =>
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n${exe}\r\n`;
      const files = [
        file("photos", "pump.jpg", "image/jpeg"),
        file("upload", "manual.pdf", "application/pdf"),
        file("poFile", "po.pdf", "application/pdf"),
      ].join("");
      return {
        contentType: multipart,
        head: Buffer.from(`${token}${part("intent", "save")}${files}--${BOUNDARY}--\r\n`, "latin1"),
      };
    }
  }
}

/** The inputs a door takes by its types: JSON ones only where JSON is taken. */
export function inputsFor(types: readonly string[]): CorpusInput[] {
  const json = types.includes("json") || types.includes("text");
  const form = types.includes("multipart") || types.includes("urlencoded");
  return [
    ...(form
      ? ([
          "repeated-urlencoded",
          "repeated-multipart",
          "huge-field",
          "empty-parts",
          "stall",
          "bidi-controls",
          "file-lies",
        ] as const)
      : []),
    ...(json ? (["deep-json", "wide-json"] as const) : []),
  ];
}

export interface Answered {
  status: number;
  /** The answer's head and what of its body arrived. */
  text: string;
  ms: number;
  /** Bytes handed to the socket before the answer. */
  sent: number;
}

/** How long a body's sender waits for an answer before it says which route gave none. */
export const ANSWER_WAIT_MS = 20_000;

/**
 * Sends `body` to `path` on a raw socket and resolves with the status line's code as soon as
 * the answer's head and body have arrived (or the server closed); stops sending then.
 */
export function sendCorpus(
  origin: string,
  path: string,
  body: CorpusBody,
  headers: Record<string, string> = {},
  waitMs = ANSWER_WAIT_MS,
): Promise<Answered> {
  const { hostname, port } = new URL(origin);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let answer = Buffer.alloc(0);
    let sent = 0;
    let done = false;
    // A route that never answers fails naming itself, not the whole test by its timeout.
    const gaveUp = setTimeout(() => finish(), waitMs);
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(gaveUp);
      socket.destroy();
      const text = answer.toString("utf8");
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      if (!status) {
        const waited = Math.round(performance.now() - started);
        reject(new Error(`no answer to ${path} after ${sent} bytes and ${waited} ms`));
      } else resolve({ status, text, ms: performance.now() - started, sent });
    };
    const complete = () => {
      const text = answer.toString("latin1");
      const end = text.indexOf("\r\n\r\n");
      if (end < 0) return false;
      const length = /\r\ncontent-length: (\d+)/i.exec(text.slice(0, end))?.[1];
      if (length !== undefined) return answer.length >= end + 4 + Number(length);
      return /\r\ntransfer-encoding: chunked/i.test(text.slice(0, end))
        ? text.endsWith("0\r\n\r\n")
        : false;
    };
    socket.on("data", (chunk: Buffer) => {
      answer = Buffer.concat([answer, chunk]);
      if (complete()) finish();
    });
    socket.on("error", () => finish());
    socket.on("close", () => finish());
    const total =
      body.head.length + (body.then ? body.then.size + Buffer.byteLength(body.then.tail) : 0);
    socket.write(
      [
        `POST ${path} HTTP/1.1`,
        `Host: ${hostname}:${port}`,
        `Content-Type: ${body.contentType}`,
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
        body.stalls
          ? `Content-Length: ${body.head.length + 1_000_000}`
          : `Content-Length: ${total}`,
        "",
        "",
      ].join("\r\n"),
    );
    sent += body.head.length;
    if (!socket.write(body.head) && !body.then) return;
    if (!body.then) return;
    const piece = Buffer.from(
      body.then.fill.repeat(Math.ceil((64 * 1024) / Buffer.byteLength(body.then.fill))),
    );
    let left = body.then.size;
    const pump = () => {
      while (!done && left > 0) {
        const chunk = piece.subarray(0, Math.min(piece.length, left));
        left -= chunk.length;
        sent += chunk.length;
        if (!socket.write(chunk)) return void socket.once("drain", pump);
      }
      if (!done && left <= 0) socket.write(body.then!.tail);
    };
    pump();
  });
}

/**
 * Sends `chunks` to `path` on a raw socket, each chunk its own write (and its own chunk of a
 * chunked body when `chunked`), with `headers`; resolves with the answer as `sendCorpus` does.
 * With a Content-Length, the length of the chunks together: a cut body ends where it is cut.
 */
export function sendChunks(
  origin: string,
  path: string,
  body: { contentType: string; chunks: Buffer[] },
  {
    headers = {},
    chunked = false,
    framed: given,
  }: {
    headers?: Record<string, string>;
    chunked?: boolean;
    /** A chunked body already framed (`oneByteChunks`): sent as it is. */
    framed?: Buffer;
  } = {},
): Promise<Answered> {
  const { hostname, port } = new URL(origin);
  const started = performance.now();
  const length = body.chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    socket.setNoDelay(true);
    let answer = Buffer.alloc(0);
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      socket.destroy();
      const text = answer.toString("utf8");
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      if (!status) reject(new Error(`no answer to ${path}`));
      else resolve({ status, text, ms: performance.now() - started, sent: length });
    };
    socket.on("data", (chunk: Buffer) => {
      answer = Buffer.concat([answer, chunk]);
      const text = answer.toString("latin1");
      const end = text.indexOf("\r\n\r\n");
      if (end < 0) return;
      const declared = /\r\ncontent-length: (\d+)/i.exec(text.slice(0, end))?.[1];
      if (declared !== undefined && answer.length >= end + 4 + Number(declared)) finish();
      else if (
        /\r\ntransfer-encoding: chunked/i.test(text.slice(0, end)) &&
        text.endsWith("0\r\n\r\n")
      )
        finish();
    });
    socket.on("error", finish);
    socket.on("close", finish);
    socket.write(
      [
        `POST ${path} HTTP/1.1`,
        `Host: ${hostname}:${port}`,
        `Content-Type: ${body.contentType}`,
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
        chunked || given ? "Transfer-Encoding: chunked" : `Content-Length: ${length}`,
        "",
        "",
      ].join("\r\n"),
    );
    // A chunked body's frames go in writes of 64 KB: the server still parses each chunk, and
    // the sender is not the one that spends a second a million writes.
    const framed = given ?? (chunked ? chunkedFrames(body.chunks) : undefined);
    const frames = framed
      ? Array.from({ length: Math.ceil(framed.length / 65_536) }, (_, i) =>
          framed.subarray(i * 65_536, (i + 1) * 65_536),
        )
      : body.chunks;
    let at = 0;
    const pump = () => {
      while (!done && at < frames.length) {
        if (!socket.write(frames[at++]!)) return void socket.once("drain", pump);
      }
    };
    pump();
  });
}

/** A chunked body's bytes: each chunk framed with its length, then the last, empty one. */
function chunkedFrames(chunks: Buffer[]): Buffer {
  const sized = chunks.filter((chunk) => chunk.length > 0);
  const heads = sized.map((chunk) => `${chunk.length.toString(16)}\r\n`);
  const size = sized.reduce((sum, chunk, i) => sum + heads[i]!.length + chunk.length + 2, 5);
  const out = Buffer.alloc(size);
  let at = 0;
  sized.forEach((chunk, i) => {
    at += out.write(heads[i]!, at, "latin1");
    at += chunk.copy(out, at);
    at += out.write("\r\n", at, "latin1");
  });
  out.write("0\r\n\r\n", at, "latin1");
  return out;
}

/** `bytes` as a chunked body of `size` bytes a chunk. */
export function sizedChunks(bytes: Buffer, size: number): Buffer {
  const count = Math.ceil(bytes.length / size);
  return chunkedFrames(
    Array.from({ length: count }, (_, i) => bytes.subarray(i * size, (i + 1) * size)),
  );
}

/** `bytes` as a chunked body of one byte a chunk, framed in one allocation. */
export function oneByteChunks(bytes: Buffer): Buffer {
  const out = Buffer.alloc(bytes.length * 6 + 5);
  for (let i = 0; i < bytes.length; i++) {
    const at = i * 6;
    out[at] = 0x31;
    out[at + 1] = 0x0d;
    out[at + 2] = 0x0a;
    out[at + 3] = bytes[i]!;
    out[at + 4] = 0x0d;
    out[at + 5] = 0x0a;
  }
  out.write("0\r\n\r\n", bytes.length * 6, "latin1");
  return out;
}

/**
 * The routes of a route table (server/app.ts `bodyRoutes`) that no declared door answers, each
 * as "METHOD path": a route that reads a body must declare its door (server/platform/body.ts),
 * and a new one without is named here rather than found by a stall or a run of 500s (issue 81).
 * A door's sample (`/u/{token}/service`) is matched against the route's pattern, with or
 * without its language prefix.
 */
export function routesWithoutDoor(
  table: readonly { method: string; path: string }[],
  doors: readonly { sample: string; alsoAt?: readonly string[] }[],
): string[] {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return table
    .filter(({ path }) => {
      const bare = path.replace(/^\/en(?=\/)/, "");
      const pattern = new RegExp(
        `^${bare
          .split(/(:\w+)/)
          .map((piece) => (piece.startsWith(":") ? "[^/]+" : escape(piece)))
          .join("")}$`,
      );
      const samples = doors.flatMap((door) => [door.sample, ...(door.alsoAt ?? [])]);
      return !samples.some((sample) => pattern.test(sample.replace(/^\/en(?=\/)/, "")));
    })
    .map(({ method, path }) => `${method} ${path}`);
}
