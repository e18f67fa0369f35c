// `npm start`: installs, builds and serves, each step only when it is needed. Plain Node and no
// dependencies: on a fresh machine this runs before `npm ci` has installed anything.
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { constants } from "node:os";
import { delimiter, dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { supervise } from "./supervise.mjs";

/** Where the hash of the package-lock.json last installed is kept (gone with node_modules). */
export const INSTALL_HASH_FILE = "node_modules/.hanbit-install-hash";
/** Where the hash of the inputs of the last successful build is kept. */
export const BUILD_HASH_FILE = "build/.build-hash";

/** What `npm run build` reads: the sources, the build scripts and settings, the dependencies. */
export const BUILD_INPUTS = [
  "app",
  "server",
  "public",
  "scripts/build-documents.ts",
  "scripts/prerender-pages.ts",
  "scripts/precompress.ts",
  "config",
  "vite-plugins",
  "react-router.config.ts",
  "vite.config.ts",
  "vite.server.config.ts",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
];
/** What the build writes into the inputs (scripts/build-documents.ts): not inputs themselves. */
const GENERATED = ["public/documents/", "app/documents/generated/"];
/**
 * The settings the build reads, baked into the pages: those config/settings.ts's READ_AT reads
 * at "build" or "both" (this script runs before anything is installed, so it cannot import that
 * file; tests/unit/settings.test.ts checks that the two lists agree).
 */
export const BUILD_ENV = [
  "SITE_URL",
  "FORM_ENDPOINT",
  "FORM_KEY",
  "FORM_PROJECT",
  "VITALS_ENDPOINT",
  "STATIC_EXPORT",
];
/** What the build writes; a build made by hand after the hash was stored makes the hash stale. */
const BUILD_OUTPUTS = ["build/server/index.js", "build/app/main.js", "build/client"];

const sha256 = () => createHash("sha256");

/** Every file under `path` (or `path` itself), sorted, relative to `root` with "/". */
function filesOf(root, path) {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .sort();
}

/** The installed dependencies depend on the lock file and on Node's ABI (native modules). */
export function installHash(root) {
  const lock = join(root, "package-lock.json");
  return sha256()
    .update(`node-abi ${process.versions.modules}\n`)
    .update(existsSync(lock) ? readFileSync(lock) : "")
    .digest("hex");
}

/** The hash of every build input's path and content, and of the build-time settings. */
export function buildInputHash(root, env = process.env) {
  const hash = sha256();
  const inputs = BUILD_INPUTS.flatMap((path) => filesOf(root, path)).filter(
    (file) => !GENERATED.some((dir) => file.startsWith(dir)),
  );
  for (const file of inputs) {
    hash
      .update(`file ${file}\n`)
      .update(readFileSync(join(root, file)))
      .update("\n");
  }
  for (const name of BUILD_ENV) hash.update(`env ${name}=${JSON.stringify(env[name] ?? null)}\n`);
  return hash.digest("hex");
}

const stored = (root, file) => {
  try {
    return readFileSync(join(root, file), "utf8").trim();
  } catch {
    return undefined;
  }
};

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
};

/**
 * Whether npm's own record of node_modules (node_modules/.package-lock.json) is the install of
 * package-lock.json: every installed package locked at the same version and integrity, and every
 * locked package installed unless optional (packages for other platforms). So a tree installed
 * with `npm ci` before this script kept a record is not installed again.
 */
export function installedAsLocked(root) {
  const locked = readJson(join(root, "package-lock.json"))?.packages;
  const installed = readJson(join(root, "node_modules/.package-lock.json"))?.packages;
  if (!locked || !installed) return false;
  const same = (a, b) => a.version === b.version && a.integrity === b.integrity;
  return (
    Object.entries(installed).every(([path, entry]) => locked[path] && same(locked[path], entry)) &&
    Object.entries(locked).every(
      ([path, entry]) => path === "" || entry.optional || installed[path] !== undefined,
    )
  );
}

/** Whether `npm ci` must run, and why. */
export function installReason(root) {
  if (!existsSync(join(root, "node_modules"))) return "no node_modules";
  const last = stored(root, INSTALL_HASH_FILE);
  if (last === undefined) {
    return installedAsLocked(root) ? undefined : `no ${INSTALL_HASH_FILE}, node_modules differs`;
  }
  if (last !== installHash(root)) return "package-lock.json or Node changed since the last install";
  return undefined;
}

/** Whether `npm run build` must run, and why; `hash` is buildInputHash(root). */
export function buildReason(root, hash) {
  const last = stored(root, BUILD_HASH_FILE);
  if (last === undefined) return "no successful build recorded";
  const recorded = statSync(join(root, BUILD_HASH_FILE)).mtimeMs;
  for (const output of BUILD_OUTPUTS) {
    const path = join(root, output);
    if (!existsSync(path)) return `${output} is missing`;
    if (statSync(path).mtimeMs > recorded) return `${output} was rebuilt by hand since`;
  }
  if (last !== hash) return "sources or build settings changed since the last build";
  return undefined;
}

/** npm as the one running this script (`npm start`), else the one on PATH. */
function npm(args, root) {
  const cli = process.env.npm_execpath;
  const [command, all] =
    cli && /\.[cm]?js$/.test(cli) ? [process.execPath, [cli, ...args]] : ["npm", args];
  const result = spawnSync(command, all, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) {
    throw new Error(`npm ${args.join(" ")} failed (${result.error?.message ?? result.status})`);
  }
}

/**
 * The Node line `npm start` needs (.nvmrc, the one the deploy guide installs), or undefined when
 * this Node is it or newer: said before anything is installed, so an old Node fails with words.
 */
export function nodeNeeded(root, version = process.versions.node) {
  const want = Number(readFileSync(join(root, ".nvmrc"), "utf8").trim());
  return Number(version.split(".")[0]) < want ? want : undefined;
}

/** Set in the environment of `npm start` run again under the Node it fetched: never twice. */
export const FETCHED = "HANBIT_START_NODE_FETCHED";

/**
 * Node of .nvmrc's line as CI takes it (scripts/node-lts.sh, sourced): the one on PATH when it
 * is that line, else the official binary from the npm registry's node-linux-<arch> package, kept
 * in a cache folder. Its path, and its headers' folder for native modules (npm_config_nodedir).
 */
export function nodeOfLine(root, env = process.env) {
  // node-lts.sh's words go to stderr, where the person starting sees them; the paths to stdout.
  const script =
    "source scripts/node-lts.sh >&2 && " +
    'printf "%s\\n%s\\n" "$(command -v node)" "${npm_config_nodedir:-}"';
  const result = spawnSync("bash", ["-euo", "pipefail", "-c", script], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "inherit"],
    encoding: "utf8",
  });
  const [node, nodedir] = (result.stdout ?? "").split("\n");
  if (result.status !== 0 || !node) {
    const why = result.error?.message ?? `exit code ${result.status}`;
    throw new Error(`scripts/node-lts.sh could not provide Node.js (${why})`);
  }
  return { node, nodedir: nodedir || undefined };
}

/** `command` in a child with this one's output; signals are passed on, its exit is returned. */
export function runChild(command, args, env = process.env) {
  const child = spawn(command, args, { stdio: "inherit", env });
  const signals = ["SIGINT", "SIGTERM", "SIGHUP"];
  const pass = (signal) => child.kill(signal);
  for (const signal of signals) process.on(signal, pass);
  return new Promise((done, fail) => {
    child.once("error", fail);
    child.once("exit", (code, signal) => {
      for (const name of signals) process.off(name, pass);
      done(code ?? 128 + (constants.signals[signal] ?? 0));
    });
  });
}

/**
 * `script` (this one by default) again under `node`, with the same arguments and the Node's
 * folder first on PATH (npm, the build's scripts and the server then run on it): signals are
 * passed on, and its exit is this one's.
 */
export function runUnder({ node, nodedir }, args, script = fileURLToPath(import.meta.url)) {
  const env = { ...process.env, [FETCHED]: "1" };
  env.PATH = `${dirname(node)}${delimiter}${process.env.PATH ?? ""}`;
  if (nodedir) env.npm_config_nodedir = nodedir;
  return runChild(node, [script, ...args], env);
}

export async function main(
  root = resolve(import.meta.dirname, ".."),
  args = process.argv.slice(2),
) {
  const needed = nodeNeeded(root);
  // An older Node on Linux: the one CI takes, from the npm registry, so that the README's first
  // command sets up any machine with npm. Elsewhere (no such package), or if that Node is still
  // older, said in words.
  if (needed && process.platform === "linux" && !process.env[FETCHED]) {
    console.error(
      `npm start: this is Node.js ${process.versions.node}; running under Node.js ${needed}, ` +
        "as CI does (scripts/node-lts.sh)",
    );
    return runUnder(nodeOfLine(root), args);
  }
  if (needed) {
    throw new Error(
      `npm start needs Node.js ${needed} or newer; this is Node.js ${process.versions.node}. ` +
        `Install Node.js ${needed} (docs/deploy.md, section 1) and run npm start again.`,
    );
  }
  // Which Node npm start runs on, and nothing else (`npm start -- --which-node`).
  if (args.includes("--which-node")) {
    console.log(`npm start runs on Node.js ${process.versions.node} (${process.execPath})`);
    return 0;
  }
  const done = [];
  const why = installReason(root);
  if (why) {
    npm(["ci", "--no-audit", "--no-fund"], root);
    writeFileSync(join(root, INSTALL_HASH_FILE), `${installHash(root)}\n`);
    done.push(`installed (${why})`);
  } else {
    const hash = installHash(root);
    if (stored(root, INSTALL_HASH_FILE) !== hash) {
      writeFileSync(join(root, INSTALL_HASH_FILE), `${hash}\n`);
    }
    done.push("skipped install (package-lock.json unchanged since the last install)");
  }

  const hash = buildInputHash(root);
  const rebuild = buildReason(root, hash);
  if (rebuild) {
    // Only a build that succeeds is recorded.
    rmSync(join(root, BUILD_HASH_FILE), { force: true });
    npm(["run", "build"], root);
    writeFileSync(join(root, BUILD_HASH_FILE), `${hash}\n`);
    done.push(`built (${rebuild})`);
  } else done.push("skipped build (sources and build settings unchanged since the last build)");

  console.log(`npm start: ${done.join("; ")}`);
  // The server in a child process (it sets NODE_ENV=production before loading React), started
  // again after a crash as the deploy guide's unit does (scripts/supervise.mjs).
  return supervise({ script: join(root, "build/app/main.js") });
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().then(
    (code) => (process.exitCode = code),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
