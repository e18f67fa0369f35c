// Part of `npm run build`: writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every text file
// of the client build, so the server answers compressed requests from disk instead of
// compressing the same bytes on every request. Hashed assets, cached for a year, get Brotli's
// best level; pages, rewritten by every build and ten times as many bytes, level 9 (a third of
// the time, about 10 % larger).
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { filesUnder } from "../server/static-files.ts";

const COMPRESSIBLE = /\.(js|css|html|data|svg|xml|txt|json|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

const root = resolve(import.meta.dirname, "..");
const client = join(root, process.argv[2] ?? "build/client");

let raw = 0;
let brotli = 0;
let files = 0;
for (const file of filesUnder(client)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const bytes = readFileSync(file);
  if (bytes.length < MIN_BYTES) {
    // A copy left by an earlier build into the same folder would be served in its place.
    for (const copy of [`${file}.br`, `${file}.gz`]) rmSync(copy, { force: true });
    continue;
  }
  const quality = relative(client, file).startsWith("assets") ? 11 : 9;
  const br = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  raw += bytes.length;
  brotli += br.length;
  files += 1;
}
console.log(
  `precompressed ${files} files: ${(raw / 1e6).toFixed(1)} MB -> ${(brotli / 1e6).toFixed(2)} MB Brotli`,
);
