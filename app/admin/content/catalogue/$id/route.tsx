import { Fragment, useEffect, useRef } from "react";
import type { Route } from "./+types/route";
import { FieldGroup } from "../../FieldGroup";
import { PageHead } from "../../PageHead";
import { StaleTextLine } from "../StaleTextLine";
import {
  fieldLabel,
  productFigures,
  RATING_FIELDS,
  RATING_SYSTEMS,
  shownFor,
  type FigureField,
} from "../../../../content/catalog/figure-registry";
import type { ProductFigures, Rating, ValveFigures } from "../../../../content/schemas";
import { useWords } from "../../../frame/use-admin";
import { adminPath } from "../../../words";
import { BilingualField } from "../../BilingualField";
import { toField } from "../../ErrorSummary";
import type { PublishWarning } from "../../item-action.server";
import { EditorForm } from "../../EditorForm";
import { EDITOR_FORM } from "../../ItemBar";
import { SectionJumps } from "../../SectionJumps";
import { TextField } from "../../TextField";
import { useEditor } from "../../use-editor";
import { useFormEditor } from "../../editor-context";
import { figureBox } from "../figure-specs";
import { SelectField } from "../SelectField";
import { catalogueWord, type CatalogueWordKey, textLabel } from "../words";
import { loadProductEditor, productEditorAction } from "../editor.server";
import "../../content.css";
import "../catalogue.css";

/** A product's draft and the choices its editor offers (editor.server.ts). */
export const loader = (args: Route.LoaderArgs) => loadProductEditor(args);

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? [];

/** Save, publish and the rest (editor.server.ts: a move to another group goes last there). */
export const action = (args: Route.ActionArgs) => productEditorAction(args);

type Words = (key: CatalogueWordKey, vars?: Record<string, string | number>) => string;

/**
 * A figure's input: the keyboard its value needs on a phone, its unit beside it. A rating's
 * values are read by its `system` (PN or ANSI class).
 */
function Figure({
  name,
  label,
  hint,
  system,
}: {
  name: string;
  label: string;
  hint?: string;
  system?: string;
}) {
  const { lang } = useWords();
  const { inputMode, unit } = figureBox(system ? `${name}@${system}` : name, lang);
  return (
    <TextField
      name={`figures.${name}`}
      label={label}
      hint={hint}
      inputMode={inputMode}
      unit={unit}
    />
  );
}

/** One field of the figure registry, as its input (a tick for a yes-or-no field). */
function FieldInput({
  field,
  figures,
  name = field.path,
  label,
}: {
  field: FigureField;
  figures: ProductFigures;
  name?: string;
  label?: string;
}) {
  const editor = useFormEditor();
  if (!shownFor(field, figures)) return null;
  if (field.input === "flag") {
    return (
      <label>
        <input
          type="checkbox"
          name={`figures.${name}`}
          value="true"
          defaultChecked={editor.checked(`figures.${name}`, "true")}
        />{" "}
        {label ?? fieldLabel(field, editor.lang)}
      </label>
    );
  }
  return (
    <Figure
      name={name}
      label={label ?? fieldLabel(field, editor.lang)}
      hint={field.hint?.[editor.lang]}
      system={field.path === "ratings.#.values" ? field.system : undefined}
    />
  );
}

/** Every rating slot: the product's ratings, then an empty one for each common system it lacks. */
function ratingSlots(figures: ValveFigures): Rating["system"][] {
  const has = figures.ratings.map((rating) => rating.system);
  return [...has, ...(["PN", "ANSI", "bar"] as const).filter((system) => !has.includes(system))];
}

/** A valve's ratings, slot by slot: each its system's fields, a list's items numbered. */
function RatingFields({ figures, cw }: { figures: ValveFigures; cw: Words }) {
  const { lang } = useWords();
  return (
    <>
      <p id="f-figures-ratings" className="admin-hint">
        {cw("ratingsText")}
      </p>
      {ratingSlots(figures).map((system, i) => {
        const rating = figures.ratings[i] as Record<string, unknown> | undefined;
        const own = RATING_FIELDS.filter((f) => f.system === system);
        const at = (field: FigureField) => field.path.replace("ratings.#", `ratings.${i}`);
        const lists = [
          ...new Set(own.flatMap((f) => /^ratings\.#\.(\w+)\.#\./.exec(f.path)?.[1] ?? [])),
        ];
        return (
          <fieldset key={i} className="content-group">
            <legend>
              {cw("rating", { n: i + 1 })}: {RATING_SYSTEMS[system][lang]}
            </legend>
            <input type="hidden" name={`figures.ratings.${i}.system`} value={system} />
            {own
              .filter((f) => /^ratings\.#\.\w+$/.test(f.path))
              .map((field) => (
                <FieldInput key={field.path} field={field} figures={figures} name={at(field)} />
              ))}
            {lists.map((list) =>
              ((rating?.[list] as unknown[] | undefined) ?? []).map((_, j) => (
                <div key={`${list}.${j}`} className="catalogue-pair">
                  {own
                    .filter((f) => f.path.startsWith(`ratings.#.${list}.#.`))
                    .map((field) => (
                      <FieldInput
                        key={field.path}
                        field={field}
                        figures={figures}
                        name={at(field).replace(`.${list}.#.`, `.${list}.${j}.`)}
                        label={`${cw(list === "points" ? "point" : "step", { n: j + 1 })}: ${field.label[lang]}`}
                      />
                    ))}
                </div>
              )),
            )}
          </fieldset>
        );
      })}
    </>
  );
}

/**
 * Every figure of the product's kind, type or drive, as the figure registry lays it out: its
 * fields alone, side by side, or in a fieldset with its legend and hint.
 */
function FigureFields({ figures, cw }: { figures: ProductFigures; cw: Words }) {
  const { lang } = useWords();
  return productFigures(figures).map((figure) => {
    if (figure.key === "rating" && figures.kind === "valve") {
      return <RatingFields key={figure.key} figures={figures} cw={cw} />;
    }
    return figure.editor
      .filter((block) => shownFor(block, figures))
      .map((block, b) => {
        const lines = block.lines.map((line, l) =>
          Array.isArray(line) ? (
            <div key={l} className="catalogue-pair">
              {line.map((field) => (
                <FieldInput key={field.path} field={field} figures={figures} />
              ))}
            </div>
          ) : (
            <FieldInput key={l} field={line} figures={figures} />
          ),
        );
        const hint = block.hint && (
          <p id={block.legend ? undefined : block.id} className="admin-hint">
            {block.hint[lang]}
          </p>
        );
        return block.legend ? (
          <fieldset key={`${figure.key}.${b}`} id={block.id} className="content-group">
            <legend>{block.legend[lang]}</legend>
            {hint}
            {lines}
          </fieldset>
        ) : (
          <Fragment key={`${figure.key}.${b}`}>
            {hint}
            {lines}
          </Fragment>
        );
      });
  });
}

/** Which texts each language lacks, named (nothing listed: complete). */
function Completeness({ missing, cw }: { missing: Record<"ko" | "en", string[]>; cw: Words }) {
  const editor = useFormEditor();
  return (
    <section aria-labelledby="completeness" className="admin-card">
      <h2 id="completeness">{cw("completeness")}</h2>
      <ul>
        {(["ko", "en"] as const).map((lang) => {
          const language = editor.w(lang === "ko" ? "korean" : "english");
          return (
            <li key={lang}>
              {missing[lang].length === 0
                ? `${language}: ${cw("complete")}`
                : `${cw("missingIn", { lang: language, n: missing[lang].length })}: ${missing[lang].join(", ")}`}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * The texts that still state an old figure or code, each a link to its field. After a publish
 * held back, it asks: publish anyway (the editor's form, as typed) or fix the texts first. It
 * takes the focus when it asks, so a screen reader reads it first.
 */
function StaleTexts({
  warnings,
  asked,
  cw,
}: {
  warnings: PublishWarning[];
  asked: boolean;
  cw: Words;
}) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (asked) ref.current?.focus();
  }, [asked]);
  if (warnings.length === 0) return null;
  const n = warnings.length;
  return (
    <section
      ref={ref}
      id="stale-texts"
      tabIndex={-1}
      aria-labelledby="stale-texts-title"
      className={asked ? "catalogue-stale catalogue-stale-ask" : "catalogue-stale"}
    >
      <h2 id="stale-texts-title">{cw(asked ? "staleAskTitle" : "staleTitle", { n })}</h2>
      <p>{cw(asked ? "staleAskText" : "staleText")}</p>
      <ul>
        {warnings.map((warning, i) => (
          <StaleTextLine key={i} text={warning} href={`#${warning.anchor}`} onClick={toField} />
        ))}
      </ul>
      {asked && (
        <div className="content-buttons">
          <button type="submit" form={EDITOR_FORM} name="intent" value="publishAnyway">
            {cw("stalePublishAnyway")}
          </button>
          <a href={`#${warnings[0]!.anchor}`} onClick={toField}>
            {cw("staleFix")}
          </a>
        </div>
      )}
    </section>
  );
}

/** Its code, subcategory and place in the grid; its kind, which stays. */
function PlaceFields({ data, cw }: { data: LoaderData; cw: Words }) {
  const current = data.places.find((choice) => choice.current)?.value;
  return (
    <FieldGroup legend={cw("productPlace")}>
      <p>{cw("kindNow", { kind: data.product.kind })}</p>
      <TextField name="code" label={cw("fig_code")} hint={cw("codeChangeHint")} />
      <SelectField name="subcategory" label={cw("fig_subcategory")} groups={data.subcategories} />
      <SelectField
        name="place"
        label={cw("fig_place")}
        hint={cw("placeHint")}
        groups={[{ options: data.places }]}
        value={current}
      />
    </FieldGroup>
  );
}

/** The main drawing and the detail drawings, from the site's; photos have their own editor. */
function DrawingFields({ data, cw }: { data: LoaderData; cw: Words }) {
  const editor = useFormEditor();
  const options = data.drawings.map((d) => ({ value: d.name, label: d.label }));
  return (
    <FieldGroup legend={cw("drawingsLegend")} hint={cw("drawingsText")}>
      <SelectField name="image" label={cw("fig_image")} groups={[{ options }]} />
      <FieldGroup legend={cw("fig_detailImages")}>
        {/* Says the list is in the form: no box ticked means no detail drawing. */}
        <input type="hidden" name="detailImages" value="1" />
        <ul className="catalogue-drawings">
          {data.drawings.map((d) => (
            <li key={d.name}>
              <label>
                <input
                  id={`f-detailImages-${d.name}`}
                  type="checkbox"
                  name={`detailImages.${d.name}`}
                  defaultChecked={editor.checked(`detailImages.${d.name}`)}
                />
                <img src={d.src} alt="" width={64} height={48} loading="lazy" />
                <span>{d.label}</span>
              </label>
            </li>
          ))}
        </ul>
      </FieldGroup>
      <p>
        {data.product.photos ? (
          <a href={data.product.photos}>{cw("photosLink")}</a>
        ) : (
          cw("photosLater")
        )}
      </p>
    </FieldGroup>
  );
}

/** The specification rows: each label and value (or the figure it is made from), and a new one. */
function SpecRows({ data, cw }: { data: LoaderData; cw: Words }) {
  const editor = useFormEditor();
  const { lang } = editor;
  return (
    <FieldGroup legend={cw("specs")} hint={cw("specsText")}>
      {data.rows.map((figure, i) => {
        const made = figure ? data.derived[figure] : undefined;
        return (
          <FieldGroup key={i} className="catalogue-row" legend={cw("specRow", { n: i + 1 })}>
            <BilingualField name={`specifications.${i}.label`} label={cw("specLabel")} />
            {figure ? (
              <>
                <input type="hidden" name={`specifications.${i}.figure`} value={figure} />
                <p className="catalogue-derived">
                  {made ? cw("fromFigures", { value: made[lang] }) : cw("fromFiguresNone")}
                </p>
              </>
            ) : (
              <BilingualField name={`specifications.${i}.value`} label={cw("specValue")} />
            )}
            <label>
              <input
                type="checkbox"
                name={`specifications.${i}.remove`}
                value="1"
                defaultChecked={editor.checked(`specifications.${i}.remove`, "1")}
              />{" "}
              {cw("removeRow")}
            </label>
          </FieldGroup>
        );
      })}
      <FieldGroup className="catalogue-row" legend={cw("newRow")}>
        <BilingualField name="specifications.new.label" label={cw("specLabel")} optional />
        {data.figureRows.length > 0 && (
          <SelectField
            name="specifications.new.figure"
            label={cw("newRowFigure")}
            groups={[{ options: data.figureRows }]}
            placeholder={cw("newRowText")}
          />
        )}
        <BilingualField name="specifications.new.value" label={cw("specValue")} optional />
      </FieldGroup>
    </FieldGroup>
  );
}

type LoaderData = Route.ComponentProps["loaderData"];

/**
 * A product: code, group, place and drawings; texts side by side; specification rows; every
 * figure of its kind, typed; drafts, publish, history.
 */
export default function ProductEditor({ loaderData, actionData }: Route.ComponentProps) {
  const editor = useEditor(loaderData.draft, actionData);
  const { lang } = editor;
  const cw: Words = (key, vars) => catalogueWord(lang, key, vars);
  const { product, figures } = loaderData;
  const here = adminPath(lang, `/content/catalogue/${product.id}`);
  return (
    <>
      <PageHead
        back={{ to: adminPath(lang, "/content/catalogue"), label: cw("allProducts"), reload: true }}
        title={cw("editorTitle", { product: product.label })}
        text={cw("editorText")}
      >
        <p>
          {product.page ? (
            <a href={product.page} target="_blank" rel="noreferrer">
              {cw("openPage")}
            </a>
          ) : (
            cw("notPublished")
          )}
        </p>
      </PageHead>
      <EditorForm
        editor={editor}
        loaded={loaderData}
        fieldLabels={(bare) => textLabel(lang, bare)}
        above={
          <>
            <SectionJumps
              editor={editor}
              draft={loaderData.draft}
              sections={[
                {
                  id: "s-place",
                  label: cw("productPlace"),
                  paths: ["code", "subcategory", "place"],
                },
                { id: "s-figures", label: cw("figures"), paths: ["figures"] },
                {
                  id: "s-texts",
                  label: cw("texts"),
                  paths: ["name", "description", "detailDescription", "features"],
                },
                { id: "s-specs", label: cw("specs"), paths: ["specifications"] },
                { id: "s-drawings", label: cw("drawingsLegend"), paths: ["image", "detailImages"] },
              ]}
            />
            <StaleTexts
              warnings={actionData?.warnings ?? loaderData.stale}
              asked={!!actionData?.warnings}
              cw={cw}
            />
            <Completeness missing={loaderData.missing} cw={cw} />
          </>
        }
        action={here}
      >
        <div id="s-place" className="content-jump-target">
          <PlaceFields data={loaderData} cw={cw} />
        </div>
        {/* The figures before the long texts: what an owner changes most. */}
        <FieldGroup
          id="s-figures"
          className="content-group content-jump-target"
          legend={cw("figures")}
          hint={cw("figuresText")}
        >
          <FigureFields figures={figures} cw={cw} />
        </FieldGroup>
        <FieldGroup id="s-texts" className="content-group content-jump-target" legend={cw("texts")}>
          <BilingualField name="name" label={cw("productName")} />
          <BilingualField name="description" label={cw("description")} multiline />
          <BilingualField name="detailDescription" label={cw("detailDescription")} multiline />
          <p className="admin-hint">{cw("featuresHint")}</p>
          <BilingualField name="features" label={cw("features")} multiline />
        </FieldGroup>
        <div id="s-specs" className="content-jump-target">
          <SpecRows data={loaderData} cw={cw} />
        </div>
        <div id="s-drawings" className="content-jump-target">
          <DrawingFields data={loaderData} cw={cw} />
        </div>
      </EditorForm>
    </>
  );
}
