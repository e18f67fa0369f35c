/** How many rows a list has in the form: rows are numbered from 0 with `{list}.{i}.{field}`. */
export function rowCount(has: (name: string) => boolean, list: string, field: string): number {
  let rows = 0;
  while (has(`${list}.${rows}.${field}`)) rows += 1;
  return rows;
}
