import { usePlantsWords } from "../PlantForm";

/** A plant's contact as its page's loader hands it (never the unsubscribe token). */
export interface ContactView {
  id: number;
  name: string;
  email: string;
  lang: "ko" | "en";
  consentAt: number;
  consentHow: string;
  consentPolicy: string;
  consentBy: string;
  nightConsent: boolean;
  confirmedAt: number;
  stoppedAt?: number;
  stoppedWhy?: "unsubscribed" | "bounced";
}

/**
 * The plant's contacts, read only: a placeholder the contacts' own piece (consent, adding,
 * erasing; issue 74 item 6) replaces, inside the plant page's "Contacts" section.
 */
export function Contacts({ contacts }: { plantId: number; contacts: ContactView[] }) {
  const { t } = usePlantsWords();
  if (contacts.length === 0) return <p>{t("contactsNone")}</p>;
  return (
    <ul className="units-papers">
      {contacts.map((contact) => (
        <li key={contact.id}>
          {contact.name} &lt;{contact.email}&gt;
          {contact.stoppedAt !== undefined && (
            <span className="admin-hint">({t("contactStopped")})</span>
          )}
        </li>
      ))}
    </ul>
  );
}
