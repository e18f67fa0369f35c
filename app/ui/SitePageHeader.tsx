import type { ReactNode } from "react";
import { pick } from "../i18n/localized";
import { useLang, useT } from "../i18n/use-lang";
import { pages, type PageId } from "../site/pages";
import { PageHeader } from "./PageHeader";

/**
 * The header of a page with a fixed URL: its title from the page registry, the breadcrumb
 * (under the company menu where `underAbout`), and its intro.
 */
export function SitePageHeader({
  page,
  intro,
  underAbout = false,
}: {
  page: PageId;
  intro?: ReactNode;
  underAbout?: boolean;
}) {
  const lang = useLang();
  const t = useT();
  const title = pick(pages[page].title, lang);
  const crumbs = underAbout
    ? [{ label: t("nav.about"), to: "/about" }, { label: title }]
    : [{ label: title }];
  return <PageHeader title={title} crumbs={crumbs} intro={intro} />;
}
