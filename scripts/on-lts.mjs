// `npm run staff|backup|restore|inquiries|serve|dev|bench|test`: the command on the Node line that
// `npm start` runs on (.nvmrc). The native modules (better-sqlite3, sharp) are built for the Node
// that installed them: run by an older Node they crash ("Segmentation fault"). On an older Node
// on Linux the command runs again under the Node scripts/node-lts.sh provides (the one npm start
// took, kept in its cache); elsewhere, or when none can be had, it stops with what to run.
// Plain Node and no dependencies, like scripts/start.mjs.
import { resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { FETCHED, nodeNeeded, nodeOfLine, runChild, runUnder } from "./start.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const [program, ...args] = process.argv.slice(2);
const name = process.env.npm_lifecycle_event
  ? `npm run ${process.env.npm_lifecycle_event}`
  : `node scripts/on-lts.mjs ${program}`;

async function main() {
  if (!program) {
    console.error("Usage: node scripts/on-lts.mjs <file.js | program> [arguments]");
    return 2;
  }
  const needed = nodeNeeded(root);
  if (needed) {
    const words =
      `${name} needs Node.js ${needed} (the site's native modules are built for it); this is ` +
      `Node.js ${process.versions.node}. Run \`npm start\` once (on Linux it fetches Node.js ` +
      `${needed} for this folder) or install Node.js ${needed} (docs/deploy.md, section 1), ` +
      `then run ${name} again.`;
    if (process.platform !== "linux" || process.env[FETCHED]) {
      console.error(words);
      return 1;
    }
    let found;
    try {
      found = nodeOfLine(root);
    } catch (error) {
      console.error(`${error instanceof Error ? error.message : error}\n${words}`);
      return 1;
    }
    console.error(
      `${name}: this is Node.js ${process.versions.node}; running under Node.js ${needed}, ` +
        "as npm start does (scripts/node-lts.sh)",
    );
    return runUnder(found, [program, ...args], fileURLToPath(import.meta.url));
  }
  // Which Node the command would run on, and nothing else (the newcomer's test asks).
  if (process.env.HANBIT_WHICH_NODE) {
    console.log(`${name} runs on Node.js ${process.versions.node} (${process.execPath})`);
    return 0;
  }
  // A built script runs in this process, as `node file.js` would: no second process.
  if (/\.[cm]?js$/.test(program)) {
    const file = resolve(program);
    process.argv = [process.execPath, file, ...args];
    await import(pathToFileURL(file).href);
    return undefined;
  }
  return runChild(program, args);
}

main().then(
  (code) => {
    if (code !== undefined) process.exitCode = code;
  },
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
