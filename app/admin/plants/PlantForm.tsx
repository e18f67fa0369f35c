import type { ReactNode } from "react";
import { SERVICE_KINDS, type ServiceKind } from "../../../server/units/kinds";
import { unitKindWord } from "../../../server/units/kind-words";
import type { Due } from "../../../server/units/due";
import { MAX_PLAN_MONTHS } from "../../../server/units/due";
import { useWords } from "../frame/use-admin";
import { IndustryField, UnitField, useUnitsWords } from "../units/UnitForm";
import {
  PLANT_FIELDS,
  plantFieldSpec,
  plantFieldText,
  type PlantField,
} from "../../../server/plants/fields";
import type { PlantTyped } from "./plants.server";
import { plantsWord, type PlantsWordKey } from "./words";

/** The plant pages' words in the page's language. */
export function usePlantsWords() {
  const { lang } = useWords();
  return {
    lang,
    t: (key: PlantsWordKey, vars?: Record<string, string | number>) => plantsWord(lang, key, vars),
  };
}

/**
 * A plant's fields as staff type them (server/plants/fields.ts): the add form's, and the
 * correction's prefilled.
 */
export function PlantFields({
  typed,
  errors,
  prefix,
}: {
  typed: PlantTyped;
  errors: PlantTyped;
  prefix: string;
}) {
  const { lang } = usePlantsWords();
  return (
    <>
      {PLANT_FIELDS.map((name) => {
        const spec = plantFieldSpec(name);
        const id = `${prefix}-${name}`;
        const label = spec.label[lang];
        if (spec.input.kind === "industry") {
          return (
            <IndustryField
              key={name}
              id={id}
              name={name}
              label={label}
              value={typed[name]}
              error={errors[name]}
            />
          );
        }
        const { max, required } = spec.input;
        return (
          <UnitField key={name} id={id} label={label} hint={spec.hint?.[lang]} error={errors[name]}>
            {(describedBy, invalid) => (
              <input
                id={id}
                name={name}
                maxLength={max}
                required={required}
                autoComplete="off"
                defaultValue={typed[name]}
                aria-describedby={describedBy}
                aria-invalid={invalid}
              />
            )}
          </UnitField>
        );
      })}
    </>
  );
}

/** A field's value as staff read it: an industry by the units' word for it, text as typed. */
export function usePlantFieldText() {
  const u = useUnitsWords().t;
  return (field: PlantField, value: string) =>
    plantFieldText(field, value, (industry) => u(`industry.${industry}`));
}

/** An interval's kind ("no plan" removes it) and months, ids kept apart by `prefix`. */
export function PlanFields({
  prefix,
  plan,
}: {
  prefix: string;
  plan?: { kind: ServiceKind; months: number };
}) {
  const { lang, t } = usePlantsWords();
  return (
    <>
      <UnitField id={`${prefix}-kind`} label={t("planKind")}>
        <select id={`${prefix}-kind`} name="kind" defaultValue={plan?.kind ?? ""}>
          <option value="">{t("planNone")}</option>
          {SERVICE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {unitKindWord(lang, `service.${kind}`)}
            </option>
          ))}
        </select>
      </UnitField>
      <UnitField id={`${prefix}-months`} label={t("planMonths")} hint={t("planMonthsHint")}>
        {(describedBy) => (
          <input
            id={`${prefix}-months`}
            name="months"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_PLAN_MONTHS}
            step={1}
            defaultValue={plan?.months}
            aria-describedby={describedBy}
          />
        )}
      </UnitField>
    </>
  );
}

/** An interval in words: "점검, 12개월마다". */
export function PlanText({ plan }: { plan: { kind: ServiceKind; months: number } }) {
  const { lang, t } = usePlantsWords();
  return <>{t("plan", { kind: unitKindWord(lang, `plan.${plan.kind}`), months: plan.months })}</>;
}

/** A unit's state: the status's word, and its day when the plan gives one; never a guess. */
export function DueText({ due }: { due: Due }) {
  const { t } = usePlantsWords();
  return (
    <span className={`plants-status plants-status-${due.status}`}>
      {t(`status.${due.status}`)}
      {due.dueOn && (
        <>
          {" · "}
          <time dateTime={due.dueOn}>{due.dueOn}</time>
        </>
      )}
    </span>
  );
}

/** The last recorded service: its kind and day, or a dash. */
export function LastService({ due }: { due: Due }): ReactNode {
  const { lang } = usePlantsWords();
  if (!due.last) return "—";
  return (
    <>
      {unitKindWord(lang, `service.${due.last.kind}`)}{" "}
      <time dateTime={due.last.day}>{due.last.day}</time>
    </>
  );
}
