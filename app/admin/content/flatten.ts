/** A value's leaves by path: { name: { ko } } -> { "name.ko": ... }, lists by index. */
export function flatten(value: unknown, prefix = "", out: Record<string, string> = {}) {
  if (value === null || value === undefined) return out;
  if (typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      flatten(inner, prefix ? `${prefix}.${key}` : key, out);
    }
  } else out[prefix] = String(value);
  return out;
}
