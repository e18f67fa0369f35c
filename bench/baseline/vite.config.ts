import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { compileHints } from "../../vite-plugins/compile-hints.ts";

// Built like the site: the same compile hints on the chunks the page runs as it starts.
export default defineConfig({ plugins: [reactRouter(), compileHints()] });
