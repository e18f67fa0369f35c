import { data, redirect } from "react-router";
import type { AppLoadContext } from "react-router";
import {
  repositoryValue,
  type Action,
  type Item,
  type Kind,
  type WriteResult,
} from "../../../server/content/store";
import { audit, requireStaff } from "../guard.server";
import { kst } from "../frame/inbox-words";
import { adminPath, requestAdminLang } from "../words";
import { publishing } from "./context.server";
import { formValues } from "./form.server";
import { flatten } from "./flatten";
import { contentWord, type ContentWordKey } from "./words";
import { postedForm } from "../../../server/platform/body";

/**
 * What a post asks; `publishAnyway` publishes after its warnings were shown (`warn`);
 * `replace` saves or publishes (`then`) over the version named `replaces`.
 */
export type Intent = "save" | "publish" | "publishAnyway" | "unpublish" | "restore" | "replace";

/**
 * The same load context with another form as the one posted: an editor that first turned its
 * uploads into stored files hands the rest of the post on to `itemAction` this way.
 */
export function withForm(context: AppLoadContext, form: FormData): AppLoadContext {
  return { ...context, posted: { form } };
}
const INTENTS: Intent[] = ["save", "publish", "publishAnyway", "unpublish", "restore", "replace"];

/** Another device's change that refused a post, as the editor shows it (ItemBar's panel). */
export interface ItemConflict {
  /** The version the person edited: the form keeps it, so the same post is refused again. */
  base: number;
  /** The refused save or publish, which "keep mine" does over theirs; absent for the others. */
  intent?: "save" | "publish";
  /** Their version: its number, the last write's action, when (ISO) and by whom. */
  theirs: { version: number; action?: Action; at?: string; by?: string };
  /**
   * The fields where their version differs from the input, by the field's path; `changed`
   * when their version also differs from the one the person edited (their change, not mine).
   */
  changes: { path: string; theirs: string; yours: string; changed?: true }[];
}

/** Posted names that are not content: the form's workings and hidden file references. */
const NOT_CONTENT = new Set([
  "intent",
  "version",
  "replaces",
  "then",
  "confirm",
  "from",
  "id",
  "page",
  "detailImages",
  "upload.kept",
  "upload.keptName",
]);
const HIDDEN_REFERENCE = /\.(meta|file|photo|entry|system|figure|remove)$/;

/**
 * The typed fields whose text differs from their version's (an absent field is empty), each
 * marked when they changed it from the version edited here (`base`, when the history has it).
 */
function differences(
  typed: Record<string, string>,
  theirs: Record<string, string>,
  base: Record<string, string> | undefined,
): ItemConflict["changes"] {
  // A posted textarea ends its lines with CR LF; a saved value with LF.
  const text = (fields: Record<string, string>, path: string) =>
    (fields[path] ?? "").replace(/\r\n?/g, "\n").trim();
  return Object.keys(typed)
    .filter((path) => !NOT_CONTENT.has(path) && !HIDDEN_REFERENCE.test(path))
    .map((path) => ({
      path,
      theirs: text(theirs, path),
      yours: text(typed, path),
      ...(base && text(base, path) !== text(theirs, path) && { changed: true as const }),
    }))
    .filter((change) => change.theirs !== change.yours);
}

/** A text a publish would leave contradicting a changed value: its field and what it says. */
export interface PublishWarning {
  /** The field's input id (`f-detailDescription-ko`). */
  anchor: string;
  label: string;
  excerpt: string;
  figure: string;
}

/** What an editor's action answers when it did not redirect. */
export interface ItemActionData {
  message: string;
  /** The message tells of a success (a step such as an upload), not a refusal. */
  tone?: "done";
  /** A publish refused after its draft was saved: the item and version saved. */
  saved?: { id: string; version: number };
  /** Messages by the field's path ("phone", "name.en"). */
  fieldErrors?: Record<string, string>;
  /** The form as typed, shown again so nothing typed is lost. */
  values?: Record<string, string>;
  /** An unpublish not yet confirmed: the page asks, saying what visitors will see. */
  confirmUnpublish?: true;
  /** A publish held back (its draft saved): the texts to check, and a "publish anyway". */
  warnings?: PublishWarning[];
  /** Refused over another device's change: theirs, against the input (kept in `values`). */
  conflict?: ItemConflict;
}

export interface ItemActionOptions {
  kind: Kind;
  id: string;
  /**
   * The value to save, from the form and the current draft (fields the form does not show are
   * kept); the store checks it with the kind's schema.
   */
  read: (form: FormData, current: unknown) => unknown;
  /** The word for a field's error; by default "fill this in" or "not valid". */
  explain?: (path: string, message: string) => ContentWordKey | undefined;
  /** The editor's path under /admin, where a write lands ("/content/company"). */
  path: string;
  /** A saved value as the form's fields, when they are not its paths (`flatten`). */
  fields?: (value: unknown) => Record<string, string>;
  /**
   * What a publish of `value` over `current` should be confirmed for (texts that still state
   * a changed figure); any, and the publish waits for `publishAnyway`.
   */
  warn?: (value: unknown, current: Item | undefined) => PublishWarning[];
}

/** Zod's message for an empty or missing value. */
export const isMissing = (message: string) =>
  /too small|expected .*received undefined/i.test(message);

/**
 * An editor's post: save the draft, publish it, unpublish, or restore an earlier version, as the
 * signed-in account, on the version the person edited (`version`). A stale version is refused
 * with who changed it and how their version differs (409), the form keeping the version edited so
 * the same post is refused again; `replace` ("keep mine") saves or publishes over the version
 * the refusal showed, and only that one. Bad values get messages at their fields (400); both
 * give the form back as typed. Each write is audited; a success redirects to the editor with `?done=`. An
 * unpublish needs `confirm=yes` (else the page asks first) and is refused for the company facts;
 * a product's unpublish retires it (the store's overrides: null).
 */
export async function itemAction(
  request: Request,
  context: AppLoadContext,
  { kind, id, read, explain, path, fields = flatten, warn }: ItemActionOptions,
) {
  const account = requireStaff(request, context);
  const lang = requestAdminLang(request);
  const w = (key: ContentWordKey, vars?: Record<string, string | number>) =>
    contentWord(lang, key, vars);
  const { store } = publishing(context);
  const form = postedForm(context);
  const intent = form.get("intent") as Intent;
  const baseVersion = Number(form.get("version"));
  const values = formValues(form);
  // "Keep mine" names the version it replaces: a third device's change since is refused too.
  const replacing = intent === "replace";
  const then = form.get("then");
  // A publish confirmed after its warnings is a publish, in the log and the message.
  const act = replacing
    ? then === "save" || then === "publish"
      ? then
      : undefined
    : intent === "publishAnyway"
      ? "publish"
      : intent;
  const replacesText = form.get("replaces");
  const replaces =
    typeof replacesText === "string" && /^\d{1,9}$/.test(replacesText) ? Number(replacesText) : NaN;
  if (
    !INTENTS.includes(intent) ||
    !act ||
    !Number.isInteger(baseVersion) ||
    baseVersion < 0 ||
    (replacing && !Number.isInteger(replaces))
  ) {
    return data<ItemActionData>({ message: w("field_other"), values }, { status: 400 });
  }
  const by = { by: account.email, baseVersion: replacing ? replaces : baseVersion };
  if (intent === "unpublish") {
    // The site always shows company facts and the home page: edited or restored, never taken down.
    if (kind === "company" || kind === "home") {
      return data<ItemActionData>({ message: w("companyNoUnpublish"), values }, { status: 400 });
    }
    // A technical page is always shown too: its words are edited or restored.
    if (kind === "section") {
      return data<ItemActionData>({ message: w("sectionNoUnpublish"), values }, { status: 400 });
    }
    // Without JavaScript the first post asks; the confirmation posts `confirm=yes`.
    if (form.get("confirm") !== "yes") {
      return data<ItemActionData>({ message: "", values, confirmUnpublish: true });
    }
  }

  let result: WriteResult;

  let saved: number | undefined;
  if (act === "save" || act === "publish") {
    const current = store.get(kind, id);
    const value = read(form, current?.draft);
    result = store.saveDraft(kind, id, value, by);
    if (result.ok && act === "publish") {
      saved = result.item.version;
      const warnings = intent === "publish" && warn ? warn(value, current) : [];
      if (warnings.length) {
        // Saved, not published: the page names the texts and asks (publishAnyway or fix them).
        audit(request, context, {
          action: "content-save",
          target: `${kind}/${id}`,
          detail: `version ${saved}`,
        });
        return data<ItemActionData>({
          message: "",
          saved: { id, version: saved },
          values: fields(store.get(kind, id)?.draft),
          warnings,
        });
      }
      result = store.publish(kind, id, { by: account.email, baseVersion: saved });
    }
  } else if (intent === "unpublish") {
    result = store.unpublish(kind, id, by);
  } else {
    result = store.restore(kind, id, Number(form.get("from")), by);
  }

  if (!result.ok) {
    if (result.reason === "invalid") {
      const fieldErrors: Record<string, string> = {};
      for (const [field, message] of Object.entries(result.fieldErrors)) {
        fieldErrors[field] = w(
          explain?.(field, message) ?? (isMissing(message) ? "field_required" : "field_other"),
        );
      }
      // A publish refused after its draft was saved: the form shows that draft, as saved (a
      // removed attachment is gone, rows are numbered again), on the version it now has.
      if (saved !== undefined) {
        audit(request, context, {
          action: "content-save",
          target: `${kind}/${id}`,
          detail: `version ${saved}`,
        });
        return data<ItemActionData>(
          {
            message: w("publishRefused", { version: saved }),
            fieldErrors,
            saved: { id, version: saved },
            values: fields(store.get(kind, id)?.draft),
          },
          { status: 400 },
        );
      }
      return data<ItemActionData>({ message: w("invalid"), fieldErrors, values }, { status: 400 });
    }
    if (result.reason === "conflict") {
      const current: Item = result.current;
      const message = w("conflict", {
        who: current.updatedBy ?? "?",
        when: current.updatedAt ? kst(current.updatedAt) : "?",
        current: current.version,
        base: baseVersion,
        button: w(act === "save" ? "saveDraft" : act),
      });
      const history = store.history(kind, id);
      const edited =
        baseVersion === 0
          ? repositoryValue(kind, id)
          : history.find((entry) => entry.version === baseVersion)?.value;
      const conflict: ItemConflict = {
        base: baseVersion,
        intent: act === "save" || act === "publish" ? act : undefined,
        theirs: {
          version: current.version,
          action: history[0]?.action,
          at: current.updatedAt,
          by: current.updatedBy,
        },
        changes: differences(values, fields(current.draft), edited ? fields(edited) : undefined),
      };
      return data<ItemActionData>({ message, values, conflict }, { status: 409 });
    }
    return data<ItemActionData>({ message: w("notFound") }, { status: 404 });
  }

  const version = result.item.version;
  audit(request, context, {
    action: `content-${act}`,
    target: `${kind}/${id}`,
    detail:
      act === "restore"
        ? `version ${String(form.get("from"))} -> ${version}`
        : `version ${version}${replacing ? ` (replaced version ${replaces})` : ""}`,
  });
  // A restore names the version it brought back; the others, the version they made.
  const shown = act === "restore" ? String(form.get("from")) : version;
  // The fragment takes the page to the message without JavaScript too.
  throw redirect(`${adminPath(lang, path)}?done=${act}&v=${shown}#content-status`);
}
