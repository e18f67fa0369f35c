/**
 * A field's hint and error: the ids its control names in `aria-describedby` (the hint first),
 * and the paragraphs that hold them, each drawn only when there is one. The error's class is
 * the page's own (`settings-error`, `content-error`).
 */
export function fieldNotes(
  id: string,
  { hint, error, errorClass }: { hint?: string; error?: string; errorClass: string },
) {
  const notes = [
    { id: `${id}-hint`, text: hint, className: "admin-hint" },
    { id: `${id}-error`, text: error, className: errorClass },
  ].filter((note) => note.text);
  return {
    describedBy: notes.map((note) => note.id).join(" ") || undefined,
    notes: notes.map((note) => (
      <p key={note.id} id={note.id} className={note.className}>
        {note.text}
      </p>
    )),
  };
}
