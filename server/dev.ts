// `npm run dev`: React and React Router choose their development build by NODE_ENV when first
// loaded, so it is set before anything imports them (server/main.ts forces production).
process.env.NODE_ENV = "development";
export {};
const { buildConstants } = await import("../config/settings");
// The constants `vite build` inlines into server modules, for the server modules tsx runs here.
Object.assign(globalThis, buildConstants());
const { readConfig } = await import("./platform/config");
const { startDevServer } = await import("./dev-server");

const { PORT } = readConfig();
startDevServer({ port: PORT })
  .then(({ url, close }) => {
    console.log(`Development server at ${url}`);
    const stop = () => void close().then(() => process.exit(0));
    process.on("SIGINT", stop);
    process.on("SIGTERM", stop);
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
