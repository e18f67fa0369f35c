import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import {
  chmodSync,
  chownSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { connect } from "node:net";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { ImapFlow } from "imapflow";
import { freePort } from "../free-port";

/**
 * A real IMAP server for the tests: Debian's Dovecot (dovecot-imapd), started with its own
 * configuration in a temporary folder, on a free loopback port, plain IMAP with one user whose
 * mail is a Maildir in that folder. Nothing of the machine's own Dovecot is read or touched.
 */

const DOVECOT = process.env.DOVECOT_PATH ?? "/usr/sbin/dovecot";
/** Users besides the first, for `mailbox()`. */
const SPARE_USERS = 32;

async function accepting(port: number, until: number) {
  for (;;) {
    const ok = await new Promise<boolean>((done) => {
      const socket = connect(port, "127.0.0.1", () => {
        socket.destroy();
        done(true);
      });
      socket.on("error", () => done(false));
    });
    if (ok) return;
    if (Date.now() > until) throw new Error(`Dovecot did not listen on ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface Dovecot {
  host: string;
  port: number;
  user: string;
  password: string;
  /** The address whose mailbox it is (what the site puts in Reply-To). */
  address: string;
  /** Appends a raw message to a folder (INBOX by default), as a delivery would. */
  append(raw: string | Buffer, folder?: string, flags?: string[]): Promise<void>;
  /** A connected client, for a test's own looks (close it with logout()). */
  client(): Promise<ImapFlow>;
  /** The log Dovecot wrote, for a failing test's message. */
  log(): string;
  /**
   * Another user of the same server, with an empty mailbox of its own: a fresh mailbox for each
   * test without starting Dovecot again (seconds on a busy machine). Its `stop()` does nothing.
   */
  mailbox(options?: { folders?: string[] }): Promise<Dovecot>;
  /**
   * Stops the server with every mailbox kept, as a mail server that cannot be reached; `up()`
   * starts it again on the same port. Every user of the server is down meanwhile.
   */
  down(): Promise<void>;
  up(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts Dovecot; `stop()` ends it and removes its folder. */
export async function startDovecot({
  user = "sales",
  password = "mailbox-secret-1",
  folders = [] as string[],
} = {}): Promise<Dovecot> {
  const dir = mkdtempSync(join(tmpdir(), "dovecot-test-"));
  const port = await freePort();
  const me = userInfo();
  const run = me.username;
  for (const sub of ["run", "state", "mail", "home"]) mkdirSync(join(dir, sub));
  chmodSync(dir, 0o755);
  // Dovecot never keeps mail as root: as root, the mail belongs to nobody (65534).
  const mailUid = me.uid === 0 ? 65534 : me.uid;
  const mailGid = me.uid === 0 ? 65534 : me.gid;
  for (const sub of ["mail", "home"]) chownSync(join(dir, sub), mailUid, mailGid);
  // The user, and the spare ones `mailbox()` hands out: all known from the start, as Dovecot
  // may not see a line added to its passwd-file within the same second.
  const spare = Array.from({ length: SPARE_USERS }, (_, i) => `${user}${i + 1}`);
  writeFileSync(
    join(dir, "users"),
    [user, ...spare].map((name) => `${name}:{PLAIN}${password}::::::\n`).join(""),
  );
  const config = `
base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
mail_location = maildir:${dir}/mail/%u
default_login_user = ${me.uid === 0 ? "dovenull" : run}
default_internal_user = ${me.uid === 0 ? "dovecot" : run}
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/users
}
userdb {
  driver = static
  args = uid=${mailUid} gid=${mailGid} home=${dir}/home/%u
}
service imap-login {
  inet_listener imap {
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
  chroot =
}
# No growing penalty per address for failed logins (4, 8, 15 s): every login here comes from
# 127.0.0.1, so one test's wrong passwords slowed the next. The 2 s failure delay stays.
service anvil {
  chroot =
  unix_listener anvil-auth-penalty {
    mode = 0
  }
}
`;
  writeFileSync(join(dir, "dovecot.conf"), config);
  const readLog = () => {
    try {
      return readFileSync(join(dir, "dovecot.log"), "utf8");
    } catch {
      return "";
    }
  };
  let child!: ChildProcess;
  const launch = async () => {
    child = spawn(DOVECOT, ["-F", "-c", join(dir, "dovecot.conf")], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = once(child, "exit").then(() => {
      throw new Error(`Dovecot stopped at start: ${stderr}${readLog()}`);
    });
    await Promise.race([accepting(port, Date.now() + 60_000), exited]);
    exited.catch(() => {});
  };
  const halt = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exit = once(child, "exit");
    child.kill("SIGTERM");
    await exit;
  };
  await launch();

  let users = 0;
  /** The server as `name` sees it; `stop` ends the server or, for a later user, nothing. */
  async function as(name: string, folders: string[], stop: () => Promise<void>): Promise<Dovecot> {
    const client = async () => {
      const imap = new ImapFlow({
        host: "127.0.0.1",
        port,
        secure: false,
        auth: { user: name, pass: password },
        logger: false,
      });
      await imap.connect();
      return imap;
    };
    const made = await client();
    for (const folder of folders) await made.mailboxCreate(folder);
    await made.logout();
    return {
      host: "127.0.0.1",
      port,
      user: name,
      password,
      address: `${name}@example.com`,
      async append(raw, folder = "INBOX", flags = []) {
        const imap = await client();
        try {
          await imap.append(folder, raw, flags);
        } finally {
          await imap.logout();
        }
      },
      client,
      log: readLog,
      down: halt,
      up: launch,
      async mailbox(options = {}) {
        const another = spare[users++];
        if (!another) throw new Error(`more than ${SPARE_USERS} mailboxes asked of one Dovecot`);
        return as(another, options.folders ?? [], async () => {});
      },
      stop,
    };
  }

  return as(user, folders, async () => {
    await halt();
    rmSync(dir, { recursive: true, force: true });
  });
}
