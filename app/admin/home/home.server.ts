import type { AppLoadContext } from "react-router";
import type { Account } from "../../../server/admin/services";

export interface HomeData {
  email: string;
}

/** What the signed-in /admin shows (the inbox replaces this). */
export function homeData(_request: Request, _context: AppLoadContext, account: Account): HomeData {
  return { email: account.email };
}
