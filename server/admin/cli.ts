import { run } from "./command";

/** The staff accounts command, bundled to build/app/staff.js: `npm run staff -- invite|list|disable|reset`. */
try {
  process.exitCode = await run(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
