/**
 * A table of task kinds: each takes one input and answers one output (or a promise of it), both
 * plain data that crosses threads by structured clone.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind has its own input type
export type TaskTable = Record<string, (input: any) => unknown>;

/** A table's shape as a type (an interface too, which has no index signature). */
export type TaskTypes<Table> = { [Kind in keyof Table]: (input: never) => unknown };

export type TaskKind<Table> = keyof Table & string;
export type TaskInput<Table, Kind extends TaskKind<Table>> = Table[Kind] extends (
  input: infer Input,
) => unknown
  ? Input
  : never;
export type TaskOutput<Table, Kind extends TaskKind<Table>> = Table[Kind] extends (
  input: never,
) => infer Output
  ? Awaited<Output>
  : never;

/** What the pool sends its thread: a kind of the table and its input. */
export interface WorkTask {
  kind: string;
  input: unknown;
}

/** The worker's handler (its default export, which piscina calls): runs the task of each kind. */
export function serveTasks(table: TaskTable) {
  return async ({ kind, input }: WorkTask) => {
    const task = Object.hasOwn(table, kind) ? table[kind] : undefined;
    if (!task) throw new Error(`no task of kind "${kind}"`);
    return await task(input);
  };
}
