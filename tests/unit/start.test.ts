import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  BUILD_HASH_FILE,
  buildInputHash,
  buildReason,
  INSTALL_HASH_FILE,
  installHash,
  installReason,
  nodeNeeded,
} from "../../scripts/start.mjs";

// `npm start` (scripts/start.mjs) installs and builds only when their inputs changed.
describe("npm start's decisions", () => {
  let root: string;
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "start-"));
    write("package-lock.json", '{"lockfileVersion":3}');
    write("package.json", "{}");
    write("app/root.tsx", "export default 1;");
    write("public/favicon.svg", "<svg/>");
    write("vite.config.ts", "export default {};");
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("the build input hash is stable while nothing changes", () => {
    expect(buildInputHash(root, {})).toBe(buildInputHash(root, {}));
    // Files the build does not read, and other variables, leave it alone.
    const before = buildInputHash(root, { PORT: "3000" });
    write("README.md", "docs");
    write("tests/unit/x.test.ts", "test");
    write("data/inquiries.sqlite", "rows");
    expect(buildInputHash(root, { PORT: "8080", INQUIRY_DB: "x" })).toBe(before);
  });

  it("a changed, added or removed source file changes the build input hash", () => {
    const before = buildInputHash(root, {});
    write("app/root.tsx", "export default 2;");
    const edited = buildInputHash(root, {});
    expect(edited).not.toBe(before);
    write("server/new.ts", "");
    const added = buildInputHash(root, {});
    expect(added).not.toBe(edited);
    rmSync(join(root, "server/new.ts"));
    expect(buildInputHash(root, {})).toBe(edited);
    write("vite.config.ts", "export default { x: 1 };");
    expect(buildInputHash(root, {})).not.toBe(edited);
  });

  it("a build-time variable changes the build input hash, unset and empty differ", () => {
    const unset = buildInputHash(root, {});
    for (const name of [
      "SITE_URL",
      "FORM_ENDPOINT",
      "FORM_KEY",
      "FORM_PROJECT",
      "VITALS_ENDPOINT",
      "STATIC_EXPORT",
    ]) {
      const set = buildInputHash(root, { [name]: "https://a.example" });
      expect(set, name).not.toBe(unset);
      expect(buildInputHash(root, { [name]: "https://b.example" }), name).not.toBe(set);
    }
    expect(buildInputHash(root, { VITALS_ENDPOINT: "" })).not.toBe(unset);
  });

  it("builds when no build is recorded, the inputs changed or a build was made by hand", () => {
    const hash = buildInputHash(root, {});
    expect(buildReason(root, hash)).toMatch(/no successful build/);
    write("build/server/index.js", "");
    write("build/app/main.js", "");
    write("build/client/index.html", "");
    write(BUILD_HASH_FILE, `${hash}\n`);
    const past = new Date(Date.now() - 60_000);
    for (const output of ["build/server/index.js", "build/app/main.js", "build/client"]) {
      utimesSync(join(root, output), past, past);
    }
    expect(buildReason(root, hash)).toBeUndefined();
    expect(buildReason(root, buildInputHash(root, { SITE_URL: "https://x.example" }))).toMatch(
      /changed/,
    );
    rmSync(join(root, "build/app/main.js"));
    expect(buildReason(root, hash)).toMatch(/missing/);
    write("build/app/main.js", "by hand");
    expect(buildReason(root, hash)).toMatch(/by hand/);
  });

  it("installs without node_modules or a record, and when package-lock.json changes", () => {
    expect(installReason(root)).toBe("no node_modules");
    mkdirSync(join(root, "node_modules"));
    expect(installReason(root)).toMatch(/no node_modules\/\.hanbit-install-hash/);
    // npm's own record of the tree, from an `npm ci` run before this script kept one.
    const locked = {
      "": { name: "site" },
      "node_modules/a": { version: "1.0.0", integrity: "sha512-a" },
      "node_modules/b-darwin": { version: "1.0.0", integrity: "sha512-b", optional: true },
    };
    write("package-lock.json", JSON.stringify({ packages: locked }));
    const installed = { "node_modules/a": { version: "1.0.0", integrity: "sha512-a" } };
    write("node_modules/.package-lock.json", JSON.stringify({ packages: installed }));
    expect(installReason(root)).toBeUndefined();
    write(
      "node_modules/.package-lock.json",
      JSON.stringify({ packages: { "node_modules/a": { version: "0.9.0" } } }),
    );
    expect(installReason(root)).toMatch(/differs/);
    write(INSTALL_HASH_FILE, `${installHash(root)}\n`);
    expect(installReason(root)).toBeUndefined();
    write("package-lock.json", '{"lockfileVersion":3,"packages":{}}');
    expect(installReason(root)).toMatch(/package-lock\.json/);
  });

  it("says which Node it needs on an older one: the line .nvmrc names", () => {
    write(".nvmrc", "24\n");
    expect(nodeNeeded(root, "20.20.2")).toBe(24);
    expect(nodeNeeded(root, "22.12.0")).toBe(24);
    expect(nodeNeeded(root, "24.0.0")).toBeUndefined();
    expect(nodeNeeded(root, "26.1.0")).toBeUndefined();
  });
});

/*
 * `npm start` on an older Node (issue 72 item 7): it takes Node of .nvmrc's line as CI does
 * (scripts/node-lts.sh) and runs itself again under it. Run with a Node of another line on this
 * machine (Debian's, where CI's Node comes from the registry); the registry is never asked:
 * node-lts.sh's cache folder is given a Node of the line already (this one, or a stand-in).
 */
const WANT = Number(readFileSync(".nvmrc", "utf8").trim());

interface PackageJson {
  scripts: Record<string, string>;
}

/** A Node older than .nvmrc's line on this machine, and its version; undefined if none. */
function olderNode(): { path: string; version: string } | undefined {
  const listed = spawnSync("bash", ["-c", "which -a node"], { encoding: "utf8" }).stdout;
  for (const path of new Set([...listed.split("\n"), "/usr/bin/node", "/usr/local/bin/node"])) {
    if (!path || !existsSync(path)) continue;
    const version = spawnSync(path, ["-p", "process.versions.node"], { encoding: "utf8" });
    const found = version.stdout?.trim();
    if (found && Number(found.split(".")[0]) < WANT) return { path, version: found };
  }
  return undefined;
}

const older = olderNode();
if (!older) {
  console.warn(
    `start.test.ts: npm start on an older Node skipped, no Node older than ${WANT} here`,
  );
}

describe.skipIf(!older)("npm start on an older Node", () => {
  let cache: string;
  /** node-lts.sh's cache with `node` as the Node of the line. */
  const cached = (node: string) => {
    const bin = join(cache, `${WANT}-${process.arch}`, "package", "bin");
    mkdirSync(bin, { recursive: true });
    writeFileSync(join(bin, "node"), node, { mode: 0o755 });
  };
  /** `{older node} scripts/start.mjs …`, with the older Node and the system's tools on PATH. */
  const start = (args: string[]) =>
    spawn(older!.path, ["scripts/start.mjs", ...args], {
      env: {
        ...process.env,
        PATH: [dirname(older!.path), "/usr/bin", "/bin"].join(":"),
        NODE_LTS_CACHE: cache,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
  const ended = async (child: ReturnType<typeof start>) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr!.on("data", (chunk: Buffer) => (out += chunk.toString()));
    const [code] = (await once(child, "exit")) as [number | null];
    return { code, out };
  };

  beforeEach(() => {
    cache = mkdtempSync(join(tmpdir(), "node-lts-"));
  });
  afterEach(() => rmSync(cache, { recursive: true, force: true }));

  it("runs itself again under Node of .nvmrc's line, as CI takes it", async () => {
    // This test's own Node is of the line: node-lts.sh finds it in its cache.
    cached(`#!/bin/sh\nexec ${JSON.stringify(process.execPath)} "$@"\n`);
    const { code, out } = await ended(start(["--which-node"]));
    expect(out).toContain(`this is Node.js ${older!.version}; running under Node.js ${WANT}`);
    expect(out).toContain(`npm start runs on Node.js ${process.versions.node} (`);
    expect(code).toBe(0);
  });

  it("passes a signal on and ends with the exit of the run under the other Node", async () => {
    // A stand-in for the Node of the line: answers node-lts.sh's `node -v` (and npm's), and
    // when run with start.mjs says it is ready and ends with 42 on SIGTERM.
    cached(
      `#!${process.execPath}\n` +
        'if (!process.argv[2]?.endsWith("start.mjs")) process.exit(0);\n' +
        'process.on("SIGTERM", () => process.exit(42));\n' +
        'console.log("stand-in ready");\n' +
        "setInterval(() => {}, 1000);\n",
    );
    const child = start([]);
    const result = ended(child);
    let said = "";
    for await (const chunk of child.stdout!) {
      said += (chunk as Buffer).toString();
      if (said.includes("stand-in ready")) break;
    }
    child.kill("SIGTERM");
    expect((await result).code).toBe(42);
  });

  /**
   * `npm run …` with the older Node (and its npm) first on PATH, as a newcomer's shell has it
   * after `npm start` took Node of the line (issue 81 item 5).
   */
  const npmRun = (script: string, args: string[], env: Record<string, string> = {}) =>
    spawn("npm", ["run", "--silent", script, ...(args.length ? ["--", ...args] : [])], {
      env: {
        ...process.env,
        PATH: [dirname(older!.path), "/usr/bin", "/bin"].join(":"),
        NODE_LTS_CACHE: cache,
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });

  it("runs every documented command under Node of .nvmrc's line, as npm start does", async () => {
    // Each goes through the one launcher; `dev` (a program, not a built file) is run by npm.
    const scripts = ["staff", "backup", "restore", "inquiries", "serve", "dev", "bench", "test"];
    const declared = (JSON.parse(readFileSync("package.json", "utf8")) as PackageJson).scripts;
    for (const script of scripts) {
      expect(declared[script], script).toMatch(/^node scripts\/on-lts\.mjs \S/);
    }
    cached(`#!/bin/sh\nexec ${JSON.stringify(process.execPath)} "$@"\n`);
    const { code, out } = await ended(npmRun("dev", [], { HANBIT_WHICH_NODE: "1" }));
    expect(out).toContain(
      `npm run dev: this is Node.js ${older!.version}; running under Node.js ${WANT}`,
    );
    expect(out).toContain(`npm run dev runs on Node.js ${process.versions.node} (`);
    expect(code).toBe(0);
  });

  it("makes the first owner with the README's second step (the built staff command)", async () => {
    cached(`#!/bin/sh\nexec ${JSON.stringify(process.execPath)} "$@"\n`);
    const data = mkdtempSync(join(tmpdir(), "older-node-data-"));
    try {
      const { code, out } = await ended(
        npmRun("staff", ["invite", "owner@hanbit.example", "--role", "owner"], { DATA_DIR: data }),
      );
      expect(out).not.toContain("Segmentation fault");
      expect(out).toContain("Invited owner@hanbit.example (owner). One-time link");
      expect(code).toBe(0);
    } finally {
      rmSync(data, { recursive: true, force: true });
    }
  });

  it("stops with what to run when no Node of the line can be had", async () => {
    // As after a run under a Node that turned out older still: never a second try.
    const { code, out } = await ended(
      npmRun("staff", ["list"], { HANBIT_START_NODE_FETCHED: "1" }),
    );
    expect(out).toContain(
      `npm run staff needs Node.js ${WANT} (the site's native modules are built for it); ` +
        `this is Node.js ${older!.version}. Run \`npm start\` once`,
    );
    expect(out).not.toContain("Segmentation fault");
    expect(code).toBe(1);
  });
});
