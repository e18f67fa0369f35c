import { redirect, type AppLoadContext } from "react-router";
import { personKey, privacyStore } from "../../../server/inquiries/privacy";
import { inboxWord } from "../frame/inbox-words";
import { inquiriesContext } from "../frame/inquiries.server";
import { adminPageMeta } from "../frame/meta";
import { audit, requireStaff } from "../guard.server";
import { adminPath, requestAdminLang } from "../words";
import { postedForm } from "../../../server/platform/body";
import { eraseContacts } from "../../../server/plants/contacts";
import type { UnitsPart } from "../../../server/units/setup";

/** The person's key from the form, or undefined when it is neither an e-mail nor a number. */
function keyOf(value: string) {
  try {
    return personKey(value);
  } catch {
    return undefined;
  }
}

/**
 * A person's request to erase their data (PIPA Art. 36), owners only: find every inquiry by
 * e-mail or phone, then erase them in a second, confirmed step, through the same code as
 * `npm run inquiries -- erase`. The audit log keeps the references and count, never the person.
 */
export function loadErase(request: Request, context: AppLoadContext) {
  requireStaff(request, context, { role: "owner" });
  const lang = requestAdminLang(request);
  const params = new URL(request.url).searchParams;
  const person = (params.get("person") ?? "").trim();
  const key = person ? keyOf(person) : undefined;
  const found = key ? privacyStore(inquiriesContext(context).store).findPerson(key) : [];
  return {
    meta: adminPageMeta(lang, inboxWord(lang, "eraseTitle")),
    person,
    badKey: person !== "" && !key,
    found: found.map((inquiry) => ({
      ref: inquiry.ref,
      createdAt: inquiry.createdAt,
      companyName: inquiry.companyName,
    })),
    erased: Number(params.get("erased") ?? "") || undefined,
    kept: Number(params.get("kept") ?? "") || 0,
  };
}

/** The confirmed second step: every inquiry of the person erased, the count audited. */
export async function eraseAction(request: Request, context: AppLoadContext) {
  requireStaff(request, context, { role: "owner" });
  const lang = requestAdminLang(request);
  const form = postedForm(context);
  const key = keyOf(String(form.get("person") ?? ""));
  const back = adminPath(lang, "/erase");
  if (!key || form.get("confirm") !== "yes") return redirect(back);
  const { store } = inquiriesContext(context);
  const { refs, count, kept } = privacyStore(store).erasePerson(key);
  // Their contacts at the plants and the reminders mailed to them go too (decision 046).
  const units = (context as { units?: UnitsPart }).units;
  if ("email" in key && units) {
    const { plants } = units.store;
    eraseContacts(plants, store.outbox, plants.contactsByEmail(key.email));
    store.outbox.eraseAddress(key.email);
  }
  audit(request, context, {
    action: "inquiry-erased",
    target: refs.join(" ").slice(0, 500),
    detail: String(count),
  });
  // Said beside the count: a sale's 거래명세서 outlives the erasure (server/orders/kept.ts).
  return redirect(`${back}?erased=${count}${kept > 0 ? `&kept=${kept}` : ""}`);
}
