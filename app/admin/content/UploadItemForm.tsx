import type { ReactNode } from "react";
import { adminPath } from "../words";
import { BilingualField } from "./BilingualField";
import { EditorForm } from "./EditorForm";
import type { LoadedItem } from "./item.server";
import { PageHead } from "./PageHead";
import type { Editor } from "./use-editor";

/** Per kind: its heading, an untitled item's name, what the editor is for, where it is. */
const KINDS = {
  news: { title: "newsTitle", item: "newsItem", text: "newsText", path: "/content/news" },
  document: {
    title: "documentsTitle",
    item: "documentItem",
    text: "documentsText",
    path: "/content/documents",
  },
} as const;

/**
 * A notice's or a document's editor: its head (named by its Korean title), then the form with
 * the item's id and its title in both languages before the kind's own fields (children).
 */
export function UploadItemForm(props: {
  editor: Editor;
  kind: keyof typeof KINDS;
  loaded: Pick<LoadedItem, "item" | "history"> & { id: string };
  children: ReactNode;
}) {
  const { editor, loaded } = props;
  const { w, lang } = editor;
  const kind = KINDS[props.kind];
  return (
    <>
      <PageHead
        title={`${w(kind.title)}: ${editor.value("title.ko") || w(kind.item, { id: loaded.id })}`}
        text={w(kind.text)}
      />
      <EditorForm
        editor={editor}
        loaded={loaded}
        action={adminPath(lang, `${kind.path}/${loaded.id}`)}
        files
      >
        <input type="hidden" name="id" value={loaded.id} />
        <BilingualField name="title" label={w("title")} />
        {props.children}
      </EditorForm>
    </>
  );
}
