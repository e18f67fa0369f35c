import type { AppLoadContext } from "react-router";
import { z } from "zod";
import {
  currentStaff,
  safeNext,
  sessionCookieHeader,
  sessionId,
  staffContext,
} from "../guard.server";
import type { StaffContext } from "../../../server/admin/http";
import { adminPath, requestAdminLang } from "../words";
import { postedJson } from "../../../server/platform/body";
import { DISK_FULL_RETRY_SECONDS, isDiskFull } from "../../../server/platform/durable-file";

const body = z.object({
  ceremony: z.enum(["sign-in", "alone", "join", "add"]),
  step: z.enum(["options", "verify"]),
  token: z.string().max(100).optional(),
  next: z.string().max(2000).optional(),
  // WebAuthn's answer, checked by @simplewebauthn/server.
  response: z.record(z.string(), z.unknown()).optional(),
});

const refuse = (status: number, reason?: string) =>
  Response.json({ ok: false, ...(reason && { reason }) }, { status });

/**
 * A ceremony on the session's own challenge (the second step, a passkey added): the options
 * store it; the answer spends it, good or not, so no answer is checked twice against it.
 */
async function onSession(
  on: {
    services: StaffContext["services"];
    id: string;
    session: { challenge?: string };
    step: "options" | "verify";
    kind: "authenticate" | "register";
  },
  options: () => Promise<{ challenge: string }>,
  verify: (challenge: string) => Promise<boolean>,
): Promise<Response | boolean> {
  if (on.step === "options") {
    const made = await options();
    on.services.sessions.setChallenge(on.id, made.challenge);
    return Response.json({ ok: true, kind: on.kind, options: made });
  }
  on.services.sessions.setChallenge(on.id, null);
  return on.session.challenge !== undefined && (await verify(on.session.challenge));
}

/**
 * The passkey ceremonies' JSON endpoint (POST only; origin checked by server/admin/http.ts):
 * `options` makes a challenge and keeps it with the session or invitation, `verify` checks the
 * browser's answer against it. sign-in: the second step; alone: the whole sign-in with a
 * discoverable passkey that verified its user; join: the factor of an invitation, or without a
 * password the whole sign-in (a passkey that can sign in alone); add: another passkey for the
 * signed-in account.
 */
export async function passkeyCeremony(request: Request, context: AppLoadContext) {
  try {
    return await ceremony(request, context);
  } catch (error) {
    if (!isDiskFull(error)) throw error;
    // A write the disk refused (the reserve given up and taken too): the page says the disk is
    // full, not that the passkey failed (issue 81).
    console.error("A passkey's write was refused, the disk is full:", error);
    return Response.json(
      { ok: false, reason: "disk" },
      { status: 503, headers: { "Retry-After": String(DISK_FULL_RETRY_SECONDS) } },
    );
  }
}

async function ceremony(request: Request, context: AppLoadContext) {
  const lang = requestAdminLang(request);
  const { services, address } = staffContext(context);
  const parsed = body.safeParse(postedJson(context));
  if (!parsed.success) return refuse(400);
  const { ceremony, step, token, response } = parsed.data;
  // Asking for options checks nothing (each sign-in page load asks, for autofill): only a
  // verification that fails counts against the address (issue 41).
  if (!(step === "options" ? services.mayAskOptions(address) : services.mayTry(address))) {
    return refuse(429);
  }
  const url = new URL(request.url);
  const rp = {
    rpID: url.hostname,
    origin: services.isHttps(request) ? `https://${url.host}` : url.origin,
  };
  const id = sessionId(request, context);
  const passkeys = services.passkeys;

  if (ceremony === "sign-in") {
    const session = services.sessions.read(id);
    const account = session?.stage === "password" && services.accounts.byId(session.accountId);
    if (!id || !session || !account || services.locked(account.id)) return refuse(401);
    const good = await onSession(
      { services, id, session, step, kind: "authenticate" },
      () => passkeys.authenticationOptions(account.id, rp.rpID),
      (challenge) => passkeys.verifyAuthentication(account.id, response, challenge, rp),
    );
    if (good instanceof Response) return good;
    if (!good) {
      services.failed(account, "passkey", address);
      return refuse(401);
    }
    const full = services.finishSignIn(id, account, "passkey", address);
    return Response.json(
      { ok: true, to: safeNext(parsed.data.next ?? null, adminPath(lang)) },
      { headers: { "Set-Cookie": sessionCookieHeader(context, full) } },
    );
  }

  if (ceremony === "alone") {
    if (step === "options") {
      const options = await passkeys.discoverOptions(rp.rpID);
      services.issueChallenge(options.challenge);
      return Response.json({ ok: true, kind: "authenticate", options });
    }
    const found = await passkeys.verifyDiscovered(
      response,
      (challenge) => services.spendChallenge(challenge),
      rp,
    );
    const account =
      found.accountId === undefined ? undefined : services.accounts.byId(found.accountId);
    if (
      "refused" in found ||
      !account ||
      account.status !== "active" ||
      services.locked(account.id)
    ) {
      const why = "refused" in found ? found.refused : "inactive";
      if (account?.status === "active") services.failed(account, `passkey alone: ${why}`, address);
      else {
        services.countFailure(address);
        services.record({ action: "sign-in-failed", detail: `passkey alone: ${why}`, address });
      }
      return refuse(401, why);
    }
    const full = services.finishSignIn(id, account, "passkey alone", address);
    return Response.json(
      { ok: true, to: safeNext(parsed.data.next ?? null, adminPath(lang)) },
      { headers: { "Set-Cookie": sessionCookieHeader(context, full) } },
    );
  }

  if (ceremony === "join") {
    const invitation = token ? services.accounts.invitation(token) : undefined;
    const account = invitation?.account;
    if (!token || !account) return refuse(401);
    // Without a password the passkey is the whole sign-in: one that can sign in alone.
    const alone = services.accounts.passwordHash(account.id) === undefined;
    if (step === "options") {
      const options = await passkeys.registrationOptions(account, rp.rpID, alone);
      services.accounts.setInvitationSetup(token, options.challenge);
      return Response.json({ ok: true, kind: "register", options });
    }
    services.accounts.setInvitationSetup(token, null);
    const good =
      invitation.setup !== undefined &&
      (await passkeys.verifyRegistration(account.id, response, invitation.setup, rp, alone));
    if (!good) {
      services.countFailure(address);
      return refuse(400);
    }
    // Alone or after a password, ten recovery codes, shown this once by the join page: losing
    // the one device is not the end of the account.
    const joined = services.completeJoin(
      token,
      account,
      alone ? "passkey alone" : "passkey",
      address,
    );
    return Response.json(
      { ok: true, to: adminPath(lang), codes: joined.codes },
      { headers: { "Set-Cookie": sessionCookieHeader(context, joined.session) } },
    );
  }

  const account = currentStaff(request, context);
  const session = services.sessions.read(id);
  if (!id || !account || !session) return refuse(401);
  const good = await onSession(
    { services, id, session, step, kind: "register" },
    () => passkeys.registrationOptions(account, rp.rpID),
    (challenge) => passkeys.verifyRegistration(account.id, response, challenge, rp),
  );
  if (good instanceof Response) return good;
  if (!good) return refuse(400);
  services.record({
    action: "factor-added",
    actor: account.email,
    target: account.email,
    detail: "passkey",
    address,
  });
  return Response.json({ ok: true, to: safeNext(parsed.data.next ?? null, adminPath(lang)) });
}
