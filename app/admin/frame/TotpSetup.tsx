import { PostForm } from "./PostForm";
import { CodeField } from "./SignInFields";
import { useWords } from "./use-admin";

export interface TotpOffer {
  secret: string;
  /** The otpauth:// URI as a QR code, an SVG data URL made on the server. */
  qr: string;
}

/** Adds an authenticator app: the QR code, the key as text, and a code to prove it works. */
export function TotpSetup({ offer, intent }: { offer: TotpOffer; intent: string }) {
  const { w } = useWords();
  return (
    <PostForm intent={intent} values={{ secret: offer.secret }} className="admin-form">
      <p>{w("totpText")}</p>
      <img src={offer.qr} alt={w("qrAlt")} width={200} height={200} className="admin-qr" />
      <p>
        {w("totpKey")}:{" "}
        <code className="admin-secret">{offer.secret.replace(/(.{4})/g, "$1 ").trim()}</code>
      </p>
      <CodeField id={`${intent}-code`} kind="totp" required />
      <button type="submit">{w("addTotp")}</button>
    </PostForm>
  );
}
