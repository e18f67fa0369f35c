import { useEffect, useRef } from "react";
import { Csrf } from "../frame/Csrf";
import { FormMessage } from "../frame/FormMessage";
import { FocusBox } from "./FocusBox";
import { kst } from "../frame/inbox-words";
import { ErrorSummary, fieldLabel } from "./ErrorSummary";
import type { LoadedItem } from "./item.server";
import type { Editor } from "./use-editor";
import { retires, stateKey } from "./words";

/** The id of an editor's form: the conflict panel's buttons, above it, post it. */
export const EDITOR_FORM = "content-editor-form";

const DONE = { save: "saved", publish: "published", unpublish: "unpublished", restore: "restored" };

/** What visitors see once the item is unpublished (the company facts and home page never are). */
function unpublishEffect(editor: Editor, item: LoadedItem["item"]) {
  return item.kind === "company" || item.kind === "home"
    ? ""
    : editor.w(`unpublishEffect_${item.kind}`);
}

/** The unpublish's words: a product's unpublish retires it (a discontinued model). */
function unpublishWords(item: LoadedItem["item"]) {
  return retires(item.kind)
    ? ({ button: "retire", ask: "retireAsk", go: "retireGo", done: "retiredDone" } as const)
    : ({
        button: "unpublish",
        ask: "unpublishAsk",
        go: "unpublishGo",
        done: "unpublished",
      } as const);
}

/** Where the item stands, and what the last post did (announced when it appears). */
export function ItemStatus({
  editor,
  item,
  fieldIds,
  fieldLabels,
}: {
  editor: Editor;
  item: LoadedItem["item"];
  /** Inputs whose id does not follow the path (`f-title-ko`), for the error summary's links. */
  fieldIds?: Record<string, string>;
  /** An editor's own names of its fields, for the error summary. */
  fieldLabels?: (bare: string) => string | undefined;
}) {
  const { w, done, doneVersion, answer } = editor;
  const doneKey =
    done === "unpublish" ? unpublishWords(item).done : done && DONE[done as keyof typeof DONE];
  // After a save or publish the owner is taken to its message, wherever the button was pressed
  // (a refusal's summary takes the focus itself). Without JavaScript the redirect's #fragment.
  const status = useRef<HTMLDivElement>(null);
  const shown = `${done ?? ""}${doneVersion ?? ""}${answer?.tone === "done" ? answer.message : ""}`;
  useEffect(() => {
    if (shown) status.current?.focus();
  }, [shown]);
  const doneText =
    doneKey &&
    w(doneKey as "saved", { version: doneVersion ?? "" }) +
      (done === "unpublish" && !retires(item.kind) ? ` ${unpublishEffect(editor, item)}` : "");
  return (
    <div className="content-status" id="content-status" tabIndex={-1} ref={status}>
      {answer?.tone === "done" ? (
        <FormMessage kind="done" text={answer.message} />
      ) : answer?.conflict ? (
        <ConflictPanel editor={editor} labels={fieldLabels} />
      ) : (
        <ErrorSummary editor={editor} ids={fieldIds} labels={fieldLabels} />
      )}
      {answer?.confirmUnpublish && <UnpublishConfirmation editor={editor} item={item} />}
      {doneText && <FormMessage kind="done" text={doneText} />}
      <p className="content-state">
        <StateWords editor={editor} item={item} />
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

/**
 * A post refused over another device's change: their version (who, when in Seoul) and each
 * field where it differs from the input, and the choices. "Keep mine" is a button of its own
 * that posts the editor's form over the version shown here (a later change is refused again);
 * taking theirs loads the editor afresh; the input stays in the form, to copy from or to keep.
 * It takes the focus when it appears, as the error summary does.
 */
function ConflictPanel({
  editor,
  labels,
}: {
  editor: Editor;
  labels?: (bare: string) => string | undefined;
}) {
  const { w } = editor;
  const { theirs, changes, intent } = editor.answer!.conflict!;
  const who = theirs.by ?? "?";
  const replace = intent && w(`conflictReplace_${intent}`);
  return (
    <FocusBox className="error-summary content-conflict" labelledBy="conflict-title">
      <h2 id="conflict-title">{w("conflictTitle")}</h2>
      <p>{editor.answer!.message}</p>
      <h3>{w("conflictTheirs")}</h3>
      <p>
        {w("conflictTheirsLine", {
          version: theirs.version,
          action: theirs.action ? w(`action_${theirs.action}`) : "?",
          when: theirs.at ? kst(theirs.at) : "?",
          who,
        })}
      </p>
      <h3>{w("conflictCompare")}</h3>
      {changes.length === 0 ? (
        <p>{w("conflictSame")}</p>
      ) : (
        <dl className="content-compare">
          {changes.map((change) => (
            <div key={change.path} className="content-compare-row">
              <dt>
                {fieldLabel(editor, change.path, labels)}
                {change.changed && ` · ${w("conflictChanged")}`}
              </dt>
              <dd className="content-compare-theirs">
                <span className="content-compare-side">{w("conflictTheirs")}</span>
                {change.theirs || w("conflictEmpty")}
              </dd>
              <dd className="content-compare-yours">
                <span className="content-compare-side">{w("conflictYours")}</span>
                {change.yours || w("conflictEmpty")}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <h3>{w("conflictChoose")}</h3>
      <ul className="content-conflict-choices">
        {intent && (
          <li>
            <input type="hidden" form={EDITOR_FORM} name="replaces" value={theirs.version} />
            <input type="hidden" form={EDITOR_FORM} name="then" value={intent} />
            <button
              type="submit"
              form={EDITOR_FORM}
              name="intent"
              value="replace"
              className="content-secondary"
              aria-describedby="conflict-replace-text"
            >
              {replace}
            </button>
            <p id="conflict-replace-text">
              {w("conflictReplaceText", { who, version: theirs.version })}
            </p>
          </li>
        )}
        <li>
          {/* The editor afresh: their version, the input here left behind. */}
          <a href="?">{w("conflictTakeTheirs")}</a>
        </li>
        {replace && <li>{w("conflictCopy", { replace })}</li>}
      </ul>
    </FocusBox>
  );
}

/**
 * The version the form edits: the one loaded, or one this form's own post saved. A refused
 * post keeps the version it was made on, so that after a conflict the same post is refused
 * again rather than published over the change it was refused for.
 */
function editedVersion(editor: Editor, item: LoadedItem["item"]) {
  const { answer } = editor;
  const posted = Number(answer?.values?.version);
  return (
    answer?.conflict?.base ??
    answer?.saved?.version ??
    (answer?.values?.version && Number.isInteger(posted) ? posted : item.version)
  );
}

/** The draft's version and state; a refused publish saved it, so a new item is a draft now. */
function draftState(editor: Editor, item: LoadedItem["item"]) {
  const version = editor.answer?.saved?.version ?? item.version;
  const state = editor.answer?.saved && item.version === 0 ? "draft" : item.state;
  return { version, state };
}

/** "Published (unpublished changes) · Version 3": where the item stands, in words. */
function StateWords({ editor, item }: { editor: Editor; item: LoadedItem["item"] }) {
  const { w } = editor;
  const { version, state } = draftState(editor, item);
  return (
    <>
      <strong>{w(stateKey(item.kind, state))}</strong>
      {item.changed && state === "published" && <> ({w("changedDraft")})</>}
      {" · "}
      {version > 0 ? w("version", { version }) : w(state === "draft" ? "newItem" : "neverSaved")}
    </>
  );
}

/**
 * The step an unpublish takes without JavaScript: what visitors will see, and a form that posts
 * the unpublish again with `confirm=yes`, or a link back that changes nothing.
 */
function UnpublishConfirmation({ editor, item }: { editor: Editor; item: LoadedItem["item"] }) {
  const { w } = editor;
  const words = unpublishWords(item);
  return (
    <form method="post" className="content-confirm" aria-labelledby="unpublish-ask">
      <Csrf />
      <h2 id="unpublish-ask">{w(words.ask)}</h2>
      <p>{unpublishEffect(editor, item)}</p>
      <input type="hidden" name="version" value={item.version} />
      <input type="hidden" name="confirm" value="yes" />
      <div className="content-buttons">
        <button type="submit" name="intent" value="unpublish" className="content-secondary">
          {w(words.go)}
        </button>
        <a href="?">{w("cancel")}</a>
      </div>
    </form>
  );
}

/**
 * Unpublish, secondary in weight. Without JavaScript it posts and the page asks (above); with
 * it a modal dialog asks (focus stays inside while open and returns to the button after), and
 * its confirmation posts the editor's form with `confirm=yes`.
 */
function UnpublishButton({ editor, item }: { editor: Editor; item: LoadedItem["item"] }) {
  const { w } = editor;
  const words = unpublishWords(item);
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const confirm = useRef<HTMLInputElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <>
      <input ref={confirm} type="hidden" name="confirm" defaultValue="" />
      <button
        ref={button}
        type="submit"
        name="intent"
        value="unpublish"
        className="content-secondary"
        onClick={(event) => {
          if (!dialog.current?.showModal) return;
          event.preventDefault();
          dialog.current.showModal();
          // The safe choice first: Enter or Space on it changes nothing.
          cancel.current?.focus();
        }}
      >
        {w(words.button)}
      </button>
      <dialog
        ref={dialog}
        className="content-dialog"
        aria-labelledby="unpublish-dialog-title"
        aria-describedby="unpublish-dialog-effect"
        onClose={() => button.current?.focus()}
      >
        <h2 id="unpublish-dialog-title">{w(words.ask)}</h2>
        <p id="unpublish-dialog-effect">{unpublishEffect(editor, item)}</p>
        <div className="content-buttons">
          <button
            type="button"
            className="content-secondary"
            onClick={() => {
              confirm.current!.value = "yes";
              dialog.current!.close();
              button.current!.form!.requestSubmit(button.current);
            }}
          >
            {w(words.go)}
          </button>
          <button ref={cancel} type="button" onClick={() => dialog.current!.close()}>
            {w("cancel")}
          </button>
        </div>
      </dialog>
    </>
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
  // At a phone the bar stays at the bottom of the screen (content.css), with the draft's state.
  return (
    <div className="content-bar">
      <input type="hidden" name="version" value={editedVersion(editor, item)} />
      <p className="content-bar-state">
        <StateWords editor={editor} item={item} />
      </p>
      <div className="content-buttons">
        <button type="submit" name="intent" value="save">
          {w("saveDraft")}
        </button>
        <button type="submit" name="intent" value="publish">
          {w("publish")}
        </button>
        {/* A repository's product (version 0) can be retired too. */}
        {item.state === "published" &&
          (item.version > 0 || retires(item.kind)) &&
          item.kind !== "company" &&
          item.kind !== "home" &&
          item.kind !== "section" && <UnpublishButton editor={editor} item={item} />}
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
