import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { readFileSync, writeFileSync } from "node:fs";
import { request } from "node:https";
import { join } from "node:path";

/**
 * deploy/Caddyfile run by the real Caddy (Debian's package) as a child, as docs/deploy.md sets it
 * up, with a test's changes: `tls internal` (Caddy's own CA) on loopback instead of a certificate
 * for the domain, its own ports, and the upstream's port (the server's, or Varnish's). Used by
 * tests/ops/caddy.test.ts and tests/ops/varnish.test.ts.
 */

export interface CaddyPorts {
  http: number;
  https: number;
  /** What `reverse_proxy` forwards to on 127.0.0.1 (3000 in the file). */
  upstream: number;
}

/** The repository's Caddyfile with the test's changes, each of which must apply. */
export function testCaddyfile(work: string, ports: CaddyPorts) {
  const changes: [string | RegExp, string][] = [
    [
      /^\temail .*$/m,
      `\tadmin off\n\tskip_install_trust\n\thttp_port ${ports.http}\n\thttps_port ${ports.https}\n\tstorage file_system ${join(work, "caddy")}`,
    ],
    [/^www\.example\.com \{$/m, "localhost {\n\ttls internal"],
    ["reverse_proxy 127.0.0.1:3000", `reverse_proxy 127.0.0.1:${ports.upstream}`],
  ];
  return changes.reduce(
    (text, [from, to]) => {
      const next = text.replace(from, to);
      if (next === text) throw new Error(`deploy/Caddyfile no longer has ${String(from)}`);
      return next;
    },
    readFileSync("deploy/Caddyfile", "utf8"),
  );
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface SendOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The loopback address the client connects from. */
  from?: string;
}

/**
 * One HTTPS request through Caddy on `port`, trusting only `ca`, from `from` (a loopback address).
 * A body is written a piece at a time and no more once the answer has come, as a browser does: a
 * refused upload is answered before it is all sent, and the server's close that follows may reset
 * the connection, which must not hide the answer already read.
 */
export function sendThrough(
  port: number,
  ca: Buffer,
  path: string,
  { method = "GET", headers = {}, body, from = "127.0.0.2" }: SendOptions = {},
): Promise<Answer> {
  const bytes = body === undefined ? undefined : Buffer.from(body);
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = request(
      {
        host: "127.0.0.1",
        servername: "localhost",
        port,
        path,
        method,
        headers: {
          Host: `localhost:${port}`,
          ...(bytes ? { "Content-Length": String(bytes.length) } : {}),
          ...headers,
        },
        ca,
        localAddress: from,
        agent: false,
      },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          resolve({
            status: res.statusCode!,
            headers: res.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          });
          req.destroy();
        });
        res.on("error", reject);
      },
    );
    req.on("error", (error) => (answered ? undefined : reject(error)));
    if (!bytes) return void req.end();
    const PIECE = 256 * 1024;
    let at = 0;
    const write = () => {
      while (!answered && at < bytes.length) {
        const piece = bytes.subarray(at, at + PIECE);
        at += piece.length;
        if (at >= bytes.length) return void req.end(piece);
        if (!req.write(piece)) return void req.once("drain", write);
      }
    };
    write();
  });
}

/** Caddy started with the test's Caddyfile, once it answers `/healthz` over HTTPS. */
export async function startCaddy(work: string, ports: CaddyPorts) {
  const config = join(work, "Caddyfile");
  writeFileSync(config, testCaddyfile(work, ports));
  const caddy: ChildProcess = spawn(
    "caddy",
    ["run", "--config", config, "--adapter", "caddyfile"],
    {
      env: { ...process.env, HOME: work, XDG_DATA_HOME: work, XDG_CONFIG_HOME: work },
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  let log = "";
  caddy.stderr!.on("data", (chunk: Buffer) => (log += chunk.toString()));
  let ca = Buffer.alloc(0);
  // Caddy makes its CA and the certificate before it serves; wait for the answer to come.
  for (let i = 0; ; i++) {
    try {
      ca = readFileSync(join(work, "caddy/pki/authorities/local/root.crt"));
      if ((await sendThrough(ports.https, ca, "/healthz")).status === 200) break;
    } catch (error) {
      if (i === 300 || caddy.exitCode !== null) throw new Error(`Caddy did not serve: ${log}`);
      void error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    /** Caddy's site address, as SITE_URL names it. */
    origin: `https://localhost:${ports.https}`,
    send: (path: string, options?: SendOptions) => sendThrough(ports.https, ca, path, options),
    async stop() {
      if (caddy.exitCode !== null) return;
      caddy.kill("SIGTERM");
      await once(caddy, "exit");
    },
  };
}
