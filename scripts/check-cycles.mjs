// `npm run lint`'s cycle check: no import circle among the modules of app/ and server/, type
// imports included (ESLint's import-x/no-cycle skips `import type`). Reads each file's imports
// with TypeScript's own pre-processor, resolves the relative ones, and reports every circle.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";

const ROOTS = ["app", "server"];
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
const known = new Set(all);
const edges = new Map(
  all.map((path) => {
    const { importedFiles } = ts.preProcessFile(readFileSync(path, "utf8"), true, true);
    const targets = importedFiles
      .map((imported) => resolveImport(path, imported.fileName))
      .filter((target) => target && known.has(target));
    return [path, [...new Set(targets)]];
  }),
);

// Tarjan's strongly connected components: every component of more than one module is a circle.
let index = 0;
const stack = [];
const state = new Map();
const circles = [];
function visit(node) {
  state.set(node, { index, low: index, onStack: true });
  index += 1;
  stack.push(node);
  for (const next of edges.get(node) ?? []) {
    if (!state.has(next)) {
      visit(next);
      state.get(node).low = Math.min(state.get(node).low, state.get(next).low);
    } else if (state.get(next).onStack) {
      state.get(node).low = Math.min(state.get(node).low, state.get(next).index);
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
    const selfImport = component.length === 1 && (edges.get(node) ?? []).includes(node);
    if (component.length > 1 || selfImport) circles.push(component);
  }
}
for (const node of all) if (!state.has(node)) visit(node);

if (circles.length > 0) {
  console.error(`${circles.length} import circle(s) in ${ROOTS.join(", ")} (type imports count):`);
  for (const circle of circles) {
    console.error(`  ${circle.map((path) => relative(process.cwd(), path)).join("\n    ")}\n`);
  }
  process.exit(1);
}
console.log(`No import circle among ${all.length} modules of ${ROOTS.join(" and ")}.`);
