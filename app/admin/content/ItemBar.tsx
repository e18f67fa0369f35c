import { FormMessage } from "../frame/FormMessage";
import { kst } from "../inbox/words";
import { ErrorSummary } from "./ErrorSummary";
import type { LoadedItem } from "./item.server";
import type { Editor } from "./use-editor";

const DONE = { save: "saved", publish: "published", unpublish: "unpublished", restore: "restored" };

/** Where the item stands, and what the last post did (announced when it appears). */
export function ItemStatus({
  editor,
  item,
  fieldIds,
}: {
  editor: Editor;
  item: LoadedItem["item"];
  /** Inputs whose id does not follow the path (`f-title-ko`), for the error summary's links. */
  fieldIds?: Record<string, string>;
}) {
  const { w, done, doneVersion, answer } = editor;
  const doneKey = done && DONE[done as keyof typeof DONE];
  // A refused publish saved the draft: a new item is one now, at the version it saved.
  const version = answer?.saved?.version ?? item.version;
  const state = answer?.saved && item.version === 0 ? "draft" : item.state;
  return (
    <div className="content-status">
      {answer?.tone === "done" ? (
        <FormMessage kind="done" text={answer.message} />
      ) : (
        <ErrorSummary editor={editor} ids={fieldIds} />
      )}
      {doneKey && (
        <FormMessage kind="done" text={w(doneKey as "saved", { version: doneVersion ?? "" })} />
      )}
      <p className="content-state">
        <strong>{w(`state_${state}`)}</strong>
        {item.changed && state === "published" && <> ({w("changedDraft")})</>}
        {" · "}
        {version > 0 ? w("version", { version }) : w(state === "draft" ? "newItem" : "neverSaved")}
        {item.updatedAt && (
          <>
            {" · "}
            {w("updated")}: <time dateTime={item.updatedAt}>{kst(item.updatedAt)}</time>{" "}
            {item.updatedBy}
          </>
        )}
      </p>
    </div>
  );
}

/** The form's buttons, with the version the person is editing (a stale one is refused). */
export function ItemButtons({
  editor,
  item,
  previewAction,
}: {
  editor: Editor;
  item: LoadedItem["item"];
  /** The preview route for this item; the form's content is shown in a new window. */
  previewAction?: string;
}) {
  const { w } = editor;
  return (
    <div className="content-bar">
      <input type="hidden" name="version" value={editor.answer?.saved?.version ?? item.version} />
      <div className="content-buttons">
        <button type="submit" name="intent" value="save">
          {w("saveDraft")}
        </button>
        <button type="submit" name="intent" value="publish">
          {w("publish")}
        </button>
        {item.state === "published" && item.version > 0 && (
          <button type="submit" name="intent" value="unpublish">
            {w("unpublish")}
          </button>
        )}
        {previewAction && (
          <button
            type="submit"
            formAction={previewAction}
            formTarget="_blank"
            aria-describedby="content-preview-hint"
          >
            {w("preview")}
          </button>
        )}
      </div>
      {previewAction && (
        <p id="content-preview-hint" className="admin-hint">
          {w("previewText")}
        </p>
      )}
    </div>
  );
}
