import { LangLink } from "../ui/LangLink";
import { useT } from "../i18n/use-lang";
import { cataloguePageUrl, pageWindow } from "../site/pagination";

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
}) {
  const t = useT();
  const { basePath, current, total } = props;
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
          <Arrow basePath={basePath} page={previous} label={t("pagination.previous")} symbol="‹" />
        </li>
        {pageWindow(current, total).map((page) => (
          <li key={page}>
            {page === current ? (
              <span className="pagination__current" aria-current="page">
                <span aria-hidden="true">[{page}]</span>
                <span className="sr-only">{t("pagination.current", { n: page })}</span>
              </span>
            ) : (
              <LangLink
                to={cataloguePageUrl(basePath, page)}
                aria-label={t("pagination.page", { n: page })}
              >
                {page}
              </LangLink>
            )}
          </li>
        ))}
        <li>
          <Arrow basePath={basePath} page={next} label={t("pagination.next")} symbol="›" />
        </li>
      </ul>
    </nav>
  );
}

function Arrow(props: { basePath: string; page: number | null; label: string; symbol: string }) {
  const { basePath, page, label, symbol } = props;
  // At either end the arrow stays in place, dimmed, and is not announced.
  if (page === null) {
    return (
      <span className="pagination__arrow pagination__arrow--disabled" aria-hidden="true">
        {symbol}
      </span>
    );
  }
  return (
    <LangLink className="pagination__arrow" to={cataloguePageUrl(basePath, page)}>
      <span aria-hidden="true">{symbol}</span>
      <span className="sr-only">{label}</span>
    </LangLink>
  );
}
