import type { CSSProperties, ReactNode } from "react";
import { useT } from "../i18n/use-lang";
import { LangLink } from "./LangLink";

export interface Crumb {
  label: string;
  /** Language-neutral path; the last crumb (the current page) has none. */
  to?: string;
}

/** The band at the top of every page: breadcrumb (home first), the page's heading, an intro. */
export function PageHeader(props: {
  title: string;
  crumbs: Crumb[];
  /** Shown just above the heading, e.g. a product code badge. */
  eyebrow?: ReactNode;
  intro?: ReactNode;
  style?: CSSProperties;
}) {
  const t = useT();
  const trail: Crumb[] = [{ label: t("nav.home"), to: "/" }, ...props.crumbs];
  return (
    <div className="page-header" style={props.style}>
      <div className="container">
        <nav aria-label={t("a11y.breadcrumb")} className="breadcrumb">
          <ol>
            {trail.map((crumb, index) => (
              <li key={`${index}-${crumb.label}`}>
                {crumb.to !== undefined && index < trail.length - 1 ? (
                  <LangLink to={crumb.to}>{crumb.label}</LangLink>
                ) : (
                  <span aria-current="page">{crumb.label}</span>
                )}
              </li>
            ))}
          </ol>
        </nav>
        {props.eyebrow}
        <h1 className="page-header__title">{props.title}</h1>
        {props.intro && <p className="page-header__intro">{props.intro}</p>}
      </div>
    </div>
  );
}
