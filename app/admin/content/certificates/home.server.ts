import type { AppLoadContext } from "react-router";
import type { CertificateItem } from "../../../content/schemas";
import type { Lang } from "../../../i18n/lang";
import { seoulToday } from "../../../lib/site-clock";
import type { Publishing } from "../context.server";
import { standing } from "./status";
import { certificateEditorWord } from "./words";

/** A published certificate the owner's home names: ending within 60 days, or expired. */
export interface CertificateWarning {
  id: string;
  text: string;
  expired: boolean;
  /** Its editor under /admin. */
  edit: string;
}

/**
 * The owner's home: each published certificate from 60 days before its last valid day (in
 * Seoul, on the site's clock as the public pages have it), and each one expired and still
 * published, which the public pages no longer show. The soonest first.
 */
export function certificateWarnings(context: AppLoadContext, lang: Lang): CertificateWarning[] {
  // A server started without the content store (a test's partial site) has none to name.
  const store = (context as { publishing?: Publishing }).publishing?.store;
  if (!store) return [];
  const day = seoulToday();
  return store
    .list("certificate")
    .flatMap((item) => {
      const shown = item.published as CertificateItem | undefined;
      const at = shown && standing(shown, day);
      if (!shown || !at || !(at.soon || at.kind === "expired")) return [];
      const key =
        at.kind === "expired" ? "homeExpired" : at.kind === "lastDay" ? "homeLastDay" : "homeSoon";
      const text = certificateEditorWord(lang, key, {
        name: shown.name[lang],
        number: shown.number,
        until: shown.validUntil,
        days: at.days,
      });
      return [
        {
          id: item.id,
          text,
          expired: at.kind === "expired",
          edit: `/content/certificates/${item.id}`,
          until: shown.validUntil,
        },
      ];
    })
    .sort((a, b) => a.until.localeCompare(b.until))
    .map(({ until: _until, ...warning }) => warning);
}
