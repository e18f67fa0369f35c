import type { Lang } from "../../i18n/lang";
import { adminPath } from "../words";

/** The query that tells My account its visitor just signed in with a recovery code. */
export const RECOVERED = "recovered";

/**
 * Where a sign-in with a recovery code lands, whatever `next` was: My account, which asks for a
 * new passkey or password first, so the next sign-in needs no code.
 */
export const recoveredPath = (lang: Lang) => `${adminPath(lang, "/account")}?${RECOVERED}=1`;
