import { createContext, useContext } from "react";
import type { Editor } from "./use-editor";

/** The editor whose form the fields stand in (EditorForm, or a form of its own gives it). */
export const EditorContext = createContext<Editor | null>(null);

/** The editor of the form a field stands in: its values, errors and words. */
export function useFormEditor(): Editor {
  const editor = useContext(EditorContext);
  if (!editor) throw new Error("A content field stands outside an editor's form");
  return editor;
}
