import type { Company } from "../content/schemas";

/**
 * The company facts the datasheets and catalogues print (name, address, contacts): part of
 * every document's digest (plan.server.ts), so a change of any of them makes them all again
 * (server/documents/); the other facts leave them alone.
 */
export type DocumentFacts = Pick<Company, "name" | "address" | "phone" | "fax" | "email">;

export function documentFacts({ name, address, phone, fax, email }: Company): DocumentFacts {
  return { name, address, phone, fax, email };
}
