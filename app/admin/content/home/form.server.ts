import type { HomeContent } from "../../../content/schemas";
import { oneLineLabel } from "../../../../server/platform/text";
import { formLocalized, formLocalizedLine, formText, type FormFields } from "../form.server";
import { isMissing } from "../item-action.server";
import { flatten } from "../use-editor";
import type { ContentWordKey } from "../words";

/**
 * The home page editor's form. Inputs are named by their path in the home copy
 * (`strengths.2.title.ko`, `featured.0.tags.1.en`, `heroClaim.reading`), so the store's field
 * errors land on them; why-choose-us's points are one textarea per language, a point a line.
 * What the form does not show (the four product cards) is kept from the draft.
 */

/** The rows a list of featured groups shows: the saved ones and one empty row to add another. */
export const EXTRA_FEATURED = 1;

const lines = (form: FormFields, name: string) =>
  formText(form, name).split(/\r?\n/).map(oneLineLabel).filter(Boolean);

/** A place naming a claim: the reading chosen (as posted, the schema refuses an unknown one). */
function claimText(form: FormFields, name: string) {
  return {
    reading: formText(form, `${name}.reading`),
    before: formLocalized(form, `${name}.before`),
    after: formLocalized(form, `${name}.after`),
  };
}

const titled = (form: FormFields, name: string) => ({
  title: formLocalizedLine(form, `${name}.title`),
  text: formLocalized(form, `${name}.text`),
});

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** The home copy from the editor's form and the current draft. */
export function readHome(form: FormFields, current: unknown): HomeContent {
  const home = current as HomeContent;
  const featured = [];
  for (let i = 0; form.has(`featured.${i}.title.ko`); i++) {
    const row = `featured.${i}`;
    const group = {
      category: formText(form, `${row}.category`),
      ...titled(form, row),
      tags: range(3).map((t) => formLocalizedLine(form, `${row}.tags.${t}`)),
    };
    // The empty row is the one left for adding; a row cleared by staff is removed.
    const texts = [group.title, group.text, ...group.tags].flatMap((pair) => [pair.ko, pair.en]);
    if (texts.some(Boolean)) featured.push(group);
  }
  // The reading is checked by the schema (an unknown one is refused at its field).
  return {
    heroClaim: claimText(form, "heroClaim"),
    heroSentences: range(2).map((i) => formLocalizedLine(form, `heroSentences.${i}`)),
    heroText: formLocalized(form, "heroText"),
    productCards: home.productCards,
    strengths: range(4).map((i) => titled(form, `strengths.${i}`)),
    sectors: range(6).map((i) => titled(form, `sectors.${i}`)),
    featured,
    yearsFigure: { reading: formText(form, "yearsFigure.reading") },
    figures: range(3).map((i) => ({
      value: formText(form, `figures.${i}.value`),
      label: formLocalizedLine(form, `figures.${i}.label`),
    })),
    whyChooseUs: {
      title: formLocalizedLine(form, "whyChooseUs.title"),
      text: claimText(form, "whyChooseUs.text"),
      points: {
        ko: lines(form, "whyChooseUs.points.ko"),
        en: lines(form, "whyChooseUs.points.en"),
      },
    },
  } as HomeContent;
}

/** A saved home copy as the form's fields: every field at its path, the points a line each. */
export function homeFields(value: unknown): Record<string, string> {
  const home = value as HomeContent;
  const { points, ...why } = home.whyChooseUs;
  const out = flatten({ ...home, whyChooseUs: why });
  out["whyChooseUs.points.ko"] = points.ko.join("\n");
  out["whyChooseUs.points.en"] = points.en.join("\n");
  return out;
}

/** The word for a field's error, by the field. */
export function explainHome(path: string, message: string): ContentWordKey {
  if (/^featured\.\d+\.category$/.test(path)) return "field_category";
  if (isMissing(message)) return "field_required";
  return path === "whyChooseUs.points" ? "field_lines" : "field_other";
}
