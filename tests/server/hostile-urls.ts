/** Random and hostile URLs for the fuzz tests. A seeded generator: a failure names a case to replay. */
export function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SEGMENTS = [
  "",
  "en",
  "ko",
  "products",
  "pneumatic",
  "electric",
  "special",
  "sirca-valves",
  "pinch-valve",
  "rotary",
  "quarter-turn-480",
  "butterfly-valves",
  "ball-valves",
  "AP5",
  "ap5",
  "aP12",
  "480-006",
  "about",
  "company",
  "map",
  "gallery",
  "1",
  "0",
  "-1",
  "99999999999999999999",
  "contact",
  "support",
  "sitemap",
  "admin",
  "assets",
  "images",
  "favicon.svg",
  "_root.data",
  ".data",
  "..",
  ".",
  "%2e%2e",
  "%2f",
  "%5c",
  "\\",
  "%00",
  "%",
  "%ZZ",
  "%E0%A4%A",
  "%C0%AE",
  "%ED%95%9C",
  "한빛",
  "제품",
  "😀",
  "<script>alert(1)</script>",
  "'\"><img src=x onerror=alert(1)>",
  "${7*7}",
  "{{7*7}}",
  "..%2f..%2fetc%2fpasswd",
  "%252e%252e",
  "index.html",
  "a".repeat(300),
  "x".repeat(4000),
  "?",
  "#",
  ";",
  ",",
  "~",
  "@",
  "&",
  "=",
  "+",
  " ",
  "\t",
];
const QUERIES = [
  "",
  "page=1",
  "page=2",
  "page=13",
  "page=14",
  "page=0",
  "page=-3",
  "page=1e3",
  "page=2.5",
  "page=",
  "page",
  "page=abc",
  "page=%00",
  "page=99999999999999999999",
  "page=2&page=3",
  "lang=en",
  "lang=ko",
  "lang=fr",
  "lang=",
  "lang=EN",
  "lang=en&page=2",
  "lang=%00",
  "_data=root",
  "index",
  "product=ap5",
  "product=%3Cscript%3E",
  "q=" + "%".repeat(50),
  "a=" + "b".repeat(5000),
  "%%%",
  "&&&",
  "=&=",
  "__proto__=1",
  "constructor[prototype]=1",
];

function pick<T>(next: () => number, items: readonly T[]): T {
  return items[Math.floor(next() * items.length)]!;
}

export function hostileUrl(next: () => number): string {
  const depth = Math.floor(next() * 6);
  const segments = Array.from({ length: depth }, () => pick(next, SEGMENTS));
  const slashes = next() < 0.1 ? "//" : "/";
  const query = pick(next, QUERIES);
  return `http://localhost${slashes}${segments.join(next() < 0.1 ? "//" : "/")}${query ? `?${query}` : ""}`;
}
