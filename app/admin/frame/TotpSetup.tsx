import { Form } from "react-router";
import { Csrf } from "./Csrf";
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
    <Form method="post" className="admin-form">
      <Csrf />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="secret" value={offer.secret} />
      <p>{w("totpText")}</p>
      <img src={offer.qr} alt={w("qrAlt")} width={200} height={200} className="admin-qr" />
      <p>
        {w("totpKey")}:{" "}
        <code className="admin-secret">{offer.secret.replace(/(.{4})/g, "$1 ").trim()}</code>
      </p>
      <label htmlFor={`${intent}-code`}>{w("code")}</label>
      <input
        id={`${intent}-code`}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        pattern="[0-9 ]{6,7}"
        maxLength={7}
      />
      <button type="submit">{w("addTotp")}</button>
    </Form>
  );
}
