import { LangLink } from "../ui/LangLink";
import { useT } from "../i18n/use-lang";
import { newsPageUrl } from "../site/news-paths";

/**
 * The notices' pages: previous, where we are, next. Not the catalogue's Pagination: sharing it
 * split it into a chunk of its own, over the catalogue pages' 120 KB of JavaScript.
 */
export function NewsPager({ current, total }: { current: number; total: number }) {
  const t = useT();
  if (total <= 1) return null;
  return (
    <nav className="news-pager" aria-label={t("pagination.label")}>
      <ul>
        {current > 1 && (
          <li>
            <LangLink to={newsPageUrl(current - 1)} rel="prev">
              <span aria-hidden="true">‹</span> {t("pagination.previous")}
            </LangLink>
          </li>
        )}
        <li>
          <span className="news-pager__current" aria-current="page">
            <span className="sr-only">{t("pagination.current", { n: current })}</span>
            <span aria-hidden="true">
              {current} / {total}
            </span>
          </span>
        </li>
        {current < total && (
          <li>
            <LangLink to={newsPageUrl(current + 1)} rel="next">
              {t("pagination.next")} <span aria-hidden="true">›</span>
            </LangLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
