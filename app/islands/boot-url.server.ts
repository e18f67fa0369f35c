import built from "virtual:islands-boot";

/**
 * A content page's one script, app/islands/boot.ts as built, and the files waking an island
 * fetches (vite-plugins/islands.ts). The boot's own imports are not named in the head: the
 * first view drops every module preload there (app/site/first-view.server.ts).
 */
export const islandsBuilt: { boot: string; wake: string[] } = built;
