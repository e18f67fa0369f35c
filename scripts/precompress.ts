// Part of `npm run build`: writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every text file
// of the client build, so the server answers compressed requests from disk instead of
// compressing the same bytes on every request. Hashed assets, cached for a year, get Brotli's
// best level; pages, rewritten by every build and ten times as many bytes, level 9 (a third of
// the time, about 10 % larger).
import { readFile, rm, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { join, relative, resolve } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { filesUnder } from "../server/http/static-files.ts";

const COMPRESSIBLE = /\.(js|css|html|data|svg|xml|txt|json|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

const root = resolve(import.meta.dirname, "..");
const client = join(root, process.argv[2] ?? "build/client");
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

let raw = 0;
let brotli = 0;
let files = 0;

async function compress(file: string) {
  const bytes = await readFile(file);
  if (bytes.length < MIN_BYTES) {
    // A copy left by an earlier build into the same folder would be served in its place.
    for (const copy of [`${file}.br`, `${file}.gz`]) await rm(copy, { force: true });
    return;
  }
  const quality = relative(client, file).startsWith("assets") ? 11 : 9;
  const [br, gz] = await Promise.all([
    brotliAsync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: 9 }),
  ]);
  await writeFile(`${file}.br`, br);
  await writeFile(`${file}.gz`, gz);
  raw += bytes.length;
  brotli += br.length;
  files += 1;
}

// zlib's asynchronous calls run on libuv's thread pool: one file per core at a time keeps every
// core compressing, where the synchronous calls used one.
const queue = filesUnder(client).filter((file) => COMPRESSIBLE.test(file));
await Promise.all(
  Array.from({ length: availableParallelism() }, async () => {
    for (let file = queue.shift(); file; file = queue.shift()) await compress(file);
  }),
);
console.log(
  `precompressed ${files} files: ${(raw / 1e6).toFixed(1)} MB -> ${(brotli / 1e6).toFixed(2)} MB Brotli`,
);
