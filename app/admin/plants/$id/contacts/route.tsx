import { Link } from "react-router";
import type { Route } from "./+types/route";
import { FormMessage } from "../../../frame/FormMessage";
import { adminRouteMeta } from "../../../frame/meta";
import { useWords } from "../../../frame/use-admin";
import { adminPath } from "../../../words";
import { contactsWord } from "../../contacts-words";
import { Contacts } from "../Contacts";
import { contactsAction, loadContactsPage, type ContactsAnswer } from "../contacts.server";

/**
 * A plant's contacts on a page of their own (the plant's page shows the same `<Contacts>`); the
 * target of their forms, which answers a refusal here with the fields as typed.
 */
export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  loadContactsPage(request, context, params.id);

export const meta = adminRouteMeta;

export const action = ({ request, context, params }: Route.ActionArgs) =>
  contactsAction(request, context, params.id);

export default function PlantContactsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lang } = useWords();
  const { plant, done } = loaderData;
  return (
    <>
      <p>
        <Link to={adminPath(lang, `/plants/${plant.id}`)}>{contactsWord(lang, "back")}</Link>
      </p>
      <h1>{contactsWord(lang, "pageTitle", { plant: plant.name })}</h1>
      <FormMessage kind="done" text={done && contactsWord(lang, done as "added" | "erased")} />
      <Contacts
        data={loaderData}
        answer={actionData as ContactsAnswer | undefined}
        from="contacts"
      />
    </>
  );
}
