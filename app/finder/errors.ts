import { dnRangeText, dnText, grouped } from "../content/catalog/figures-text";
import { DN_SIZES } from "../content/catalog/sizes";
import type { Lang } from "../i18n/lang";
import { withParticle } from "../i18n/particle";
import type { FinderKey, FinderText } from "./answer";
import type { FinderError } from "./finder";
import { ANSI_CLASSES } from "./inputs";

/** Each input's label on the page (the form's own words), by its URL name. */
const LABEL: Record<string, FinderKey> = {
  kind: "kind",
  type: "type",
  dn: "dn",
  pn: "pn",
  class: "ansiClass",
  temp: "temp",
  torque: "torque",
  margin: "margin",
  flange: "flange",
  supply: "supply",
  time: "time",
};

/** A choice as the form shows it: the valve types', the drives' and the finders' own words. */
const CHOICE: Record<string, FinderKey> = {
  valve: "valveTitle",
  actuator: "actuatorTitle",
  any: "any",
  butterfly: "butterfly",
  ball: "ball",
  pinch: "pinch",
  "1ph": "supply1ph",
  "3ph": "supply3ph",
  air: "supplyAir",
  hydraulic: "supplyHydraulic",
};

/**
 * One input's error as the page says it: the field named by its label in the page's language,
 * figures with their thousands separators, choices by the words the form shows, and in Korean
 * the particle the word takes.
 */
export function finderErrorText(error: FinderError, lang: Lang, t: FinderText): string {
  const key = LABEL[error.param];
  const label = key ? t(key) : error.param;
  const ko = lang === "ko";
  const { problem } = error;
  const said = (() => {
    switch (problem.kind) {
      case "whole":
        return ko ? "정수를 입력해 주십시오." : "enter a whole number.";
      case "number":
        return ko ? "숫자를 입력해 주십시오." : "enter a number.";
      case "range":
        return ko
          ? `${grouped(problem.min)}~${grouped(problem.max)} 범위의 값을 입력해 주십시오.`
          : `enter a value from ${grouped(problem.min)} to ${grouped(problem.max)}.`;
      case "choice": {
        const choices = problem.choices.map((c) => (CHOICE[c] ? t(CHOICE[c]) : c)).join(", ");
        return ko ? `${choices} 중 하나를 선택해 주십시오.` : `choose one of ${choices}.`;
      }
      case "dn": {
        const range = dnRangeText(DN_SIZES[0]!, DN_SIZES.at(-1)!)[lang];
        return ko
          ? `${withParticle(dnText(problem.dn).ko, "은/는")} 표준 구경이 아닙니다. ${range}의 표준 구경을 선택해 주십시오.`
          : `${dnText(problem.dn).en} is not a standard size; choose a standard size from ${range}.`;
      }
      case "class":
        return ko
          ? `ANSI 등급은 ${ANSI_CLASSES.join(", ")} 중 하나입니다.`
          : `an ANSI class is one of ${ANSI_CLASSES.join(", ")}.`;
    }
  })();
  return `${label}: ${said}`;
}
