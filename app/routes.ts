import { type RouteConfig, index, route } from "@react-router/dev/routes";

/**
 * One route table serves both languages: Korean at the unprefixed paths, English under /en
 * (docs/decisions/005-language-urls.md). Each page module is registered once per language.
 */
function pagesFor(prefix: "" | "en") {
  const id = (name: string) => `${prefix || "ko"}/${name}`;
  const at = (path: string) => [prefix, path].filter(Boolean).join("/");
  const page = (path: string, file: string, name: string) =>
    route(at(path), file, { id: id(name) });

  return [
    prefix
      ? route(prefix, "routes/home/route.tsx", { id: id("home") })
      : index("routes/home/route.tsx", { id: id("home") }),
    page("products", "routes/products/route.tsx", "products"),
    page("products/finder", "routes/finder/route.tsx", "finder"),
    page("products/compare", "routes/compare/route.tsx", "compare"),
    page("products/:slug", "routes/products-slug/route.tsx", "products-slug"),
    page("products/:category/:subcategory", "routes/category/route.tsx", "category"),
    // Catalogue page N in path form, for the static export (app/site/pagination.ts).
    page(
      "products/:category/:subcategory/page/:page",
      "routes/category/route.tsx",
      "category-page",
    ),
    page("products/:category/:subcategory/:code", "routes/product/route.tsx", "product"),
    route(at("about"), "routes/about/layout.tsx", { id: id("about-layout") }, [
      index("routes/about/ceo.tsx", { id: id("about") }),
      route("company", "routes/about/company.tsx", { id: id("about-company") }),
      route("organization", "routes/about/organization.tsx", { id: id("about-organization") }),
      route("business", "routes/about/business.tsx", { id: id("about-business") }),
      route("map", "routes/about/map.tsx", { id: id("about-map") }),
    ]),
    page("gallery", "routes/gallery/route.tsx", "gallery"),
    page("gallery/:id", "routes/gallery-item/route.tsx", "gallery-item"),
    page("news", "routes/news/route.tsx", "news"),
    // List page N in path form, on the server as in the static export (app/news/news.server.ts).
    page("news/page/:page", "routes/news/route.tsx", "news-page"),
    page("news/:id", "routes/news-item/route.tsx", "news-item"),
    page("contact", "routes/contact/route.tsx", "contact"),
    page("contact/thanks", "routes/contact/thanks.tsx", "contact-thanks"),
    page("quote", "routes/quote/route.tsx", "quote"),
    page("downloads", "routes/downloads/route.tsx", "downloads"),
    page("certificates", "routes/certificates/route.tsx", "certificates"),
    page("references", "routes/references/route.tsx", "references"),
    page("support", "routes/contact/route.tsx", "support"),
    page("sitemap", "routes/sitemap/route.tsx", "sitemap"),
    page("privacy", "routes/privacy/route.tsx", "privacy"),
    // Each version of the policy, current and earlier, at its effective date (app/content/privacy.ts).
    page("privacy/:version", "routes/privacy/route.tsx", "privacy-version"),
    page("search", "routes/search/route.tsx", "search"),
    // A delivered unit's page from its nameplate's QR code, and its papers (decision 033), and
    // a plant's desk (decision 046): only the server has units, so the static export has none.
    ...(process.env.STATIC_EXPORT === "1"
      ? []
      : [
          page("u/:token", "routes/unit/route.tsx", "unit"),
          page("u/:token/papers/:paper", "routes/unit/paper.ts", "unit-paper"),
          // Service and parts requests from the unit's page (server/units/requests.ts posts).
          page("u/:token/service", "routes/unit/request.tsx", "unit-service"),
          page("u/:token/parts", "routes/unit/request.tsx", "unit-parts"),
          // A plant's desk and its files (decision 046; its request: server/plants/requests.ts).
          page("plant/:token", "routes/plant/route.tsx", "plant"),
          page("plant/:token/plan.xlsx", "routes/plant/files.ts", "plant-xlsx"),
          page("plant/:token/sheet.pdf", "routes/plant/files.ts", "plant-pdf"),
          page("plant/:token/calendar.ics", "routes/plant/files.ts", "plant-ics"),
        ]),
  ];
}

/**
 * The back office (app/admin/), under /admin and /en/admin: never prerendered, never cached,
 * and no public route imports it (eslint.config.js). Its index is the sign-in form or, signed
 * in, the home (the inbox's slot). Registered once, with an optional "en" segment. Ids begin
 * with "staff/": the server gives them only to a signed-in session, and public pages' scripts
 * name none (docs/decisions/017-admin-routes-out-of-public-scripts.md).
 */
function adminRoutes() {
  const id = (name: string) => `staff/${name}`;
  // A URL's module is route.tsx (a page) or route.ts (a file, JSON or a redirect) in the folder
  // its path names, a parameter ":x" as a folder "$x" (docs/development.md, "Admin pages").
  const page = (path: string, name: string, ext: "tsx" | "ts" = "tsx") =>
    route(path, `admin/${path.replace(/:/g, "$")}/route.${ext}`, { id: id(name) });
  return [
    route("en?/admin", "admin/layout.tsx", { id: id("admin-layout") }, [
      index("admin/home/route.tsx", { id: id("admin") }),
      page("sign-in", "admin-sign-in"),
      page("sign-in/verify", "admin-verify"),
      page("sign-in/recovery", "admin-recovery"),
      page("sign-out", "admin-sign-out", "ts"),
      page("join/:token", "admin-join"),
      page("account", "admin-account"),
      page("audit", "admin-audit"),
      page("audit.csv", "admin-audit-csv", "ts"),
      page("numbers", "admin-numbers"),
      page("numbers.csv", "admin-numbers-csv", "ts"),
      page("settings/mail", "admin-mail-settings"),
      page("settings/closed-days", "admin-closed-days"),
      page("settings/readings", "admin-readings"),
      page("staff", "admin-staff"),
      page("passkey", "admin-passkey", "ts"),
      page("inquiries/:ref", "admin-inquiry"),
      page("inquiries/:ref/quotation", "admin-quotation"),
      page("inquiries/:ref/quotation/:file", "admin-quotation-file", "ts"),
      page("inquiries/:ref/files/:id", "admin-reply-file", "ts"),
      page("inquiries/:ref/photos/:id", "admin-request-photo", "ts"),
      page("mail", "admin-unmatched-mail"),
      page("mail/files/:id", "admin-mail-file", "ts"),
      page("export", "admin-export"),
      page("erase", "admin-erase"),
      page("export.csv", "admin-export-csv", "ts"),
      page("content", "admin-content"),
      page("content/company", "admin-company"),
      page("content/company/seal/:file", "admin-seal", "ts"),
      page("content/home", "admin-home"),
      page("content/about", "admin-about"),
      page("content/news/:id", "admin-news"),
      page("content/documents/:id", "admin-document"),
      page("content/gallery/:id", "admin-gallery"),
      page("content/certificates", "admin-certificates"),
      page("content/certificates/:id", "admin-certificate"),
      page("content/products", "admin-product-photos"),
      page("content/products/:id", "admin-product-photos-editor"),
      page("content/catalogue", "admin-catalogue"),
      page("content/catalogue.xlsx", "admin-catalogue-xlsx", "ts"),
      page("content/catalogue/new", "admin-catalogue-new"),
      page("content/catalogue/:id", "admin-catalogue-editor"),
      page("content/sections", "admin-sections"),
      page("content/sections/:id", "admin-section"),
      page("content/preview/:kind/:id", "admin-preview", "ts"),
      page("photos", "admin-photos", "ts"),
      // Delivered units (decision 033).
      page("orders", "admin-orders"),
      page("orders/new", "admin-orders-new"),
      page("orders/deliveries.xlsx", "admin-orders-deliveries-xlsx", "ts"),
      page("orders/:number", "admin-order"),
      page("orders/:number/statements/:n", "admin-order-statement", "ts"),
      page("orders/:number/labels/:n", "admin-order-labels", "ts"),
      page("units", "admin-units"),
      page("units/new", "admin-units-new"),
      page("units/template.xlsx", "admin-units-template", "ts"),
      page("units/:serial", "admin-unit"),
      page("units/:serial/qr.svg", "admin-unit-qr", "ts"),
      page("units/:serial/label.pdf", "admin-unit-label", "ts"),
      page("units/:serial/papers/:id", "admin-unit-paper", "ts"),
      // A plant's contacts and the reminders' setting (decision 046).
      page("plants/:id/contacts", "admin-plant-contacts"),
      page("plants/reminder-days", "admin-plant-reminder-days"),
      // Plants (decision 046): the list, the services due across plants, a plant and its QR.
      page("plants", "admin-plants"),
      page("plants/due", "admin-plants-due"),
      page("plants/:id", "admin-plant"),
      page("plants/:id/qr.svg", "admin-plant-qr", "ts"),
    ]),
  ];
}

export default [
  route("sitemap.xml", "routes/search-files/route.ts", { id: "sitemap-xml" }),
  route("robots.txt", "routes/search-files/route.ts", { id: "robots-txt" }),
  route("search-index-ko.json", "routes/search-index/route.ts", { id: "search-index-ko" }),
  route("search-index-en.json", "routes/search-index/route.ts", { id: "search-index-en" }),
  route("search-text-ko.json", "routes/search-index/route.ts", { id: "search-text-ko" }),
  route("search-text-en.json", "routes/search-index/route.ts", { id: "search-text-en" }),
  route("news/rss.xml", "routes/news-feed/route.ts", { id: "news-rss-ko" }),
  route("en/news/rss.xml", "routes/news-feed/route.ts", { id: "news-rss-en" }),
  route("finder-models.json", "routes/finder-models/route.ts"),
  route("quote-catalogue-ko.json", "routes/quote-catalogue/route.ts", { id: "quote-catalogue-ko" }),
  route("quote-catalogue-en.json", "routes/quote-catalogue/route.ts", { id: "quote-catalogue-en" }),
  route("compare-data-ko.json", "routes/compare-data/route.ts", { id: "compare-data-ko" }),
  route("compare-data-en.json", "routes/compare-data/route.ts", { id: "compare-data-en" }),
  ...pagesFor(""),
  ...pagesFor("en"),
  // The static export has no server, hence no back office (nor its routes in the manifest).
  ...(process.env.STATIC_EXPORT === "1" ? [] : adminRoutes()),
  route("*", "routes/not-found/route.tsx", { id: "not-found" }),
] satisfies RouteConfig;
