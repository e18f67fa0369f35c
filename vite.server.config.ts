import { defineConfig } from "vite";

/** Bundles the Node server (server/) into build/app/main.js; dependencies stay in node_modules. */
export default defineConfig({
  build: {
    ssr: "server/main.ts",
    outDir: "build/app",
    emptyOutDir: true,
    target: "node20",
    rollupOptions: { output: { entryFileNames: "main.js" } },
  },
});
