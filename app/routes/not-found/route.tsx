import { data } from "react-router";
import type { Route } from "./+types/route";
import { metaFromLoader } from "../../site/meta";
import { requestLang } from "../../i18n/lang";
import { notFoundMeta } from "../../site/seo.server";
import { messagesFor } from "../../i18n/translate.server";
import { NotFoundView } from "../../chrome/NotFoundView";

/** Any path no route claims: HTTP 404 with the 404 page. */
export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  return data(
    { meta: notFoundMeta(lang), messages: messagesFor(lang, ["notFound"]) },
    { status: 404 },
  );
}

export const meta = metaFromLoader;

export default function NotFound() {
  return <NotFoundView />;
}
