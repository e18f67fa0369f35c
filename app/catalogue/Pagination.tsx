import { LangLink } from "../chrome/LangLink";
import { useT } from "../i18n/use-lang";
import { cataloguePageUrl, pageWindow } from "./pagination";

/**
 * Previous and next arrows, a window of 10 page numbers, the current page in
 * brackets. Plain links, so it works without JavaScript and every page has its own URL.
 */
export function Pagination(props: {
  /** Language-neutral path of the listing's first page. */
  basePath: string;
  current: number;
  total: number;
  position: "top" | "bottom";
  /** The URL of page N; the catalogue's form unless given (/news/page/N for the notices). */
  pageUrl?: (basePath: string, page: number) => string;
}) {
  const t = useT();
  const { basePath, current, total, pageUrl = cataloguePageUrl } = props;
  if (total <= 1) return null;
  const previous = current > 1 ? current - 1 : null;
  const next = current < total ? current + 1 : null;
  return (
    <nav
      className={`pagination pagination--${props.position}`}
      aria-label={t(props.position === "top" ? "pagination.label" : "pagination.labelBottom")}
    >
      <ul>
        <li>
          <Arrow
            href={previous === null ? null : pageUrl(basePath, previous)}
            label={t("pagination.previous")}
            symbol="‹"
          />
        </li>
        {pageWindow(current, total).map((page) => (
          <li key={page}>
            {page === current ? (
              <span className="pagination__current" aria-current="page">
                <span aria-hidden="true">[{page}]</span>
                <span className="sr-only">{t("pagination.current", { n: page })}</span>
              </span>
            ) : (
              <LangLink to={pageUrl(basePath, page)} aria-label={t("pagination.page", { n: page })}>
                {page}
              </LangLink>
            )}
          </li>
        ))}
        <li>
          <Arrow
            href={next === null ? null : pageUrl(basePath, next)}
            label={t("pagination.next")}
            symbol="›"
          />
        </li>
      </ul>
    </nav>
  );
}

function Arrow(props: { href: string | null; label: string; symbol: string }) {
  const { href, label, symbol } = props;
  // At either end the arrow stays in place, dimmed, and is not announced.
  if (href === null) {
    return (
      <span className="pagination__arrow pagination__arrow--disabled" aria-hidden="true">
        {symbol}
      </span>
    );
  }
  return (
    <LangLink className="pagination__arrow" to={href}>
      <span aria-hidden="true">{symbol}</span>
      <span className="sr-only">{label}</span>
    </LangLink>
  );
}
