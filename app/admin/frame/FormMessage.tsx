/** A form's error or confirmation, announced when it appears. */
export function FormMessage({ text, kind = "error" }: { text?: string; kind?: "error" | "done" }) {
  if (!text) return null;
  return (
    <p
      className={`admin-message admin-message-${kind}`}
      role={kind === "error" ? "alert" : "status"}
    >
      {text}
    </p>
  );
}
