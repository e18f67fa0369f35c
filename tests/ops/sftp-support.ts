import { execFile, spawn, type ChildProcess } from "node:child_process";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { connect, createServer, type AddressInfo, type Socket } from "node:net";
import { join } from "node:path";
import { promisify } from "node:util";
import { freePort } from "../free-port";

const run = promisify(execFile);

/**
 * Debian's OpenSSH server on loopback, with its own configuration and a throwaway key: an SFTP
 * replica host for the ops tests. `url(path, port?)` names a folder there as REPLICA_URL,
 * through another port (a delaying proxy) when given.
 */
export async function startSshd(dir: string) {
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o700);
  await run("ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-f", join(dir, "host")]);
  await run("ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-f", join(dir, "client")]);
  writeFileSync(join(dir, "authorized_keys"), readFileSync(join(dir, "client.pub")));
  const port = await freePort();
  const user = (await run("id", ["-un"])).stdout.trim();
  writeFileSync(
    join(dir, "sshd_config"),
    [
      `Port ${port}`,
      "ListenAddress 127.0.0.1",
      `HostKey ${join(dir, "host")}`,
      `AuthorizedKeysFile ${join(dir, "authorized_keys")}`,
      `PidFile ${join(dir, "sshd.pid")}`,
      "PasswordAuthentication no",
      "KbdInteractiveAuthentication no",
      "PubkeyAuthentication yes",
      "PermitRootLogin prohibit-password",
      "StrictModes no",
      "UsePAM no",
      "Subsystem sftp internal-sftp",
      "",
    ].join("\n"),
  );
  // sshd's privilege separation wants its empty folder.
  mkdirSync("/run/sshd", { recursive: true });
  const sshd: ChildProcess = spawn("/usr/sbin/sshd", ["-D", "-e", "-f", join(dir, "sshd_config")], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  // Ready once it says it listens; without vitest, so bench/rclone-daemon.ts starts it too.
  await new Promise<void>((ready, failed) => {
    let said = "";
    const bound = setTimeout(() => failed(new Error(`sshd did not start: ${said}`)), 100_000);
    sshd.stderr!.on("data", (chunk: Buffer) => {
      said += chunk.toString();
      if (said.includes("listening on")) {
        clearTimeout(bound);
        ready();
      }
    });
    sshd.once("exit", (code) => failed(new Error(`sshd ended (${code}): ${said}`)));
  });
  return {
    port,
    url: (path: string, via = port) =>
      `sftp://${user}@127.0.0.1:${via}${path}?key=${join(dir, "client")}`,
    stop: () => sshd.kill(),
  };
}

/**
 * A TCP proxy on loopback that holds every chunk `delayMs` each way: a replica across a
 * network. Chunks keep their order (equal delays fire in order).
 */
export async function delayingProxy(to: number, delayMs: number) {
  const sockets = new Set<Socket>();
  const server = createServer((inbound) => {
    const outbound = connect(to, "127.0.0.1");
    for (const socket of [inbound, outbound]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => {});
    }
    const relay = (from: Socket, into: Socket) => {
      from.on("data", (chunk) => setTimeout(() => into.writable && into.write(chunk), delayMs));
      from.on("end", () => setTimeout(() => into.end(), delayMs));
      from.on("close", () => setTimeout(() => into.destroy(), delayMs));
    };
    relay(inbound, outbound);
    relay(outbound, inbound);
  }).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}
