import { useEffect, useRef, type ReactNode } from "react";
import { useLocation } from "react-router";
import { useT } from "../i18n/use-lang";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { QuickBar } from "./QuickBar";
import { TopStrip } from "./TopStrip";
import "./chrome.css";

/** The frame around every page: top strip, header, main content, footer and side bar. */
export function SiteChrome({ children }: { children: ReactNode }) {
  const t = useT();
  const { pathname } = useLocation();
  const firstRender = useRef(true);

  // After a client-side navigation, move focus to the new content as a page load would, so
  // keyboard and screen-reader users start at the top of the new page.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    document.getElementById("main")?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <>
      <div id="top" tabIndex={-1} />
      <a className="skip-link" href="#main">
        {t("a11y.skipToContent")}
      </a>
      <TopStrip />
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <QuickBar />
    </>
  );
}
