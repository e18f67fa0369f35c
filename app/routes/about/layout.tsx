import { Outlet, useLocation } from "react-router";
import { AboutSection } from "../../chrome/AboutSection";
import { SitePageHeader } from "../../ui/SitePageHeader";
import { stripLang } from "../../i18n/lang";
import { aboutPageIds, pages } from "../../site/pages";
import "./about.css";

/** The about pages are one page with the company menu beside it, active by path. */
export default function AboutLayout() {
  const current = stripLang(useLocation().pathname);
  const activeId = aboutPageIds.find((id) => pages[id].path === current) ?? "about";
  return (
    <>
      <SitePageHeader page={activeId} underAbout />
      <AboutSection active={activeId}>
        <Outlet />
      </AboutSection>
    </>
  );
}
