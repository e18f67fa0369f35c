import { Form, redirect } from "react-router";
import type { Route } from "./+types/route";
import { metaFromLoader } from "../../site/meta";
import { personKey, privacyStore } from "../../../server/inquiries/privacy";
import { Csrf } from "../frame/Csrf";
import { FormMessage } from "../frame/FormMessage";
import { useWords } from "../frame/use-admin";
import { audit, requireStaff } from "../guard.server";
import { adminPath, requestAdminLang } from "../words";
import { inquiriesContext } from "../frame/inquiries.server";
import { adminPageMeta } from "../frame/meta";
import { inboxWord, kst } from "../frame/inbox-words";
import "../frame/inbox.css";

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
export function loader({ request, context }: Route.LoaderArgs) {
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
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireStaff(request, context, { role: "owner" });
  const lang = requestAdminLang(request);
  const form = await request.formData();
  const key = keyOf(String(form.get("person") ?? ""));
  const back = adminPath(lang, "/erase");
  if (!key || form.get("confirm") !== "yes") return redirect(back);
  const { refs, count } = privacyStore(inquiriesContext(context).store).erasePerson(key);
  audit(request, context, {
    action: "inquiry-erased",
    target: refs.join(" ").slice(0, 500),
    detail: String(count),
  });
  return redirect(`${back}?erased=${count}`);
}

export const meta = metaFromLoader;

export default function ErasePage({ loaderData }: Route.ComponentProps) {
  const { lang } = useWords();
  const w = (key: Parameters<typeof inboxWord>[1], vars?: Record<string, string | number>) =>
    inboxWord(lang, key, vars);
  const { person, badKey, found, erased } = loaderData;
  return (
    <section className="admin-card">
      <h1>{w("eraseTitle")}</h1>
      <p>{w("eraseText")}</p>
      {erased !== undefined && <FormMessage kind="done" text={w("eraseDone", { count: erased })} />}
      <Form method="get" className="inbox-buttons">
        <p className="inbox-field inbox-field-wide">
          <label htmlFor="erase-person">{w("erasePerson")}</label>
          <input
            id="erase-person"
            name="person"
            defaultValue={person}
            required
            aria-invalid={badKey ? true : undefined}
          />
        </p>
        <button type="submit">{w("eraseFind")}</button>
      </Form>
      {badKey && <FormMessage text={w("eraseBadKey")} />}
      {person && !badKey && found.length === 0 && <p role="status">{w("eraseNone")}</p>}
      {found.length > 0 && (
        <Form method="post">
          <Csrf />
          <input type="hidden" name="person" value={person} />
          <p>{w("eraseFound", { count: found.length })}</p>
          <ul>
            {found.map((inquiry) => (
              <li key={inquiry.ref}>
                {inquiry.ref} · {kst(inquiry.createdAt)} · {inquiry.companyName}
              </li>
            ))}
          </ul>
          <p>
            <input id="erase-confirm" type="checkbox" name="confirm" value="yes" required />{" "}
            <label htmlFor="erase-confirm">{w("eraseConfirm", { count: found.length })}</label>
          </p>
          <p className="inbox-buttons">
            <button type="submit" className="admin-button-secondary">
              {w("eraseButton")}
            </button>
          </p>
        </Form>
      )}
    </section>
  );
}
