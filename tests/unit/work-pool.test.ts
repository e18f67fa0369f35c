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

/** `Atomics.waitAsync`, which Node has and the project's TypeScript library (ES2023) does not name. */
const { waitAsync } = Atomics as unknown as {
  waitAsync: (
    cells: Int32Array,
    index: number,
    value: number,
  ) => { async: false; value: string } | { async: true; value: Promise<string> };
};

/** A job's gate: `started` resolves once a thread has taken it, `release` lets it end. */
function gate() {
  const cells = new Int32Array(new SharedArrayBuffer(8));
  return {
    cells,
    started: async () => {
      const wait = waitAsync(cells, 0, 0);
      if (wait.async) await wait.value;
    },
    running: () => Atomics.load(cells, 0) === 1,
    release: () => {
      Atomics.store(cells, 1, 1);
      Atomics.notify(cells, 1);
    },
  };
}

describe("the pool's kinds, each in its own line", () => {
  // One thread, two places to wait for each kind.
  const fair = createPool<typeof testTasks>({ script, threads: 1, queue: 2, memoryMb: 64 });
  afterAll(() => fair.close());

  it("refuses a flood of one kind past its line, and still takes and runs another kind's job next", async () => {
    await fair.run("echo", { text: "warm" });
    const gates = [gate(), gate(), gate()];
    const flood = gates.map((g, i) => fair.run("hold", { gate: g.cells, text: `hold ${i}` }));
    await gates[0]!.started();
    // One running, two waiting: the flood's next job is refused, another kind's is taken.
    expect(await failure(fair.run("hold", { gate: gate().cells, text: "refused" }))).toBe("busy");
    const otherGate = gate();
    const other = fair.run("hold-other", { gate: otherGate.cells, text: "another kind" });
    expect(fair.waiting()).toEqual({ echo: 0, hold: 2, "hold-other": 1 });
    gates[0]!.release();
    // The thread freed by the flood goes to the other kind before the flood's next job.
    await otherGate.started();
    expect(gates[1]!.running()).toBe(false);
    otherGate.release();
    expect((await other).text).toBe("another kind");
    for (const g of gates) g.release();
    expect((await Promise.all(flood)).map((done) => done.text)).toEqual([
      "hold 0",
      "hold 1",
      "hold 2",
    ]);
  });

  it("starts a job's time limit when a thread takes it, not while it waits", async () => {
    const held = gate();
    const holding = fair.run("hold", { gate: held.cells, text: "held" });
    await held.started();
    // Its limit is a second; it waits a second and a half for the thread, then runs at once.
    const waiting = fair.run("echo", { text: "waited" }, { timeoutMs: 1_000 });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    held.release();
    expect((await waiting).text).toBe("waited");
    expect((await holding).text).toBe("held");
  });

  it("gives up a job that waits past its own bound on waiting as busy, never as a timeout", async () => {
    const held = gate();
    const holding = fair.run("hold", { gate: held.cells, text: "held" });
    await held.started();
    expect(await failure(fair.run("echo", { text: "late" }, { waitMs: 50 }))).toBe("busy");
    expect(fair.waiting()).toMatchObject({ echo: 0, hold: 0 });
    held.release();
    expect((await holding).text).toBe("held");
  });
});
