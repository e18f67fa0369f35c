import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { createPool, WorkError } from "../../server/work/pool";
import type { testTasks } from "../fixtures/work-tasks";

const script = fileURLToPath(new URL("../fixtures/work-tasks.ts", import.meta.url));
const pool = createPool<typeof testTasks>({ script, threads: 1, queue: 1, memoryMb: 64 });
afterAll(() => pool.close());

const failure = (job: Promise<unknown>) =>
  job.then(
    () => undefined,
    (error: unknown) => (error instanceof WorkError ? error.reason : error),
  );

describe("the untrusted-work pool", () => {
  it("runs a task in a thread of its own and answers its output", async () => {
    const answer = await pool.run("echo", { text: "안녕" });
    expect(answer.text).toBe("안녕");
  });

  it("ends a task past its time limit with a typed error, and runs the next", async () => {
    expect(await failure(pool.run("spin", null, { timeoutMs: 300 }))).toBe("timeout");
    expect((await pool.run("echo", { text: "after" })).text).toBe("after");
  });

  it("ends a task past its memory bound, and runs the next", async () => {
    expect(await failure(pool.run("grow", null))).toBe("memory");
    expect((await pool.run("echo", { text: "after" })).text).toBe("after");
  });

  it("keeps a task's own error as a failure", async () => {
    const error = await pool.run("fail", { message: "not a spreadsheet" }).catch((e) => e);
    expect(error).toBeInstanceOf(WorkError);
    expect(error).toMatchObject({ reason: "failed" });
    expect((error as Error).message).toContain("not a spreadsheet");
  });

  it("refuses a job at once when its queue is full", async () => {
    await pool.run("echo", { text: "warm" });
    // One running (the only thread), one waiting (the queue's one place): the third is refused.
    const running = failure(pool.run("spin", null, { timeoutMs: 2_000 }));
    const waiting = failure(pool.run("echo", { text: "queued" }, { timeoutMs: 60_000 }));
    expect(await failure(pool.run("echo", { text: "refused" }))).toBe("busy");
    expect(await running).toBe("timeout");
    expect(await waiting).toBeUndefined();
  });
});
