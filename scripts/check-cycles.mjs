// `npm run lint`'s cycle check: no import circle among the modules of app/ and server/, nor among
// their first-level folders, type imports included (ESLint's import-x/no-cycle skips
// `import type`). Reads each file's imports with TypeScript's own pre-processor, resolves the
// relative ones, and reports every circle.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import ts from "typescript";

const ROOTS = ["app", "server"];

/**
 * Folder circles still to undo, each the set of its folders: listed here, in one place, until
 * the folders import one way (issue 57). A circle that grows, shrinks or goes away fails the
 * check until this list says so.
 */
const KNOWN_FOLDER_CIRCLES = [];
const EXTENSIONS = [".ts", ".tsx", ".mts", ".js", ".mjs"];

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === "node_modules" || name.startsWith(".")) return [];
    if (statSync(path).isDirectory()) return files(path);
    return /\.(tsx?|mts|mjs)$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

function resolveImport(from, specifier) {
  if (!specifier.startsWith(".")) return undefined;
  const base = resolve(dirname(from), specifier);
  const tried = [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => join(base, `index${ext}`)),
  ];
  return tried.find((path) => existsSync(path) && statSync(path).isFile());
}

const all = ROOTS.flatMap((root) => files(root)).map((path) => resolve(path));
const inScope = new Set(all);
const edges = new Map(
  all.map((path) => {
    const { importedFiles } = ts.preProcessFile(readFileSync(path, "utf8"), true, true);
    const targets = importedFiles
      .map((imported) => resolveImport(path, imported.fileName))
      .filter((target) => target && inScope.has(target));
    return [path, [...new Set(targets)]];
  }),
);

// Tarjan's strongly connected components: every component of more than one node is a circle.
function circlesOf(nodes, next) {
  let index = 0;
  const stack = [];
  const state = new Map();
  const found = [];
  function visit(node) {
    state.set(node, { index, low: index, onStack: true });
    index += 1;
    stack.push(node);
    for (const to of next(node)) {
      if (!state.has(to)) {
        visit(to);
        state.get(node).low = Math.min(state.get(node).low, state.get(to).low);
      } else if (state.get(to).onStack) {
        state.get(node).low = Math.min(state.get(node).low, state.get(to).index);
      }
    }
    if (state.get(node).low === state.get(node).index) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        state.get(member).onStack = false;
        component.push(member);
      } while (member !== node);
      const selfImport = component.length === 1 && next(node).includes(node);
      if (component.length > 1 || selfImport) found.push(component);
    }
  }
  for (const node of nodes) if (!state.has(node)) visit(node);
  return found;
}

const circles = circlesOf(all, (node) => edges.get(node) ?? []);
let failed = false;
if (circles.length > 0) {
  console.error(`${circles.length} import circle(s) in ${ROOTS.join(", ")} (type imports count):`);
  for (const circle of circles) {
    console.error(`  ${circle.map((path) => relative(process.cwd(), path)).join("\n    ")}\n`);
  }
  failed = true;
} else {
  console.log(`No import circle among ${all.length} modules of ${ROOTS.join(" and ")}.`);
}

// Folders: each first-level folder of app/ and server/ is one node ("server/mail"), the files
// directly in a root one more ("server (root)"), and a folder imports another when one of its
// files does. The layer orders of docs/architecture.md need no circle here either.
function folderOf(path) {
  const parts = relative(process.cwd(), path).split(sep);
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : `${parts[0]} (root)`;
}
const folderImports = new Map();
for (const [from, targets] of edges) {
  for (const target of targets) {
    const [a, b] = [folderOf(from), folderOf(target)];
    if (a === b) continue;
    if (!folderImports.has(a)) folderImports.set(a, new Map());
    const imports = folderImports.get(a);
    if (!imports.has(b)) imports.set(b, []);
    imports.get(b).push(`${relative(process.cwd(), from)} -> ${relative(process.cwd(), target)}`);
  }
}
const folders = [...new Set(all.map(folderOf))].sort();
const folderCircles = circlesOf(folders, (folder) => [
  ...(folderImports.get(folder)?.keys() ?? []),
]);
const key = (circle) => [...circle].sort().join(" + ");
const known = new Map(KNOWN_FOLDER_CIRCLES.map((circle) => [key(circle), circle]));
const unknown = folderCircles.filter((circle) => !known.has(key(circle)));
const stale = [...known.keys()].filter((listed) => !folderCircles.some((c) => key(c) === listed));
for (const circle of unknown) {
  failed = true;
  const members = new Set(circle);
  console.error(`A folder circle (type imports count): ${[...circle].sort().join(", ")}`);
  for (const from of [...circle].sort()) {
    for (const [to, imports] of folderImports.get(from) ?? []) {
      if (!members.has(to)) continue;
      console.error(`  ${from} -> ${to}: ${imports.length} import(s), e.g. ${imports[0]}`);
    }
  }
}
for (const listed of stale) {
  failed = true;
  console.error(
    `KNOWN_FOLDER_CIRCLES lists a circle that is not there (any more): ${listed}. Remove it, or list the circle as it now is.`,
  );
}
if (unknown.length === 0 && stale.length === 0) {
  const listed = known.size > 0 ? ` besides the ${known.size} listed in KNOWN_FOLDER_CIRCLES` : "";
  console.log(
    `No folder circle among ${folders.length} folders of ${ROOTS.join(" and ")}${listed}.`,
  );
}
if (failed) process.exit(1);
