import { useLocation } from "react-router";
import { LangLink } from "../ui/LangLink";
import { sectionLabels } from "./menu";
import { findCategory } from "../content/catalog/categories";
import { pick } from "../i18n/localized";
import { useLang, useT } from "../i18n/use-lang";
import { pages } from "../site/pages";
import { suggestLinks, type Suggestion } from "../site/suggestions";
import { readableUrl } from "../site/url";

function suggestionLink(suggestion: Suggestion) {
  if (suggestion === "sirca-valves") {
    return { path: "/products/sirca-valves", label: findCategory("sirca-valves")!.name };
  }
  return { path: pages[suggestion].path, label: sectionLabels[suggestion] };
}

/** The requested URL, Go to Homepage, Go Back, and suggestions from the path. */
export function NotFoundView() {
  const lang = useLang();
  const t = useT();
  const { pathname, search } = useLocation();
  return (
    <div className="container section not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>{t("notFound.title")}</h1>
      <p>{t("notFound.text")}</p>
      <p className="not-found__url">
        {t("notFound.requested")}: <code>{readableUrl(pathname, search)}</code>
      </p>
      <div className="button-row">
        <LangLink className="button" to="/">
          {t("notFound.home")}
        </LangLink>
        <button type="button" className="button button--ghost" data-action="back">
          {t("notFound.back")}
        </button>
      </div>
      <h2 className="not-found__suggest-title">{t("notFound.suggestions")}</h2>
      <ul className="not-found__suggestions">
        {suggestLinks(pathname).map((suggestion) => {
          const link = suggestionLink(suggestion);
          return (
            <li key={suggestion}>
              <LangLink to={link.path}>{pick(link.label, lang)}</LangLink>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
