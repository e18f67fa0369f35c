import messages from "./messages.json" with { type: "json" };

/**
 * The public site's words (`messages.json`, decision 029): one dictionary per language, keys
 * namespaced by the part of the site that shows them ("nav.", "product.", …). Korean's key set
 * is the reference; `createTranslation` refuses English with a key more or less.
 */
export const { ko, en } = messages;

export type MessageKey = keyof typeof ko;
