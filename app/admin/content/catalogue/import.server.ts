import { data, type AppLoadContext } from "react-router";
import type { ContentStore } from "../../../../server/content/store";
import { productPath } from "../../../content/catalog/catalog.server";
import { seedProductItem } from "../../../content/catalog/seed.server";
import type { ProductItem } from "../../../content/schemas";
import { localePath, type Lang } from "../../../i18n/lang";
import { kst } from "../../../lib/seoul-time";
import { audit, requireStaff } from "../../guard.server";
import { requestAdminLang } from "../../words";
import { publishing } from "../context.server";
import {
  checkSheet,
  columnLetter,
  explainRefusal,
  fieldName,
  type CatalogueState,
  type SheetChange,
  type SheetGrid,
  type SheetProblem,
} from "./sheet.server";
import type { ChangeView, SheetAnswer } from "./sheet-answer";
import { sheetWord } from "./sheet-words";
import { askBeforePublish, staleViews } from "./stale.server";
import type { StaleText } from "./stale-texts";
import { MAX_SHEET_BYTES } from "../../../../server/admin/body-limit";
import { writeCatalogueSheet } from "./xlsx.server";
import { WorkError, work } from "../../../../server/work/pool";
import { postedForm } from "../../../../server/platform/body";
import { visibleFileName } from "../../../../server/platform/text";

/** A sheet's limit in the work pool: a full catalogue reads in about a second (bench/). */
const SHEET_LIMIT_MS = 30_000;

/**
 * The upload read in the work pool (xlsx.server.ts): a spreadsheet is a zip a stranger to the
 * file's make-up may have built to be slow; past the pool's limits, the field says so.
 */
async function readSheet(bytes: Uint8Array) {
  try {
    return await work().run("catalogue-sheet", bytes, { timeoutMs: SHEET_LIMIT_MS });
  } catch (error) {
    if (!(error instanceof WorkError) || error.reason === "failed") throw error;
    return {
      ok: false as const,
      reason: error.reason === "busy" ? ("busy" as const) : ("tooSlow" as const),
    };
  }
}
/**
 * The catalogue list's spreadsheet: the download, an upload checked whole (every problem listed
 * and nothing saved, or the changed products saved as drafts in one transaction), and the one
 * step that publishes what an upload saved. Each save and publish is audited as the editor's.
 */

const KIND = "product" as const;

/** The store's catalogue as the sheet's check needs it. */
export function catalogueState(store: ContentStore): CatalogueState {
  return {
    products: store.list(KIND).map((item) => ({
      id: item.id,
      version: item.version,
      draft: item.draft,
      by: item.updatedBy,
      at: item.updatedAt,
    })),
    valueAt: (id, version) =>
      version === 0
        ? seedProductItem(id)
        : (store.history(KIND, id).find((entry) => entry.version === version)?.value as
            ProductItem | undefined),
    validate: (id, value, draft) => {
      const checked = store.validate(KIND, value, id, { draft });
      return checked.ok ? undefined : checked.fieldErrors;
    },
    when: kst,
  };
}

/** The drafts as a file, in the downloader's language. */
export async function downloadSheet(request: Request, context: AppLoadContext) {
  const account = requireStaff(request, context);
  const lang = requestAdminLang(request);
  const { store } = publishing(context);
  const now = new Date().toISOString();
  const bytes = await writeCatalogueSheet(store.list(KIND), {
    lang,
    by: account.email,
    when: kst(now),
  });
  const day = kst(now).slice(0, 10);
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "Content-Disposition": `attachment; filename="catalogue-drafts-${lang}-${day}.xlsx"`,
      "Content-Length": String(bytes.length),
    },
  });
}

const answer = (body: SheetAnswer, status = 200) =>
  data<{ sheet: SheetAnswer }>({ sheet: body }, { status });

/** A file name fit to show: printable, at most 120 characters. */
const shownName = (name: string) => [...visibleFileName(name)].slice(0, 120).join("");

function whereOf(lang: Lang, grid: SheetGrid, problem: SheetProblem): string | undefined {
  const header = (column: number) => grid.headers[column] || grid.keys[column] || "";
  if (problem.row !== undefined && problem.column !== undefined) {
    return sheetWord(lang, "at", {
      row: problem.row,
      column: columnLetter(problem.column),
      header: header(problem.column),
    });
  }
  if (problem.column !== undefined) {
    return sheetWord(lang, "atColumn", {
      column: columnLetter(problem.column),
      header: header(problem.column),
    });
  }
  return problem.row === undefined ? undefined : sheetWord(lang, "atRow", { row: problem.row });
}

function changeView(lang: Lang, change: SheetChange, stale: StaleText[]): ChangeView {
  return {
    stale: staleViews(lang, stale),
    id: change.id,
    code: change.code,
    name: change.value.name[lang] || change.code,
    fields: change.fields.map(({ key, before, after }) => ({
      header: fieldName(lang, key),
      before,
      after,
    })),
  };
}

/**
 * An uploaded sheet (`sheet`, multipart): checked whole against the drafts; any problem and
 * nothing is saved (400, each problem by row, column and reason); else the changed products are
 * saved as drafts in one transaction, over the versions their rows were downloaded at.
 */
export async function uploadSheet(request: Request, context: AppLoadContext, form: FormData) {
  const account = requireStaff(request, context);
  const lang = requestAdminLang(request);
  const { store } = publishing(context);
  const file = form.get("sheet");
  if (!(file instanceof File) || file.size === 0) {
    return answer({ intent: "upload", message: sheetWord(lang, "noFile") }, 400);
  }
  const name = shownName(file.name);
  if (file.size > MAX_SHEET_BYTES) {
    return answer({ intent: "upload", file: name, message: sheetWord(lang, "tooBig") }, 413);
  }
  const read = await readSheet(new Uint8Array(await file.arrayBuffer()));
  if (!read.ok) {
    const message = sheetWord(lang, read.reason, { max: 1000, ...read.vars });
    return answer({ intent: "upload", file: name, message }, 400);
  }
  const { grid } = read;
  const checked = checkSheet(grid, catalogueState(store), lang);
  if (checked.problems.length) {
    const problems = checked.problems.map((problem) => ({
      where: whereOf(lang, grid, problem),
      message: problem.message,
    }));
    return answer({ intent: "upload", file: name, problems }, 400);
  }
  if (checked.changes.length === 0) {
    return answer({ intent: "upload", file: name, changes: [], unchanged: checked.unchanged });
  }
  // Asked before the drafts are replaced: against what is live and the draft each row changes.
  const stale = new Map(
    checked.changes.map((change) => [
      change.id,
      askBeforePublish(store.get(KIND, change.id), change.value),
    ]),
  );
  const saved = store.saveDrafts(
    KIND,
    checked.changes.map(({ id, value, version }) => ({ id, value, baseVersion: version })),
    account.email,
  );
  if (!saved.ok) {
    // Someone saved between the check and the save: nothing was saved, the row is named.
    const change = checked.changes.find((c) => c.id === saved.id)!;
    const refused = saved.refused;
    const message =
      !refused.ok && refused.reason === "conflict"
        ? sheetWord(lang, "conflict", {
            who: refused.current.updatedBy ?? "?",
            when: refused.current.updatedAt ? kst(refused.current.updatedAt) : "?",
            base: change.version,
            current: refused.current.version,
          })
        : !refused.ok && refused.reason === "invalid"
          ? Object.entries(refused.fieldErrors)
              .map(([path, text]) => explainRefusal(lang, path, text))
              .join(" ")
          : sheetWord(lang, "publishMissing");
    const where = sheetWord(lang, "atRow", { row: change.row });
    return answer({ intent: "upload", file: name, problems: [{ where, message }] }, 409);
  }
  for (const item of saved.items) {
    audit(request, context, {
      action: "content-save",
      target: `${KIND}/${item.id}`,
      detail: `version ${item.version} (spreadsheet ${name})`,
    });
  }
  return answer({
    intent: "upload",
    file: name,
    changes: checked.changes.map((change) => changeView(lang, change, stale.get(change.id) ?? [])),
    publish: saved.items.map((item) => `${item.id}@${item.version}`),
    unchanged: checked.unchanged,
  });
}

/**
 * Publishes the drafts an upload saved (`publish`: "id@version" each), each through the store's
 * publish and its rules; what a product's rules refuse is reported by product, the others go
 * live.
 */
export function publishSheet(request: Request, context: AppLoadContext, form: FormData) {
  const account = requireStaff(request, context);
  const lang = requestAdminLang(request);
  const { store } = publishing(context);
  const wanted = form
    .getAll("publish")
    .slice(0, 1000)
    .flatMap((entry) => {
      const match = typeof entry === "string" ? /^([a-z0-9-]{1,100})@(\d{1,9})$/.exec(entry) : null;
      return match ? [{ id: match[1]!, version: Number(match[2]) }] : [];
    });
  const published: NonNullable<SheetAnswer["published"]> = [];
  const refused: NonNullable<SheetAnswer["refused"]> = [];
  // The list page showed the texts and offered "publish all anyway": only that posts `confirm`.
  const confirmed = form.get("confirm") === "texts";
  for (const { id, version } of wanted) {
    const item = store.get(KIND, id);
    const stale = confirmed || !item ? [] : staleViews(lang, askBeforePublish(item, item.draft));
    if (stale.length) {
      const fields = [...new Set(stale.map((text) => text.label))].join(", ");
      const code = item!.draft.code;
      refused.push({
        id,
        code,
        name: item!.draft.name[lang] || code,
        reasons: [sheetWord(lang, "staleRefused", { fields })],
      });
      continue;
    }
    const result = store.publish(KIND, id, { by: account.email, baseVersion: version });
    const draft = store.get(KIND, id)?.draft;
    const code = draft?.code ?? id;
    const name = draft?.name[lang] || code;
    if (result.ok) {
      audit(request, context, {
        action: "content-publish",
        target: `${KIND}/${id}`,
        detail: `version ${result.item.version} (spreadsheet)`,
      });
      published.push({ code, name, page: localePath(lang, productPath(result.item.draft)) });
      continue;
    }
    const reasons =
      result.reason === "invalid"
        ? Object.entries(result.fieldErrors).map(([path, text]) => explainRefusal(lang, path, text))
        : result.reason === "conflict"
          ? [
              sheetWord(lang, "publishConflict", {
                who: result.current.updatedBy ?? "?",
                when: result.current.updatedAt ? kst(result.current.updatedAt) : "?",
                base: version,
                current: result.current.version,
              }),
            ]
          : [sheetWord(lang, "publishMissing")];
    refused.push({ id, code, name, reasons });
  }
  return answer({ intent: "publish", published, refused }, refused.length ? 400 : 200);
}

/** The list page's posts: an upload (multipart) or the publish of what it saved. */
export async function sheetAction(request: Request, context: AppLoadContext) {
  requireStaff(request, context);
  // The door (server/admin/body-limit.ts) has capped the body at the file's limit and a little.
  const form = postedForm(context);
  if (form.get("intent") === "publish") return publishSheet(request, context, form);
  return uploadSheet(request, context, form);
}
