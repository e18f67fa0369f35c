import type { ReactNode } from "react";
import { FieldNotes } from "./TextField";

/** The photos the pipeline reads (server/content/photos.ts), as a file input accepts them. */
export const PHOTO_ACCEPT = "image/jpeg,image/png,image/webp,image/avif";

/**
 * A photo to upload for an image of a page: a file input with its hint and its refusal tied to
 * it; `children` follow inside the field (an upload button).
 */
export function PhotoFileField(props: {
  id: string;
  name: string;
  label: string;
  hint: string;
  error?: string;
  children?: ReactNode;
}) {
  const { id, name, label, hint, error, children } = props;
  return (
    <div className="content-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="file"
        accept={PHOTO_ACCEPT}
        aria-describedby={[`${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ")}
        aria-invalid={error ? true : undefined}
      />
      <FieldNotes id={id} hint={hint} error={error} />
      {children}
    </div>
  );
}
