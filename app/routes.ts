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
    // A delivered unit's page from its nameplate's QR code, and its papers (decision 033): only
    // the server has units, so the static export has neither.
    ...(process.env.STATIC_EXPORT === "1"
      ? []
      : [
          page("u/:token", "routes/unit/route.tsx", "unit"),
          page("u/:token/papers/:paper", "routes/unit/paper.ts", "unit-paper"),
          // Service and parts requests from the unit's page (server/units/requests.ts posts).
          page("u/:token/service", "routes/unit/request.tsx", "unit-service"),
          page("u/:token/parts", "routes/unit/request.tsx", "unit-parts"),
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
  return [
    route("en?/admin", "admin/layout.tsx", { id: id("admin-layout") }, [
      index("admin/home/route.tsx", { id: id("admin") }),
      route("sign-in", "admin/sign-in/route.tsx", { id: id("admin-sign-in") }),
      route("sign-in/verify", "admin/sign-in/verify.tsx", { id: id("admin-verify") }),
      route("sign-in/recovery", "admin/sign-in/recovery.tsx", { id: id("admin-recovery") }),
      route("sign-out", "admin/sign-out/route.ts", { id: id("admin-sign-out") }),
      route("join/:token", "admin/join/route.tsx", { id: id("admin-join") }),
      route("account", "admin/account/route.tsx", { id: id("admin-account") }),
      route("audit", "admin/audit/route.tsx", { id: id("admin-audit") }),
      route("audit.csv", "admin/audit/csv.ts", { id: id("admin-audit-csv") }),
      route("numbers", "admin/numbers/route.tsx", { id: id("admin-numbers") }),
      route("numbers.csv", "admin/numbers/csv.ts", { id: id("admin-numbers-csv") }),
      route("settings/mail", "admin/settings/mail.tsx", { id: id("admin-mail-settings") }),
      route("settings/closed-days", "admin/settings/closed-days/route.tsx", {
        id: id("admin-closed-days"),
      }),
      route("staff", "admin/staff/route.tsx", { id: id("admin-staff") }),
      route("passkey", "admin/passkey/route.ts", { id: id("admin-passkey") }),
      route("inquiries/:ref", "admin/inquiries/route.tsx", { id: id("admin-inquiry") }),
      route("inquiries/:ref/quotation", "admin/inquiries/quotation/route.tsx", {
        id: id("admin-quotation"),
      }),
      route("inquiries/:ref/quotation/:file", "admin/inquiries/quotation/file.ts", {
        id: id("admin-quotation-file"),
      }),
      route("inquiries/:ref/files/:id", "admin/inquiries/file.ts", { id: id("admin-reply-file") }),
      route("inquiries/:ref/photos/:id", "admin/inquiries/photo.ts", {
        id: id("admin-request-photo"),
      }),
      route("mail", "admin/mail/route.tsx", { id: id("admin-unmatched-mail") }),
      route("mail/files/:id", "admin/mail/file.ts", { id: id("admin-mail-file") }),
      route("export", "admin/inbox/export.tsx", { id: id("admin-export") }),
      route("erase", "admin/inbox/erase.tsx", { id: id("admin-erase") }),
      route("export.csv", "admin/inbox/export-csv.ts", { id: id("admin-export-csv") }),
      route("content", "admin/content/route.tsx", { id: id("admin-content") }),
      route("content/company", "admin/content/company.tsx", { id: id("admin-company") }),
      route("content/company/seal/:file", "admin/content/seal.ts", { id: id("admin-seal") }),
      route("content/home", "admin/content/home/editor.tsx", { id: id("admin-home") }),
      route("content/about", "admin/content/about/editor.tsx", { id: id("admin-about") }),
      route("content/news/:id", "admin/content/news.tsx", { id: id("admin-news") }),
      route("content/documents/:id", "admin/content/document.tsx", { id: id("admin-document") }),
      route("content/gallery/:id", "admin/content/gallery/editor.tsx", { id: id("admin-gallery") }),
      route("content/certificates", "admin/content/certificates/list.tsx", {
        id: id("admin-certificates"),
      }),
      route("content/certificates/:id", "admin/content/certificates/editor.tsx", {
        id: id("admin-certificate"),
      }),
      route("content/products", "admin/content/products/pick.tsx", {
        id: id("admin-product-photos"),
      }),
      route("content/products/:id", "admin/content/products/editor.tsx", {
        id: id("admin-product-photos-editor"),
      }),
      route("content/catalogue", "admin/content/catalogue/list.tsx", {
        id: id("admin-catalogue"),
      }),
      route("content/catalogue.xlsx", "admin/content/catalogue/download.ts", {
        id: id("admin-catalogue-xlsx"),
      }),
      route("content/catalogue/new", "admin/content/catalogue/new.tsx", {
        id: id("admin-catalogue-new"),
      }),
      route("content/catalogue/:id", "admin/content/catalogue/editor.tsx", {
        id: id("admin-catalogue-editor"),
      }),
      route("content/sections", "admin/content/sections/list.tsx", {
        id: id("admin-sections"),
      }),
      route("content/sections/:id", "admin/content/sections/editor.tsx", {
        id: id("admin-section"),
      }),
      route("content/preview/:kind/:id", "admin/content/preview.ts", {
        id: id("admin-preview"),
      }),
      route("photos", "admin/content/photos.ts", { id: id("admin-photos") }),
      // Delivered units (decision 033).
      route("units", "admin/units/list.tsx", { id: id("admin-units") }),
      route("units/new", "admin/units/new.tsx", { id: id("admin-units-new") }),
      route("units/template.xlsx", "admin/units/template.ts", { id: id("admin-units-template") }),
      route("units/:serial", "admin/units/unit.tsx", { id: id("admin-unit") }),
      route("units/:serial/qr.svg", "admin/units/qr.ts", { id: id("admin-unit-qr") }),
      route("units/:serial/label.pdf", "admin/units/label.ts", { id: id("admin-unit-label") }),
      route("units/:serial/papers/:id", "admin/units/paper.ts", { id: id("admin-unit-paper") }),
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
