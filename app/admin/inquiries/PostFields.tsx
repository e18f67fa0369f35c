import { Csrf } from "../frame/Csrf";

/** What every post of the page carries: the CSRF token, its intent and the revision shown. */
export function PostFields({ intent, revision }: { intent: string; revision: number }) {
  return (
    <>
      <Csrf />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="revision" value={revision} />
    </>
  );
}
