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
  ["documents", "viewer", "compare", "units"], // rooms that import no room
  ["certificates", "news", "quote", "finder", "references"], // rooms over documents and compare
  ["search"], // the site search: matches a query's figures by the finder's checks (issue 78)
  // the product pages, with their quote, viewer and certificates; the inquiry form (over the
  // quote list); the finder's and compare's islands (over finder, compare and quote)
  ["catalogue", "inquiry", "tools"],
  ["chrome"], // the frame: header, menus, footer, 404 and error views, every room's entry
  ["islands"], // a content page's script: plain behaviours and the islands' registry (decision 042)
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
  {
    // The server's composition imports the back office's sheet readers; never the other way.
    target: "app/admin",
    from: ["server/*.{ts,mjs}"],
    message:
      "The back office imports no server composition (server/*.ts); what it needs lives in a server folder.",
  },
];

/**
 * The server's layers, bottom to top (docs/architecture.md, "The server's layers"; decision 035):
 * a folder imports its own layer and those below, never one above; the back office's pages
 * (app/admin) stand with server/admin, and only the composition (server/*.ts: app.ts, start.ts,
 * main.ts, the work pool's table) imports them all. The rule sees `import type` too; a circle
 * inside one layer is the cycle check's to find (scripts/check-cycles.mjs, folders included).
 */
const SERVER_ORDER = [
  ["server/platform", "server/db", "server/work"],
  ["server/http"],
  ["server/content"],
  ["server/documents"],
  ["server/mail"],
  ["server/quotations", "server/orders"],
  ["server/inquiries"],
  ["server/units", "server/certificates", "server/stats", "server/edge", "server/backup"],
  ["server/plants"],
  ["server/admin", "app/admin"],
];
// Every folder of server/ is placed: an unplaced one would import anything unseen (issue 81).
const unplacedServer = readdirSync("server", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => `server/${entry.name}`)
  .filter((folder) => !SERVER_ORDER.flat().includes(folder));
if (unplacedServer.length > 0) {
  throw new Error(`eslint.config.js: place ${unplacedServer.join(", ")} in SERVER_ORDER.`);
}
const serverComposition = ["server/*.{ts,mjs}"];

const serverLayers = [
  ...SERVER_ORDER.slice(0, -1).map((layer, index) => ({
    target: layer,
    from: [
      ...SERVER_ORDER.slice(index + 1)
        .flat()
        .map((folder) => `${folder}/**`),
      ...serverComposition,
    ],
    message: `${layer.join(", ")}: a folder imports its own layer and those below (docs/architecture.md, "The server's layers").`,
  })),
  {
    target: "server/admin",
    from: serverComposition,
    message:
      "Only the composition (server/*.ts) imports it all; server/admin imports no part of it.",
  },
  {
    target: "server",
    from: ["app/routes", "app/root.tsx", "app/routes.ts"],
    message: "The server never imports pages or route modules; what they share moves out of them.",
  },
  {
    // The mail room composes and sends; the inquiry store stores (decision 026). The kinds are
    // kept out below, but for their names' types (decision 039).
    target: ["server/inquiries/store.ts", "server/inquiries/types.ts", "server/mail/outbox"],
    from: ["server/mail/transport.ts", "server/mail/room.ts"],
    message: "The store and the outbox's table never load the mail transport or the mail room.",
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
    // The store and the outbox's table never load the kinds of mail (their words, the
    // catalogue they read); they may name them, by the registry's types (decision 039).
    files: ["server/inquiries/store.ts", "server/inquiries/types.ts", "server/mail/outbox/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "(^|/)kinds(/|$)",
              allowTypeImports: true,
              message:
                "The store and the outbox's table load no kind of mail: `import type` their names only.",
            },
          ],
        },
      ],
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
  {
    // One reader of request bodies, with the route's limits (server/platform/body.ts, issue 63):
    // a request's own formData(), json(), text(), arrayBuffer() or blob() reads without any.
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts"],
    ignores: ["server/platform/body.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...["request", "req", "raw"].flatMap((owner) => [
          {
            selector: `CallExpression[callee.property.name=/^(formData|json|text|arrayBuffer|blob)$/][callee.object.name='${owner}']`,
            message:
              "Read a request's body through server/platform/body.ts (readBody, postedForm).",
          },
          {
            selector: `CallExpression[callee.property.name=/^(formData|json|text|arrayBuffer|blob)$/][callee.object.property.name='${owner}']`,
            message:
              "Read a request's body through server/platform/body.ts (readBody, postedForm).",
          },
          {
            selector: `CallExpression[callee.property.name=/^(formData|json|text|arrayBuffer|blob)$/][callee.object.callee.property.name='clone'][callee.object.callee.object.name='${owner}']`,
            message:
              "Read a request's body through server/platform/body.ts (readBody, postedForm).",
          },
        ]),
        {
          selector:
            "CallExpression[callee.object.property.name='req'][callee.property.name=/^(formData|json|text|arrayBuffer|blob|parseBody)$/]",
          message: "Read a request's body through server/platform/body.ts (readBody).",
        },
      ],
    },
  },
);
