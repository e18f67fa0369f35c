/**
 * A path as any log line may hold it: without the tokens that open what they name to whoever
 * reads the log (an invitation, a quotation's or an order's link (decisions 027, 047), a delivered unit's page
 * (decision 033), a plant's desk (decision 046)). Routers read many spellings of one path (`//u/T`, `/%75/T`, `/EN/u/T/`), so
 * the path is first read as a router might, then every token in it is hidden.
 */

/** The segment after one of these is a token, wherever it stands (`/en/admin/join/{token}`). */
const BEFORE_TOKEN = new Set(["u", "plant", "quotation", "order", "join", "unsubscribe"]);

/**
 * A run that looks like a token (random base64url: 16 or more characters, both cases), for a
 * route that carries one and is not listed above. Build files' names (`/assets/Name-Hash.js`)
 * look so too and open nothing: they are written as they are.
 */
const TOKEN_LIKE = /[A-Za-z0-9_-]{16,}/g;
const looksRandom = (run: string) => /[A-Z]/.test(run) && /[a-z]/.test(run);
const BUILD_FILE = /^\/assets\/[^/]+$/;

/** Escapes a router may decode to a letter, digit, "-._~", "/" or "%" (`%2575` is `%75`, "u"). */
const ESCAPE = /%([0-9A-Fa-f]{2})/g;
const DECODED = /^[A-Za-z0-9\-._~/%]$/;

/** The path as a router might read it: no query, escapes decoded, "\" and "//" as one "/". */
function readAsRouter(path: string): string {
  let read = path.replace(/[?#].*$/s, "");
  // Each round decodes one level; a few levels are more than any router reads.
  for (let round = 0; round < 4; round++) {
    const next = read.replace(ESCAPE, (escape, hex: string) => {
      const char = String.fromCharCode(parseInt(hex, 16));
      return DECODED.test(char) ? char : escape;
    });
    if (next === read) break;
    read = next;
  }
  return read.replace(/[\\/]+/g, "/");
}

function hideTokens(path: string): string {
  const segments = path.split("/");
  const hidden = segments.map((segment, i) =>
    i > 0 && BEFORE_TOKEN.has(segments[i - 1]!.toLowerCase()) && segment !== "" ? "-" : segment,
  );
  const joined = hidden.join("/");
  if (BUILD_FILE.test(joined)) return joined;
  return joined.replace(TOKEN_LIKE, (run) => (looksRandom(run) ? "-" : run));
}

/**
 * The path to log: as sent (without its query) when it holds no token, else as a router reads
 * it with each token written "-" (`/en/u/-/service`). Every line naming a path uses it.
 */
export function pathForLog(path: string): string {
  const read = readAsRouter(path);
  const hidden = hideTokens(read);
  return hidden === read ? path.replace(/[?#].*$/s, "") : hidden;
}
