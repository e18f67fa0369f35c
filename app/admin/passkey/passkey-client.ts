import {
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
} from "@simplewebauthn/browser";
import type { Ceremony } from "./ceremony";

interface Answer {
  ok: boolean;
  /** Why the server refused, when it says (a sign-in alone: "unverified", "unknown", ...). */
  reason?: string;
  kind?: "register" | "authenticate";
  // The JSON options of @simplewebauthn/server, passed on untouched.
  options?: never;
  to?: string;
  /** A join's new recovery codes, to show before going on. */
  codes?: string[];
}

async function post(url: string, body: unknown): Promise<Answer> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    credentials: "same-origin",
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Answer;
  if (!response.ok || !answer.ok) throw new PasskeyRefused(response.status, answer.reason);
  return answer;
}

/** The server's refusal, with its reason if it gave one. */
export class PasskeyRefused extends Error {
  constructor(
    status: number,
    readonly reason?: string,
  ) {
    super(`passkey ${status}${reason ? ` (${reason})` : ""}`);
  }
}

/**
 * One ceremony: options from the server, the browser's WebAuthn prompt, the answer back to the
 * server. Resolves to where to go next, and a join's recovery codes. With `autofill`, the prompt
 * is the e-mail field's suggestions (conditional mediation): it waits until the person picks a
 * passkey there, or until another ceremony or `stopPasskey` ends it.
 */
export async function runPasskey(
  url: string,
  request: { ceremony: Ceremony; token?: string; next?: string },
  autofill = false,
): Promise<{ to: string; codes?: string[] }> {
  const { kind, options } = await post(url, { ...request, step: "options" });
  const response =
    kind === "register"
      ? await startRegistration({ optionsJSON: options! })
      : await startAuthentication({ optionsJSON: options!, useBrowserAutofill: autofill });
  const { to, codes } = await post(url, { ...request, step: "verify", response });
  return { to: to!, ...(codes && { codes }) };
}

/** Whether the browser offers passkeys among a field's suggestions. */
export const autofillAvailable = browserSupportsWebAuthnAutofill;

/** Ends the ceremony waiting for the browser, if any (a page left, a request renewed). */
export function stopPasskey() {
  WebAuthnAbortService.cancelCeremony();
}
