import type { Route } from "./+types/route";
import { FieldGroup } from "../FieldGroup";
import { PageHead } from "../PageHead";
import { useFormEditor } from "../editor-context";
import { joinedWords } from "../../../content/joined-words";
import { adminPath } from "../../words";
import { BilingualField } from "../BilingualField";
import { EditorForm } from "../EditorForm";
import { SectionJumps } from "../SectionJumps";
import { TextField } from "../TextField";
import { SelectField } from "../catalogue/SelectField";
import { useEditor } from "../use-editor";
import { homeWord, type HomeWordKey } from "./words";
import "../content.css";
import "./home.css";
import { loadHomeEditor, homeEditorAction } from "./editor.server";
export const loader = (args: Route.LoaderArgs) => loadHomeEditor(args);

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? [];

export const action = (args: Route.ActionArgs) => homeEditorAction(args);

type Loaded = Route.ComponentProps["loaderData"];
type Choice = Loaded["choices"][number];

/**
 * Where a claim stands, as a radio group: each reading of the company's claims with the text
 * it gives here, in both languages, so staff compare them and choose one for this place.
 */
function ClaimChoice(props: {
  name: string;
  legend: string;
  choices: Choice[];
  shown: (choice: Choice) => { ko: string; en: string };
}) {
  const editor = useFormEditor();
  const { name, legend, choices, shown } = props;
  const id = `f-${name.replaceAll(".", "-")}`;
  const chosen = editor.value(name);
  const error = editor.error(name);
  return (
    <fieldset
      id={id}
      className="home-choice"
      aria-describedby={error ? `${id}-error` : undefined}
      tabIndex={-1}
    >
      <legend>{legend}</legend>
      {error && (
        <p id={`${id}-error`} className="content-error">
          {error}
        </p>
      )}
      {choices.map((choice) => {
        const text = shown(choice);
        const option = `${id}-${choice.reading}`;
        return (
          <div key={choice.reading} className="home-choice__option">
            <input
              id={option}
              type="radio"
              name={name}
              value={choice.reading}
              defaultChecked={chosen === choice.reading}
            />
            <label htmlFor={option}>
              <strong>{choice.name}</strong>
              <span lang="ko">{text.ko}</span>
              <span lang="en">{text.en}</span>
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}

/** Words before and after a claim, and the reading it shows. */
function ClaimPlace(props: {
  h: (key: HomeWordKey, vars?: Record<string, number>) => string;
  name: string;
  legend: string;
  choices: Choice[];
  place: "hero" | "why";
}) {
  const editor = useFormEditor();
  const { h, name, legend, choices, place } = props;
  return (
    <FieldGroup legend={legend} hint={h("aroundHint")}>
      {/* Either side may be empty: Korean puts the year first, English last. */}
      <BilingualField name={`${name}.before`} label={h("before")} optional="each" />
      <BilingualField name={`${name}.after`} label={h("after")} optional="each" />
      <ClaimChoice
        name={`${name}.reading`}
        legend={h("choose")}
        choices={choices}
        shown={(choice) => {
          // The words as typed (kept after a refused save) around the reading's own.
          const around = (lang: "ko" | "en") =>
            joinedWords(
              editor.value(`${name}.before.${lang}`),
              choice.phrases[place][lang],
              editor.value(`${name}.after.${lang}`),
            );
          return { ko: around("ko"), en: around("en") };
        }}
      />
    </FieldGroup>
  );
}

/** A featured group: its category (a select of the catalogue's), texts and three tags. */
function FeaturedRow(props: {
  h: (key: HomeWordKey, vars?: Record<string, number>) => string;
  index: number;
  last: boolean;
  categories: Loaded["categories"];
}) {
  const editor = useFormEditor();
  const { h, index, last, categories } = props;
  const row = `featured.${index}`;
  const name = `${row}.category`;
  const value = editor.value(name);
  // A value refused (no category of the catalogue) stays chosen, so nothing typed is lost.
  const known = value === "" || categories.some((category) => category.id === value);
  return (
    <FieldGroup legend={last ? h("featuredNew") : h("featuredRow", { n: index + 1 })}>
      <SelectField
        name={name}
        label={h("category")}
        placeholder={h("chooseCategory")}
        groups={[
          {
            options: [
              ...categories.map((category) => ({ value: category.id, label: category.name })),
              ...(known ? [] : [{ value, label: value }]),
            ],
          },
        ]}
      />
      {/* The row for adding one is empty, not missing its translations. */}
      <BilingualField name={`${row}.title`} label={h("itemTitle")} optional={last} />
      <BilingualField name={`${row}.text`} label={h("itemText")} optional={last} />
      {[0, 1, 2].map((t) => (
        <BilingualField
          key={t}
          name={`${row}.tags.${t}`}
          label={h("tag", { n: t + 1 })}
          optional={last}
        />
      ))}
    </FieldGroup>
  );
}

/** A list's fixed rows of a title and a text each (strengths, industries). */
function TitledRows(props: { name: string; count: number; row: (n: number) => string }) {
  const editor = useFormEditor();
  const { name, count, row } = props;
  const h = (key: HomeWordKey) => homeWord(editor.lang, key);
  return Array.from({ length: count }, (_, i) => (
    <div key={i} className="content-row">
      <BilingualField name={`${name}.${i}.title`} label={`${row(i + 1)} · ${h("itemTitle")}`} />
      <BilingualField
        name={`${name}.${i}.text`}
        label={`${row(i + 1)} · ${h("itemText")}`}
        multiline
      />
    </div>
  ));
}

/** A text per language, a line each (why-choose-us's points). */
function LinesField({ name, label }: { name: string; label: string }) {
  const editor = useFormEditor();
  const h = (key: HomeWordKey) => homeWord(editor.lang, key);
  return (
    <fieldset className="content-bilingual">
      <legend>{label}</legend>
      {(["ko", "en"] as const).map((lang) => {
        const path = `${name}.${lang}`;
        const id = `f-${path.replaceAll(".", "-")}`;
        const error = editor.error(path) ?? editor.error(name);
        return (
          <div key={lang} className="content-side">
            <label htmlFor={id}>{editor.w(lang === "ko" ? "korean" : "english")}</label>
            <textarea
              id={id}
              name={path}
              lang={lang}
              rows={5}
              defaultValue={editor.value(path)}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${name.replaceAll(".", "-")}-hint${error ? ` ${id}-error` : ""}`}
            />
            {error && (
              <p id={`${id}-error`} className="content-error">
                {error}
              </p>
            )}
          </div>
        );
      })}
      <p id={`${name.replaceAll(".", "-")}-hint`} className="admin-hint">
        {h("pointsHint")}
      </p>
    </fieldset>
  );
}

/** The home page's copy, Korean and English side by side; the claims chosen per place. */
export default function HomeEditor({ loaderData, actionData }: Route.ComponentProps) {
  const editor = useEditor(loaderData.draft, actionData);
  const { lang } = editor;
  const h = (key: HomeWordKey, vars?: Record<string, number>) => homeWord(lang, key, vars);
  const { choices } = loaderData;
  const here = adminPath(lang, "/content/home");
  return (
    <>
      <PageHead title={h("title")} text={h("text")} />
      <EditorForm
        editor={editor}
        loaded={loaderData}
        fieldIds={{ "whyChooseUs.points": "f-whyChooseUs-points-ko" }}
        above={
          <>
            <SectionJumps
              editor={editor}
              draft={loaderData.draft}
              sections={[
                {
                  id: "s-hero",
                  label: h("hero"),
                  paths: ["heroClaim", "heroSentences", "heroText"],
                },
                { id: "s-strengths", label: h("strengths"), paths: ["strengths"] },
                { id: "s-sectors", label: h("sectors"), paths: ["sectors"] },
                { id: "s-figures", label: h("figures"), paths: ["yearsFigure", "figures"] },
                { id: "s-featured", label: h("featured"), paths: ["featured"] },
                { id: "s-why", label: h("why"), paths: ["whyChooseUs"] },
              ]}
            />
          </>
        }
        action={here}
      >
        <h2 id="s-hero" className="content-jump-target">
          {h("hero")}
        </h2>
        <ClaimPlace h={h} name="heroClaim" legend={h("heroClaim")} choices={choices} place="hero" />
        {[0, 1].map((i) => (
          <BilingualField
            key={i}
            name={`heroSentences.${i}`}
            label={h("heroSentence", { n: i + 2 })}
          />
        ))}
        <BilingualField name="heroText" label={h("heroText")} multiline />

        <FieldGroup
          id="s-strengths"
          className="content-group content-jump-target"
          legend={h("strengths")}
        >
          <TitledRows name="strengths" count={4} row={(n) => h("strength", { n })} />
        </FieldGroup>
        <FieldGroup
          id="s-sectors"
          className="content-group content-jump-target"
          legend={h("sectors")}
        >
          <TitledRows name="sectors" count={6} row={(n) => h("sector", { n })} />
        </FieldGroup>

        <FieldGroup
          id="s-figures"
          className="content-group content-jump-target"
          legend={h("figures")}
        >
          <ClaimChoice
            name="yearsFigure.reading"
            legend={h("yearsFigure")}
            choices={choices}
            shown={(choice) => ({
              ko: `${choice.figure.value} · ${choice.figure.label.ko}`,
              en: `${choice.figure.value} · ${choice.figure.label.en}`,
            })}
          />
          {[0, 1, 2].map((i) => (
            <div key={i} className="content-row">
              <TextField
                name={`figures.${i}.value`}
                label={`${h("figure", { n: i + 2 })} · ${h("figureValue")}`}
                required
              />
              <BilingualField
                name={`figures.${i}.label`}
                label={`${h("figure", { n: i + 2 })} · ${h("figureLabel")}`}
              />
            </div>
          ))}
        </FieldGroup>

        <h2 id="s-featured" className="content-jump-target">
          {h("featured")}
        </h2>
        <p className="admin-hint">{h("featuredText")}</p>
        {Array.from({ length: loaderData.featuredRows }, (_, i) => (
          <FeaturedRow
            key={i}
            h={h}
            index={i}
            last={i === loaderData.featuredRows - 1}
            categories={loaderData.categories}
          />
        ))}

        <h2 id="s-why" className="content-jump-target">
          {h("why")}
        </h2>
        <BilingualField name="whyChooseUs.title" label={h("whyTitle")} />
        <ClaimPlace
          h={h}
          name="whyChooseUs.text"
          legend={h("whyText")}
          choices={choices}
          place="why"
        />
        <LinesField name="whyChooseUs.points" label={h("points")} />
      </EditorForm>
    </>
  );
}
