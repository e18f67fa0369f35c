import { useState, useSyncExternalStore } from "react";
import { FormMessage } from "../frame/FormMessage";
import { useWords } from "../frame/use-admin";
import { adminPath } from "../words";
import type { Ceremony } from "./ceremony";

const noSubscription = () => () => {};

/**
 * Starts a passkey ceremony (WebAuthn needs JavaScript by nature). Before the page is hydrated,
 * or without JavaScript, it says so instead of showing a button that does nothing; the
 * WebAuthn code is loaded on the click. Recovery codes in the answer (a join) go to `onCodes`
 * to be shown; otherwise the page goes where the server says.
 */
export function PasskeyButton(props: {
  ceremony: Ceremony;
  label: string;
  next?: string;
  token?: string;
  onCodes?: (codes: string[]) => void;
  /** Said instead of the button without JavaScript (default: authenticator codes need none). */
  noScript?: string;
  /** Said when the ceremony fails, by the server's reason if any (default: try another way). */
  failure?: (reason: string | undefined) => string;
}) {
  const { lang, w } = useWords();
  // False in the server's HTML and while hydrating; true once the browser runs this code.
  const ready = useSyncExternalStore(
    noSubscription,
    () => typeof PublicKeyCredential !== "undefined",
    () => false,
  );
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string>();
  if (!ready) return <p className="admin-note">{props.noScript ?? w("passkeyNeedsJs")}</p>;

  async function run() {
    setBusy(true);
    setFailed(undefined);
    try {
      const { runPasskey } = await import("./passkey-client");
      const { to, codes } = await runPasskey(adminPath(lang, "/passkey"), {
        ceremony: props.ceremony,
        token: props.token,
        next: props.next,
      });
      if (codes && props.onCodes) props.onCodes(codes);
      else window.location.assign(to);
    } catch (error) {
      const reason = (error as { reason?: string }).reason;
      // A full disk is no fault of the passkey: said as such, whatever the page's own words.
      setFailed(
        reason === "disk" ? w("passkeyDiskFull") : (props.failure?.(reason) ?? w("passkeyFailed")),
      );
      setBusy(false);
    }
  }

  return (
    <div className="admin-passkey">
      <button type="button" onClick={() => void run()} disabled={busy}>
        {props.label}
      </button>
      <FormMessage text={failed} />
    </div>
  );
}
