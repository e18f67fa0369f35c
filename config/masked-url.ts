/** Query parameters that hold a secret: an API key, a token, an S3 signature or credential. */
const SECRET_PARAM = /key|pass|pwd|token|secret|signature|credential/i;

/** A scheme, when slashes follow it (`user:pass@host` has none: "user" is no scheme). */
const SCHEME = /^\s*[a-z][a-z0-9+.-]*:\/+/i;

/**
 * `user:password@`, to the value's last "@": a password may hold "@", "/", "?" or "#" of its own,
 * and where it ends is then anyone's guess. An "@" later in the value (`?address=desk@...`)
 * hides more than the password; never less. After a scheme, user info with no colon is masked
 * whole: it is often a token (`smtps://S3cr3tToken@host`), and a user name shown costs little.
 */
function maskPassword(value: string, url = false): string {
  const scheme = SCHEME.exec(value)?.[0].length ?? 0;
  const at = value.lastIndexOf("@");
  if (at < scheme) return value;
  const colon = value.indexOf(":", scheme);
  if (colon >= 0 && colon < at) return `${value.slice(0, colon + 1)}***${value.slice(at)}`;
  // A URL setting's value without its scheme's "//" (`smtp/token@host`) is masked as well.
  const start = scheme > 0 ? scheme : url ? Math.max(0, value.lastIndexOf("/", at) + 1) : -1;
  return start < 0 ? value : `${value.slice(0, start)}***${value.slice(at)}`;
}

function maskParam(param: string): string {
  const equals = param.indexOf("=");
  if (equals < 0) return param;
  const name = param.slice(0, equals);
  // A parameter that is a URL (?endpoint=https://...) may hold a password of its own.
  return `${name}=${SECRET_PARAM.test(name) ? "***" : maskPassword(param.slice(equals + 1))}`;
}

/**
 * A setting's value as an error message may show it: a URL's password and its secret-looking
 * query parameters as `***` (`smtps://desk:***@mail.example`). The value is often not a valid
 * URL (that is why it is shown), so it is read by hand and, when in doubt, more is masked.
 * `url`: the setting is a URL (`*_URL`), so whatever stands before its "@" is user info, scheme
 * or not; another setting's "name@host" (an address) is shown as it is.
 */
export function maskedUrl(value: string, url = false): string {
  return maskPassword(value, url).replace(/\?[^#]*/, (query) =>
    query.replace(/[^?&]+/g, (param) => maskParam(param)),
  );
}
