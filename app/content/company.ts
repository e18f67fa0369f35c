import type { Lang } from "../i18n/lang";
import { pick } from "../i18n/localized";
import type { Company } from "./schemas";

/**
 * Company facts as a fresh install starts. The sources give the address but not the trading name,
 * CEO name, telephone, fax, e-mail or privacy facts: those below are placeholders that staff
 * replace in the back office (published facts: app/content/live.server.ts). The privacy officer,
 * the desk and the processors (the hosting and mail providers, none chosen yet) are what the
 * privacy policy and the form's notice name.
 */
// The sources disagree on the founding year and the years of service (docs/product.md): every
// reading is kept as its own fact and shown where that page places it, none silently "corrected".
export const company: Company = {
  name: { ko: "한빛플로우컨트롤", en: "Hanbit Flow Control" },
  ceo: { ko: "김한빛", en: "Hanbit Kim" },
  address: {
    street: { ko: "가마산로", en: "Gamasan-ro" },
    building: { ko: "712호", en: "Room 712" },
    district: { ko: "금천구", en: "Geumcheon-gu" },
    city: { ko: "서울특별시", en: "Seoul" },
    country: { ko: "대한민국", en: "Republic of Korea" },
    postalCode: "08513",
  },
  nearestStation: {
    ko: "가산디지털단지역 (1·7호선)",
    en: "Gasan Digital Complex Station (Lines 1 and 7)",
  },
  phone: "02-2025-0712",
  fax: "02-2025-0713",
  email: "sales@hanbitflow.example",
  officeHours: {
    ko: "평일 09:00~18:00 (토·일요일, 공휴일 휴무)",
    en: "Weekdays 09:00–18:00 KST (closed on weekends and Korean public holidays)",
  },
  // No telephone of their own: both are reached on the company's number until staff set one.
  privacyOfficer: {
    name: { ko: "김한빛", en: "Hanbit Kim" },
    position: { ko: "대표이사", en: "CEO" },
    email: "privacy@hanbitflow.example",
  },
  privacyDesk: {
    name: { ko: "관리팀", en: "Management" },
    email: "privacy@hanbitflow.example",
  },
  processors: [
    {
      name: { ko: "(호스팅 업체: 출시 전 기재)", en: "(hosting provider: to name before launch)" },
      country: { ko: "대한민국", en: "Republic of Korea" },
      abroad: false,
      task: {
        ko: "웹사이트 서버와 문의 데이터베이스의 운영·보관",
        en: "Running the website's server and keeping the inquiry database",
      },
      contact: "privacy@hosting.example",
    },
    {
      name: { ko: "(메일 업체: 출시 전 기재)", en: "(mail provider: to name before launch)" },
      country: { ko: "대한민국", en: "Republic of Korea" },
      abroad: false,
      task: {
        ko: "문의 접수 알림 메일의 발송과 직원 메일함의 보관",
        en: "Sending the inquiry notice mail and keeping the staff's mailbox",
      },
      contact: "privacy@mail.example",
    },
  ],
  claims: {
    foundedYears: [1992, 1994],
    serviceSinceYear: 2005,
    overTwoDecades: { ko: "20년 이상", en: "over two decades" },
    yearsOfExperience: { ko: "30년 이상의 경험", en: "30+ years of experience" },
  },
};

/** The facts the chrome shows, in one language (app/content/company-facts.server.ts). */
export interface CompanyFacts {
  name: string;
  ceo: string;
  address: string;
  phone: string;
  fax: string;
  email: string;
  officeHours: string;
  /** 사업자등록번호 as printed, once staff typed it. */
  businessNumber?: string;
  kakaoChannel?: string;
}

/** The address on one line with its postcode, in the order each language writes it. */
export function addressLine(address: Company["address"], lang: Lang): string {
  const part = (key: "street" | "building" | "district" | "city" | "country") =>
    pick(address[key], lang);
  return lang === "ko"
    ? `(${address.postalCode}) ${part("city")} ${part("district")} ${part("street")} ${part("building")}`
    : `${part("building")}, ${part("street")}, ${part("district")}, ${part("city")} ${address.postalCode}, ${part("country")}`;
}

/** The street address alone (no room, no postcode), as map services search it: in Korean. */
export function mapQuery(address: Company["address"]): string {
  return `${address.city.ko} ${address.district.ko} ${address.street.ko}`;
}

/** How the privacy officer or desk is reached: their own telephone and e-mail, else the company's. */
export function privacyContact(
  company: Pick<Company, "phone" | "email">,
  who: { phone?: string; email?: string },
) {
  return { phone: who.phone ?? company.phone, email: who.email ?? company.email };
}

/**
 * A processor still named by the repository's placeholder ("(호스팅 업체: 출시 전 기재)"): the
 * privacy policy describes its task without a name, and the launch checklist flags it.
 */
export function isUnnamedProcessor(processor: Company["processors"][number]): boolean {
  return company.processors.some(
    (sample) => sample.name.ko === processor.name.ko || sample.name.en === processor.name.en,
  );
}
