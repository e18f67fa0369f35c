import { createTranslation } from "../../i18n/words";
import words from "./words.json" with { type: "json" };

export type HomeWordKey = keyof typeof words.ko;

/**
 * The words of the owner's home: the lockout warning (Home.tsx), the launch checklist
 * (app/admin/home/checklist.server.ts), the mail files' space and the edge, in both languages.
 */
export const homeWord = createTranslation(words);
