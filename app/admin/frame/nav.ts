import type { WordKey } from "../words";

/**
 * The back office's navigation, in order: one line per place. `path` is below /admin; `word`
 * names it in app/admin/words.ts; `owner` shows it to owners only; `end` marks it current on
 * its own page only (not the pages below it); `shortcut` repeats it on the home at a phone, one
 * tap away (the menu is two). The top bar, the phone's menu and the shortcuts all read this.
 */
export interface AdminNavEntry {
  path: string;
  word: WordKey;
  owner?: true;
  end?: true;
  shortcut?: true;
}

export const ADMIN_NAV: readonly AdminNavEntry[] = [
  { path: "", word: "home", end: true },
  { path: "/mail", word: "unmatchedMail" },
  { path: "/orders", word: "orders" },
  { path: "/units", word: "units" },
  { path: "/plants", word: "plants" },
  { path: "/content", word: "content", shortcut: true },
  { path: "/content/catalogue", word: "catalogue", shortcut: true },
  { path: "/staff", word: "staff", owner: true },
  { path: "/numbers", word: "numbers", owner: true, shortcut: true },
  { path: "/audit", word: "audit", owner: true },
  { path: "/erase", word: "erase", owner: true },
  { path: "/settings/mail", word: "mailSettings", owner: true },
  { path: "/settings/closed-days", word: "closedDays" },
  { path: "/settings/readings", word: "readings", owner: true },
  { path: "/account", word: "account" },
];
