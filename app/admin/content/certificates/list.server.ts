import type { AppLoadContext } from "react-router";
import type { CertificateItem } from "../../../content/schemas";
import { seoulToday } from "../../../lib/site-clock";
import { requireStaff } from "../../guard.server";
import { adminPageMeta } from "../../frame/meta";
import { requestAdminLang } from "../../words";
import { publishing } from "../context.server";
import { standing } from "./status";
import { certificateEditorWord } from "./words";

/** The certificates' list: each one's title, state, validity and where it stands today in Seoul. */
export function loadCertificateList(request: Request, context: AppLoadContext) {
  requireStaff(request, context);
  const lang = requestAdminLang(request);
  const day = seoulToday();
  const items = publishing(context)
    .store.list("certificate")
    .sort((a, b) => Number(a.id) - Number(b.id))
    .map((item) => {
      const draft = item.draft as Partial<CertificateItem>;
      // What visitors see is the published value; a draft never published has only its own.
      const shown = (item.published ?? draft) as Partial<CertificateItem>;
      return {
        id: item.id,
        title: draft.name?.[lang] || certificateEditorWord(lang, "item", { id: item.id }),
        state: item.state,
        changed: item.changed,
        updatedAt: item.updatedAt,
        updatedBy: item.updatedBy,
        validFrom: shown.validFrom,
        validUntil: shown.validUntil,
        standing: standing(shown, day),
      };
    });
  return { items, meta: adminPageMeta(lang, certificateEditorWord(lang, "title")) };
}
