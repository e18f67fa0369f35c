import { rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { delayingProxy, startSshd } from "./sftp-support";

/**
 * A test file's replica host across a network (issue 80 item 8): a loopback sshd behind a proxy
 * that holds every chunk `delayMs` each way, started before the file's tests; stopped after
 * them, and the file's folder `work` removed. `url(path)` names a folder there as REPLICA_URL,
 * through the proxy. (sftp-support.ts stays without Vitest: the benchmark starts the same.)
 */
export function sftpHostAcross(work: string, delayMs = 50) {
  let sshd: Awaited<ReturnType<typeof startSshd>> | undefined;
  let proxy: Awaited<ReturnType<typeof delayingProxy>> | undefined;
  beforeAll(async () => {
    sshd = await startSshd(join(work, "sshd"));
    proxy = await delayingProxy(sshd.port, delayMs);
  });
  afterAll(() => {
    proxy?.close();
    sshd?.stop();
    rmSync(work, { recursive: true, force: true });
  });
  return { url: (path: string) => sshd!.url(path, proxy!.port) };
}
