import type { Lang } from "../i18n/lang";
import { pick } from "../i18n/localized";
import { addressLine, type CompanyFacts } from "./company";
import { liveContent } from "./live.server";

/** The live company facts the chrome shows, in one language (the root loader sends them). */
export function companyFacts(lang: Lang): CompanyFacts {
  const { company } = liveContent();
  return {
    name: pick(company.name, lang),
    ceo: pick(company.ceo, lang),
    address: addressLine(company.address, lang),
    phone: company.phone,
    fax: company.fax,
    email: company.email,
    officeHours: pick(company.officeHours, lang),
    ...(company.businessNumber ? { businessNumber: company.businessNumber } : {}),
    ...(company.kakaoChannel ? { kakaoChannel: company.kakaoChannel } : {}),
  };
}

/** The search engines' site-verification meta tags, as name and content. */
export function verificationTags(): { name: string; content: string }[] {
  const { verification } = liveContent().company;
  return [
    ...(verification?.naver
      ? [{ name: "naver-site-verification", content: verification.naver }]
      : []),
    ...(verification?.google
      ? [{ name: "google-site-verification", content: verification.google }]
      : []),
  ];
}
