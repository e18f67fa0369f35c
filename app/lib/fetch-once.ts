const files = new Map<string, Promise<unknown>>();

/**
 * A JSON file of this site (a prebuilt index or catalogue), fetched once per page view; a failure
 * is not kept, so the next call tries again.
 */
export function fetchOnce<T>(path: string): Promise<T> {
  let file = files.get(path);
  if (!file) {
    file = fetch(path).then((response) => {
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      return response.json();
    });
    file.catch(() => files.delete(path));
    files.set(path, file);
  }
  return file as Promise<T>;
}
