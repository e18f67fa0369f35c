/** A file's size as people read it on a download link: "84 KB", "1.2 MB" (the same in both languages). */
export function fileSize(bytes: number): string {
  if (bytes < 1000 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
