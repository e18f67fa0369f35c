import { readdirSync } from "node:fs";
import js from "@eslint/js";
import importX, { createNodeResolver } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** One folder per page (or group of pages) under app/routes. */
const routeFolders = readdirSync("app/routes", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The public folders of app/, bottom to top (docs/architecture.md, "Layers"): a folder imports
 * its own files and the folders of lower lines, never a folder of its own line or above. The
 * routes, the back office and the files at app/'s root (root.tsx, routes.ts) sit above them all.
 */
const appLayers = [
  ["lib"], // helpers that import nothing of the app
  ["i18n"], // Lang, words, formatting
  ["content"], // typed data, schemas, the live content
  ["site"], // facts, URLs, the page registry, metadata
  ["ui"], // small views every room may use: links, page header, icons, dialogs
  ["documents", "viewer", "compare"], // rooms that import no room
  ["certificates", "news", "quote", "search", "finder"], // rooms over documents and compare
  ["catalogue"], // the product pages, with their quote, viewer and certificates
  ["chrome"], // the frame: header, menus, footer, 404 and error views, every room's entry
];
const unplaced = readdirSync("app", { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !["routes", "admin", "styles"].includes(entry.name))
  .map((entry) => entry.name)
  .filter((folder) => !appLayers.flat().includes(folder));
if (unplaced.length > 0) {
  throw new Error(`eslint.config.js: place app/${unplaced.join(", app/")} in appLayers.`);
}

/**
 * Dependencies point one way. A route may import any folder of appLayers, but not another
 * route's folder: what two pages share moves out of app/routes. Nothing else in app imports a
 * route, and no public code imports the back office.
 */
const layers = [
  ...routeFolders.map((folder) => ({
    target: `app/routes/${folder}`,
    from: "app/routes",
    except: [`./${folder}`],
    message:
      "A route folder imports no other route folder; move what they share out of app/routes.",
  })),
  {
    target: ["app/!(routes)/**", "app/*.{ts,tsx}"],
    from: ["app/routes/**"],
    message: "Only app/routes.ts names the routes; move what is shared out of app/routes.",
  },
  {
    // The back office is its own area: no public page may carry its code.
    target: ["app/!(admin)/**", "app/*.{ts,tsx}"],
    from: ["app/admin/**"],
    message: "Public code never imports the back office (app/admin/).",
  },
  {
    target: ["app/!(admin)/**", "app/*.{ts,tsx}"],
    from: ["server/admin/**"],
    message: "Public code never imports the back office's server modules (server/admin/).",
  },
  ...appLayers.flatMap((line, at) =>
    line.map((folder) => ({
      target: `app/${folder}`,
      from: [
        ...appLayers
          .slice(at)
          .flat()
          .filter((other) => other !== folder)
          .map((other) => `app/${other}/**`),
        "app/*.{ts,tsx}",
      ],
      message: `app/${folder} imports only the folders below it (docs/architecture.md, "Layers").`,
    })),
  ),
];

/**
 * The server's layers (decision 026). The mail room (server/mail/) composes and sends; the
 * inquiry store stores. Only the transport talks to an SMTP server; the store never loads it;
 * the mail room never imports a page or a route module.
 */
const serverLayers = [
  {
    target: ["server/inquiries/store.ts", "server/inquiries/types.ts", "server/mail/outbox"],
    from: ["server/mail/transport.ts", "server/mail/room.ts", "server/mail/kinds"],
    message: "The store and the outbox's table never load the mail transport or the mail room.",
  },
  {
    target: "server/mail",
    from: ["app/routes", "app/admin", "app/root.tsx", "app/routes.ts"],
    message: "The mail room never imports pages or route modules.",
  },
  {
    target: "server/mail",
    from: ["server/admin"],
    message: "The mail room is below the back office's server modules, never above them.",
  },
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-static/",
      "bench/baseline/build/",
      "dist/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "test-timings/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat["recommended-latest"],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      // The rule checks resolved files, so it must resolve imports written without extension.
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js"] })],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: layers }],
    },
  },
  {
    files: ["server/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js"] })],
    },
  },
  {
    files: ["server/**/*.ts"],
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: serverLayers }],
    },
  },
  {
    // One module talks to an SMTP server: every mail leaves through server/mail/transport.ts.
    files: ["**/*.{ts,tsx,js,mjs}"],
    ignores: ["server/mail/transport.ts", "tests/**", "bench/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "nodemailer",
              message:
                "Send through server/mail/room.ts; only server/mail/transport.ts imports nodemailer.",
            },
          ],
          patterns: [
            {
              group: ["nodemailer/*"],
              message: "Only server/mail/transport.ts imports nodemailer.",
            },
          ],
        },
      ],
    },
  },
);
