import { defineConfig } from "vitest/config";

export default defineConfig({
  define: {
    __SITE_URL__: JSON.stringify("https://www.example.test"),
    __CATALOGUE_PAGE_URLS__: JSON.stringify("query"),
    __VITALS_ENDPOINT__: JSON.stringify("/vitals"),
    __INQUIRY_RETENTION_DAYS__: "365",
  },
  test: {
    include: [
      "tests/unit/**/*.test.{ts,tsx}",
      "tests/server/**/*.test.ts",
      "tests/receiver/**/*.test.ts",
    ],
    environment: "node",
  },
});
