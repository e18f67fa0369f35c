import { data, redirect } from "react-router";
import type { AppLoadContext } from "react-router";
import type { Item, Kind, WriteResult } from "../../../server/content/store";
import { audit, requireStaff } from "../guard.server";
import { kst } from "../inbox/words";
import { adminPath, requestAdminLang } from "../words";
import { publishing } from "./context.server";
import { formValues } from "./form.server";
import { flatten } from "./use-editor";
import { contentWord, type ContentWordKey } from "./words";

/** `publishAnyway`: a publish confirmed after its warnings were shown (`warn`). */
export type Intent = "save" | "publish" | "publishAnyway" | "unpublish" | "restore";

/**
 * The same request with another form as its body (the staff's cookies and headers kept): an
 * editor that first turned its uploads into stored files hands the rest of the post on to
 * `itemAction` this way.
 */
export function withForm(request: Request, form: FormData): Request {
  const headers = new Headers(request.headers);
  headers.delete("Content-Type");
  headers.delete("Content-Length");
  return new Request(request.url, { method: request.method, headers, body: form });
}
const INTENTS: Intent[] = ["save", "publish", "publishAnyway", "unpublish", "restore"];

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
 * with who changed it (409); bad values get messages at their fields (400); both give the form
 * back as typed. Each write is audited; a success redirects to the editor with `?done=`. An
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
  const form = await request.formData();
  const intent = form.get("intent") as Intent;
  const baseVersion = Number(form.get("version"));
  const values = formValues(form);
  if (!INTENTS.includes(intent) || !Number.isInteger(baseVersion) || baseVersion < 0) {
    return data<ItemActionData>({ message: w("field_other"), values }, { status: 400 });
  }
  const by = { by: account.email, baseVersion };
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
  if (intent === "save" || intent === "publish" || intent === "publishAnyway") {
    const current = store.get(kind, id);
    const value = read(form, current?.draft);
    result = store.saveDraft(kind, id, value, by);
    if (result.ok && intent !== "save") {
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
      });
      return data<ItemActionData>({ message, values }, { status: 409 });
    }
    return data<ItemActionData>({ message: w("notFound") }, { status: 404 });
  }

  const version = result.item.version;
  // A publish confirmed is a publish, in the log and the message.
  const done = intent === "publishAnyway" ? "publish" : intent;
  audit(request, context, {
    action: `content-${done}`,
    target: `${kind}/${id}`,
    detail:
      intent === "restore"
        ? `version ${String(form.get("from"))} -> ${version}`
        : `version ${version}`,
  });
  // A restore names the version it brought back; the others, the version they made.
  const shown = intent === "restore" ? String(form.get("from")) : version;
  // The fragment takes the page to the message without JavaScript too.
  throw redirect(`${adminPath(lang, path)}?done=${done}&v=${shown}#content-status`);
}
