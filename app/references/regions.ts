import type { Localized } from "../i18n/localized";

/**
 * Korea's 17 provinces and metropolitan cities, so a region staff typed in either language
 * ("경기", "경기도", "Gyeonggi-do") reads in the page's language. Anything else (a port abroad,
 * "화성") is shown as typed.
 */
const REGIONS: [ko: string, en: string][] = [
  ["서울", "Seoul"],
  ["부산", "Busan"],
  ["대구", "Daegu"],
  ["인천", "Incheon"],
  ["광주", "Gwangju"],
  ["대전", "Daejeon"],
  ["울산", "Ulsan"],
  ["세종", "Sejong"],
  ["경기", "Gyeonggi"],
  ["강원", "Gangwon"],
  ["충북", "North Chungcheong"],
  ["충남", "South Chungcheong"],
  ["전북", "North Jeolla"],
  ["전남", "South Jeolla"],
  ["경북", "North Gyeongsang"],
  ["경남", "South Gyeongsang"],
  ["제주", "Jeju"],
];

/** Long Korean names of the provinces whose short name is not their first two syllables. */
const LONG_KO: Record<string, string> = {
  충청북도: "충북",
  충청남도: "충남",
  전라북도: "전북",
  전북특별자치도: "전북",
  전라남도: "전남",
  경상북도: "경북",
  경상남도: "경남",
};

const squeeze = (text: string) => text.toLowerCase().replace(/[\s.-]+/g, "");

const byKey = new Map<string, Localized>();
for (const [ko, en] of REGIONS) {
  const names = { ko, en };
  byKey.set(squeeze(ko), names);
  byKey.set(squeeze(en), names);
  for (const suffix of ["do", "province", "si", "city", "metropolitancity", "specialcity"]) {
    byKey.set(squeeze(en) + suffix, names);
  }
  for (const suffix of ["도", "시", "특별시", "광역시", "특별자치시", "특별자치도"]) {
    byKey.set(ko + suffix, names);
  }
}
for (const [long, short] of Object.entries(LONG_KO)) {
  byKey.set(long, byKey.get(short)!);
}
// English spellings with the compass word after the name.
for (const [ko, en] of REGIONS) {
  const [side, name] = en.split(" ");
  if (name) byKey.set(squeeze(`${name}${side}`), byKey.get(ko)!);
  if (name) byKey.set(squeeze(`${name}${side}province`), byKey.get(ko)!);
}

/** A region as typed, in both languages when it is a Korean province or city; else as typed. */
export function regionNames(typed: string): Localized {
  const text = typed.trim();
  return byKey.get(squeeze(text)) ?? { ko: text, en: text };
}
