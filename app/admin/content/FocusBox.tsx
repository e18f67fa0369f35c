import { useEffect, useRef, type ReactNode } from "react";

/**
 * An answer that takes the focus when it appears, so a screen reader reads it first and the
 * keyboard starts there: a refused post's summary, an edit conflict, a spreadsheet's answer.
 */
export function FocusBox(props: {
  className?: string;
  role?: "alert" | "status";
  labelledBy?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div
      ref={ref}
      className={props.className ?? "error-summary"}
      role={props.role ?? "alert"}
      aria-labelledby={props.labelledBy}
      tabIndex={-1}
    >
      {props.children}
    </div>
  );
}
