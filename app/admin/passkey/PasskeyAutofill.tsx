import { useEffect, useState } from "react";
import { FormMessage } from "../frame/FormMessage";
import { useWords } from "../frame/use-admin";
import { adminPath } from "../words";
import type * as PasskeyClient from "./passkey-client";

/**
 * Renews the request before the server's challenge (5 minutes) ends: a passkey picked late is
 * then still good, and never counted as a failed sign-in.
 */
const RENEW_MS = 4 * 60_000;

/**
 * Passkeys among the e-mail field's suggestions (conditional mediation; the field's
 * autocomplete ends in "webauthn"): picking one signs in alone, as the button does. Nothing is
 * shown unless the server refuses the picked passkey; a browser without it, or a person who
 * types their e-mail instead, sees no difference. The WebAuthn code loads after hydration.
 */
export function PasskeyAutofill({ next }: { next?: string }) {
  const { lang, w } = useWords();
  // The server's reason for refusing a picked passkey ("" when it gave none).
  const [refused, setRefused] = useState<string>();

  useEffect(() => {
    let live = true;
    let renew: ReturnType<typeof setTimeout> | undefined;
    let client: typeof PasskeyClient | undefined;
    async function wait() {
      client ??= await import("./passkey-client");
      if (!live || !(await client.autofillAvailable())) return;
      const mine = setTimeout(() => {
        client?.stopPasskey();
        if (live) void wait();
      }, RENEW_MS);
      renew = mine;
      try {
        const { to } = await client.runPasskey(
          adminPath(lang, "/passkey"),
          { ceremony: "alone", next },
          true,
        );
        window.location.assign(to);
      } catch (error) {
        // Only the server's refusal of a picked passkey is news; the browser's own ends (a
        // renewal, the button's ceremony, a page left) are not.
        if (live && error instanceof client.PasskeyRefused) setRefused(error.reason ?? "");
      } finally {
        clearTimeout(mine);
      }
    }
    void wait();
    return () => {
      live = false;
      clearTimeout(renew);
      client?.stopPasskey();
    };
  }, [lang, next]);

  if (refused === undefined) return null;
  return (
    <FormMessage
      text={w(
        refused === "disk"
          ? "passkeyDiskFull"
          : refused === "unverified"
            ? "passkeyUnverified"
            : "passkeyAloneFailed",
      )}
    />
  );
}
