import { useRef, useState } from "react";
import { flushSync } from "react-dom";

/**
 * What a lazily loaded dialog is open for, and the element that opened it: closing gives focus
 * back to that element.
 */
export function useDialogOpener<T>() {
  const [openFor, setOpenFor] = useState<T | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  return {
    openFor,
    open(trigger: HTMLElement, value: T) {
      opener.current = trigger;
      setOpenFor(value);
    },
    close() {
      // The dialog must be gone (the page no longer inert) before focus can go back.
      flushSync(() => setOpenFor(null));
      opener.current?.focus();
    },
  };
}
