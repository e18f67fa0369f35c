import { createHash } from "node:crypto";
import type { Company } from "../content/schemas";

/**
 * The company facts the datasheets and catalogues print (name, address, contacts). A change of
 * any of them makes the documents again (server/documents/); the other facts leave them alone.
 */
export type DocumentFacts = Pick<Company, "name" | "address" | "phone" | "fax" | "email">;

export function documentFacts({ name, address, phone, fax, email }: Company): DocumentFacts {
  return { name, address, phone, fax, email };
}

/** Names one set of facts: the build's manifest records it, the server compares with it. */
export function factsDigest(facts: DocumentFacts): string {
  return createHash("sha256").update(JSON.stringify(facts)).digest("hex").slice(0, 16);
}
