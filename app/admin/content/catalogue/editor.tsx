import { data } from "react-router";
import type { Route } from "./+types/editor";
import {
  findProductById,
  productLabel,
  productPath,
} from "../../../content/catalog/catalog.server";
import type { ActuatorFigures, ValveFigures } from "../../../content/schemas";
import { localePath } from "../../../i18n/lang";
import { Csrf } from "../../frame/Csrf";
import { requireStaff } from "../../guard.server";
import { inboxMeta } from "../../inbox/meta";
import { adminPath, requestAdminLang } from "../../words";
import { BilingualField } from "../BilingualField";
import { publishing } from "../context.server";
import { itemAction } from "../item-action.server";
import { ItemButtons, ItemStatus } from "../ItemBar";
import { ItemHistory } from "../ItemHistory";
import { TextField } from "../TextField";
import { useEditor, type Editor } from "../use-editor";
import { useLeaveGuard } from "../use-leave-guard";
import { derivedRows } from "./derived.server";
import { explainFigure, missingTexts, productFields, readProduct } from "./form.server";
import { catalogueWord, productFieldLabel, type CatalogueWordKey } from "./words";
import "../content.css";
import "./catalogue.css";

const KIND = "product" as const;

function itemOf(context: Route.LoaderArgs["context"], id: string) {
  const item = publishing(context).store.get(KIND, id);
  // Only the catalogue's own id (its lowercase code): one URL per product.
  if (!item || item.id !== id) throw data(null, { status: 404 });
  return item;
}

/** A product's draft (the repository's until staff save one), its state and history. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  requireStaff(request, context);
  const lang = requestAdminLang(request);
  const item = itemOf(context, params.id);
  // A product not live (retired, or never published) is named and placed as its draft says.
  const shown = findProductById(item.id) ?? item.draft;
  const label = productLabel(shown, lang);
  const draft = item.draft;
  const missing = missingTexts(draft);
  const named = (paths: string[]) => paths.map((path) => missingLabel(lang, path));
  return {
    meta: inboxMeta(lang, catalogueWord(lang, "editorTitle", { product: label })),
    product: { id: item.id, code: draft.code, label, page: localePath(lang, productPath(shown)) },
    draft: productFields(draft),
    figures: draft.figures,
    rows: draft.specifications.map((row) => row.figure ?? null),
    derived: derivedRows(draft),
    missing: { ko: named(missing.ko), en: named(missing.en) },
    item: {
      kind: KIND,
      id: item.id,
      version: item.version,
      state: item.state,
      changed: item.changed,
      updatedAt: item.updatedAt,
      updatedBy: item.updatedBy,
    },
    history: publishing(context)
      .store.history(KIND, item.id)
      .map(({ version, action, at, by }) => ({ version, action, at, by })),
  };
}

/** "Short description (cards and search)", for the completeness list. */
function missingLabel(lang: "ko" | "en", path: string): string {
  const bare = path.replace(/\.(ko|en)$/, "");
  const words: Record<string, CatalogueWordKey> = {
    name: "productName",
    description: "description",
    detailDescription: "detailDescription",
    features: "features",
  };
  return words[bare] ? catalogueWord(lang, words[bare]) : (productFieldLabel(lang, bare) ?? bare);
}

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? [];

export function action({ request, context, params }: Route.ActionArgs) {
  const item = itemOf(context, params.id);
  return itemAction(request, context, {
    kind: KIND,
    id: item.id,
    read: readProduct,
    fields: productFields,
    explain: explainFigure,
    path: `/content/catalogue/${item.id}`,
  });
}

type Words = (key: CatalogueWordKey, vars?: Record<string, string | number>) => string;

/** A figure's input: its label names the unit. */
function Figure({ editor, name, label }: { editor: Editor; name: string; label: string }) {
  return <TextField editor={editor} name={`figures.${name}`} label={label} />;
}

function ValveFields({
  editor,
  figures,
  cw,
}: {
  editor: Editor;
  figures: ValveFigures;
  cw: Words;
}) {
  const { size } = figures;
  return (
    <>
      <fieldset className="content-group">
        <legend>{cw("fig_size")}</legend>
        {!size && <p>{cw("noSize")}</p>}
        {size && "dn" in size && (
          <>
            <Figure editor={editor} name="size.dn.min" label={`${cw("fig_dn")}: ${cw("min")}`} />
            <Figure editor={editor} name="size.dn.max" label={`${cw("fig_dn")}: ${cw("max")}`} />
            <Figure editor={editor} name="size.only" label={cw("fig_only")} />
          </>
        )}
        {size && "inch" in size && (
          <>
            <Figure
              editor={editor}
              name="size.inch.min"
              label={`${cw("fig_inch")}: ${cw("min")}`}
            />
            <Figure
              editor={editor}
              name="size.inch.max"
              label={`${cw("fig_inch")}: ${cw("max")}`}
            />
          </>
        )}
      </fieldset>
      {figures.ratings.map((rating, i) => {
        const at = `ratings.${i}`;
        return (
          <fieldset key={i} className="content-group">
            <legend>
              {cw("rating", { n: i + 1 })}: {cw(`fig_${rating.system}` as CatalogueWordKey)}
            </legend>
            {(rating.system === "PN" || rating.system === "ANSI") && (
              <p className="admin-hint">{cw("listHint")}</p>
            )}
            {rating.system === "PN" && (
              <Figure editor={editor} name={`${at}.values`} label={cw("fig_PN")} />
            )}
            {rating.system === "ANSI" && (
              <>
                <Figure editor={editor} name={`${at}.values`} label={cw("fig_ANSI")} />
                <Figure editor={editor} name={`${at}.maxBar`} label={cw("fig_maxBar")} />
              </>
            )}
            {rating.system === "bar" && (
              <>
                <Figure editor={editor} name={`${at}.min`} label={cw("fig_barMin")} />
                <Figure editor={editor} name={`${at}.max`} label={cw("fig_bar")} />
                <Figure editor={editor} name={`${at}.psi`} label={cw("fig_psi")} />
              </>
            )}
            {rating.system === "bar-at" &&
              rating.points.map((_, j) => (
                <div key={j} className="catalogue-pair">
                  <Figure
                    editor={editor}
                    name={`${at}.points.${j}.bar`}
                    label={`${cw("point", { n: j + 1 })}: ${cw("fig_pointBar")}`}
                  />
                  <Figure
                    editor={editor}
                    name={`${at}.points.${j}.atC`}
                    label={`${cw("point", { n: j + 1 })}: ${cw("fig_pointC")}`}
                  />
                </div>
              ))}
            {rating.system === "PN-by-size" &&
              rating.steps.map((_, j) => (
                <div key={j} className="catalogue-pair">
                  {(["pn", "min", "max"] as const).map((field) => (
                    <Figure
                      key={field}
                      editor={editor}
                      name={`${at}.steps.${j}.${field}`}
                      label={`${cw("step", { n: j + 1 })}: ${cw(
                        field === "pn"
                          ? "fig_stepPn"
                          : field === "min"
                            ? "fig_stepMin"
                            : "fig_stepMax",
                      )}`}
                    />
                  ))}
                </div>
              ))}
          </fieldset>
        );
      })}
      <fieldset className="content-group">
        <legend>{cw("fig_actuatorTemp")}</legend>
        <Figure editor={editor} name="tempC.min" label={cw("fig_tempMin")} />
        <Figure editor={editor} name="tempC.max" label={cw("fig_tempMax")} />
        <Figure editor={editor} name="tempC.extendedMax" label={cw("fig_tempExt")} />
      </fieldset>
      <Figure editor={editor} name="actuatorSupplyBar" label={cw("fig_supplyBar")} />
      <Figure editor={editor} name="maxDifferentialBar" label={cw("fig_diffBar")} />
    </>
  );
}

function ActuatorFields({
  editor,
  figures,
  cw,
}: {
  editor: Editor;
  figures: ActuatorFigures;
  cw: Words;
}) {
  const phase = (which: "singlePhase" | "threePhase") => (
    <fieldset className="content-group">
      <legend>{cw(`fig_${which}`)}</legend>
      {(["minV", "maxV", "minHz", "maxHz"] as const).map((field) => (
        <Figure
          key={field}
          editor={editor}
          name={`supply.${which}.${field}`}
          label={`${cw(`fig_${which}`)}: ${cw(`fig_${field}`)}`}
        />
      ))}
    </fieldset>
  );
  return (
    <>
      <Figure editor={editor} name="maxTorqueNm" label={cw("fig_torque")} />
      {figures.series && (
        <fieldset className="content-group">
          <legend>{figures.series.name}</legend>
          <Figure editor={editor} name="series.torqueNm.min" label={cw("fig_seriesMin")} />
          <Figure editor={editor} name="series.torqueNm.max" label={cw("fig_seriesMax")} />
          <Figure editor={editor} name="series.sizes" label={cw("fig_seriesSizes")} />
        </fieldset>
      )}
      <TextField
        editor={editor}
        name="figures.flanges"
        label={cw("fig_flanges")}
        hint="F05/F07/F10/F12/F14"
      />
      <Figure editor={editor} name="time90s" label={cw("fig_time")} />
      {phase("singlePhase")}
      {phase("threePhase")}
      <fieldset className="content-group">
        <legend>{cw("fig_air")}</legend>
        <Figure editor={editor} name="supply.air.min" label={cw("fig_airMin")} />
        <Figure editor={editor} name="supply.air.max" label={cw("fig_airMax")} />
        <Figure editor={editor} name="supply.air.minPsi" label={cw("fig_airMinPsi")} />
        <Figure editor={editor} name="supply.air.maxPsi" label={cw("fig_airMaxPsi")} />
      </fieldset>
      <fieldset className="content-group">
        <legend>{cw("fig_hydraulic")}</legend>
        <Figure editor={editor} name="supply.hydraulic.min" label={cw("fig_hydMin")} />
        <Figure editor={editor} name="supply.hydraulic.max" label={cw("fig_hydMax")} />
      </fieldset>
      <fieldset className="content-group">
        <legend>{cw("fig_actuatorTemp")}</legend>
        <Figure editor={editor} name="tempC.min" label={cw("fig_tempMin")} />
        <Figure editor={editor} name="tempC.max" label={cw("fig_tempMax")} />
      </fieldset>
    </>
  );
}

/** Which texts each language lacks, named (nothing listed: complete). */
function Completeness({
  missing,
  cw,
  editor,
}: {
  missing: Record<"ko" | "en", string[]>;
  cw: Words;
  editor: Editor;
}) {
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

/** A product: texts side by side, specification rows, typed figures; drafts, publish, history. */
export default function ProductEditor({ loaderData, actionData }: Route.ComponentProps) {
  const editor = useEditor(loaderData.draft, actionData);
  const leaveGuard = useLeaveGuard(editor.w("leaveConfirm"));
  const { lang } = editor;
  const cw: Words = (key, vars) => catalogueWord(lang, key, vars);
  const { product, figures, rows, derived } = loaderData;
  const here = adminPath(lang, `/content/catalogue/${product.id}`);
  return (
    <>
      <p>
        <a href={adminPath(lang, "/content/catalogue")}>← {cw("allProducts")}</a>
      </p>
      <h1>{cw("editorTitle", { product: product.label })}</h1>
      <p>{cw("editorText")}</p>
      <p>
        <a href={product.page} target="_blank" rel="noreferrer">
          {cw("openPage")}
        </a>
      </p>
      <ItemStatus editor={editor} item={loaderData.item} />
      <Completeness missing={loaderData.missing} cw={cw} editor={editor} />
      <form ref={leaveGuard} method="post" action={here} className="content-editor" noValidate>
        <Csrf />
        <fieldset className="content-group">
          <legend>{cw("texts")}</legend>
          <BilingualField editor={editor} name="name" label={cw("productName")} />
          <BilingualField editor={editor} name="description" label={cw("description")} multiline />
          <BilingualField
            editor={editor}
            name="detailDescription"
            label={cw("detailDescription")}
            multiline
          />
          <p className="admin-hint">{cw("featuresHint")}</p>
          <BilingualField editor={editor} name="features" label={cw("features")} multiline />
        </fieldset>
        <fieldset className="content-group">
          <legend>{cw("specs")}</legend>
          <p className="admin-hint">{cw("specsText")}</p>
          {rows.map((figure, i) => {
            const made = figure ? derived[figure] : undefined;
            return (
              <fieldset key={i} className="catalogue-row">
                <legend>{cw("specRow", { n: i + 1 })}</legend>
                <BilingualField
                  editor={editor}
                  name={`specifications.${i}.label`}
                  label={cw("specLabel")}
                />
                {figure ? (
                  <>
                    <input type="hidden" name={`specifications.${i}.figure`} value={figure} />
                    <p className="catalogue-derived">
                      {made ? cw("fromFigures", { value: made[lang] }) : cw("fromFiguresNone")}
                    </p>
                  </>
                ) : (
                  <BilingualField
                    editor={editor}
                    name={`specifications.${i}.value`}
                    label={cw("specValue")}
                  />
                )}
                <label>
                  <input type="checkbox" name={`specifications.${i}.remove`} value="1" />{" "}
                  {cw("removeRow")}
                </label>
              </fieldset>
            );
          })}
          <fieldset className="catalogue-row">
            <legend>{cw("newRow")}</legend>
            <BilingualField
              editor={editor}
              name="specifications.new.label"
              label={cw("specLabel")}
              optional
            />
            <BilingualField
              editor={editor}
              name="specifications.new.value"
              label={cw("specValue")}
              optional
            />
          </fieldset>
        </fieldset>
        <fieldset className="content-group">
          <legend>{cw("figures")}</legend>
          <p className="admin-hint">{cw("figuresText")}</p>
          {figures.kind === "valve" ? (
            <ValveFields editor={editor} figures={figures} cw={cw} />
          ) : (
            <ActuatorFields editor={editor} figures={figures} cw={cw} />
          )}
        </fieldset>
        <ItemButtons
          editor={editor}
          item={loaderData.item}
          previewAction={adminPath(lang, `/content/preview/${KIND}/${product.id}`)}
        />
      </form>
      <ItemHistory editor={editor} item={loaderData.item} history={loaderData.history} />
    </>
  );
}
