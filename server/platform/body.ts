import { randomUUID } from "node:crypto";
import { createWriteStream, openAsBlob, type WriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { setImmediate } from "node:timers/promises";
import type { Socket } from "node:net";
import { tmpdir } from "node:os";
import type { IncomingMessage } from "node:http";
import { join } from "node:path";
import { Busboy, type BusboyFileStream } from "@fastify/busboy";
import type { Context, MiddlewareHandler } from "hono";
import { senderGroup } from "./client-address";
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
  /** Other paths it answers, of other shapes (the receiver's `/p/{project}/f/{key}`). */
  alsoAt?: readonly string[];
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

/**
 * The least a body must send in each stall window once it has been arriving that long: a slow
 * sender (a byte every few seconds) is dropped in seconds, not held for Node's 300 s (issue 71).
 * A phone on a poor link sends far more than this; only a sender holding the room does not.
 */
export const MIN_BYTES_PER_WINDOW = 16 * 1024;

/** The process's settings: the stall timeout, and where files arrive (DATA_DIR's `incoming/`). */
export function configureBodies(settings: { stallMs?: number; dir?: string }) {
  if (settings.stallMs !== undefined) stallMs = settings.stallMs;
  if (settings.dir !== undefined) incomingDir = settings.dir;
}

/**
 * What all bodies being read may hold at once, and what one client's may: a share each, so a
 * few stalled uploads never refuse the next sender (issue 63 item 2). Bytes held are the bytes
 * read and not yet let go: files on disk and text in memory alike. Each client's share is also
 * split by door (issue 71): one address may hold at most `DOOR_SHARE` bodies' worth at a door,
 * so slow senders at the sign-in door never take the room a buyer's photo needs.
 */
export const BODIES_BYTES = 256 * 2 ** 20;
export const CLIENT_BYTES = 64 * 2 ** 20;
/** One address's bodies at one door: this many of its largest at once. */
export const DOOR_SHARE = 4;

/**
 * One network's share (`senderGroup`: a /24, a /64), as a whole and at a door: twelve addresses
 * of one network hold what two addresses would at a door, and half the bodies' budget at most,
 * so the rest is a buyer's from elsewhere (issue 81).
 */
export const GROUP_DOOR_SHARE = 2;
export const GROUP_BUDGET_SHARE = 0.5;

class Budget {
  held = 0;
  readonly byClient = new Map<string, number>();
  readonly byDoor = new Map<string, number>();
  constructor(
    readonly max: number,
    readonly perClient: number,
  ) {}
  /** Each key's bytes held: the address, the address at a door, its network, at a door. */
  private keys(client: string, door: string) {
    const group = `net\u0000${senderGroup(client)}`;
    return {
      client,
      atDoor: `${client}\u0000${door}`,
      group,
      groupAtDoor: `${group}\u0000${door}`,
    };
  }
  take(client: string, door: string, doorMax: number, bytes: number): boolean {
    const keys = this.keys(client, door);
    const now = (key: string) => this.byDoor.get(key) ?? 0;
    const mine = this.byClient.get(client) ?? 0;
    if (this.held + bytes > this.max || mine + bytes > this.perClient) return false;
    if (now(keys.atDoor) + bytes > doorMax) return false;
    if (now(keys.group) + bytes > Math.max(this.perClient, this.max * GROUP_BUDGET_SHARE))
      return false;
    if (now(keys.groupAtDoor) + bytes > GROUP_DOOR_SHARE * doorMax) return false;
    this.held += bytes;
    this.byClient.set(client, mine + bytes);
    for (const key of [keys.atDoor, keys.group, keys.groupAtDoor])
      this.byDoor.set(key, now(key) + bytes);
    return true;
  }
  give(client: string, door: string, bytes: number) {
    if (bytes === 0) return;
    this.held -= bytes;
    const left = (this.byClient.get(client) ?? 0) - bytes;
    if (left > 0) this.byClient.set(client, left);
    else this.byClient.delete(client);
    const keys = this.keys(client, door);
    for (const key of [keys.atDoor, keys.group, keys.groupAtDoor]) {
      const leftHere = (this.byDoor.get(key) ?? 0) - bytes;
      if (leftHere > 0) this.byDoor.set(key, leftHere);
      else this.byDoor.delete(key);
    }
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
    /** Bytes are left unread, whatever the reason says. */
    readonly unread?: boolean,
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
/** A text field's bytes as the browser sent them: UTF-8, a broken sequence shown as U+FFFD. */
const fieldText = new TextDecoder("utf-8");
/** Bytes handed to the parser at once, gathered from smaller pieces first. */
const SLICE = 8 * 1024;
/**
 * A body past this many pieces that average under `TINY_PIECE_BYTES` is refused. A browser's
 * pieces are a TCP segment at least (536 bytes at the smallest) or, through a proxy, a TLS
 * record: twice the bound or more.
 */
export const TINY_PIECES = 512;
export const TINY_PIECE_BYTES = 256;
/** Bytes of a field's name kept to name it in a refusal. */
const NAME_BYTES = 200;

/**
 * Reads `request`'s body at `door`, by its limits or `limits` (the back office's for a signed-in
 * session), for `client` (its address: a share of the budget at each door, issue 71). Never
 * throws for what a sender does: every outcome is a `BodyRead`. The caller answers, then calls `release()` (the files and the bytes held go), in
 * a `finally`.
 */
export async function readBody(
  request: Request,
  door: Door,
  client: string,
  limits: BodyLimits = door.limits,
): Promise<BodyRead> {
  // Reading a body needs a declared door: the corpus finds and sends to every one (issue 71).
  if (DOORS.get(door.name) !== door) throw new Error(`The door "${door.name}" is not declared`);
  const posted: Posted = { fields: new Map(), files: [] };
  let heldBytes = 0;
  const paths: string[] = [];
  /** Each file's write stream, and when it has closed. */
  const outs: { out: WriteStream; closed: Promise<void> }[] = [];
  /**
   * The files go, descriptors first: a stream still opening creates its file after a removal
   * that came before its close (a body cut as its first file part began).
   */
  const removeFiles = async () => {
    for (const { out } of outs) out.destroy();
    await Promise.all(outs.map(({ closed }) => closed));
    await Promise.all(paths.map((path) => rm(path, { force: true })));
  };
  let released = false;
  const release = async () => {
    if (released) return;
    released = true;
    budget.give(client, door.name, heldBytes);
    heldBytes = 0;
    await removeFiles();
  };
  const refuse = async (
    reason: BodyRefusal,
    unread: boolean,
    field?: string,
    fileName?: string,
  ) => {
    // Bytes left unread: the answer closes the connection, and nothing more of it is read.
    if (unread) {
      const socket = SOCKETS.get(request);
      if (socket) closeWhenAnswered(socket);
    }
    // What was read stays as words typed; the files go now.
    await removeFiles();
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
  // A compressed body would be read as its compressed bytes: no browser sends one.
  const encoding = request.headers.get("content-encoding")?.trim().toLowerCase();
  if (encoding && encoding !== "identity") return refuse("type", request.body !== null);
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (declared > limits.bytes) return refuse("bytes", true);
  const reader = request.body?.getReader();
  const doorMax = Math.min(budget.perClient, DOOR_SHARE * limits.bytes);

  // The first refusal stops the reading; every wait below also ends when it is set, so that a
  // stream that errs (a body cut inside a part) can never leave the request waiting.
  let failure: Refused | undefined;
  let onFailure = () => {};
  const failed = new Promise<void>((resolve) => (onFailure = resolve));
  const fail = (reason: BodyRefusal, field?: string, fileName?: string) => {
    if (failure) return;
    failure = new Refused(reason, field, fileName);
    onFailure();
  };
  const until = (event: Promise<unknown>) => Promise.race([event, failed]);

  // One watchdog a body, not a timer a chunk: the time spent waiting for the sender, and what
  // arrived in the last stall window of it. Silence or a trickle past the window is a stall.
  let read = 0;
  /** The body's last byte was read: a refusal after it leaves nothing unread. */
  let ended = false;
  /** The sender stalled, trickled or went away: the reading ends as a stall. */
  let stopped = false;
  let waited = 0;
  let waitingSince: number | undefined;
  const waitedNow = () => waited + (waitingSince === undefined ? 0 : Date.now() - waitingSince);
  const marks: [number, number][] = [[0, 0]];
  const watchdog = setInterval(
    () => {
      const now = waitedNow();
      marks.push([now, read]);
      while (marks.length > 1 && marks[1]![0] <= now - stallMs) marks.shift();
      if (marks[0]![0] <= now - stallMs && read - marks[0]![1] < MIN_BYTES_PER_WINDOW) {
        stopped = true;
        void reader?.cancel().catch(() => undefined);
      }
    },
    Math.max(20, Math.min(1_000, stallMs / 5)),
  );
  watchdog.unref();

  /** The next piece, or undefined at the end, on a refusal, or when the sender went away. */
  async function next(): Promise<Uint8Array | undefined> {
    if (!reader || failure) return undefined;
    waitingSince = Date.now();
    try {
      const { done, value } = await reader.read();
      // A stall's cancel ends the stream too: that is no end of the body.
      if (done && !stopped) ended = true;
      return done ? undefined : value;
    } catch {
      // The sender left mid-body: nothing will read the answer, and nothing is kept.
      stopped = true;
      return undefined;
    } finally {
      waited += Date.now() - waitingSince;
      waitingSince = undefined;
    }
  }

  /** Reads every piece, counted as it arrives, handing them on gathered into slices. */
  async function pump(handle: (data: Buffer) => Promise<void> | void) {
    let pending: Uint8Array[] = [];
    let pendingBytes = 0;
    const flush = async () => {
      if (pendingBytes === 0) return;
      const data = Buffer.concat(pending, pendingBytes);
      pending = [];
      pendingBytes = 0;
      if (!budget.take(client, door.name, doorMax, data.byteLength)) {
        await last(data);
        throw new Refused("busy");
      }
      heldBytes += data.byteLength;
      await handle(data);
      // A turn of the event loop a slice: the files' writes and their counts keep pace with
      // the reading, which is otherwise all promptly settled promises.
      await setImmediate();
      if (failure) throw failure;
    };
    let pieces = 0;
    for (let chunk = await next(); chunk; chunk = await next()) {
      read += chunk.byteLength;
      if (read > limits.bytes) throw new Refused("bytes");
      // Each piece costs Node's parser and the stream a turn whatever its size: a body in
      // thousands of tiny chunks costs many times its bytes in one (issue 71, decision 044).
      // No browser sends one; it is refused as malformed.
      if (++pieces > TINY_PIECES && read < pieces * TINY_PIECE_BYTES)
        throw new Refused("malformed", undefined, undefined, true);
      pending.push(chunk);
      pendingBytes += chunk.byteLength;
      if (pendingBytes >= SLICE) await flush();
    }
    if (failure) throw failure;
    if (stopped) {
      await last(Buffer.concat(pending, pendingBytes));
      throw new Refused("stall");
    }
    await flush();
  }
  /** What arrived before a refusal, parsed for the words typed (a slice at most, in memory). */
  async function last(data: Buffer) {
    if (type === "json" || type === "text" || data.byteLength === 0) return;
    await Promise.race([parse(data), failed]).catch(() => undefined);
    // The parts that ended in it end their streams a turn later.
    await setImmediate();
  }
  let parse: (data: Buffer) => Promise<void> = async () => {};

  try {
    if (type === "json" || type === "text") {
      const chunks: Buffer[] = [];
      await pump((data) => void chunks.push(data));
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
        // Every part as a stream, text fields too: their limits are counted as their bytes
        // arrive, not when the part ends (issue 71: a 22 MB field held its room to the end).
        isPartAFile: () => true,
        limits: {
          fieldNameSize: NAME_BYTES,
          // One byte over each limit, so that a value at its limit is told from one past it.
          fieldSize: longest + 1,
          fields: limits.fields + 1,
          // Parts and files are counted below: an empty file input is a part, not a file.
          files: limits.parts + 1,
          parts: limits.parts + 1,
          fileSize: Math.max(limits.fileBytes, longest) + 1,
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
    const addField = (name: string, value: string) => {
      const values = posted.fields.get(name);
      if (values) values.push(value);
      else posted.fields.set(name, [value]);
    };
    /** A text field of a multipart body, refused the moment it passes its limit. */
    const readField = (name: string, stream: BusboyFileStream) => {
      if (++fields > limits.fields) {
        fail("fields");
        return void stream.resume();
      }
      const max = limits.longFields?.[name] ?? limits.fieldBytes;
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on("data", (chunk: Buffer) => {
        if (failure) return;
        size += chunk.length;
        if (size > max) return fail("fieldBytes", name);
        chunks.push(chunk);
      });
      stream.on("end", () => {
        if (!failure) addField(name, fieldText.decode(Buffer.concat(chunks, size)));
      });
    };
    parser.on("file", (field: string, stream: BusboyFileStream, name?: string, _e?, mime?) => {
      // A body that ends inside this part errs on its stream: without a listener, the process
      // would end (issue 71: busboy's own many-noend case).
      stream.on("error", () => fail("malformed"));
      if (!failure && ++parts > limits.parts) fail("parts");
      if (failure) return void stream.resume();
      if (name === undefined) return readField(field, stream);
      // A file input left empty sends a part with an empty file name and no bytes: not a file.
      // A nameless part with bytes is no browser's, and no form takes it.
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
      const file: PostedFile = { field, name, type: mime ?? "", size: 0, path };
      // The parser's own limit fires as the bytes pass it, before they are written.
      stream.on("limit", () => fail("fileBytes", field, name));
      stream.on("data", (chunk: Buffer) => {
        file.size += chunk.length;
        if (file.size > limits.fileBytes) fail("fileBytes", field, name);
      });
      const out = createWriteStream(path, { flags: "wx", mode: 0o600 });
      outs.push({ out, closed: new Promise((resolve) => out.once("close", resolve)) });
      writes.push(
        new Promise<void>((resolve) => {
          out.on("error", (error: NodeJS.ErrnoException) => {
            fail(isDiskFull(error) ? "space" : "malformed");
            stream.resume();
          });
          // A file stream that errs leaves its pipe open: closed here, the file's descriptor
          // goes with the request.
          stream.on("error", () => out.destroy());
          out.on("close", resolve);
          stream.pipe(out);
        }),
      );
      posted.files.push(file);
    });
    parser.on("partsLimit", () => fail("parts"));
    parser.on("filesLimit", () => fail("parts"));
    parser.on("fieldsLimit", () => fail("fields"));
    parser.on("field", (name: string, value: string, _nameCut: boolean, cut: boolean) => {
      // Urlencoded pairs only: every multipart part is a stream above.
      if (failure) return;
      if (++fields > limits.fields) return fail("fields");
      const max = limits.longFields?.[name] ?? limits.fieldBytes;
      if (cut || Buffer.byteLength(value) > max) return fail("fieldBytes", name);
      addField(name, value);
    });
    const finished = new Promise<void>((resolve) => {
      parser.on("finish", resolve);
      parser.on("error", (error: Error) => {
        fail(/header/i.test(error.message) ? "headerBytes" : "malformed");
        resolve();
      });
    });
    if (limits.files > 0) await mkdir(incomingDir, { recursive: true });

    // An urlencoded pair is counted as it arrives too: its encoded bytes are at most three
    // times its value's, so one whose open tail passes that is refused before it ends.
    const pairMax = 3 * (longest + 1) + 3 * NAME_BYTES + 1;
    let pair = Buffer.alloc(0);
    let pairBytes = 0;
    const watchPairs = (data: Buffer) => {
      const amp = data.lastIndexOf(0x26);
      if (amp >= 0) {
        pairBytes = data.byteLength - amp - 1;
        pair = Buffer.from(data.subarray(amp + 1, amp + 1 + NAME_BYTES));
      } else {
        pairBytes += data.byteLength;
        if (pair.byteLength < NAME_BYTES)
          pair = Buffer.concat([pair, data.subarray(0, NAME_BYTES - pair.byteLength)]);
      }
      if (pairBytes > pairMax) {
        const name = new URLSearchParams(pair.toString("latin1")).keys().next().value;
        fail("fieldBytes", name);
      }
    };

    parse = async (data) => {
      // In slices: the parser works through all it is given, so a limit stops it within one.
      for (let at = 0; at < data.byteLength && !failure; at += SLICE) {
        const more = parser.write(data.subarray(at, at + SLICE));
        if (!more && !failure) await until(new Promise((resolve) => parser.once("drain", resolve)));
      }
    };
    await pump(async (data) => {
      if (type === "urlencoded") watchPairs(data);
      await parse(data);
    });
    parser.end();
    await until(finished);
    await until(Promise.all(writes));
    if (failure) return refuse(failure.reason, false, failure.field, failure.fileName);
    return { ok: true, posted, release };
  } catch (error) {
    // Whatever else went wrong in reading is the body's: a 400, never the process's end.
    const refused = error instanceof Refused ? error : new Refused("malformed");
    // A refusal before the body's end leaves bytes unread, whatever its reason (issue 81).
    const unread = refused.unread ?? !ended;
    // Tiny pieces: nothing more of this body is parsed, what still arrives waits in the
    // kernel's buffer, not a parser's turn a chunk (issue 71), and goes with the socket.
    if (unread) SOCKETS.get(request)?.pause();
    if (unread) await reader?.cancel().catch(() => undefined);
    return refuse(refused.reason, unread, refused.field, refused.fileName);
  } finally {
    clearInterval(watchdog);
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

/** Each request's socket, noted as it arrives (`noteSockets`): a refused body pauses it. */
const SOCKETS = new WeakMap<Request, Socket>();

/** The sockets whose answer ends them: a body refused with bytes unread. */
const CLOSING = new WeakSet<Socket>();

/** Each socket's request as Node gave it, for `closeWhenAnswered` to hold its body. */
const INCOMING = new WeakMap<Socket, IncomingMessage>();

/**
 * Middleware, first of all: notes the request's socket for `readBody`, and says
 * `Connection: close` on the answer of a body refused with bytes unread, so that Node ends the
 * connection (`closeWhenAnswered`) instead of reading the rest of the body to keep it alive: a
 * body of a million tiny pieces would cost its every piece after the answer (issue 81).
 */
export const noteSockets: MiddlewareHandler = async (c, next) => {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const socket = incoming?.socket;
  if (socket) {
    SOCKETS.set(c.req.raw, socket);
    INCOMING.set(socket, incoming);
  }
  await next();
  if (!socket || !CLOSING.has(socket)) return;
  try {
    c.res.headers.set("Connection", "close");
  } catch {
    // A fetch's answer has immutable headers: copied first.
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set("Connection", "close");
  }
};

/** How long a refused post's connection stays open after the answer. */
const LINGER_MS = 2_000;

/**
 * Closing a socket that still has unread bytes makes the kernel send a reset, which can wipe
 * the answer before the client has read it. As web servers do (nginx's lingering close): end
 * our side when the answer is sent, and close the socket a moment later.
 */
export function closeAfterAnswer(c: Context) {
  const socket = (c.env as { incoming?: { socket?: Socket } } | undefined)?.incoming?.socket;
  if (socket) closeWhenAnswered(socket);
}

/** `closeAfterAnswer` for the socket itself: read no more of it, and end it once answered. */
function closeWhenAnswered(socket: Socket) {
  CLOSING.add(socket);
  socket.pause();
  // @hono/node-server reads a body left unread after the answer (up to 64 MB, for 500 ms) to
  // keep the connection for the next request; Node resumes the socket for it. This connection
  // ends instead: its request stays paused, so nothing more of the body is read.
  const incoming = INCOMING.get(socket);
  if (incoming) {
    incoming.pause();
    incoming.resume = () => incoming;
  }
  socket.destroySoon = () => {
    socket.pause();
    socket.end();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
}
