import { useState } from "react";
import type { GalleryPhoto, UploadedPhoto } from "../../../content/schemas";
import type { Lang } from "../../../i18n/lang";
import { Picture } from "../../../viewer/Picture";
import { galleryImage, shownIn } from "../../../viewer/gallery-image";
import { PhotoUpload } from "./PhotoUpload";
import { galleryWord, type GalleryWord } from "./words";

export interface PhotoRowsProps {
  lang: Lang;
  /** The form's fields by name (`photos.N.entry`, `photos.N.caption.ko`, `main`). */
  fields: Record<string, string>;
  /** Messages by field path ("photos.2.caption.ko"), from the last save. */
  errors: Record<string, string>;
}

/** The photo rows the fields describe, in order; a row that does not parse is left out. */
function rowsOf(fields: Record<string, string>): GalleryPhoto[] {
  const rows: GalleryPhoto[] = [];
  for (let i = 0; fields[`photos.${i}.entry`] !== undefined; i++) {
    try {
      const entry = JSON.parse(fields[`photos.${i}.entry`]!) as object;
      const caption = {
        ko: fields[`photos.${i}.caption.ko`] ?? "",
        en: fields[`photos.${i}.caption.en`] ?? "",
      };
      rows.push({ ...entry, caption } as GalleryPhoto);
    } catch {
      // Left out, as the form reader does.
    }
  }
  return rows;
}

const entryOf = (photo: GalleryPhoto) => JSON.stringify({ ...photo, caption: undefined });

const emptyCaption = { ko: "", en: "" };

/**
 * The job's photos in order: each with its caption in both languages, the main-photo choice,
 * and buttons to move it up or down or remove it. The buttons post the form without JavaScript
 * (the action rearranges and shows the form again); with JavaScript they act at once. New
 * photos come from the upload field below the rows.
 */
export function PhotoRows(props: PhotoRowsProps) {
  const { lang, errors, fields } = props;
  const w = (key: GalleryWord, vars?: Record<string, string | number>) =>
    galleryWord(lang, key, vars);
  const [photos, setPhotos] = useState(() => rowsOf(fields));
  const [main, setMain] = useState(() => Number(fields.main ?? 0));

  const move = (from: number, to: number) => {
    if (to < 0 || to >= photos.length) return;
    const next = [...photos];
    [next[from], next[to]] = [next[to]!, next[from]!];
    setPhotos(next);
    if (main === from) setMain(to);
    else if (main === to) setMain(from);
  };
  const remove = (at: number) => {
    setPhotos(photos.filter((_, i) => i !== at));
    if (main === at) setMain(0);
    else if (main > at) setMain(main - 1);
  };
  const add = (photo: UploadedPhoto) =>
    setPhotos((current) => [...current, { photo, caption: emptyCaption }]);

  return (
    <fieldset className="gallery-photos" id="f-photos">
      <legend>{w("photos")}</legend>
      {photos.length === 0 && <p>{w("noPhotos")}</p>}
      <ol className="gallery-photos__list">
        {photos.map((photo, i) => {
          const key = "photo" in photo ? photo.photo.id : photo.src;
          const shown = shownIn(lang, galleryImage(photo));
          const name = w("photoN", { n: i + 1 });
          return (
            <li key={key} className="gallery-photos__row">
              <Picture
                image={{ ...shown, alt: "" }}
                sizes="8rem"
                className="gallery-photos__thumb"
              />
              <input type="hidden" name={`photos.${i}.entry`} value={entryOf(photo)} />
              <fieldset>
                <legend>
                  {name}
                  {"photo" in photo ? ` (${photo.photo.name})` : ` (${w("drawing")})`}
                </legend>
                {(["ko", "en"] as const).map((l) => {
                  const path = `photos.${i}.caption.${l}`;
                  const id = `f-photos-${i}-caption-${l}`;
                  return (
                    <p key={l} className="gallery-photos__caption">
                      <label htmlFor={id}>
                        {w("caption")} ({l === "ko" ? "한국어" : "English"})
                      </label>
                      <input
                        id={id}
                        name={path}
                        defaultValue={photo.caption[l]}
                        aria-invalid={errors[path] ? true : undefined}
                        aria-describedby={errors[path] ? `${id}-error` : undefined}
                      />
                      {errors[path] && (
                        <span id={`${id}-error`} className="admin-field-error">
                          {errors[path]}
                        </span>
                      )}
                    </p>
                  );
                })}
                <p className="gallery-photos__tools">
                  <label>
                    <input
                      type="radio"
                      name="main"
                      value={i}
                      checked={main === i}
                      onChange={() => setMain(i)}
                    />{" "}
                    {w("main")}
                  </label>
                  <RowButton
                    label={`${w("moveUp")}: ${name}`}
                    text={w("moveUp")}
                    value={`move:${i}:up`}
                    disabled={i === 0}
                    onClick={() => move(i, i - 1)}
                  />
                  <RowButton
                    label={`${w("moveDown")}: ${name}`}
                    text={w("moveDown")}
                    value={`move:${i}:down`}
                    disabled={i === photos.length - 1}
                    onClick={() => move(i, i + 1)}
                  />
                  <RowButton
                    label={`${w("remove")}: ${name}`}
                    text={w("remove")}
                    value={`remove:${i}`}
                    onClick={() => remove(i)}
                  />
                </p>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <PhotoUpload lang={lang} onAdded={add} />
    </fieldset>
  );
}

/** A submit button without JavaScript, an instant action with it. */
function RowButton(props: {
  label: string;
  text: string;
  value: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="submit"
      name="intent"
      value={props.value}
      className="button button--ghost"
      aria-label={props.label}
      disabled={props.disabled}
      onClick={(event) => {
        event.preventDefault();
        props.onClick();
      }}
    >
      {props.text}
    </button>
  );
}
