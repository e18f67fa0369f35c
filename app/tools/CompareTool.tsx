import { useEffect } from "react";
import { LinkButtonRow } from "../ui/LinkButtonRow";
import { compareHref, MAX_COMPARE, writeIds } from "../compare/compare-list";
import {
  compareTable,
  type ChoiceGroup,
  type CompareData,
  type CompareTable,
} from "../compare/table";
import { useLang, useT } from "../i18n/use-lang";
import { fetchOnce } from "../lib/fetch-once";
import { goTo, useUrlSearch } from "../site/island-url";
import { useHydrated } from "../site/use-hydrated";
import { useUrlAnswer } from "../site/url-answer";
import { AddProductForm } from "./AddProductForm";
import { ComparisonTable } from "./ComparisonTable";
import { DiffSwitch } from "./DiffSwitch";

/**
 * The comparison the browser's URL asks for. Hydration renders the server's; the static export,
 * whose one file serves every query, then compares in the browser from the prebuilt JSON.
 */
function useComparison(loaderData: CompareToolProps) {
  const search = useUrlSearch("");
  const live = useHydrated();
  const params = new URLSearchParams(live ? search : "");
  const ids = live ? params.get("ids") : loaderData.query.ids;
  const add = live ? params.get("add") : loaderData.query.add;
  const diff = live ? params.get("diff") === "1" : loaderData.diff;
  const table = useUrlAnswer(
    { key: `${loaderData.query.ids} ${loaderData.query.add}`, answer: loaderData.table },
    `${ids} ${add}`,
    () =>
      fetchOnce<CompareData>(loaderData.dataUrl).then(
        (data) => compareTable(data, ids, add),
        // Offline, say: what the file shows (how to start) rather than "building" for ever.
        () => loaderData.table,
      ),
  );
  const columnIds = table?.columns.map((c) => c.id).join(",");
  // The tray follows what is on the table (columns removed or added here).
  useEffect(() => {
    if (live && columnIds) writeIds(columnIds.split(","));
  }, [live, columnIds]);
  return { table: table ?? null, diff, live };
}

/** What the compare page's island gets from the server. */
export interface CompareToolProps {
  query: { ids: string | null; add: string | null };
  diff: boolean;
  table: CompareTable;
  dataUrl: string;
  choices: ChoiceGroup[];
}

/**
 * The comparison, its switches and its "add a product" form, an island that wakes once the page
 * has loaded (decision 042): the tray follows the table, and the switches answer in place.
 */
export function CompareTool(loaderData: CompareToolProps) {
  const lang = useLang();
  const t = useT();
  const { table, diff, live } = useComparison(loaderData);
  const ids = table?.columns.map((c) => c.id) ?? [];
  const go = (next: string[], nextDiff: boolean, replace = false) =>
    goTo(compareHref(lang, next, nextDiff), { replace });

  return (
    <div className="container section compare">
      {table === null ? (
        <p role="status">{t("compare.loading")}</p>
      ) : (
        <>
          <div role="status">
            {table.retired.map((code) => (
              <p key={code} className="notice">
                {t("compare.retired", { product: code })}
              </p>
            ))}
            {table.dropped.length > 0 && (
              <p className="notice">{t("compare.dropped", { ids: table.dropped.join(", ") })}</p>
            )}
            {table.cut.length > 0 && (
              <p className="notice">
                {t("compare.cut", { max: MAX_COMPARE, ids: table.cut.join(", ") })}
              </p>
            )}
          </div>
          {table.columns.length === 0 ? (
            <HowToStart />
          ) : (
            <>
              <DiffSwitch
                ids={ids}
                diff={diff}
                live={live}
                // A view of the same comparison: no new history entry.
                onToggle={(on) => go(ids, on, true)}
              />
              <ComparisonTable table={table} diff={diff} />
            </>
          )}
          <AddProductForm
            ids={ids}
            diff={diff}
            choices={loaderData.choices}
            onAdd={(id) => go([...ids, id], diff)}
          />
        </>
      )}
    </div>
  );
}

function HowToStart() {
  const t = useT();
  return (
    <div>
      <p>{t("comparestart.start")}</p>
      <LinkButtonRow
        links={[
          { to: "/products", label: t("comparestart.browse") },
          { to: "/products/finder", label: t("comparestart.finder") },
          { to: "/search", label: t("comparestart.search") },
        ]}
      />
    </div>
  );
}
