import { useCallback, useEffect, useRef, useState } from "react";
import { useBlocker } from "react-router";

/**
 * Asks before an edited form is left (with JavaScript): the browser's own question when the
 * page is closed, reloaded or left by a plain link, a confirm for the back office's own links.
 * A form is edited once any of its fields changes; submitting it (save, publish) is not leaving,
 * except the preview, which opens a new window and leaves the form as it was.
 * Returns the ref for the form.
 */
export function useLeaveGuard(question: string) {
  const dirty = useRef(false);
  const [form, setForm] = useState<HTMLFormElement | null>(null);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(question)) blocker.proceed();
    else blocker.reset();
  }, [blocker, question]);

  useEffect(() => {
    if (!form) return;
    const edited = () => {
      dirty.current = true;
    };
    const submitted = (event: SubmitEvent) => {
      const submitter = event.submitter as HTMLButtonElement | null;
      if (submitter?.formTarget !== "_blank") dirty.current = false;
    };
    const leaving = (event: BeforeUnloadEvent) => {
      if (!dirty.current) return;
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = "";
    };
    form.addEventListener("input", edited);
    form.addEventListener("change", edited);
    form.addEventListener("submit", submitted);
    window.addEventListener("beforeunload", leaving);
    return () => {
      form.removeEventListener("input", edited);
      form.removeEventListener("change", edited);
      form.removeEventListener("submit", submitted);
      window.removeEventListener("beforeunload", leaving);
    };
  }, [form]);

  return useCallback((element: HTMLFormElement | null) => setForm(element), []);
}
