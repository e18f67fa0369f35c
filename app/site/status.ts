/**
 * A page that found what its URL names answers 200; a retired product's page 410 (gone for good);
 * every "not found" state 404.
 */
export function pageStatus(page: { kind: string }): 200 | 404 | 410 {
  if (page.kind === "found") return 200;
  return page.kind === "product_retired" ? 410 : 404;
}
