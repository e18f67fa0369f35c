import type { Lang } from "../../i18n/lang";
import type { Localized } from "../../i18n/localized";

/**
 * Pinch valve sleeve elastomers and their maximum temperature in °C. `material` is the grade's
 * name in the maker's terms and its key (docs/product.md, a unit's record, a parts request);
 * `name` is how each language writes it: Korean keeps the grade codes (LQ, E, SKAZ) and says the
 * rest in Korean, "NR 표준", not "NR standard" (ko 29). "Clear" is the light-coloured food grade
 * the descriptions call 밝은색, not a transparent one.
 */
export const ELASTOMERS: { material: string; name: Localized; maxC: number }[] = [
  { material: "NR standard", name: { ko: "NR 표준", en: "NR standard" }, maxC: 80 },
  { material: "NR SKAZ", name: { ko: "NR SKAZ", en: "NR SKAZ" }, maxC: 80 },
  { material: "NR LQ-clear", name: { ko: "NR LQ 밝은색", en: "NR LQ-clear" }, maxC: 80 },
  { material: "NR E-conductive", name: { ko: "NR E 도전성", en: "NR E-conductive" }, maxC: 80 },
  { material: "NR LQ-black", name: { ko: "NR LQ 검은색", en: "NR LQ-black" }, maxC: 100 },
  { material: "CR", name: { ko: "CR", en: "CR" }, maxC: 100 },
  { material: "NBR", name: { ko: "NBR", en: "NBR" }, maxC: 100 },
  { material: "NBR LQ-clear", name: { ko: "NBR LQ 밝은색", en: "NBR LQ-clear" }, maxC: 100 },
  {
    material: "NBR E-conductive",
    name: { ko: "NBR E 도전성", en: "NBR E-conductive" },
    maxC: 100,
  },
  { material: "SBR", name: { ko: "SBR", en: "SBR" }, maxC: 100 },
  { material: "FPM", name: { ko: "FPM", en: "FPM" }, maxC: 100 },
  { material: "IIR", name: { ko: "IIR", en: "IIR" }, maxC: 100 },
  { material: "CSM", name: { ko: "CSM", en: "CSM" }, maxC: 100 },
  { material: "EPDM", name: { ko: "EPDM", en: "EPDM" }, maxC: 120 },
  { material: "EPDM LQ-clear", name: { ko: "EPDM LQ 밝은색", en: "EPDM LQ-clear" }, maxC: 120 },
  { material: "MQ", name: { ko: "MQ", en: "MQ" }, maxC: 150 },
];

/** A sleeve elastomer as `lang` writes it, by its `material`; an unknown one as it is given. */
export function elastomerName(material: string, lang: Lang): string {
  return ELASTOMERS.find((entry) => entry.material === material)?.name[lang] ?? material;
}
