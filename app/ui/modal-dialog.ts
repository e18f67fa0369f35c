import { type MouseEvent, type RefObject, type SyntheticEvent, useEffect } from "react";

/**
 * Shows a <dialog> as a modal while the component is mounted: the page behind is inert, focus
 * starts on `firstFocus` and page scrolling is locked. Only lazily loaded
 * dialogs import this module.
 */
export function useModalDialog(
  dialogRef: RefObject<HTMLDialogElement | null>,
  firstFocus: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    const dialog = dialogRef.current!;
    dialog.showModal();
    // showModal() focuses the first focusable element; the close button is the expected first stop.
    firstFocus.current?.focus();
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = previousOverflow;
      if (dialog.open) dialog.close();
    };
  }, [dialogRef, firstFocus]);
}

/** Keeps Tab and Shift+Tab cycling inside the dialog instead of leaving for the browser's UI. */
export function trapFocus(event: KeyboardEvent, dialog: HTMLElement) {
  const focusable = [...dialog.querySelectorAll<HTMLElement>("button, [href], [tabindex]")];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A modal's own ways out: Escape (the dialog's cancel, turned into our close so React state stays
 * in charge) and a click on the backdrop (the dialog element itself, outside its frame).
 */
export function closeHandlers(onClose: () => void) {
  return {
    onCancel: (event: SyntheticEvent<HTMLDialogElement>) => {
      event.preventDefault();
      onClose();
    },
    onClick: (event: MouseEvent<HTMLDialogElement>) => {
      if (event.target === event.currentTarget) onClose();
    },
  };
}
