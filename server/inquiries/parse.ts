/**
 * A submission as received: each name with its values in order (repeated multipart and
 * urlencoded keys, JSON arrays), or `null` when a JSON value was not text (an object).
 */
export type Fields = Map<string, string[] | null>;

function scalar(value: unknown): string | null | undefined {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (value === null) return undefined;
  return null;
}

/** One JSON member; a name already present (a flat key and an array line alike) is joined. */
function setJson(fields: Fields, name: string, value: unknown) {
  const items = (Array.isArray(value) ? value : [value]).map(scalar);
  const before = fields.get(name);
  // null and undefined values are left out, as the client leaves out undefined keys.
  if (items.includes(null) || before === null) fields.set(name, null);
  else {
    const texts = items.filter((item): item is string => item !== undefined);
    if (before) before.push(...texts);
    else if (texts.length > 0) fields.set(name, texts);
  }
}

/**
 * A JSON body as fields (the official client's): its members by name, a quote list's lines as
 * their flat names. Undefined when the body is no object.
 */
export function fieldsFromJson(data: unknown): Fields | undefined {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return undefined;
  const fields: Fields = new Map();
  for (const [name, value] of Object.entries(data)) {
    // A quote list as an array of objects reads as its flat names: items[0][id], ...
    if (name === "items" && Array.isArray(value)) {
      value.forEach((line: unknown, index) => {
        if (line === null) return;
        if (typeof line !== "object" || line === null || Array.isArray(line)) {
          fields.set("items", null);
        } else {
          for (const [key, item] of Object.entries(line)) {
            setJson(fields, `items[${index}][${key}]`, item);
          }
        }
      });
    } else setJson(fields, name, value);
  }
  return fields;
}
