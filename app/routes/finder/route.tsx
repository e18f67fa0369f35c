import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/route";
import { SitePageHeader } from "../../ui/SitePageHeader";
import { Island } from "../../ui/Island";
import { finderAnswer, type FinderKey } from "../../finder/answer";
import { hasFinderInputs } from "../../finder/finder";
import { finderModels } from "../../finder/models.server";
import { requestLang } from "../../i18n/lang";
import { messagesFor, translate } from "../../i18n/translate.server";
import { useT } from "../../i18n/use-lang";
import { metaFromLoader } from "../../site/meta";
import { pageMeta } from "../../site/seo.server";
import { FinderTool, inputsOf, TOOL_WORDS } from "../../tools/FinderTool";
import "./finder.css";

export const meta = metaFromLoader;

/**
 * The product finders (docs/architecture.md, Buyer tools). The server answers the URL's query;
 * when the browser's URL differs (an input changed, or the static export's one file serves every
 * query) the page loads the finder and the figures on demand and answers it itself.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = requestLang(request);
  const t = (key: FinderKey) => translate(lang, `finder.${key}`);
  return {
    inputs: inputsOf(url),
    answer: finderAnswer(url.searchParams, finderModels(), lang, t),
    messages: messagesFor(lang, ["finder"]),
    meta: pageMeta("finder", url, { noindex: hasFinderInputs(url.searchParams) }),
  };
}

/** Inputs change only the query: the page answers it; its data stays as it is. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export default function Finder({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <SitePageHeader page="finder" intro={t("finder.intro")} />
      {/* Wakes at the first interaction: a field's change answers in place (decision 042). */}
      <Island
        name="finder"
        wake="interaction"
        words={TOOL_WORDS}
        namespaces={["finder"]}
        query={loaderData.inputs}
        of={FinderTool}
        props={{ inputs: loaderData.inputs, answer: loaderData.answer }}
      />
    </>
  );
}
