import { spawn } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { once } from "node:events";
import { format } from "prettier";
import { rcloneDaemon } from "../server/backup/rclone-daemon";
import { fileFilters, rcloneEnv, rcloneRoot } from "../server/backup/replica-tools";
import { parseReplicaUrl } from "../server/platform/replica-url";
import { startSshd } from "../tests/ops/sftp-support";

/**
 * A quick file copy to an SFTP replica (issue 80 item 2): an `rclone copy` started per copy, as
 * before, against a call to one long-lived `rclone rcd` (server/backup/rclone-daemon.ts). Debian's
 * sshd on loopback; each round writes one new 200 KB photo and copies what changed in the last
 * ten minutes. `npx tsx bench/rclone-daemon.ts [N]` writes bench/results/<date>-rclone-daemon.md.
 */

const rounds = Number(process.argv[2] ?? 10);
const work = mkdtempSync(join(tmpdir(), "bench-rclone-"));
const sshd = await startSshd(join(work, "sshd"));

const data = join(work, "data");
mkdirSync(join(data, "uploads"), { recursive: true });
chmodSync(data, 0o755);
// The same REPLICA_URL a server would be given, read as the server reads it.
const target = parseReplicaUrl(sshd.url(join(work, "replica")));
if (typeof target === "string") throw new Error(target);
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
sshd.stop();
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
