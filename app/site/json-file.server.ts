/** A JSON file of the site (prerendered at build time like a page), from a resource route. */
export function jsonFile(data: unknown): Response {
  return new Response(JSON.stringify(data), {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
}
