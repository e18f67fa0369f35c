import type { ReactNode } from "react";
import { useT } from "../i18n/use-lang";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { QuickBar } from "./QuickBar";
import { TopStrip } from "./TopStrip";
import "./chrome.css";

/** The frame around every page: top strip, header, main content, footer and side bar. */
export function SiteChrome({ children }: { children: ReactNode }) {
  const t = useT();
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
