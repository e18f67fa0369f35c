import built from "virtual:islands-boot";

/**
 * A content page's one script, app/islands/boot.ts as built, the chunks it imports (named in the
 * head so they load side by side) and the files waking an island fetches (vite-plugins/islands.ts).
 */
export const islandsBuilt: { boot: string; imports: string[]; wake: string[] } = built;
