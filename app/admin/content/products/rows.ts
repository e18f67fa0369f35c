/** How many photo rows a form has: `photos.0.meta`, `photos.1.meta`, ... without a gap. */
export function rowCount(has: (name: string) => boolean): number {
  let n = 0;
  while (has(`photos.${n}.meta`)) n += 1;
  return n;
}
