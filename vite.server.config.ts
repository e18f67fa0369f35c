import { defineConfig } from "vite";
import { viteDefine } from "./config/settings.ts";

/**
 * Bundles the Node server (server/) into build/app/main.js, its documents worker into
 * documents-worker.js, the work pool's thread into work-worker.js and the commands into build/app/inquiries.js, staff.js and backup.js; dependencies stay in node_modules (better-sqlite3
 * is a native module).
 */
export default defineConfig({
  // The build-time settings the pages were built with (the CSP names a hosted form service).
  define: viteDefine(),
  // The client build has the public files; the server bundle needs none of them.
  publicDir: false,
  build: {
    ssr: true,
    outDir: "build/app",
    emptyOutDir: true,
    target: "node24",
    rollupOptions: {
      input: {
        main: "server/main.ts",
        inquiries: "server/admin/inquiries-cli.ts",
        backup: "server/backup/cli.ts",
        staff: "server/admin/cli.ts",
        // A worker thread: the datasheets made again after a change of facts (server/documents/).
        "documents-worker": "server/documents/worker.ts",
        // The untrusted-work pool's threads: layout, spreadsheets, images (server/work/).
        "work-worker": "server/work-worker.ts",
      },
      output: { entryFileNames: "[name].js", chunkFileNames: "chunks/[name]-[hash].js" },
    },
  },
  ssr: { external: ["better-sqlite3", "nodemailer"] },
});
