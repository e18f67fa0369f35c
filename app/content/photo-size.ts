/**
 * The largest photo file staff may upload. The server refuses a larger one
 * (server/content/photos.ts); where scripts run, the browser refuses it before sending a byte.
 */
export const MAX_PHOTO_BYTES = 25 * 1024 * 1024;
