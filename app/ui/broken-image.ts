/**
 * What an image that fails to load does, said on the image as `data-broken` and done by plain
 * script on every page (app/chrome/behaviour.ts), also for one that failed before any script
 * ran: "hide" (a card's decorative image) or "placeholder" (a drawing, a modal's image).
 */
export type BrokenImage = "hide" | "placeholder";
