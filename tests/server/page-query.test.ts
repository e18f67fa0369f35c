import { describe, expect, test } from "vitest";
import { pageUrl } from "../../server/http/page-query";

/** Which URL a request really asks for, once the parameters its page does not read are gone. */
describe("pageUrl", () => {
  test.each([
    // Campaign and tracking parameters leave every page as it is.
    ["/", "?utm_source=x&utm_medium=cpc", "/"],
    [
      "/en/products/electric/quarter-turn-480",
      "?utm_source=x",
      "/en/products/electric/quarter-turn-480",
    ],
    ["/about", "?gclid=abc&fbclid=def", "/about"],
    ["/products", "?n_media=27758&n_query=밸브&n_rank=1", "/products"],
    ["/gallery/1", "?page=2", "/gallery/1"],
    // Catalogue listings read the page number; page 1 and values the page ignores are page 1.
    ["/products/pneumatic/rotary", "?page=2&utm_source=x", "/products/pneumatic/rotary?page=2"],
    [
      "/en/products/pneumatic/rotary",
      "?utm_campaign=y&page=13",
      "/en/products/pneumatic/rotary?page=13",
    ],
    ["/products/electric", "?page=3", "/products/electric?page=3"],
    ["/products/pneumatic/rotary", "?page=1", "/products/pneumatic/rotary"],
    ["/products/pneumatic/rotary", "?page=abc", "/products/pneumatic/rotary"],
    ["/products/pneumatic/rotary", "?page=02", "/products/pneumatic/rotary"],
    ["/products/pneumatic/rotary", "?page=2&page=3", "/products/pneumatic/rotary?page=2"],
    // The contact form reads the product of Request Quote, the thank-you page its reference.
    ["/contact", "?product=ap5&gclid=1", "/contact?product=ap5"],
    ["/en/support", "?product=AP5", "/en/support?product=AP5"],
    ["/contact", "?product=", "/contact"],
    [
      "/en/contact/thanks",
      "?ref=HF-20261122-000001&utm_source=mail",
      "/en/contact/thanks?ref=HF-20261122-000001",
    ],
    ["/about", "?product=ap5&ref=x", "/about"],
    // An unknown language value is ignored like any unread parameter.
    ["/about", "?lang=fr", "/about"],
    ["/nope", "?q=<script>", "/nope"],
  ])("%s%s -> %s", (path, search, expected) => {
    expect(pageUrl(path, search)).toBe(expected);
  });

  test.each([
    // ?lang redirects keep every parameter, so React Router gets the URL as it came.
    ["/about", "?lang=en&utm_source=x"],
    ["/en", "?lang=ko"],
    // Route data requests carry the client router's own parameters.
    ["/products/pneumatic/rotary.data", "?page=2&_routes=ko%2Fcategory"],
    ["/__manifest", "?p=%2Fabout&version=abc123"],
  ])("%s%s goes to React Router as it came", (path, search) => {
    expect(pageUrl(path, search)).toBeUndefined();
  });
});
