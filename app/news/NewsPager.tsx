import { LangLink } from "../chrome/LangLink";
import { useT } from "../i18n/use-lang";
import { newsPageUrl } from "./paths";

/**
 * The notices' pages: previous, where we are, next. Not the catalogue's Pagination: sharing it
 * split it into a chunk of its own, over the catalogue pages' 120 KB of JavaScript.
 */
export function NewsPager({ current, total }: { current: number; total: number }) {
  const t = useT();
  if (total <= 1) return null;
  return (
    <nav className="pagination pagination--bottom" aria-label={t("pagination.label")}>
      <ul>
        {current > 1 && (
          <li>
            <LangLink className="pagination__arrow" to={newsPageUrl(current - 1)}>
              {t("pagination.previous")}
            </LangLink>
          </li>
        )}
        <li>
          <span className="pagination__current" aria-current="page">
            {t("pagination.current", { n: current })} / {total}
          </span>
        </li>
        {current < total && (
          <li>
            <LangLink className="pagination__arrow" to={newsPageUrl(current + 1)}>
              {t("pagination.next")}
            </LangLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
