import type { Problem } from "./problems";

/**
 * A submission as received: each name with its values in order (repeated multipart and
 * urlencoded keys, JSON arrays), or `null` when a JSON value was not text (an object).
 */
export type Fields = Map<string, string[] | null>;

export type Parsed =
  | { ok: true; fields: Fields; hasFiles: boolean }
  | { ok: false; status: 400 | 413 | 415; problem: Problem };

/**
 * Reads at most `limit` bytes. A declared Content-Length over the limit is refused before any
 * byte is read; a chunked body is counted as it arrives and reading stops at the limit, so an
 * endless body never sits in memory.
 */
export async function readBody(
  request: Request,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > limit) return null;
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

function decode(body: Uint8Array): string | null {
  try {
    return utf8.decode(body);
  } catch {
    return null;
  }
}

function scalar(value: unknown): string | null | undefined {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (value === null) return undefined;
  return null;
}

/** One JSON member; a name already present (a flat key and an array line alike) is joined. */
function setJson(fields: Fields, name: string, value: unknown) {
  const items = (Array.isArray(value) ? value : [value]).map(scalar);
  const before = fields.get(name);
  // null and undefined values are left out, as the client leaves out undefined keys.
  if (items.includes(null) || before === null) fields.set(name, null);
  else {
    const texts = items.filter((item): item is string => item !== undefined);
    if (texts.length > 0) fields.set(name, [...(before ?? []), ...texts]);
  }
}

function fromJson(text: string): Parsed {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, status: 400, problem: { kind: "badJson" } };
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    return { ok: false, status: 400, problem: { kind: "notObject" } };
  }
  const fields: Fields = new Map();
  for (const [name, value] of Object.entries(data)) {
    // A quote list as an array of objects reads as its flat names: items[0][id], ...
    if (name === "items" && Array.isArray(value)) {
      value.forEach((line: unknown, index) => {
        if (line === null) return;
        if (typeof line !== "object" || line === null || Array.isArray(line)) {
          fields.set("items", null);
        } else {
          for (const [key, item] of Object.entries(line)) {
            setJson(fields, `items[${index}][${key}]`, item);
          }
        }
      });
    } else setJson(fields, name, value);
  }
  return { ok: true, fields, hasFiles: false };
}

function append(fields: Fields, name: string, value: string) {
  const values = fields.get(name);
  if (values) values.push(value);
  else fields.set(name, [value]);
}

async function fromMultipart(contentType: string, body: Uint8Array<ArrayBuffer>): Promise<Parsed> {
  let form: FormData;
  try {
    // Already bounded by readBody; undici's parser does the RFC 7578 work.
    form = await new Request("http://receiver.invalid/", {
      method: "POST",
      headers: { "content-type": contentType },
      body,
    }).formData();
  } catch {
    return { ok: false, status: 400, problem: { kind: "badMultipart" } };
  }
  const fields: Fields = new Map();
  let hasFiles = false;
  for (const [name, value] of form) {
    if (typeof value === "string") append(fields, name, value);
    // A file input left empty still sends a part with no name and no bytes: not a file.
    else if (value.name !== "" || value.size > 0) hasFiles = true;
  }
  return { ok: true, fields, hasFiles };
}

/** Turns a bounded body into fields by its media type; never throws. */
export async function parseBody(
  contentType: string | undefined,
  body: Uint8Array<ArrayBuffer>,
): Promise<Parsed> {
  const media = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  if (media === "multipart/form-data") return fromMultipart(contentType!, body);
  if (media !== "application/json" && media !== "application/x-www-form-urlencoded") {
    return { ok: false, status: 415, problem: { kind: "contentType" } };
  }
  const text = decode(body);
  if (text === null) return { ok: false, status: 400, problem: { kind: "badEncoding" } };
  if (media === "application/json") return fromJson(text);
  const fields: Fields = new Map();
  for (const [name, value] of new URLSearchParams(text)) append(fields, name, value);
  return { ok: true, fields, hasFiles: false };
}
