import { useCallback, useEffect, useRef, useState } from "react";

/** A click that the router would take as a navigation to another page of this site. */
function leavesPage(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const link = (event.target as Element | null)?.closest?.("a[href]");
  if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute("download")) {
    return false;
  }
  return link.origin === location.origin && link.pathname !== location.pathname;
}

/**
 * Asks before an edited form is left (with JavaScript): the browser's own question when the
 * page is closed, reloaded or left by a plain link, a confirm for the back office's own links.
 * The links are caught on the document before the router sees them: React Router's useBlocker
 * would put its code in the framework chunk every public page loads.
 * A form is edited once any of its fields changes; submitting it (save, publish) is not leaving,
 * except the preview, which opens a new window and leaves the form as it was.
 * Returns the ref for the form.
 */
export function useLeaveGuard(question: string) {
  const dirty = useRef(false);
  const [form, setForm] = useState<HTMLFormElement | null>(null);

  useEffect(() => {
    const clicked = (event: MouseEvent) => {
      if (!dirty.current || !leavesPage(event)) return;
      if (window.confirm(question)) {
        dirty.current = false;
        return;
      }
      event.preventDefault();
      event.stopPropagation();
    };
    // Capture on the document: before React's own listener on its root, so a refusal stops it.
    document.addEventListener("click", clicked, true);
    return () => document.removeEventListener("click", clicked, true);
  }, [question]);

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
