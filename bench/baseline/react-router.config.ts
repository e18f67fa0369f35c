import type { Config } from "@react-router/dev/config";

// Served like the site: the page prerendered, the rest rendered on demand.
export default { ssr: true, prerender: ["/"] } satisfies Config;
