// The limit moved to server/platform, below the quote pack (server/documents) that uses it too;
// its importers here keep this path.
export { createRateLimit } from "../platform/rate-limit";
