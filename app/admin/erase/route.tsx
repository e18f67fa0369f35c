import { Form } from "react-router";
import type { Route } from "./+types/route";
import { metaFromLoader } from "../../site/meta";
import { FormMessage } from "../frame/FormMessage";
import { PostForm } from "../frame/PostForm";
import { useWords } from "../frame/use-admin";
import { inboxWord, kst } from "../frame/inbox-words";
import { eraseAction, loadErase } from "./erase.server";
import "../frame/inbox.css";

/** A person's request to erase their data, owners only (rules: erase.server.ts). */
export const loader = ({ request, context }: Route.LoaderArgs) => loadErase(request, context);

export const action = ({ request, context }: Route.ActionArgs) => eraseAction(request, context);

export const meta = metaFromLoader;

export default function ErasePage({ loaderData }: Route.ComponentProps) {
  const { lang } = useWords();
  const w = (key: Parameters<typeof inboxWord>[1], vars?: Record<string, string | number>) =>
    inboxWord(lang, key, vars);
  const { person, badKey, found, erased, kept } = loaderData;
  return (
    <section className="admin-card">
      <h1>{w("eraseTitle")}</h1>
      <p>{w("eraseText")}</p>
      {erased !== undefined && (
        <FormMessage
          kind="done"
          text={[w("eraseDone", { count: erased }), kept > 0 && w("eraseKept", { count: kept })]
            .filter(Boolean)
            .join(" ")}
        />
      )}
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
        <PostForm values={{ person }}>
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
        </PostForm>
      )}
    </section>
  );
}
