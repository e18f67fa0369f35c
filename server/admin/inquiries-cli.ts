import { run } from "./inquiries-command";

/**
 * The staff command, bundled to build/app/inquiries.js:
 * `npm run inquiries -- list|export|unsent|resend`.
 */
try {
  process.exitCode = await run(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
