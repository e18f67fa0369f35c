/** Longest query the search reads; the rest is cut off (the fields' maxlength too). */
export const MAX_QUERY_LENGTH = 100;
