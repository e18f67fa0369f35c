import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { createPool, WorkError, type RunOptions } from "../../server/work/pool";
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

describe("the senders of a kind, each in their own line (issue 71, item 4)", () => {
  // One thread; a kind's line holds 12 waiting, 3 of them one sender's unless a test says.
  const senders = createPool<typeof testTasks>({
    script,
    threads: 1,
    queue: 12,
    senderQueues: { "hold-other": 3 },
    memoryMb: 64,
  });
  afterAll(() => senders.close());
  /** A job of `sender` that holds the thread until its gate is released. */
  const hold = (
    text: string,
    sender: string,
    { kind = "hold", ...options }: RunOptions & { kind?: "hold" | "hold-other" } = {},
  ) => {
    const g = gate();
    return { gate: g, done: senders.run(kind, { gate: g.cells, text }, { sender, ...options }) };
  };

  it("runs another sender's one job next after the job under way, not after a sender's twelve", async () => {
    await senders.run("echo", { text: "warm" });
    const heavy = Array.from({ length: 12 }, (_, i) => hold(`heavy ${i}`, "203.0.113.1"));
    await heavy[0]!.gate.started();
    const buyer = hold("buyer", "198.51.100.20");
    expect(senders.waitingOf("hold")).toEqual({ "203.0.113.1": 11, "198.51.100.20": 1 });
    heavy[0]!.gate.release();
    await buyer.gate.started();
    expect(heavy[1]!.gate.running()).toBe(false);
    buyer.gate.release();
    expect((await buyer.done).text).toBe("buyer");
    // The heavy sender's own jobs then run in the order it sent them.
    await heavy[1]!.gate.started();
    for (const job of heavy) job.gate.release();
    expect((await Promise.all(heavy.map((job) => job.done))).map((done) => done.text)).toEqual(
      heavy.map((_, i) => `heavy ${i}`),
    );
  });

  it("takes the senders in a round: one that comes waits behind one job of each other", async () => {
    const order: string[] = [];
    const send = (text: string, sender: string) => {
      const job = hold(text, sender);
      void job.done.then((done) => order.push(done.text));
      return job;
    };
    const jobs = [send("a0", "a")];
    await jobs[0]!.gate.started();
    jobs.push(send("a1", "a"), send("a2", "a"), send("b1", "b"), send("b2", "b"), send("c1", "c"));
    for (const job of jobs) job.gate.release();
    await Promise.all(jobs.map((job) => job.done));
    expect(order).toEqual(["a0", "b1", "c1", "a1", "b2", "a2"]);
  });

  it("refuses a sender past its own bound at once, and still takes another sender's job", async () => {
    const running = hold("running", "203.0.113.1");
    await running.gate.started();
    const kind = "hold-other";
    const mine = [1, 2, 3].map((i) => hold(`mine ${i}`, "a", { kind }));
    expect(await failure(hold("past", "a", { kind }).done)).toBe("busy");
    const other = hold("b", "b", { kind });
    expect(senders.waitingOf(kind)).toEqual({ a: 3, b: 1 });
    for (const job of [running, other, ...mine]) job.gate.release();
    expect((await other.done).text).toBe("b");
    expect((await Promise.all(mine.map((job) => job.done))).map((done) => done.text)).toEqual([
      "mine 1",
      "mine 2",
      "mine 3",
    ]);
    expect((await running.done).text).toBe("running");
  });

  it("gives a full line's place to a sender with fewer waiting: the one with the most loses its newest", async () => {
    const running = hold("running", "x");
    await running.gate.started();
    const flood = Array.from({ length: 12 }, (_, i) => hold(`flood ${i}`, "a"));
    // The line is full: a thirteenth of the same sender is refused, a newcomer's is taken.
    expect(await failure(hold("flood 12", "a").done)).toBe("busy");
    const newcomer = hold("newcomer", "b");
    expect(await failure(flood[11]!.done)).toBe("busy");
    expect(senders.waitingOf("hold")).toEqual({ a: 11, b: 1 });
    // Equal shares are not traded: with one each, a fourth sender is refused.
    const few = createPool<typeof testTasks>({ script, threads: 1, queue: 2, memoryMb: 64 });
    try {
      const held = gate();
      const holding = few.run("hold", { gate: held.cells, text: "held" });
      await held.started();
      const ones = ["c", "d"].map((sender) => {
        const g = gate();
        g.release();
        return few.run("hold", { gate: g.cells, text: sender }, { sender });
      });
      const g = gate();
      expect(await failure(few.run("hold", { gate: g.cells, text: "e" }, { sender: "e" }))).toBe(
        "busy",
      );
      held.release();
      expect((await Promise.all([holding, ...ones])).map((done) => done.text)).toEqual([
        "held",
        "c",
        "d",
      ]);
    } finally {
      await few.close();
    }
    running.gate.release();
    newcomer.gate.release();
    for (const job of flood) job.gate.release();
    expect((await newcomer.done).text).toBe("newcomer");
    await Promise.all(flood.slice(0, 11).map((job) => job.done));
  });

  it("takes twelve addresses of one network as one sender beside a buyer from another (issue 81)", async () => {
    const running = hold("running", "10.71.4.200");
    await running.gate.started();
    // One job each from twelve addresses of one /24: the line's twelve places are theirs.
    const flood = Array.from({ length: 12 }, (_, i) => hold(`flood ${i}`, `10.71.4.${1 + i}`));
    // A buyer from another network takes the place of the network's newest, and goes next.
    const buyer = hold("buyer", "198.51.100.20");
    expect(await failure(flood[11]!.done)).toBe("busy");
    running.gate.release();
    await buyer.gate.started();
    expect(flood.some((job) => job.gate.running())).toBe(false);
    buyer.gate.release();
    expect((await buyer.done).text).toBe("buyer");
    for (const job of flood) job.gate.release();
    await Promise.all(flood.slice(0, 11).map((job) => job.done));
    expect((await running.done).text).toBe("running");
  });

  it("gives up a sender's job past its wait for its turn as busy, and keeps the others' turns", async () => {
    const running = hold("running", "a");
    await running.gate.started();
    const next = hold("next", "a");
    const late = hold("late", "b", { waitMs: 50 });
    expect(await failure(late.done)).toBe("busy");
    expect(senders.waitingOf("hold")).toEqual({ a: 1 });
    running.gate.release();
    next.gate.release();
    expect((await next.done).text).toBe("next");
  });

  it("lets a job go from its line once its caller has left, and takes none from a caller gone", async () => {
    const running = hold("running", "a");
    await running.gate.started();
    const caller = new AbortController();
    const leaving = hold("left", "b", { signal: caller.signal });
    expect(senders.waitingOf("hold")).toEqual({ b: 1 });
    caller.abort();
    expect(await failure(leaving.done)).toBe("busy");
    expect(senders.waitingOf("hold")).toEqual({});
    const gone = senders.run("echo", { text: "gone" }, { sender: "b", signal: caller.signal });
    expect(await failure(gone)).toBe("busy");
    running.gate.release();
    expect((await running.done).text).toBe("running");
  });
});
