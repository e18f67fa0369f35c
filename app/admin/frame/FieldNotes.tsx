/**
 * A field's hint and error: the ids its control names in `aria-describedby` (the hint first),
 * and the paragraphs that hold them, each drawn only when there is one. The error's class is
 * the page's own (`settings-error`, `content-error`); `errorRole` "alert" announces it at once.
 */
export function fieldNotes(
  id: string,
  {
    hint,
    error,
    errorClass,
    errorRole,
  }: { hint?: string; error?: string; errorClass: string; errorRole?: "alert" },
) {
  const notes = [
    { id: `${id}-hint`, text: hint, className: "admin-hint", role: undefined },
    { id: `${id}-error`, text: error, className: errorClass, role: errorRole },
  ].filter((note) => note.text);
  return {
    describedBy: notes.map((note) => note.id).join(" ") || undefined,
    notes: notes.map((note) => (
      <p key={note.id} id={note.id} className={note.className} role={note.role}>
        {note.text}
      </p>
    )),
  };
}
