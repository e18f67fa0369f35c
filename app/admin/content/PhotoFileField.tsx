import type { ReactNode } from "react";
import { describedBy, FieldBox } from "./TextField";

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
    <FieldBox id={id} label={label} hint={hint} error={error} after={children}>
      <input
        id={id}
        name={name}
        type="file"
        accept={PHOTO_ACCEPT}
        aria-describedby={describedBy(id, { hint, error })}
        aria-invalid={error ? true : undefined}
      />
    </FieldBox>
  );
}
