import bootUrl from "virtual:islands-boot";

/** The URL of a content page's one script, app/islands/boot.ts as built (vite-plugins/islands.ts). */
export const islandsBootUrl: string = bootUrl;
