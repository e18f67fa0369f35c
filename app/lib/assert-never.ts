/**
 * The default branch of a switch that handles every member of a union: the call type-checks only
 * while `value` is `never`, so a new member without its own branch is a compile error. Should
 * data the types did not foresee get there anyway, it throws.
 */
export function assertNever(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
}
