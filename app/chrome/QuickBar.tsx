import type { ReactNode } from "react";
import { telHref, useCompanyFacts } from "./company-facts";
import { useT } from "../i18n/use-lang";
import { ArrowUpIcon, ChatIcon, DownloadIcon, HeadsetIcon, MailIcon, PhoneIcon } from "../ui/icons";
import { LangLink } from "../ui/LangLink";
import { QuoteLink } from "./QuoteLink";

/** The fixed side bar (a bottom bar on phones). */
export function QuickBar() {
  const t = useT();
  const company = useCompanyFacts();
  return (
    <nav className="quick-bar" aria-label={t("a11y.quickMenu")}>
      <ul>
        <QuickItem icon={<HeadsetIcon />} label={t("quick.customerCenter")} to="/support" />
        <QuickItem icon={<DownloadIcon />} label={t("quick.download")} to="/downloads" />
        <QuickItem icon={<ChatIcon />} label={t("quick.contact")} to="/contact" />
        <li>
          <QuoteLink className="quick-bar__link" icon />
        </li>
        {company?.kakaoChannel && (
          <QuickItem icon={<ChatIcon />} label={t("quick.kakao")} href={company.kakaoChannel} />
        )}
        {company && (
          <>
            <QuickItem
              icon={<MailIcon />}
              label={t("quick.email")}
              href={`mailto:${company.email}`}
            />
            <QuickItem
              icon={<PhoneIcon />}
              label={t("quick.phone")}
              href={telHref(company.phone)}
            />
          </>
        )}
        <li>
          {/* Scrolls smoothly where motion is welcome (chrome/behaviour.ts). */}
          <a className="quick-bar__link" href="#top" data-action="top">
            <ArrowUpIcon />
            <span>{t("quick.top")}</span>
          </a>
        </li>
      </ul>
    </nav>
  );
}

function QuickItem(
  props: { icon: ReactNode; label: string } & ({ to: string } | { href: string }),
) {
  const content = (
    <>
      {props.icon}
      <span>{props.label}</span>
    </>
  );
  return (
    <li>
      {"to" in props ? (
        <LangLink className="quick-bar__link" to={props.to}>
          {content}
        </LangLink>
      ) : (
        <a className="quick-bar__link" href={props.href}>
          {content}
        </a>
      )}
    </li>
  );
}
