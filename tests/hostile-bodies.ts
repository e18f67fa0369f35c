import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";

/**
 * The generated part of the hostile corpus (issue 71): the multipart parsers' own test cases
 * (tests/fixtures/peer-bodies/), sample bodies a browser would send, cut and split at every
 * offset, and a fuzzer's bodies. Shared by the in-process test of the body reader
 * (tests/server/body-cuts.test.ts), the test that sends them to every route
 * (tests/server/hostile-corpus.test.ts) and bench/body-fuzz.ts.
 */

export interface SampleBody {
  what: string;
  contentType: string;
  /** The bytes as the sender split them. */
  chunks: Buffer[];
}

interface PeerCase {
  suite: string;
  what: string;
  contentType: string;
  chunks: string[];
}

/** The peer suites' cases, each as its chunks. */
export function peerBodies(): SampleBody[] {
  const file = join(import.meta.dirname, "fixtures/peer-bodies/cases.json");
  const { cases } = JSON.parse(readFileSync(file, "utf8")) as { cases: PeerCase[] };
  return cases.map((peer) => ({
    what: `${peer.suite}: ${peer.what}`,
    contentType: peer.contentType,
    chunks: peer.chunks.map((chunk) => Buffer.from(chunk, "base64")),
  }));
}

const BOUNDARY = "----WebKitFormBoundaryc2hHxYb8Lq0nT1Aa";

/** A small JPEG's bytes (a 1×1 baseline JPEG), for a file part. */
const TINY_JPEG = Buffer.from(
  "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==",
  "base64",
);

const multipartOf = (parts: string[], tail = `--${BOUNDARY}--\r\n`) =>
  Buffer.concat([...parts.map((part) => Buffer.from(part, "latin1")), Buffer.from(tail)]);
const field = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${Buffer.from(value).toString("latin1")}\r\n`;

/** Bodies a browser sends to the site's forms: each is cut and split at every offset. */
export function sampleBodies(): SampleBody[] {
  const words = {
    companyName: "한빛수자원",
    name: "김정비",
    phone: "031-555-0101",
    email: "jungbi@example.com",
    inquiry: "밸브가 완전히 닫히지 않습니다. 점검을 요청합니다.",
  };
  const photo =
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photos"; filename="valve.jpg"\r\n` +
    `Content-Type: image/jpeg\r\n\r\n${TINY_JPEG.toString("latin1")}\r\n`;
  const emptyFile = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photos"; filename=""\r\nContent-Type: application/octet-stream\r\n\r\n\r\n`;
  const form = Object.entries(words).map(([name, value]) => field(name, value));
  const multipart = `multipart/form-data; boundary=${BOUNDARY}`;
  return [
    {
      what: "a form with a photo",
      contentType: multipart,
      chunks: [multipartOf([...form, field("privacy_consent", "yes"), photo])],
    },
    {
      what: "a form with its file input left empty",
      contentType: multipart,
      chunks: [multipartOf([...form, emptyFile])],
    },
    {
      what: "a form urlencoded",
      contentType: "application/x-www-form-urlencoded",
      chunks: [Buffer.from(new URLSearchParams({ ...words, privacy_consent: "yes" }).toString())],
    },
    {
      what: "a JSON inquiry",
      contentType: "application/json",
      chunks: [Buffer.from(JSON.stringify({ ...words, _lang: "ko" }))],
    },
  ];
}

/** A request that posts `body` in its chunks, each a read of its own. */
export function requestOf(body: SampleBody): Request {
  const chunks = [...body.chunks];
  return new Request("http://localhost/", {
    method: "POST",
    headers: { "content-type": body.contentType },
    body: new ReadableStream({
      pull(controller) {
        const next = chunks.shift();
        if (next) controller.enqueue(new Uint8Array(next));
        else controller.close();
      },
    }),
    duplex: "half",
  } as RequestInit);
}

/** The body whole, one buffer. */
export const whole = (body: SampleBody) => Buffer.concat(body.chunks);

/** The body cut after `at` bytes: what a sender that stops there has sent. */
export const cutAt = (body: SampleBody, at: number): SampleBody => ({
  ...body,
  what: `${body.what}, cut at ${at}`,
  chunks: [whole(body).subarray(0, at)],
});

/** The body in two chunks split at `at`. */
export const splitAt = (body: SampleBody, at: number): SampleBody => {
  const bytes = whole(body);
  return {
    ...body,
    what: `${body.what}, split at ${at}`,
    chunks: [bytes.subarray(0, at), bytes.subarray(at)],
  };
};

/** The body one byte a chunk. */
export const byteByByte = (body: SampleBody): SampleBody => {
  const bytes = whole(body);
  return {
    ...body,
    what: `${body.what}, byte by byte`,
    chunks: Array.from(bytes, (_, i) => bytes.subarray(i, i + 1)),
  };
};

/** Offsets to cut at: every one for a small body, `count` spread evenly for a large one. */
export function offsets(length: number, count = Infinity): number[] {
  if (length + 1 <= count) return Array.from({ length: length + 1 }, (_, i) => i);
  return Array.from({ length: count }, (_, i) => Math.round((i * length) / (count - 1)));
}

const token = fc.stringMatching(/^[A-Za-z0-9_.-]{1,12}$/);
const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes).toString("latin1")),
);

/** A part of a multipart body: a field or a file, its headers sometimes odd. */
const partArbitrary = fc.record({
  name: fc.oneof(token, text),
  filename: fc.option(fc.oneof(token, text, fc.constant("")), { nil: undefined }),
  type: fc.option(fc.constantFrom("image/jpeg", "text/plain; charset=utf-8", "x/y;;", ""), {
    nil: undefined,
  }),
  extra: fc.option(fc.constantFrom("Content-Transfer-Encoding: base64", "X: y", ": ", "a"), {
    nil: undefined,
  }),
  value: fc.oneof(
    text,
    fc.uint8Array({ maxLength: 2048 }).map((b) => Buffer.from(b)),
  ),
});

/** Random bodies of the three kinds the doors take, random chunking and sometimes cut. */
export const bodyArbitrary: fc.Arbitrary<SampleBody> = fc
  .record({
    kind: fc.constantFrom("multipart", "urlencoded", "json"),
    boundary: fc.oneof(token, fc.constant(BOUNDARY), fc.string({ minLength: 1, maxLength: 70 })),
    parts: fc.array(partArbitrary, { maxLength: 8 }),
    json: fc.jsonValue({ maxDepth: 4 }),
    closed: fc.boolean(),
    lineBreak: fc.constantFrom("\r\n", "\n"),
    cut: fc.option(fc.nat(), { nil: undefined }),
    splits: fc.array(fc.nat(), { maxLength: 6 }),
  })
  .map(({ kind, boundary, parts, json, closed, lineBreak, cut, splits }) => {
    let bytes: Buffer;
    let contentType: string;
    if (kind === "multipart") {
      const n = lineBreak;
      const pieces = parts.map((part) => {
        const file = part.filename === undefined ? "" : `; filename="${part.filename}"`;
        const head =
          `--${boundary}${n}Content-Disposition: form-data; name="${part.name}"${file}${n}` +
          (part.type === undefined ? "" : `Content-Type: ${part.type}${n}`) +
          (part.extra === undefined ? "" : `${part.extra}${n}`);
        const value = typeof part.value === "string" ? Buffer.from(part.value) : part.value;
        return Buffer.concat([Buffer.from(`${head}${n}`, "latin1"), value, Buffer.from(n)]);
      });
      const tail = closed ? Buffer.from(`--${boundary}--${n}`, "latin1") : Buffer.alloc(0);
      bytes = Buffer.concat([...pieces, tail]);
      contentType = `multipart/form-data; boundary=${boundary}`;
    } else if (kind === "urlencoded") {
      bytes = Buffer.from(
        parts
          .map((part) => `${part.name}=${typeof part.value === "string" ? part.value : ""}`)
          .join("&"),
      );
      contentType = "application/x-www-form-urlencoded";
    } else {
      bytes = Buffer.from(JSON.stringify(json) ?? "null");
      contentType = "application/json";
    }
    if (cut !== undefined) bytes = bytes.subarray(0, cut % (bytes.length + 1));
    const at = [...new Set(splits.map((s) => s % (bytes.length + 1)))].sort((a, b) => a - b);
    const chunks = [0, ...at].map((from, i) => bytes.subarray(from, [...at, bytes.length][i]));
    return { what: `fuzzed ${kind}`, contentType, chunks: chunks.filter((c) => c.length > 0) };
  });
