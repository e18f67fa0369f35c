import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** A message the fake SMTP server accepted. */
export interface Received {
  /** The inquiry's reference, from the subject. */
  ref: string;
  raw: string;
  /** The envelope's recipients, in lower case. */
  to: string[];
  /** When the server accepted it (Date.now()). */
  at: number;
}

/** How the next session or message is refused: 421 at the greeting, 451 after the data. */
export type Refusal = 421 | 451;

/** The Subject header of a raw message, its MIME encoded-words decoded. */
export function subjectOf(raw: string): string {
  const head = raw.split("\r\n\r\n")[0]!.replace(/\r\n[ \t]+/g, " ");
  // Whitespace between two encoded-words is not part of the text.
  const subject = (/^Subject: (.*)$/im.exec(head)?.[1] ?? "").replace(/\?=\s+=\?/g, "?==?");
  // Bytes first, text at the end: a character may be split across two encoded-words.
  const parts: Buffer[] = [];
  let rest = 0;
  for (const word of subject.matchAll(/=\?utf-8\?([bq])\?([^?]*)\?=/gi)) {
    parts.push(Buffer.from(subject.slice(rest, word.index)));
    const [, kind, text] = word as unknown as [string, string, string];
    const qDecoded = text
      .replaceAll("_", " ")
      .replace(/=([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    const base64 = kind.toLowerCase() === "b";
    parts.push(base64 ? Buffer.from(text, "base64") : Buffer.from(qDecoded, "latin1"));
    rest = word.index + word[0].length;
  }
  parts.push(Buffer.from(subject.slice(rest)));
  return Buffer.concat(parts).toString("utf8");
}

function smtpError(code: Refusal) {
  const text = code === 421 ? "service not available, try later" : "local error, try later";
  return Object.assign(new Error(text), { responseCode: code });
}

/**
 * An SMTP server on loopback that refuses as told, then accepts. `refuse` queues one refusal per
 * try; `refuseAll` refuses every try until turned off; `hold` keeps every accepted message (or
 * those to the addresses given) waiting for `release`: a session that never answers after its
 * data. It counts sessions (tries) and how many were open at once.
 */
export async function startSmtp() {
  const inbox: Received[] = [];
  const queue: Refusal[] = [];
  let refuseAll: Refusal | undefined;
  let held: (() => void)[] | undefined;
  /** The recipients whose messages are held; undefined: every message. */
  let holdOnly: Set<string> | undefined;
  let open = 0;
  let maxOpen = 0;
  let sessions = 0;
  let refused = 0;
  const next = () => {
    const code = queue.shift() ?? refuseAll;
    if (code !== undefined) refused += 1;
    return code;
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // No reverse DNS of 127.0.0.1: on a host without a resolver it waits for a timeout.
    disableReverseLookup: true,
    onConnect(_session, callback) {
      sessions += 1;
      open += 1;
      maxOpen = Math.max(maxOpen, open);
      const code = queue[0] ?? refuseAll;
      if (code === 421) {
        next();
        return callback(smtpError(421));
      }
      callback();
    },
    onClose() {
      open -= 1;
    },
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        const code = next();
        if (code !== undefined) return callback(smtpError(code === 421 ? 451 : code));
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        const accept = () => {
          inbox.push({
            ref: /\[(HF-\d{8}-\d+)\]/.exec(subjectOf(raw))?.[1] ?? "",
            raw,
            to,
            at: Date.now(),
          });
          callback();
        };
        if (held && (!holdOnly || to.some((address) => holdOnly!.has(address)))) held.push(accept);
        else accept();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    /** Refuse the next tries, in this order. */
    refuse: (...codes: Refusal[]) => queue.push(...codes),
    refuseAll: (code: Refusal | undefined) => (refuseAll = code),
    /** Holds every message from now on, or only those to `addresses`. */
    hold(...addresses: string[]) {
      held = [];
      holdOnly = addresses.length ? new Set(addresses.map((a) => a.toLowerCase())) : undefined;
    },
    /** Accepts the held messages (and from now on every message at once). */
    release() {
      const waiting = held ?? [];
      held = undefined;
      holdOnly = undefined;
      waiting.forEach((accept) => accept());
    },
    get held() {
      return held?.length ?? 0;
    },
    stats: () => ({ sessions, refused, maxOpen }),
    /** How often each reference arrived. */
    counts: () =>
      inbox.reduce((map, mail) => map.set(mail.ref, (map.get(mail.ref) ?? 0) + 1), new Map()),
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}

export type FakeSmtp = Awaited<ReturnType<typeof startSmtp>>;

/** The text of a single-part plain message, its transfer encoding (base64 or QP) undone. */
export function bodyOf(raw: string): string {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const body = raw.slice(split + 4);
  const encoding = /^Content-Transfer-Encoding: (\S+)/im.exec(head)?.[1]?.toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString();
  if (encoding === "quoted-printable") {
    const bytes = body
      .replace(/=\r\n/g, "")
      .replace(/=([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}

/** One header's value (unfolded, encoded-words left as they are). */
export function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split("\r\n\r\n")[0]!.replace(/\r\n[ \t]+/g, " ");
  return new RegExp(`^${name}: (.*)$`, "im").exec(head)?.[1];
}
