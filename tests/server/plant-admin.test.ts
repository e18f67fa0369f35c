import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "node-html-parser";
import type { createApp } from "../../server/app";
import { setUpStaff } from "../../server/admin/setup";
import { readConfig } from "../../server/platform/config";
import { openUnitsPart, type UnitsPart } from "../../server/units/setup";
import type { UnitInput } from "../../server/units/store";
import { deliveredUnit, filledUnitTemplate } from "../fixtures/units";
import { liveProducts } from "../../app/content/catalog/catalog.server";
import { unitTemplate } from "../../app/admin/units/sheet.server";
import { setSiteClock } from "../../app/lib/site-clock";
import { QUICK_PASSWORDS, signedInCookies } from "../staff-support";
import { builtApp } from "./built-site";

/**
 * The plants' back office as a browser without script posts it (docs/decisions/046-plants.md):
 * two people correcting one plant (the second refused with their typing kept, then saved on
 * purpose), intervals refused outside 1-120 and removed by "no plan", a move limited to the
 * plant's own units, a merge asked before it is done, and the unit page's plant and interval.
 */
const ORIGIN = "http://localhost:3000";
const TOKEN = "p".repeat(43);
const clock = Date.parse("2026-11-27T01:00:00Z");
let part: UnitsPart;
let staff: ReturnType<typeof setUpStaff>;
let app: ReturnType<typeof createApp>;
let cookies: Record<"owner" | "staff", string>;
const [product, other] = liveProducts();
const input = (over: Partial<UnitInput> = {}) =>
  deliveredUnit(product!, { deliveredOn: "2025-11-10", ...over });

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), "plant-admin-"));
  part = openUnitsPart(dir, { now: () => clock });
  setSiteClock(() => clock);
  staff = setUpStaff(readConfig({ DATA_DIR: dir }), { passwordCost: QUICK_PASSWORDS });
  cookies = signedInCookies(staff, TOKEN);
  app = await builtApp({
    staff,
    units: part,
  });
});
afterAll(() => {
  setSiteClock(undefined);
  part?.store.close();
  staff?.close();
});

/** A post of a back-office page as a browser without script sends it. */
function post(
  path: string,
  fields: Record<string, string>,
  { as = "staff" as keyof typeof cookies, csrf = TOKEN } = {},
) {
  return app.request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: {
      Origin: ORIGIN,
      Cookie: cookies[as],
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({ csrf, ...fields }).toString(),
  });
}
const get = (path: string, as: keyof typeof cookies = "staff") =>
  app.request(`${ORIGIN}${path}`, { headers: { Cookie: cookies[as] } });

const audits = () => staff.audit.list().entries;

describe("a plant's page, posted without script", () => {
  it("refuses the second of two conflicting corrections, keeps its typing, saves it on purpose", async () => {
    const unit = part.store.add(input({ customer: "한빛수자원", site: "화성 정수장" }), "kim");
    const plant = part.store.plants.byId(unit.plantId!)!;
    const page = `/admin/plants/${plant.id}`;
    const html = parse(await (await get(page)).text());
    const form = html
      .querySelectorAll("form")
      .find((f) => f.querySelector('input[name="intent"]')?.getAttribute("value") === "edit")!;
    expect(form.querySelector('input[name="version"]')?.getAttribute("value")).toBe("1");
    expect(form.querySelector('input[name="site"]')?.getAttribute("value")).toBe("화성 정수장");
    const fields = { intent: "edit", version: "1", customer: "한빛수자원", region: "경기" };

    // A: on version 1, corrects the site. B, also on version 1, types another.
    const a = await post(page, { ...fields, site: "화성 정수장 2공장", industry: "water" });
    expect(a.status).toBe(302);
    expect(a.headers.get("location")).toBe(`${page}?done=edited`);
    const b = await post(page, { ...fields, site: "화성정수장 B동", industry: "power" });
    expect(b.status).toBe(409);
    const refused = parse(await b.text());
    expect(refused.querySelector('[role="alert"]')?.text).toContain(
      "다른 사람이 먼저 이 현장을 고쳤습니다. 지금 저장된 내용: 한빛수자원 · 화성 정수장 2공장.",
    );
    // B's typing is in the form, never lost; A's correction stands.
    expect(refused.querySelector("#plant-edit-site")?.getAttribute("value")).toBe("화성정수장 B동");
    expect(part.store.plants.byId(plant.id)).toMatchObject({
      site: "화성 정수장 2공장",
      version: 2,
    });
    const replace = refused.querySelector('button[name="replaces"]');
    expect(replace?.getAttribute("value")).toBe("2");

    // B saves theirs on purpose, naming the version it replaces; a stale "save mine" is refused.
    const mine = await post(page, {
      ...fields,
      site: "화성정수장 B동",
      industry: "power",
      replaces: "2",
    });
    expect(mine.status).toBe(302);
    expect(part.store.plants.byId(plant.id)).toMatchObject({
      site: "화성정수장 B동",
      industry: "power",
      version: 3,
    });
    const stale = await post(page, { ...fields, site: "셋째", industry: "water", replaces: "2" });
    expect(stale.status).toBe(409);
    expect(
      audits()
        .filter((e) => e.action === "plant-edited")
        .map((e) => [e.target, e.detail]),
    ).toEqual([
      // Newest first, as the audit page lists them.
      [`plant-${plant.id}`, "site, industry"],
      [`plant-${plant.id}`, "site"],
    ]);
    // The audit names the plant by number, never the customer.
    expect(JSON.stringify(audits())).not.toContain("한빛수자원");
  });

  it("refuses another plant's customer and site, and a post without the CSRF token", async () => {
    const one = part.store.add(input({ customer: "가람", site: "1공장" }), "kim");
    part.store.add(input({ customer: "가람", site: "2공장" }), "kim");
    const page = `/admin/plants/${one.plantId}`;
    const fields = {
      intent: "edit",
      version: "1",
      customer: "가람",
      region: "",
      industry: "water",
    };
    expect((await post(page, { ...fields, site: "1동" }, { csrf: "x".repeat(43) })).status).toBe(
      403,
    );
    const taken = await post(page, { ...fields, site: "2공장" });
    expect(taken.status).toBe(409);
    expect(await taken.text()).toContain("같은 고객사와 현장 이름의 현장이 이미 있습니다");
    expect(part.store.plants.byId(one.plantId!)!.site).toBe("1공장");
  });

  it("sets an interval per product in 1-120 months, and 'no plan' removes it", async () => {
    const unit = part.store.add(input({ customer: "나래", site: "정수장" }), "kim");
    const page = `/admin/plants/${unit.plantId}`;
    const plan = (kind: string, months: string) =>
      post(page, { intent: "product-plan", product: product!.id, kind, months });
    for (const months of ["0", "121", "1.5", "", "12abc"]) {
      expect((await plan("inspection", months)).status, months).toBe(400);
    }
    expect((await plan("overhaul", "12")).status).toBe(400);
    // A product not at this plant is refused too.
    expect(
      (
        await post(page, {
          intent: "product-plan",
          product: other!.id,
          kind: "inspection",
          months: "12",
        })
      ).status,
    ).toBe(400);
    expect(part.store.plants.productPlans(unit.plantId!)).toEqual([]);

    expect((await plan("inspection", "12")).status).toBe(302);
    const html = await (await get(page)).text();
    // Delivered 2025-11-10, inspected every 12 months: overdue since 2026-11-10 (today 11-27).
    expect(parse(html).querySelector(".plants-units")?.text).toContain(
      "정비 기한 경과 · 2026-11-10",
    );
    expect((await plan("", "")).status).toBe(302);
    expect(part.store.plants.productPlans(unit.plantId!)).toEqual([]);
    expect(parse(await (await get(page)).text()).querySelector(".plants-units")?.text).toContain(
      "계획 없음",
    );
  });

  it("moves only the plant's own units, and asks before a merge", async () => {
    const here = part.store.add(input({ customer: "다온", site: "A" }), "kim");
    const there = part.store.add(input({ customer: "다온", site: "B" }), "kim");
    const page = `/admin/plants/${here.plantId}`;
    // The other plant's unit cannot be moved from this page.
    const foreign = await post(page, {
      intent: "move",
      unit: there.serial,
      to: String(here.plantId),
    });
    expect(foreign.status).toBe(400);
    const merge = await post(page, { intent: "merge", into: String(there.plantId) });
    expect(merge.status).toBe(200);
    const asked = parse(await merge.text()).querySelector(".admin-confirm")!;
    expect(asked.text).toContain("‘다온 · A’ 현장을 ‘다온 · B’ 현장에 합치시겠습니까? 제품 1대");
    expect(part.store.plants.byId(here.plantId!)).toBeDefined();
    const done = await post(page, {
      intent: "merge",
      into: String(there.plantId),
      confirmed: "yes",
    });
    expect(done.headers.get("location")).toBe(`/admin/plants/${there.plantId}?done=merged`);
    expect(part.store.plants.byId(here.plantId!)).toBeUndefined();
    expect(part.store.bySerial(here.serial)!.plantId).toBe(there.plantId);
    expect((await get(page)).status).toBe(404);
  });

  it("sets a unit's own interval and plant from the unit's page", async () => {
    const unit = part.store.add(input({ customer: "라온", site: "C" }), "kim");
    const page = `/admin/units/${unit.serial}`;
    const html = parse(await (await get(page)).text());
    expect(html.querySelector("#unit-plant")?.parentNode?.text).toContain("라온 · C");
    expect(html.text).toContain("정비 주기가 설정되지 않아 다음 정비 예정일을 표시하지 않습니다.");
    expect(
      (await post(page, { intent: "unit-plan", kind: "inspection", months: "6" })).status,
    ).toBe(302);
    expect(part.store.plants.planOfUnit(unit.id)).toEqual({
      kind: "inspection",
      months: 6,
      from: "unit",
    });
    // Delivered 2025-11-10, every 6 months: due 2026-05-10, overdue on 2026-11-27.
    expect(
      parse(await (await get(page)).text()).querySelector("#unit-plant")?.parentNode?.text,
    ).toContain("정비 기한 경과 · 2026-05-10");
    expect((await post(page, { intent: "plant", plant: "none" })).status).toBe(302);
    expect(part.store.bySerial(unit.serial)!.plantId).toBeUndefined();
    expect((await post(page, { intent: "plant", plant: "new" })).status).toBe(302);
    expect(part.store.bySerial(unit.serial)!.plantId).toBe(
      part.store.plants.byName("라온", "C")!.id,
    );
  });

  it("says which plants an .xlsx import made and which it joined", async () => {
    const known = part.store.add(input({ customer: "마루", site: "본사 공장" }), "kim");
    const row = (tag: string, site: string) => ({
      "제품 코드": product!.code,
      "태그 번호": tag,
      "현장 이름": site,
      고객사: "마루",
      "산업 분야": "상하수도",
    });
    const bytes = await filledUnitTemplate(await unitTemplate("ko"), [
      row("V-1", "본사 공장"),
      row("V-2", "새 공장"),
      row("V-3", "새 공장"),
    ]);
    const form = new FormData();
    form.set("csrf", TOKEN);
    form.set("intent", "sheet");
    form.set("file", new File([bytes], "units.xlsx"));
    const imported = await app.request(`${ORIGIN}/admin/units/new`, {
      method: "POST",
      headers: { Origin: ORIGIN, Cookie: cookies.staff },
      body: form,
    });
    expect(imported.status).toBe(302);
    const made = part.store.plants.byName("마루", "새 공장")!;
    const location = new URL(imported.headers.get("location")!, ORIGIN);
    expect(location.searchParams.get("made")).toBe(String(made.id));
    expect(location.searchParams.get("joined")).toBe(String(known.plantId));
    const page = parse(await (await get(location.pathname + location.search)).text());
    const report = page.querySelector("#units-imported-plants")!.parentNode!;
    expect(report.querySelector("h2")!.text).toBe(
      "현장: 새로 만든 곳 1곳, 기존 현장에 들어간 곳 1곳.",
    );
    expect(report.querySelectorAll("a").map((a) => [a.text, a.getAttribute("href")])).toEqual([
      ["마루 · 새 공장", `/admin/plants/${made.id}`],
      ["마루 · 본사 공장", `/admin/plants/${known.plantId}`],
    ]);
    // The names come from the store: a made-up number in the query names nothing.
    const forged = parse(
      await (await get("/admin/units?done=imported&count=1&made=999999")).text(),
    );
    expect(forged.querySelector("#units-imported-plants")).toBeNull();
  });
});
