import { generateSync } from "otplib";
import type { setUpStaff } from "../server/admin/setup";

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

/**
 * An owner (owner@hanbit.example) and a staff member (staff@hanbit.example) signed in, as the
 * cookies their browsers send: the session and the CSRF token `csrf` that their posts repeat.
 */
export function signedInCookies(staff: ReturnType<typeof setUpStaff>, csrf: string) {
  const cookies = { owner: "", staff: "" };
  for (const role of ["owner", "staff"] as const) {
    const { account, token } = staff.accounts.invite(`${role}@hanbit.example`, role);
    staff.accounts.completeInvitation(token, account.id);
    const session = staff.sessions.create(account.id, "full", "127.0.0.1");
    cookies[role] = `hf_csrf=${csrf}; hf_staff=${session}`;
  }
  return cookies;
}
