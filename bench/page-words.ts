import type { AboutContent, HomeContent } from "../app/content/schemas";
import { contentDatabase, openContentStore } from "../server/content/store";
import { lighthouseOf, type LighthouseFigures } from "./lighthouse";
import { pageBytes, type PageBytes } from "./page-bytes";
import { LANGS, inLang, kb } from "./site";

/**
 * Every page's words are staff's (docs/decisions/022-page-words-as-content.md): the home page and
 * the company pages after a published edit, as the budgets ask (bytes and Lighthouse), and how
 * long the edit takes to reach the page on the running server.
 */
export interface PageWordsFigures {
  /** From the publish call to the first answer of the page that shows the new words (ms). */
  publishToLive: { home: number; about: number };
  bytes: (PageBytes & { page: string })[];
  lighthouse: LighthouseFigures[];
}

const PATHS = [
  { name: "home, edited", path: "/" },
  { name: "CEO message, edited", path: "/about" },
  { name: "history, edited", path: "/about/company" },
];

/** Longer words, the same shape: what staff might type, twice as much. */
const longer = (text: { ko: string; en: string }) => ({
  ko: `${text.ko} ${text.ko}`,
  en: `${text.en} ${text.en}`,
});

/** The time until `url` answers with `words` in it, polling every 10 ms. */
async function untilShown(url: string, words: string, since: number): Promise<number> {
  for (;;) {
    if ((await (await fetch(url)).text()).includes(words))
      return Math.round(performance.now() - since);
    if (performance.now() - since > 10_000) throw new Error(`${url} never showed "${words}"`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export async function measurePageWords(
  origin: string,
  dataDir: string,
  runs: number,
): Promise<PageWordsFigures> {
  const store = openContentStore(contentDatabase(dataDir));
  const by = "bench@hanbitflow.example";
  let home: number;
  let about: number;
  try {
    const copy = structuredClone(store.get("home", "home")!.draft as HomeContent);
    copy.heroSentences = [longer(copy.heroSentences[0]!), longer(copy.heroSentences[1]!)];
    copy.heroText = longer(copy.heroText);
    copy.figures[0] = { value: "1,200+", label: longer(copy.figures[0]!.label) };
    const homeDraft = store.get("home", "home")!;
    const saved = store.saveDraft("home", "home", copy, { by, baseVersion: homeDraft.version });
    if (!saved.ok) throw new Error(saved.message);
    let start = performance.now();
    const published = store.publish("home", "home", { by, baseVersion: saved.item.version });
    if (!published.ok) throw new Error(published.message);
    home = await untilShown(`${origin}/`, "<dd>1,200+</dd>", start);

    const words = structuredClone(store.get("about", "about")!.draft as AboutContent);
    const added = "웹사이트에서 견적 요청 접수 시작";
    words.history.events.push({ date: "2026.11", event: { ko: added, en: "Quotes on the web" } });
    const { paragraphs } = words.ceoMessage;
    words.ceoMessage.paragraphs = {
      ko: [...paragraphs.ko, ...paragraphs.ko],
      en: [...paragraphs.en, ...paragraphs.en],
    };
    const aboutItem = store.get("about", "about")!;
    const aboutSaved = store.saveDraft("about", "about", words, {
      by,
      baseVersion: aboutItem.version,
    });
    if (!aboutSaved.ok) throw new Error(aboutSaved.message);
    start = performance.now();
    const aboutLive = store.publish("about", "about", { by, baseVersion: aboutSaved.item.version });
    if (!aboutLive.ok) throw new Error(aboutLive.message);
    about = await untilShown(`${origin}/about/company`, added, start);
  } finally {
    store.close();
  }

  const text = async (url: string) => (await fetch(url)).text();
  const targets = PATHS.flatMap(({ name, path }) =>
    LANGS.map((lang) => ({ page: `${name} (${lang})`, url: origin + inLang(lang, path) })),
  );
  const bytes = [];
  for (const target of targets)
    bytes.push({ page: target.page, ...(await pageBytes(target.url, text)) });
  return { publishToLive: { home, about }, bytes, lighthouse: await lighthouseOf(targets, runs) };
}

/** The figures as a Markdown section of the results. */
export function pageWordsSection(figures: PageWordsFigures, runs: number): string[] {
  return [
    "",
    "## Every page's words after a published edit",
    "",
    `A published edit reached the page in ${figures.publishToLive.home} ms (home: longer sentences and text, a new headline figure) and ${figures.publishToLive.about} ms (company pages: the message twice as long, an event added). Then, with those words (gzip KB; Lighthouse median of ${runs}):`,
    "",
    "| page | HTML | CSS | initial JS | performance | accessibility | best practices | SEO | LCP ms | CLS |",
    "|---|---|---|---|---|---|---|---|---|---|",
    ...figures.bytes.map((b, i) => {
      const l = figures.lighthouse[i]!;
      return `| ${b.page} | ${kb(b.html)} | ${kb(b.css)} | ${kb(b.js)} | ${l.performance} | ${l.accessibility} | ${l.bestPractices} | ${l.seo} | ${Math.round(l.lcp)} | ${l.cls.toFixed(3)} |`;
    }),
  ];
}
