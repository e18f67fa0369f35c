import { randomUUID } from "node:crypto";
import { createWriteStream, openAsBlob } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import type { Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Busboy, type BusboyFileStream } from "@fastify/busboy";
import type { Context } from "hono";
import { isDiskFull } from "./durable-file";

/**
 * The one reader of request bodies (issue 63, docs/decisions/040-one-body-reader.md). Every route
 * that takes a body declares a `Door` with its limits and reads through `readBody`: a form
 * (urlencoded or multipart, parsed as it streams by @fastify/busboy) or JSON, counted as bytes
 * arrive, its files streamed to disk under a temporary name, never whole in memory. Past any
 * limit the reading stops at once and the caller gets what was read before it (minus the value
 * over its limit) to render the form again. Lint forbids reading a request's body elsewhere.
 */

/** `text`: JSON sent as text/plain (the browser's `sendBeacon` of a string). */
export type BodyType = "urlencoded" | "multipart" | "json" | "text";

export interface BodyLimits {
  /** The media types taken. */
  types: readonly BodyType[];
  /** The body's bytes in all, as they arrive (a declared length is never trusted). */
  bytes: number;
  /** Parts of a multipart body (fields and files). */
  parts: number;
  /** Text fields (urlencoded pairs, multipart text parts). */
  fields: number;
  /** Bytes of one text field: the form's own maximum. */
  fieldBytes: number;
  /** Fields whose own maximum is larger (a page's body text), by name. */
  longFields?: Readonly<Record<string, number>>;
  files: number;
  /** Bytes of one file. */
  fileBytes: number;
  /** Bytes of one part's headers. */
  headerBytes: number;
  /** JSON: how deep objects and arrays nest, and how many members and items in all. */
  json?: { depth: number; members: number };
}

/**
 * A route that takes a body: its name (the corpus table's key), the paths it answers (a sample
 * for the corpus, its pattern), and its limits. `signedIn` limits apply to a session allowed to
 * use it (the back office); anyone else gets `limits`.
 */
export interface Door {
  name: string;
  /** A path the door answers, for tests and the bench. */
  sample: string;
  limits: BodyLimits;
  /** Back office: the limits of a session that may post here (`limits` are the signed-out's). */
  signedIn?: BodyLimits;
  /** Back office: the route ids (app/routes.ts) whose actions this door feeds. */
  routeIds?: readonly string[];
}

const DOORS = new Map<string, Door>();

/** Declares a door (at module scope, beside its route): the corpus's test reads them all. */
export function declareDoor<D extends Door>(door: D): D {
  DOORS.set(door.name, door);
  return door;
}

/** Every door declared in this process (the server's modules loaded). */
export const declaredDoors = (): Door[] => [...DOORS.values()];

/** Limits for a small form of `fields` short text fields, without files. */
export function formLimits(over: Partial<BodyLimits> = {}): BodyLimits {
  const limits: BodyLimits = {
    types: ["urlencoded", "multipart"],
    bytes: 64 * 1024,
    parts: 40,
    fields: 40,
    fieldBytes: 4 * 1024,
    files: 0,
    fileBytes: 0,
    headerBytes: 2 * 1024,
    ...over,
  };
  return limits;
}

/** A file received, on disk under a temporary name until the request is answered. */
export interface PostedFile {
  field: string;
  /** As the sender named it: untrusted, to be cleaned before it is shown. */
  name: string;
  /** As the sender declared it: untrusted, the bytes decide. */
  type: string;
  size: number;
  path: string;
}

/** What a body held: text fields in order by name, files on disk, or a JSON value. */
export interface Posted {
  fields: Map<string, string[]>;
  files: PostedFile[];
  json?: unknown;
}

export type BodyRefusal =
  /** Not a media type the door takes. */
  | "type"
  /** Not readable as its type says (a broken multipart, JSON that does not parse). */
  | "malformed"
  /** JSON or text that is not UTF-8. */
  | "encoding"
  /** JSON nested deeper or wider than the door takes. */
  | "shape"
  | "bytes"
  | "parts"
  | "fields"
  | "fieldBytes"
  | "files"
  | "fileBytes"
  | "headerBytes"
  /** Nothing arrived for the stall timeout. */
  | "stall"
  /** The client's share, or all the bodies' bytes, are taken by other bodies now. */
  | "busy"
  /** The disk would not take a file. */
  | "space";

export const REFUSAL_STATUS: Record<BodyRefusal, 400 | 408 | 413 | 415 | 503> = {
  type: 415,
  malformed: 400,
  encoding: 400,
  shape: 400,
  bytes: 413,
  parts: 413,
  fields: 413,
  fieldBytes: 413,
  files: 413,
  fileBytes: 413,
  headerBytes: 413,
  stall: 408,
  busy: 503,
  space: 503,
};

export type BodyRead =
  | { ok: true; posted: Posted; release: () => Promise<void> }
  | {
      ok: false;
      reason: BodyRefusal;
      status: 400 | 408 | 413 | 415 | 503;
      /** The field or file whose limit was passed, when one was. */
      field?: string;
      /** The file's name as sent, when a file passed its limit. */
      fileName?: string;
      /** What was read before the refusal, without the value over its limit; never its files. */
      posted: Posted;
      /** True when bytes were left unread: the connection is closed after the answer. */
      unread: boolean;
      release: () => Promise<void>;
    };

/** How long a body may send nothing before it is dropped (BODY_STALL_SECONDS). */
let stallMs = 10_000;
let incomingDir = join(tmpdir(), "hanbit-flow-bodies");

/** The process's settings: the stall timeout, and where files arrive (DATA_DIR's `incoming/`). */
export function configureBodies(settings: { stallMs?: number; dir?: string }) {
  if (settings.stallMs !== undefined) stallMs = settings.stallMs;
  if (settings.dir !== undefined) incomingDir = settings.dir;
}

/**
 * What all bodies being read may hold at once, and what one client's may: a share each, so a
 * few stalled uploads never refuse the next sender (issue 63 item 2). Bytes held are the bytes
 * read and not yet let go: files on disk and text in memory alike.
 */
export const BODIES_BYTES = 256 * 2 ** 20;
export const CLIENT_BYTES = 64 * 2 ** 20;

class Budget {
  held = 0;
  readonly byClient = new Map<string, number>();
  constructor(
    readonly max: number,
    readonly perClient: number,
  ) {}
  take(client: string, bytes: number): boolean {
    const mine = this.byClient.get(client) ?? 0;
    if (this.held + bytes > this.max || mine + bytes > this.perClient) return false;
    this.held += bytes;
    this.byClient.set(client, mine + bytes);
    return true;
  }
  give(client: string, bytes: number) {
    if (bytes === 0) return;
    this.held -= bytes;
    const left = (this.byClient.get(client) ?? 0) - bytes;
    if (left > 0) this.byClient.set(client, left);
    else this.byClient.delete(client);
  }
}

let budget = new Budget(BODIES_BYTES, CLIENT_BYTES);

/** Bytes held now by bodies being read (for tests and /admin's system page). */
export const bodiesHeld = () => budget.held;

/** A budget of other bounds (tests). */
export function setBodyBudget(max: number, perClient: number) {
  budget = new Budget(max, perClient);
}

const mediaOf = (contentType: string): BodyType | undefined => {
  const media = contentType.split(";")[0]!.trim().toLowerCase();
  if (media === "application/x-www-form-urlencoded") return "urlencoded";
  if (media === "multipart/form-data") return "multipart";
  if (media === "application/json") return "json";
  if (media === "text/plain") return "text";
  return undefined;
};

/** The media type of a request's body as a door names it; undefined: none a door takes. */
export const bodyTypeOf = (request: Request) => mediaOf(request.headers.get("content-type") ?? "");

class Refused extends Error {
  constructor(
    readonly reason: BodyRefusal,
    readonly field?: string,
    readonly fileName?: string,
  ) {
    super(reason);
  }
}

/** A JSON value's nesting and size within bounds, walked without recursion. */
function jsonFits(value: unknown, { depth, members }: { depth: number; members: number }) {
  const stack: [unknown, number][] = [[value, 0]];
  let count = 0;
  while (stack.length > 0) {
    const [item, level] = stack.pop()!;
    if (typeof item !== "object" || item === null) continue;
    if (level >= depth) return false;
    const children = Array.isArray(item) ? item : Object.values(item);
    count += children.length;
    if (count > members) return false;
    for (const child of children) stack.push([child, level + 1]);
  }
  return true;
}

const utf8 = new TextDecoder("utf-8", { fatal: true });
/** Bytes handed to the parser at once. */
const SLICE = 8 * 1024;

/**
 * Reads `request`'s body by `limits`, for `client` (its address: the budget's share). Never
 * throws for what a sender does: every outcome is a `BodyRead`. The caller answers, then calls
 * `release()` (the files and the bytes held go), in a `finally`.
 */
export async function readBody(
  request: Request,
  limits: BodyLimits,
  client: string,
): Promise<BodyRead> {
  const posted: Posted = { fields: new Map(), files: [] };
  let heldBytes = 0;
  const paths: string[] = [];
  const outs: { destroy(): void }[] = [];
  let released = false;
  const release = async () => {
    if (released) return;
    released = true;
    budget.give(client, heldBytes);
    heldBytes = 0;
    await Promise.all(paths.map((path) => rm(path, { force: true })));
  };
  const refuse = async (
    reason: BodyRefusal,
    unread: boolean,
    field?: string,
    fileName?: string,
  ) => {
    // What was read stays as words typed; the files go now.
    for (const out of outs) out.destroy();
    await Promise.all(paths.map((path) => rm(path, { force: true })));
    posted.files = [];
    if (field) posted.fields.delete(field);
    return {
      ok: false as const,
      reason,
      status: REFUSAL_STATUS[reason],
      ...(field !== undefined && { field }),
      ...(fileName !== undefined && { fileName }),
      posted,
      unread,
      release,
    };
  };

  const contentType = request.headers.get("content-type") ?? "";
  const type = mediaOf(contentType);
  if (!type || !limits.types.includes(type)) return refuse("type", request.body !== null);
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (declared > limits.bytes) return refuse("bytes", true);
  const reader = request.body?.getReader();

  let failure: Refused | undefined;
  const fail = (reason: BodyRefusal, field?: string, fileName?: string) => {
    failure ??= new Refused(reason, field, fileName);
  };
  let read = 0;
  const hold = (bytes: number) => {
    if (!budget.take(client, bytes)) throw new Refused("busy");
    heldBytes += bytes;
  };

  /** The next chunk, or undefined at the end; a sender silent past the stall time throws. */
  async function next(): Promise<Uint8Array | undefined> {
    if (!reader) return undefined;
    let timer: NodeJS.Timeout | undefined;
    const stalled = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Refused("stall")), stallMs);
    });
    try {
      const { done, value } = await Promise.race([reader.read(), stalled]);
      return done ? undefined : value;
    } finally {
      clearTimeout(timer);
    }
  }

  try {
    if (type === "json" || type === "text") {
      const chunks: Uint8Array[] = [];
      for (let chunk = await next(); chunk; chunk = await next()) {
        read += chunk.byteLength;
        if (read > limits.bytes) throw new Refused("bytes");
        hold(chunk.byteLength);
        chunks.push(chunk);
      }
      let text: string;
      try {
        text = utf8.decode(Buffer.concat(chunks));
      } catch {
        throw new Refused("encoding");
      }
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        throw new Refused("malformed");
      }
      if (limits.json && !jsonFits(value, limits.json)) throw new Refused("shape");
      posted.json = value;
      return { ok: true, posted, release };
    }

    const longest = Math.max(limits.fieldBytes, ...Object.values(limits.longFields ?? {}));
    let parser: InstanceType<typeof Busboy>;
    try {
      parser = new Busboy({
        headers: { "content-type": contentType },
        // A file's name as sent, paths included: the routes refuse what a browser never sends.
        preservePath: true,
        limits: {
          fieldNameSize: 200,
          // One byte over, so that a value at its limit is told from one past it.
          fieldSize: longest + 1,
          // One over each count too: the parser stops quietly at its limit, so the one past it
          // is what tells a body at the limit from one over. Files are counted below, not by
          // the parser: an empty file input is a part, not a file.
          fields: limits.fields + 1,
          parts: limits.parts + 1,
          fileSize: limits.fileBytes,
          headerSize: limits.headerBytes,
        },
      });
    } catch {
      throw new Refused("malformed");
    }
    const writes: Promise<void>[] = [];
    let fields = 0;
    let files = 0;
    let parts = 0;
    parser.on("field", (name: string, value: string, _nameCut: boolean, cut: boolean) => {
      if (failure) return;
      if (++parts > limits.parts) return fail("parts");
      if (++fields > limits.fields) return fail("fields");
      const max = limits.longFields?.[name] ?? limits.fieldBytes;
      if (cut || Buffer.byteLength(value) > max) return fail("fieldBytes", name);
      const values = posted.fields.get(name);
      if (values) values.push(value);
      else posted.fields.set(name, [value]);
    });
    parser.on("file", (field: string, stream: BusboyFileStream, name: string, _e, mime: string) => {
      if (!failure && ++parts > limits.parts) fail("parts");
      if (failure) return void stream.resume();
      // A file input left empty sends a part with no file name and no bytes: not a file. A
      // nameless part with bytes is no browser's, and no form takes it.
      if (!name) {
        stream.on("data", (chunk: Buffer) => chunk.length > 0 && fail("files", field));
        return void stream.resume();
      }
      if (++files > limits.files) {
        stream.resume();
        return fail("files");
      }
      const path = join(incomingDir, `${randomUUID()}.part`);
      paths.push(path);
      const file: PostedFile = { field, name, type: mime, size: 0, path };
      stream.on("limit", () => fail("fileBytes", field, name));
      stream.on("data", (chunk: Buffer) => (file.size += chunk.length));
      const out = createWriteStream(path, { flags: "wx", mode: 0o600 });
      outs.push(out);
      writes.push(
        new Promise<void>((resolve) => {
          out.on("error", (error: NodeJS.ErrnoException) => {
            fail(isDiskFull(error) ? "space" : "malformed");
            stream.resume();
            resolve();
          });
          out.on("close", resolve);
          stream.pipe(out);
        }),
      );
      posted.files.push(file);
    });
    parser.on("partsLimit", () => fail("parts"));
    parser.on("fieldsLimit", () => fail("fields"));
    const finished = new Promise<void>((resolve) => {
      parser.on("finish", resolve);
      parser.on("error", (error: Error) => {
        fail(/header/i.test(error.message) ? "headerBytes" : "malformed");
        resolve();
      });
    });
    if (limits.files > 0) await mkdir(incomingDir, { recursive: true });

    for (let chunk = await next(); chunk; chunk = await next()) {
      read += chunk.byteLength;
      if (read > limits.bytes) throw new Refused("bytes");
      hold(chunk.byteLength);
      // In slices: the parser works through all it is given, so a limit stops it within one.
      for (let at = 0; at < chunk.byteLength; at += SLICE) {
        const more = parser.write(chunk.subarray(at, at + SLICE));
        if (failure) throw failure;
        if (!more) await new Promise((resolve) => parser.once("drain", resolve));
        if (failure) throw failure;
      }
    }
    parser.end();
    await finished;
    await Promise.all(writes);
    if (failure) return refuse(failure.reason, false, failure.field, failure.fileName);
    return { ok: true, posted, release };
  } catch (error) {
    if (!(error instanceof Refused)) {
      // A sender gone mid-body: nothing to answer, nothing kept.
      await release();
      throw error;
    }
    const unread = !["malformed", "encoding", "shape"].includes(error.reason);
    if (unread) await reader?.cancel().catch(() => undefined);
    return refuse(error.reason, unread, error.field, error.fileName);
  }
}

/** A body's text fields and files as a `FormData`, the files read from disk when asked. */
export async function asFormData(posted: Posted): Promise<FormData> {
  const form = new FormData();
  for (const [name, values] of posted.fields) for (const value of values) form.append(name, value);
  for (const file of posted.files) {
    const blob = await openAsBlob(file.path, { type: file.type });
    form.append(file.field, new File([blob], file.name, { type: file.type }));
  }
  return form;
}

/** What the server read of a request, handed to React Router's actions in the load context. */
export interface PostedContext {
  form?: FormData;
  json?: unknown;
}

/** The form the door read for this action (the load context's `posted`). */
export function postedForm(context: unknown): FormData {
  const posted = (context as { posted?: PostedContext } | undefined)?.posted;
  if (!posted?.form) throw new Error("No form was read for this request (server/platform/body.ts)");
  return posted.form;
}

/** The JSON the door read for this action (the load context's `posted`). */
export function postedJson(context: unknown): unknown {
  return (context as { posted?: PostedContext } | undefined)?.posted?.json;
}

/** How long a refused post's connection stays open after the answer. */
const LINGER_MS = 2_000;

/**
 * Closing a socket that still has unread bytes makes the kernel send a reset, which can wipe
 * the answer before the client has read it. As web servers do (nginx's lingering close): end
 * our side when the answer is sent, and close the socket a moment later.
 */
export function closeAfterAnswer(c: Context) {
  const socket = (c.env as { incoming?: { socket?: Socket } } | undefined)?.incoming?.socket;
  if (!socket) return;
  socket.destroySoon = () => {
    socket.end();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
}
