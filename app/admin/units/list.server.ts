import type { AppLoadContext } from "react-router";
import { INDUSTRIES, type Industry } from "../../../server/units/kinds";
import { adminPageMeta } from "../frame/meta";
import { requireStaff } from "../guard.server";
import { requestAdminLang } from "../words";
import { unitsPart } from "./units.server";
import { unitsWord } from "./words";
import { plantName } from "../plants/plants.server";

/** Units a page of the list shows, and how many more "more" adds. */
const PAGE = 50;

/**
 * Delivered units (decision 033): found by serial, tag, site or customer, by industry and year;
 * newest first, 50 at a time. A plain GET form, so a search is a link staff can share.
 */
export function loadUnits(request: Request, context: AppLoadContext) {
  requireStaff(request, context);
  const lang = requestAdminLang(request);
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").slice(0, 100);
  const industry = INDUSTRIES.find((key) => key === params.get("industry")) as Industry | undefined;
  const year = /^\d{4}$/.test(params.get("year") ?? "") ? Number(params.get("year")) : undefined;
  const shown = Math.min(Math.max(Number(params.get("shown")) || PAGE, PAGE), 2000);
  const { store } = unitsPart(context);
  const plantsNamed = (ids: string | null) =>
    (ids ?? "")
      .split(".")
      .slice(0, 50)
      .flatMap((id) => {
        const plant = /^\d{1,9}$/.test(id) ? store.plants.byId(Number(id)) : undefined;
        return plant ? [{ id: plant.id, name: plantName(plant) }] : [];
      });
  const { units, total } = store.list({ search: q, industry, year, limit: shown });
  const done = params.get("done");
  // Named only when the store has it as deleted: the query cannot put other words on the page.
  const deletedSerial = (params.get("serial") ?? "").toUpperCase();
  return {
    meta: adminPageMeta(lang, unitsWord(lang, "title")),
    q,
    industry,
    year,
    years: store.years(),
    total,
    /** The `shown` of the "more" link. */
    more: shown + PAGE,
    units: units.map((unit) => ({
      serial: unit.serial,
      productCode: unit.productCode,
      tag: unit.tag,
      site: unit.site,
      customer: unit.customer,
      industry: unit.industry,
      deliveredOn: unit.deliveredOn,
    })),
    imported:
      done === "imported"
        ? {
            count: Number(params.get("count")) || 0,
            first: (params.get("first") ?? "").slice(0, 13),
            last: (params.get("last") ?? "").slice(0, 13),
            // The plants the sheet made and joined, named by the store from their numbers.
            made: plantsNamed(params.get("made")),
            joined: plantsNamed(params.get("joined")),
          }
        : undefined,
    deleted:
      done === "deleted" && store.deletedAt(deletedSerial) !== undefined
        ? deletedSerial
        : undefined,
  };
}
