import type { ReactNode } from "react";

/**
 * A data table with its caption, in a focusable region that scrolls sideways at 375 px instead
 * of squeezing the figures; the region is named by the caption.
 */
export function ScrollTable({
  caption,
  children,
  after,
}: {
  caption: string;
  /** The table's head and body. */
  children: ReactNode;
  /** Shown below the table, inside the region (notes on its figures). */
  after?: ReactNode;
}) {
  return (
    <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="data-table">
        <caption>{caption}</caption>
        {children}
      </table>
      {after}
    </div>
  );
}
