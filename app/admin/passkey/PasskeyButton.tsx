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
}) {
  const { lang, w } = useWords();
  // False in the server's HTML and while hydrating; true once the browser runs this code.
  const ready = useSyncExternalStore(
    noSubscription,
    () => typeof PublicKeyCredential !== "undefined",
    () => false,
  );
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!ready) return <p className="admin-note">{w("passkeyNeedsJs")}</p>;

  async function run() {
    setBusy(true);
    setFailed(false);
    try {
      const { runPasskey } = await import("./passkey-client");
      const { to, codes } = await runPasskey(adminPath(lang, "/passkey"), {
        ceremony: props.ceremony,
        token: props.token,
        next: props.next,
      });
      if (codes && props.onCodes) props.onCodes(codes);
      else window.location.assign(to);
    } catch {
      setFailed(true);
      setBusy(false);
    }
  }

  return (
    <div className="admin-passkey">
      <button type="button" onClick={() => void run()} disabled={busy}>
        {props.label}
      </button>
      <FormMessage text={failed ? w("passkeyFailed") : undefined} />
    </div>
  );
}
