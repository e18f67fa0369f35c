import type { Key, ReactNode } from "react";
import { Csrf } from "../frame/Csrf";
import { adminPath } from "../words";
import { EditorContext } from "./editor-context";
import { EDITOR_FORM, ItemButtons, ItemStatus } from "./ItemBar";
import { ItemHistory } from "./ItemHistory";
import type { LoadedItem } from "./item.server";
import type { Editor } from "./use-editor";
import { useLeaveGuard } from "./use-leave-guard";

/**
 * The frame of every content editor: where the item stands and what the last post did (with the
 * error summary), what the editor shows above its form (jumps to its sections), a plain post to the editor's URL (multipart where it
 * carries files), asked about before it is left edited, its fields, then the version and the
 * buttons (save, publish, unpublish, preview); the item's history, to restore from, below it.
 */
export function EditorForm(props: {
  editor: Editor;
  /** The loader's item (its state and version) and history. */
  loaded: Pick<LoadedItem, "item" | "history">;
  /** Inputs whose id does not follow the path, for the error summary's links (ItemStatus). */
  fieldIds?: Record<string, string>;
  /** The editor's own names of its fields, for the error summary (ItemStatus). */
  fieldLabels?: (bare: string) => string | undefined;
  /** Between the status and the form. */
  above?: ReactNode;
  /** Where the form posts: the editor's own URL. */
  action: string;
  /** The preview route for this item (ItemButtons), when it is not the item's own. */
  preview?: string;
  /** The form carries files (an upload, a PDF): multipart. */
  files?: boolean;
  /** Changed when a post's answer brings other rows: the fields start again from its values. */
  formKey?: Key;
  /** Inside the form after the buttons. */
  footer?: ReactNode;
  children: ReactNode;
}) {
  const { editor } = props;
  const { item, history } = props.loaded;
  const leaveGuard = useLeaveGuard(editor.w("leaveConfirm"));
  return (
    <EditorContext value={editor}>
      <ItemStatus
        editor={editor}
        item={item}
        fieldIds={props.fieldIds}
        fieldLabels={props.fieldLabels}
      />
      {props.above}
      <form
        ref={leaveGuard}
        key={props.formKey}
        method="post"
        action={props.action}
        encType={props.files ? "multipart/form-data" : undefined}
        id={EDITOR_FORM}
        className="content-editor"
        noValidate
      >
        <Csrf />
        {props.children}
        <ItemButtons
          editor={editor}
          item={item}
          previewAction={
            props.preview ?? adminPath(editor.lang, `/content/preview/${item.kind}/${item.id}`)
          }
        />
        {props.footer}
      </form>
      <ItemHistory editor={editor} item={item} history={history} />
    </EditorContext>
  );
}
