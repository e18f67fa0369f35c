import { data, redirect, type AppLoadContext } from "react-router";
import { adminPageMeta } from "../../frame/meta";
import { audit, requireStaff } from "../../guard.server";
import { adminPath, requestAdminLang } from "../../words";
import type { Lang } from "../../../i18n/lang";
import { liveProducts } from "../../../content/catalog/catalog.server";
import { columnName, readUnitSheet } from "../sheet.server";
import { INQUIRY_REF, readUnit, typedOf, unitsPart, type UnitField } from "../units.server";
import { unitsWord } from "../words";
import { plantName } from "../../plants/plants.server";
import { postedForm } from "../../../../server/platform/body";

/**
 * Adding delivered units: one with the form (its serial at once), or many from the template
 * .xlsx, all or nothing with each row's problems named (decision 033). `?inquiry=REF` (the
 * link on a won inquiry) fills in the inquiry it came from and its product.
 */
export function loadNewUnit(request: Request, context: AppLoadContext) {
  requireStaff(request, context);
  const lang = requestAdminLang(request);
  const params = new URL(request.url).searchParams;
  const inquiry = (params.get("inquiry") ?? "").toUpperCase();
  const product = (params.get("product") ?? "").slice(0, 40);
  return {
    meta: adminPageMeta(lang, unitsWord(lang, "newTitle")),
    codes: liveProducts().map((p) => p.code),
    // The plants a new unit may join; by default its customer's site's (made if new).
    plants: unitsPart(context)
      .store.plants.list()
      .map((plant) => ({ id: plant.id, name: plantName(plant) })),
    typed: {
      ...(INQUIRY_REF.test(inquiry) && { inquiry }),
      ...(product && { product }),
    } as Partial<Record<UnitField, string>>,
  };
}

/** The form's one unit, or the sheet's many (`intent=sheet`); a refusal keeps what was typed. */
export async function addUnitAction(request: Request, context: AppLoadContext) {
  const account = requireStaff(request, context);
  const lang = requestAdminLang(request);
  const { store } = unitsPart(context);
  const form = postedForm(context);

  if (form.get("intent") === "sheet") {
    const file = form.get("file");
    if (!(file instanceof File) || file.size === 0) {
      return data({ sheet: [unitsWord(lang, "sheetEmpty")] }, 400);
    }
    const read = await readUnitSheet(lang, Buffer.from(await file.arrayBuffer()));
    if (!read.ok) return data({ sheet: [read.message] }, 400);
    const { inputs, problems } = readRows(lang, read.rows);
    if (problems.length > 0) return data({ sheet: problems.slice(0, 100) }, 400);
    // Each row joins its customer's site's plant, made if new: which were there before, to say.
    const before = new Set(
      inputs.flatMap((input) => store.plants.byName(input.customer, input.site)?.id ?? []),
    );
    const added = store.addAll(inputs, account.email);
    const plantIds = [...new Set(added.flatMap((unit) => unit.plantId ?? []))];
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
      // Named on the list by the store, from these numbers (at most 50 of each).
      made: plantIds
        .filter((id) => !before.has(id))
        .slice(0, 50)
        .join("."),
      joined: plantIds
        .filter((id) => before.has(id))
        .slice(0, 50)
        .join("."),
    });
    throw redirect(`${adminPath(lang, "/units")}?${query.toString()}`);
  }

  const typed = typedOf(form);
  const read = readUnit(lang, typed);
  if (!read.ok)
    return data({ errors: read.errors, typed, plant: String(form.get("plant") ?? "") }, 400);
  // The plant chosen: none, one by its number, or (empty) its customer's site's, made if new.
  const chosen = String(form.get("plant") ?? "");
  const plantId =
    chosen === "none"
      ? null
      : /^\d{1,9}$/.test(chosen) && store.plants.byId(Number(chosen))
        ? Number(chosen)
        : undefined;
  const unit = store.add(
    { ...read.input, ...(plantId !== undefined && { plantId }) },
    account.email,
  );
  audit(request, context, { action: "unit-added", target: unit.serial });
  throw redirect(`${adminPath(lang, `/units/${unit.serial}`)}?done=added`);
}

/** The sheet's rows as units, or each problem named by its row and column. */
function readRows(lang: Lang, rows: { row: number; typed: Partial<Record<UnitField, string>> }[]) {
  const problems: string[] = [];
  const inputs = rows.flatMap(({ row, typed }) => {
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
  return { inputs, problems };
}
