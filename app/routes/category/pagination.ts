/** SPEC section 9: the page navigation shows a window of 10 page numbers. */
export const PAGE_WINDOW = 10;

/**
 * SPEC section 5: `?page` is an integer from 1 to totalPages; anything else (missing, 0, 999,
 * "abc", "2.5", "+2", " 2") is ignored and the first page is shown.
 */
export function parsePageParam(raw: string | null, totalPages: number): number {
  if (raw === null || !/^[1-9][0-9]*$/.test(raw)) return 1;
  const page = Number(raw);
  return page <= totalPages ? page : 1;
}

/** The block of page numbers around the current page: 1-10, 11-20, and so on. */
export function pageWindow(current: number, totalPages: number, size = PAGE_WINDOW): number[] {
  const start = Math.floor((current - 1) / size) * size + 1;
  const end = Math.min(start + size - 1, totalPages);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}
