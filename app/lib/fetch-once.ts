const files = new Map<string, Promise<unknown>>();

/**
 * The file's URL with the revision of the content the page was made from (`data-revision`,
 * app/root.tsx): a publish changes it, so no cache between (a CDN keeps these for minutes)
 * answers with the catalogue as it was.
 */
function versioned(path: string): string {
  const revision = document.documentElement.dataset.revision;
  return revision && !path.includes("?") ? `${path}?v=${revision}` : path;
}

/**
 * A JSON file of this site (a prebuilt index or catalogue), fetched once per page view; a failure
 * is not kept, so the next call tries again.
 */
export function fetchOnce<T>(path: string): Promise<T> {
  let file = files.get(path);
  if (!file) {
    file = fetch(versioned(path)).then((response) => {
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      return response.json();
    });
    file.catch(() => files.delete(path));
    files.set(path, file);
  }
  return file as Promise<T>;
}
