import { generateSync } from "otplib";

/** The authenticator app's code at `time` (ms), from the same library the server checks with. */
export function currentCode(secret: string, time: number): string {
  return generateSync({ secret, epoch: Math.floor(time / 1000) });
}

/**
 * A small scrypt cost for passwords the tests set (createStaffServices' `passwordCost`): a real
 * one is a third of a second of CPU per hash and per check, the stored hash carries its cost,
 * and only tests/server/staff-rules.test.ts is about the real one.
 */
export const QUICK_PASSWORDS = { N: 2 ** 10, r: 8, p: 1 };
