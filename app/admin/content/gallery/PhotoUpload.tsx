import { useEffect, useId, useRef, useState } from "react";
import { MAX_PHOTO_BYTES } from "../../../content/photo-size";
import type { UploadedPhoto } from "../../../content/schemas";
import type { Lang } from "../../../i18n/lang";
import { useHydrated } from "../../../site/use-hydrated";
import { useAdminFrame } from "../../frame/use-admin";
import { galleryWord } from "./words";
import { PHOTO_ACCEPT } from "../PhotoFileField";

type Answer =
  | { ok: true; photo: UploadedPhoto }
  | { ok: false; message: { ko: string; en: string } }
  /** Over the size limit: refused before sending, or by the server's door. */
  | { ok: false; tooLarge: true };

interface Progress {
  total: number;
  done: number;
  /** Share of the current file's bytes sent, 0 to 1. */
  sending: number;
}

/** Posts one file to /admin/photos, reporting the share of its bytes sent. */
function send(
  file: File,
  csrf: string,
  onProgress: (share: number) => void,
): Promise<Answer | undefined> {
  return new Promise((resolve) => {
    const body = new FormData();
    body.append("csrf", csrf);
    body.append("photo", file, file.name);
    const request = new XMLHttpRequest();
    request.open("POST", "/admin/photos");
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () =>
      resolve(
        request.status === 413
          ? { ok: false, tooLarge: true }
          : ((request.response as Answer | null) ?? undefined),
      );
    request.onerror = () => resolve(undefined);
    request.send(body);
  });
}

/**
 * The photos field of the gallery editor. Without JavaScript the chosen files go with the
 * editor's form (its "upload" button) and the action processes them. With JavaScript each file
 * is sent to /admin/photos as soon as it is chosen, one after another, with a progress bar and
 * a live region ("3 of 20 processed"); each processed photo is added to the job at once.
 * A file over the size limit is refused in the browser, before any of it is sent.
 */
export function PhotoUpload(props: { lang: Lang; onAdded: (photo: UploadedPhoto) => void }) {
  const { lang, onAdded } = props;
  const w = (key: Parameters<typeof galleryWord>[1], vars?: Record<string, string | number>) =>
    galleryWord(lang, key, vars);
  const id = useId();
  const csrf = useAdminFrame()?.csrf ?? "";
  const scripted = useHydrated();
  const [progress, setProgress] = useState<Progress>();
  const [refusals, setRefusals] = useState<string[]>([]);
  const input = useRef<HTMLInputElement>(null);

  async function upload(files: File[]) {
    setRefusals([]);
    const refused: string[] = [];
    for (const [index, file] of files.entries()) {
      setProgress({ total: files.length, done: index, sending: 0 });
      // On a slow line a file the server would refuse took minutes to send for nothing.
      const answer: Answer | undefined =
        file.size > MAX_PHOTO_BYTES
          ? { ok: false, tooLarge: true }
          : await send(file, csrf, (sending) =>
              setProgress({ total: files.length, done: index, sending }),
            );
      if (answer?.ok) onAdded(answer.photo);
      else {
        const name = file.name;
        refused.push(
          !answer
            ? w("uploadFailed", { name })
            : "tooLarge" in answer
              ? w("tooLarge", { name })
              : w("refused", { name, message: answer.message[lang] }),
        );
        setRefusals([...refused]);
      }
    }
    setProgress({ total: files.length, done: files.length, sending: 0 });
  }

  /** Sends what the input holds, and empties it: the editor's form must not post it again. */
  function takeChosen(field: HTMLInputElement) {
    const files = [...(field.files ?? [])];
    if (files.length === 0) return;
    field.value = "";
    void upload(files);
  }

  // Files chosen before the scripts ran (a slow line) had no one to send them, and the form's
  // upload button is gone now: they are sent as if chosen just now.
  useEffect(() => {
    if (input.current) takeChosen(input.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the scripts take over
  }, []);

  return (
    <div className="gallery-upload">
      <label htmlFor={`${id}-files`}>{w("upload")}</label>
      <p className="admin-hint" id={`${id}-hint`}>
        {w("uploadHint")}
      </p>
      <input
        id={`${id}-files`}
        type="file"
        name="upload"
        multiple
        accept={PHOTO_ACCEPT}
        aria-describedby={`${id}-hint`}
        ref={input}
        onChange={(event) => takeChosen(event.currentTarget)}
      />
      {/* Without JavaScript: posts the chosen files with the rest of the form. */}
      {!scripted && (
        <button type="submit" name="intent" value="upload" className="button button--ghost">
          {w("uploadButton")}
        </button>
      )}
      {progress && (
        <progress
          aria-label={w("uploadProgress")}
          max={progress.total}
          value={Math.min(progress.total, progress.done + progress.sending * 0.9)}
        />
      )}
      <p role="status" className="gallery-upload__status">
        {progress ? w("processed", { done: progress.done, total: progress.total }) : ""}
      </p>
      {refusals.length > 0 && (
        <div role="alert" className="admin-message admin-message-error">
          <ul>
            {refusals.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
