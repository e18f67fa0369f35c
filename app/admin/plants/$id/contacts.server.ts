import { data, redirect, type AppLoadContext } from "react-router";
import { policyVersions } from "../../../content/privacy";
import { adminPageMeta } from "../../frame/meta";
import { audit, requireStaff } from "../../guard.server";
import { adminPath, requestAdminLang } from "../../words";
import { unitsPart } from "../../units/units.server";
import { contactsWord } from "../contacts-words";
import { inquiriesContext } from "../../frame/inquiries.server";
import { postedForm } from "../../../../server/platform/body";
import { seoulDay } from "../../../../server/platform/seoul-day";
import {
  eraseContacts,
  readContactForm,
  type ContactError,
  type ContactField,
} from "../../../../server/plants/contacts";
import type { Contact } from "../../../../server/units/plant-store";

/**
 * A plant's contacts in the back office (docs/decisions/046-plants.md, "Contacts and consent"):
 * the list with each one's consent and state, the form that adds one only with the consent's
 * record, and erasure. Rendered inside the plant's page (`<Contacts>`) and on its own page; the
 * forms post to /admin/plants/{id}/contacts.
 */

/** A contact as the page shows it: no token. */
export interface ContactView {
  id: number;
  name: string;
  email: string;
  lang: "ko" | "en";
  consentDay: string;
  consentHow: string;
  consentPolicy: string;
  consentBy: string;
  nightConsent: boolean;
  confirmedDay: string;
  stopped?: { why: "unsubscribed" | "bounced"; day: string };
}

const viewOf = (contact: Contact): ContactView => ({
  id: contact.id,
  name: contact.name,
  email: contact.email,
  lang: contact.lang,
  consentDay: seoulDay(contact.consentAt),
  consentHow: contact.consentHow,
  consentPolicy: contact.consentPolicy,
  consentBy: contact.consentBy,
  nightConsent: contact.nightConsent,
  confirmedDay: seoulDay(contact.confirmedAt),
  ...(contact.stoppedAt !== undefined && {
    stopped: { why: contact.stoppedWhy ?? "unsubscribed", day: seoulDay(contact.stoppedAt) },
  }),
});

/** What `<Contacts>` needs, for the plant's page loader and this one's. */
export function contactsOf(context: AppLoadContext, plantId: number, now = Date.now()) {
  const { plants } = unitsPart(context).store;
  return {
    plantId,
    contacts: plants.contacts(plantId).map(viewOf),
    today: seoulDay(now),
    // The newest version published (announced included) is the one that tells of contacts.
    policies: [...policyVersions],
    reminders: plants
      .reminders(plantId)
      .slice(-10)
      .reverse()
      .map((r) => ({ day: r.day, units: r.unitIds.length, contacts: r.contacts })),
  };
}

export type ContactsData = ReturnType<typeof contactsOf>;

/** The plant from the URL, or the page's 404. */
function plantOr404(context: AppLoadContext, id: string | undefined) {
  const plant = /^\d+$/.test(id ?? "")
    ? unitsPart(context).store.plants.byId(Number(id))
    : undefined;
  if (!plant) throw data({ missing: true }, { status: 404 });
  return plant;
}

export function loadContactsPage(request: Request, context: AppLoadContext, id?: string) {
  requireStaff(request, context);
  const lang = requestAdminLang(request);
  const plant = plantOr404(context, id);
  const name = `${plant.customer} ${plant.site}`;
  const done = new URL(request.url).searchParams.get("done");
  return {
    meta: adminPageMeta(lang, contactsWord(lang, "pageTitle", { plant: name })),
    plant: { id: plant.id, name },
    ...contactsOf(context, plant.id),
    done: done === "added" || done === "erased" ? done : undefined,
  };
}

export interface ContactsAnswer {
  errors: Partial<Record<ContactField | "confirm", ContactError | "confirm">>;
  typed: Record<string, string>;
}

/** Adds a contact with its consent's record, or erases one; back to where the form was. */
export async function contactsAction(request: Request, context: AppLoadContext, id?: string) {
  const account = requireStaff(request, context);
  const lang = requestAdminLang(request);
  const plant = plantOr404(context, id);
  const { plants } = unitsPart(context).store;
  const form = postedForm(context);
  // The plant's page names its own "added" (a plant): a contact's answers are named apart there.
  const onPlant = form.get("from") === "plant";
  const back = (done: "added" | "erased") =>
    redirect(
      `${adminPath(lang, `/plants/${plant.id}${onPlant ? "" : "/contacts"}`)}?done=${
        onPlant ? { added: "contactAdded", erased: "contactErased" }[done] : done
      }`,
    );
  if (form.get("intent") === "erase") {
    const contact = plants
      .contacts(plant.id)
      .find((c) => String(c.id) === String(form.get("contact")));
    if (!contact) return back("erased");
    if (form.get("confirm") !== "on") {
      return data<ContactsAnswer>({ errors: { confirm: "confirm" }, typed: {} }, { status: 400 });
    }
    eraseContacts(plants, inquiriesContext(context).store.outbox, [contact]);
    audit(request, context, { action: "plant-contact-erased", target: String(plant.id) });
    return back("erased");
  }
  const today = seoulDay(Date.now());
  const read = readContactForm(form, today, (email) =>
    plants.contacts(plant.id).some((c) => c.email === email),
  );
  if (!read.ok) {
    const typed: Record<string, string> = {};
    for (const name of ["name", "email", "lang", "consentAt", "consentHow", "consentPolicy"]) {
      const value = form.get(name);
      if (typeof value === "string") typed[name] = value;
    }
    if (form.get("nightConsent") === "on") typed.nightConsent = "on";
    return data<ContactsAnswer>({ errors: read.errors, typed }, { status: 400 });
  }
  if (!(policyVersions as readonly string[]).includes(read.input.consentPolicy)) {
    return data<ContactsAnswer>(
      { errors: { consentPolicy: "required" }, typed: {} },
      { status: 400 },
    );
  }
  plants.addContact(plant.id, read.input, account.email);
  audit(request, context, { action: "plant-contact-added", target: String(plant.id) });
  return back("added");
}
