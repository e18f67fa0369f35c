/** A page that found what its URL names answers 200; every "not found" state answers 404. */
export function pageStatus(page: { kind: string }): 200 | 404 {
  return page.kind === "found" ? 200 : 404;
}
