/** The page navigation shows a window of 10 page numbers. */
export const PAGE_WINDOW = 10;

/**
 * `?page` is an integer from 1 to totalPages; anything else (missing, 0, 999,
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

/**
 * The language-neutral URL of catalogue page `page` of the listing at `basePath`: page 1 is the
 * listing itself; page N is `?page=N` on the server, or `/page/N` in the static export, where a
 * static host ignores query strings (README, "Static export").
 */
export function cataloguePageUrl(basePath: string, page: number): string {
  if (page <= 1) return basePath;
  return __CATALOGUE_PAGE_URLS__ === "path"
    ? `${basePath}/page/${page}`
    : `${basePath}?page=${page}`;
}
