import { afterEach, expect, it, vi } from "vitest";
import { startDueQueue, type DueQueue } from "../../server/db/due-queue";

/**
 * The one due-queue timer of the mail outbox and the edge's queue (server/db/due-queue.ts): what
 * their own tests cannot single out. Every wait here is on an event (a drain called), none on
 * time: the queue's rows are never due by the clock.
 */

let queue: DueQueue | undefined;
afterEach(async () => {
  await queue?.stop();
  queue = undefined;
});

/** A drain that records each call and ends when the test says. */
function drains() {
  const ends: (() => void)[] = [];
  const drain = vi.fn(
    (_stopped: () => boolean) =>
      new Promise<number | undefined>((end) => ends.push(() => end(undefined))),
  );
  return { drain, ends };
}

it("a wake during a drain looks again once it ends, and never in the caller's turn", async () => {
  const { drain, ends } = drains();
  queue = startDueQueue({ name: "The test queue", nextAt: () => undefined, drain });
  queue.wake();
  expect(drain).not.toHaveBeenCalled();
  await vi.waitFor(() => expect(drain).toHaveBeenCalledTimes(1));
  // Woken twice while the drain runs: one more drain after it, not two at once.
  queue.wake();
  queue.wake();
  await new Promise((done) => setImmediate(done));
  expect(drain).toHaveBeenCalledTimes(1);
  ends[0]!();
  await vi.waitFor(() => expect(drain).toHaveBeenCalledTimes(2));
  ends[1]!();
});

it("stop waits for the drain under way and no drain follows", async () => {
  const { drain, ends } = drains();
  queue = startDueQueue({ name: "The test queue", nextAt: () => undefined, drain });
  queue.wake();
  await vi.waitFor(() => expect(drain).toHaveBeenCalledTimes(1));
  const stopped = drain.mock.calls[0]![0];
  queue.wake();
  let done = false;
  const stopping = queue.stop().then(() => (done = true));
  expect(stopped()).toBe(true);
  await new Promise((next) => setImmediate(next));
  expect(done).toBe(false);
  ends[0]!();
  await stopping;
  queue.wake();
  await new Promise((next) => setImmediate(next));
  expect(drain).toHaveBeenCalledTimes(1);
});

it("a database that cannot be read is logged and looked at again, not given up", async () => {
  const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
  const nextAt = vi.fn((): string | undefined => {
    throw new Error("database is locked");
  });
  const { drain, ends } = drains();
  queue = startDueQueue({ name: "The test queue", nextAt, drain });
  expect(errors).toHaveBeenCalledWith(
    "The test queue cannot read its database:",
    expect.objectContaining({ message: "database is locked" }),
  );
  // A wake still drains: the timer was armed again, not lost.
  queue.wake();
  await vi.waitFor(() => expect(drain).toHaveBeenCalledTimes(1));
  ends[0]!();
  await queue.stop();
  errors.mockRestore();
});
