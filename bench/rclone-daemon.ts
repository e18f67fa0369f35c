import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { once } from "node:events";
import { format } from "prettier";
import { rcloneDaemon } from "../server/backup/rclone-daemon";
import { fileFilters, rcloneEnv, rcloneRoot } from "../server/backup/replica-tools";
import { freePort } from "../tests/free-port";

/**
 * A quick file copy to an SFTP replica (issue 80 item 2): an `rclone copy` started per copy, as
 * before, against a call to one long-lived `rclone rcd` (server/backup/rclone-daemon.ts). Debian's
 * sshd on loopback; each round writes one new 200 KB photo and copies what changed in the last
 * ten minutes. `npx tsx bench/rclone-daemon.ts [N]` writes bench/results/<date>-rclone-daemon.md.
 */

const rounds = Number(process.argv[2] ?? 10);
const work = mkdtempSync(join(tmpdir(), "bench-rclone-"));
const sshDir = join(work, "sshd");
mkdirSync(sshDir, { mode: 0o700 });
for (const key of ["host", "client"]) {
  execFileSync("ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-f", join(sshDir, key)]);
}
execFileSync("cp", [join(sshDir, "client.pub"), join(sshDir, "authorized_keys")]);
const port = await freePort();
writeFileSync(
  join(sshDir, "sshd_config"),
  [
    `Port ${port}`,
    "ListenAddress 127.0.0.1",
    `HostKey ${join(sshDir, "host")}`,
    `AuthorizedKeysFile ${join(sshDir, "authorized_keys")}`,
    `PidFile ${join(sshDir, "sshd.pid")}`,
    "PasswordAuthentication no",
    "KbdInteractiveAuthentication no",
    "PermitRootLogin prohibit-password",
    "StrictModes no",
    "UsePAM no",
    "Subsystem sftp internal-sftp",
    "",
  ].join("\n"),
);
mkdirSync("/run/sshd", { recursive: true });
const sshd: ChildProcess = spawn(
  "/usr/sbin/sshd",
  ["-D", "-e", "-f", join(sshDir, "sshd_config")],
  {
    stdio: ["ignore", "ignore", "pipe"],
  },
);
let said = "";
sshd.stderr!.on("data", (chunk: Buffer) => (said += chunk.toString()));
while (!said.includes("listening on")) await new Promise((done) => setTimeout(done, 50));

const data = join(work, "data");
mkdirSync(join(data, "uploads"), { recursive: true });
chmodSync(data, 0o755);
const target = {
  kind: "sftp" as const,
  host: "127.0.0.1",
  port,
  user: userInfo().username,
  keyFile: join(sshDir, "client"),
  path: join(work, "replica"),
};
const env = rcloneEnv(target);
const filters = fileFilters([], data);
let photo = 0;
const newPhoto = () =>
  writeFileSync(join(data, "uploads", `photo-${++photo}.jpg`), Buffer.alloc(200_000, photo));

async function timed(copy: () => Promise<void>) {
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    newPhoto();
    const start = performance.now();
    await copy();
    times.push(Math.round(performance.now() - start));
  }
  return times.sort((a, b) => a - b);
}

const perStart = await timed(async () => {
  const child = spawn(
    "rclone",
    [
      "copy",
      data,
      `${rcloneRoot(target)}/files`,
      ...filters.flatMap((rule) => ["--filter", rule]),
      "--max-age",
      "10m",
      "--no-traverse",
      "--config",
      "",
    ],
    { env: { ...process.env, ...env }, stdio: "ignore" },
  );
  const [code] = (await once(child, "close")) as [number];
  if (code !== 0) throw new Error(`rclone copy ended with ${code}`);
});

const daemon = rcloneDaemon({ binary: () => "rclone", env, log: console, onCopied: () => {} });
const quick = async () => {
  const copy = await daemon.copy({
    source: data,
    destination: `${rcloneRoot(target)}/files`,
    filters,
    maxAge: "10m",
    noTraverse: true,
    timeoutMs: 60_000,
  });
  if (copy.code !== 0) throw new Error(copy.error);
};
// The daemon's own start and first connection, apart: a server pays it once.
newPhoto();
const firstStart = performance.now();
await quick();
const first = Math.round(performance.now() - firstStart);
const throughDaemon = await timed(quick);
await daemon.stop();
sshd.kill();
rmSync(work, { recursive: true, force: true });

const median = (times: number[]) => times[Math.floor(times.length / 2)]!;
const row = (name: string, times: number[]) =>
  `| ${name} | ${median(times)} | ${times[0]} | ${times.at(-1)} |`;
const date = new Date().toISOString().slice(0, 10);
const report = await format(
  [
    `# A quick file copy to an SFTP replica, ${date}`,
    "",
    `${rounds} copies one after another, each of one new 200 KB file (what changed in the last ten minutes), to Debian's sshd on loopback; ms.`,
    "",
    "| | median | min | max |",
    "| --- | --- | --- | --- |",
    row("`rclone copy` started per copy", perStart),
    row("one `rclone rcd`, a call per copy", throughDaemon),
    "",
    `The daemon's first copy, with its start and the remote's first connection: ${first} ms.`,
    "",
  ].join("\n"),
  { parser: "markdown" },
);
mkdirSync("bench/results", { recursive: true });
writeFileSync(`bench/results/${date}-rclone-daemon.md`, report);
console.log(report);
