/**
 * A table's head: one row of column headers, in order. From `numericFrom` on, the columns hold
 * figures and their headers align with them (`num`, right-aligned by the page's CSS).
 */
export function ColumnHeads({ labels, numericFrom }: { labels: string[]; numericFrom?: number }) {
  return (
    <thead>
      <tr>
        {labels.map((label, index) => (
          <th
            key={index}
            scope="col"
            className={numericFrom !== undefined && index >= numericFrom ? "num" : undefined}
          >
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
