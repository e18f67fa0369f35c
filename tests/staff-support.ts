import { generateSync } from "otplib";

/** The authenticator app's code at `time` (ms), from the same library the server checks with. */
export function currentCode(secret: string, time: number): string {
  return generateSync({ secret, epoch: Math.floor(time / 1000) });
}
