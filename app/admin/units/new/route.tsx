import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/route";
import { Csrf } from "../../frame/Csrf";
import { FormMessage } from "../../frame/FormMessage";
import { adminPageMeta, adminRouteMeta } from "../../frame/meta";
import { useWords } from "../../frame/use-admin";
import { audit, requireStaff } from "../../guard.server";
import { adminPath, requestAdminLang } from "../../words";
import { INDUSTRIES } from "../../../../server/units/kinds";
import { liveProducts } from "../../../content/catalog/catalog.server";
import { columnName, readUnitSheet } from "../sheet.server";
import { readUnit, typedOf, unitsPart, type UnitErrors, type UnitField } from "../units.server";
import { unitsWord, type UnitsWordKey } from "../words";
import "../../settings/settings.css";
import "../units.css";

/**
 * Adding delivered units: one with the form (its serial at once), or many from the template
 * .xlsx, all or nothing with each row's problems named (decision 033). `?inquiry=REF` (the
 * link on a won inquiry) fills in the inquiry it came from and its product.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context);
  const lang = requestAdminLang(request);
  const params = new URL(request.url).searchParams;
  const inquiry = (params.get("inquiry") ?? "").toUpperCase();
  const product = (params.get("product") ?? "").slice(0, 40);
  return {
    meta: adminPageMeta(lang, unitsWord(lang, "newTitle")),
    codes: liveProducts().map((p) => p.code),
    typed: {
      ...(/^HF-\d{8}-[0-9A-Z]{4,8}$/.test(inquiry) && { inquiry }),
      ...(product && { product }),
    } as Partial<Record<UnitField, string>>,
  };
}

export const meta = adminRouteMeta;

export async function action({ request, context }: Route.ActionArgs) {
  const account = requireStaff(request, context);
  const lang = requestAdminLang(request);
  const { store } = unitsPart(context);
  const form = await request.formData();

  if (form.get("intent") === "sheet") {
    const file = form.get("file");
    if (!(file instanceof File) || file.size === 0) {
      return data({ sheet: [unitsWord(lang, "sheetEmpty")] }, 400);
    }
    const read = await readUnitSheet(lang, Buffer.from(await file.arrayBuffer()));
    if (!read.ok) return data({ sheet: [read.message] }, 400);
    const problems: string[] = [];
    const inputs = read.rows.flatMap(({ row, typed }) => {
      const unit = readUnit(lang, typed);
      if (unit.ok) return [unit.input];
      for (const [field, message] of Object.entries(unit.errors)) {
        problems.push(
          unitsWord(lang, "sheetRow", {
            row,
            column: columnName(lang, field as UnitField),
            message,
          }),
        );
      }
      return [];
    });
    if (problems.length > 0) return data({ sheet: problems.slice(0, 100) }, 400);
    const added = store.addAll(inputs, account.email);
    const first = added[0]!.serial;
    const last = added.at(-1)!.serial;
    audit(request, context, {
      action: "units-imported",
      target: `${first}..${last}`,
      detail: String(added.length),
    });
    const query = new URLSearchParams({
      done: "imported",
      count: String(added.length),
      first,
      last,
    });
    throw redirect(`${adminPath(lang, "/units")}?${query.toString()}`);
  }

  const typed = typedOf(form);
  const read = readUnit(lang, typed);
  if (!read.ok) return data({ errors: read.errors, typed }, 400);
  const unit = store.add(read.input, account.email);
  audit(request, context, { action: "unit-added", target: unit.serial });
  throw redirect(`${adminPath(lang, `/units/${unit.serial}`)}?done=added`);
}

function Field({
  name,
  label,
  hint,
  error,
  children,
}: {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  children: (describedBy: string | undefined, invalid: true | undefined) => React.ReactNode;
}) {
  const ids = [hint && `unit-${name}-hint`, error && `unit-${name}-error`].filter(Boolean);
  return (
    <div className="settings-field">
      <label htmlFor={`unit-${name}`}>{label}</label>
      {children(ids.length ? ids.join(" ") : undefined, error ? true : undefined)}
      {hint && (
        <p id={`unit-${name}-hint`} className="admin-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`unit-${name}-error`} className="settings-error">
          {error}
        </p>
      )}
    </div>
  );
}

export default function NewUnit({ loaderData, actionData }: Route.ComponentProps) {
  const { lang } = useWords();
  const t = (key: UnitsWordKey, vars?: Record<string, string | number>) =>
    unitsWord(lang, key, vars);
  const answer = actionData && "errors" in actionData ? actionData : undefined;
  const errors: UnitErrors = answer?.errors ?? {};
  const typed = answer?.typed ?? loaderData.typed;
  const sheet = actionData && "sheet" in actionData ? actionData.sheet : undefined;
  const text = (name: UnitField, max: number, required = false, list?: string) => (
    <Field
      name={name}
      label={t(name === "deliveredOn" ? "deliveredOn" : name)}
      hint={
        {
          product: t("productHint"),
          tag: t("tagHint"),
          site: t("siteHint"),
          customer: t("customerHint"),
          deliveredOn: t("deliveredHint"),
          inquiry: t("inquiryHint"),
          region: t("regionHint"),
          elastomer: t("elastomerHint"),
        }[name as string]
      }
      error={errors[name]}
    >
      {(describedBy, invalid) => (
        <input
          id={`unit-${name}`}
          name={name}
          type={name === "deliveredOn" ? "date" : "text"}
          maxLength={max}
          required={required}
          list={list}
          autoComplete="off"
          defaultValue={typed[name]}
          aria-describedby={describedBy}
          aria-invalid={invalid}
        />
      )}
    </Field>
  );

  return (
    <>
      <p>
        <Link to={adminPath(lang, "/units")}>{t("back")}</Link>
      </p>
      <h1>{t("newTitle")}</h1>
      <p>{t("newIntro")}</p>
      {answer && <FormMessage text={t("errors")} />}
      <section className="admin-card" aria-labelledby="unit-one">
        <h2 id="unit-one">{t("add")}</h2>
        <Form method="post" className="settings-form">
          <Csrf />
          <input type="hidden" name="intent" value="add" />
          {text("product", 40, true, "unit-codes")}
          <datalist id="unit-codes">
            {loaderData.codes.map((code) => (
              <option key={code} value={code} />
            ))}
          </datalist>
          {text("tag", 80)}
          {text("site", 120)}
          {text("customer", 120)}
          <Field name="industry" label={t("industry")} error={errors.industry}>
            {(describedBy, invalid) => (
              <select
                id="unit-industry"
                name="industry"
                required
                defaultValue={typed.industry ?? ""}
                aria-describedby={describedBy}
                aria-invalid={invalid}
              >
                <option value="" disabled>
                  —
                </option>
                {INDUSTRIES.map((key) => (
                  <option key={key} value={key}>
                    {t(`industry.${key}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {text("deliveredOn", 10)}
          {text("inquiry", 40)}
          {text("region", 80)}
          {text("elastomer", 40)}
          <div className="settings-field">
            <label className="units-check">
              <input
                type="checkbox"
                name="consent"
                defaultChecked={typed.consent === "on"}
                aria-describedby="unit-consent-hint"
              />{" "}
              {t("consent")}
            </label>
            <p id="unit-consent-hint" className="admin-hint">
              {t("consentHint")}
            </p>
          </div>
          <p>
            <button type="submit">{t("save")}</button>
          </p>
        </Form>
      </section>

      <section className="admin-card" id="units-sheet" aria-labelledby="units-sheet-title">
        <h2 id="units-sheet-title">{t("sheetTitle")}</h2>
        <p>{t("sheetIntro")}</p>
        <p>
          <a href={adminPath(lang, "/units/template.xlsx")} download>
            {t("template")}
          </a>
        </p>
        {sheet && (
          <div className="admin-message admin-message-error" role="alert">
            <p>{t("sheetRefused")}</p>
            <ul>
              {sheet.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        )}
        <Form method="post" encType="multipart/form-data" className="settings-form">
          <Csrf />
          <input type="hidden" name="intent" value="sheet" />
          <div className="settings-field">
            <label htmlFor="units-file">{t("sheetFile")}</label>
            <input
              id="units-file"
              name="file"
              type="file"
              required
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            />
          </div>
          <p>
            <button type="submit">{t("upload")}</button>
          </p>
        </Form>
      </section>
    </>
  );
}
