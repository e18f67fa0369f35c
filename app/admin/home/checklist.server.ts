import { isDeepStrictEqual } from "node:util";
import type { AppLoadContext } from "react-router";
import { newestArchive } from "../../../server/backup/daily";
import type { LaunchSettings } from "../../../server/platform/launch";
import { company as sample, isUnnamedProcessor } from "../../content/company";
import { liveContent } from "../../content/live.server";
import { categories } from "../../content/catalog/categories";
import { figuresOf, findProductById, liveProducts } from "../../content/catalog/catalog.server";
import type { ProductFigures } from "../../content/catalog/figure-registry";
import { FACT_READINGS } from "../../content/claims";
import { emptyPages } from "../../empty-pages.server";
import type { UnitsPart } from "../../../server/units/setup";
import type { AboutContent, ClaimReading, Company, HomeContent } from "../../content/schemas";
import { liveAbout } from "../../content/about.server";
import { readingName } from "../content/home/words";
import {
  contradictoryAges,
  hasBuildingNumber,
  isSampleAddress,
  staleHistory,
} from "./public-facts.server";
import type { Vars } from "../../i18n/fill";
import type { Lang } from "../../i18n/lang";
import { pick } from "../../i18n/localized";
import { kst } from "../frame/inbox-words";
import { seoulDay } from "../../../server/inquiries/business-time";
import { mailStatus } from "../settings/mail/mail.server";
import { staffContext } from "../guard.server";
import { adminPath } from "../words";
import { homeWord, type HomeWordKey } from "./words";
import { purposeOpen, purposeOpensOn, type PrivacyPurpose } from "../../content/privacy";
import { seoulToday } from "../../lib/site-clock";
import { dayText } from "../../i18n/day-text";

/** One line of the owner's launch checklist: done or not, what to do, where it is fixed. */
export interface ChecklistItem {
  id:
    | "facts"
    | "registration"
    | "address"
    | "claims"
    | "ownerFacts"
    | "history"
    | "emptyPages"
    | "officer"
    | "processors"
    | "mail"
    | "backup"
    | "https"
    | "closedDays"
    | "privacyForms";
  title: string;
  done: boolean;
  text: string;
  href?: string;
  /** For a fact stated more than one way: each place that states one, and where it is set. */
  places?: { label: string; href: string }[];
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * The facts' fields that still hold the repository's sample value (app/content/company.ts), or
 * an address at a domain kept for examples ("sales@hanbitflow.example") that reaches no one.
 */
function samples(fields: Partial<Record<HomeWordKey, unknown>>, seed: typeof fields) {
  return (Object.keys(fields) as HomeWordKey[]).filter(
    (key) =>
      isDeepStrictEqual(fields[key], seed[key]) ||
      (typeof fields[key] === "string" && isSampleAddress(fields[key])),
  );
}

function item(
  lang: Lang,
  id: ChecklistItem["id"],
  done: boolean,
  text: string,
  href?: string,
): ChecklistItem {
  return { id, title: homeWord(lang, id), done, text, ...(href ? { href } : {}) };
}

/** The items said one of two ways: `<id>Done` or `<id>Todo` (the words must have both). */
type TwoWayId = {
  [Id in ChecklistItem["id"]]: `${Id}Done` | `${Id}Todo` extends HomeWordKey ? Id : never;
}[ChecklistItem["id"]];

/** An item done or to do, worded by its id, fixed on the back-office page at `path`. */
function twoWayItem(lang: Lang, id: TwoWayId, done: boolean, path: string, vars?: Vars) {
  return item(
    lang,
    id,
    done,
    homeWord(lang, `${id}${done ? "Done" : "Todo"}`, vars),
    adminPath(lang, path),
  );
}

/**
 * An item done once none of the facts `pickFacts` names is the repository's sample value any
 * more; its text names those that still are.
 */
function samplesItem(
  lang: Lang,
  id: "facts" | "officer",
  facts: Company,
  pickFacts: (c: Company) => Partial<Record<HomeWordKey, unknown>>,
): ChecklistItem {
  const left = samples(pickFacts(facts), pickFacts(sample));
  const fields = left.map((key) => homeWord(lang, key)).join(", ");
  return twoWayItem(lang, id, left.length === 0, "/content/company", { fields });
}

/**
 * The published facts that visitors see still equal to the repository's placeholders. The
 * address is not one: the repository's is the company's own (docs/product.md), so kept as it is
 * it is a real value, not a sample one.
 */
export function factsItem(lang: Lang, facts: Company): ChecklistItem {
  return samplesItem(lang, "facts", facts, (c) => ({
    fact_name: c.name,
    fact_ceo: c.ceo,
    fact_phone: c.phone,
    fact_fax: c.fax,
    fact_email: c.email,
  }));
}

/**
 * The privacy officer and the desk's address. The desk's name is not one: the repository's
 * ("관리팀") is the team of the company's organization chart (issue 59), a real value.
 */
export function officerItem(lang: Lang, facts: Company): ChecklistItem {
  return samplesItem(lang, "officer", facts, (c) => ({
    fact_officerName: c.privacyOfficer.name,
    fact_officerEmail: c.privacyOfficer.email,
    fact_deskEmail: c.privacyDesk.email,
  }));
}

/**
 * The hosting and mail providers (or any other) still under the placeholder's name, or with a
 * contact at a domain kept for examples.
 */
export function processorsItem(lang: Lang, facts: Company): ChecklistItem {
  const unnamed = facts.processors.filter(
    (processor) => isUnnamedProcessor(processor) || isSampleAddress(processor.contact),
  );
  const tasks = unnamed.map((processor) => pick(processor.task, lang)).join("; ");
  return twoWayItem(lang, "processors", unnamed.length === 0, "/content/company", { tasks });
}

/** The business registration number buyers check before anything else (사업자등록번호). */
export function registrationItem(lang: Lang, facts: Company): ChecklistItem {
  return twoWayItem(lang, "registration", Boolean(facts.businessNumber), "/content/company");
}

/** The address with its building's number after the road, as a visitor or a courier needs. */
export function addressItem(lang: Lang, facts: Company): ChecklistItem {
  const done = hasBuildingNumber(facts.address);
  const address = `${pick(facts.address.street, lang)} ${pick(facts.address.building, lang)}`;
  return twoWayItem(lang, "address", done, "/content/company", { address });
}

/**
 * The company's age as the public pages state it at once: when the places do not all say the
 * same, each place with its reading and where it is chosen. Both readings stay in the facts.
 */
export function claimsItem(
  lang: Lang,
  facts: Company,
  home: HomeContent,
  about: AboutContent,
): ChecklistItem {
  const statements = contradictoryAges(home, facts.claims, about);
  const places = statements.map(({ place, reading }) => ({
    label: reading.startsWith("year:")
      ? homeWord(lang, "place_history", { year: reading.slice(5) })
      : homeWord(lang, `place_${place}` as HomeWordKey, {
          reading: readingName(lang, reading as ClaimReading, facts.claims),
        }),
    href: adminPath(lang, place === "history" ? "/content/about" : "/content/home"),
  }));
  const done = places.length === 0;
  return {
    ...item(lang, "claims", done, homeWord(lang, done ? "claimsDone" : "claimsTodo")),
    ...(done ? {} : { places }),
  };
}

/**
 * The facts the sources state two ways or not at all, which only the owner can settle (issue
 * 73): the founding year and the years of service (chosen once for every page at
 * /admin/settings/readings), the makers' names, the AP sizes' torques and count, and how S70
 * and S80 differ (the catalogue). Each open one is named with where it is settled.
 */
export function ownerFactsItem(
  lang: Lang,
  facts: Company,
  content: { aboutPublished: boolean; figuresOf: (id: string) => ProductFigures | undefined },
): ChecklistItem {
  const { claims } = facts;
  const readings = adminPath(lang, "/settings/readings");
  const catalogue = adminPath(lang, "/content/catalogue");
  const aps = liveProducts().filter((product) => /^AP\d+$/.test(product.code));
  const ap = content.figuresOf(aps[0]?.id ?? "");
  const stated = ap?.kind === "actuator" ? ap.series?.sizes : undefined;
  const same = (a: string, b: string) =>
    JSON.stringify(content.figuresOf(a)) === JSON.stringify(content.figuresOf(b));
  const open: { label: string; href: string }[] = [
    ...(claims.chosen?.founded
      ? []
      : [
          {
            label: homeWord(lang, "fact_founded", { years: claims.foundedYears.join(", ") }),
            href: readings,
          },
        ]),
    ...(claims.chosen?.service
      ? []
      : [
          {
            label: homeWord(lang, "fact_service", {
              readings: FACT_READINGS.service
                .map((reading) => readingName(lang, reading, claims))
                .join(", "),
            }),
            href: readings,
          },
        ]),
    // The repository's company pages describe two of the three makers without their names.
    ...(content.aboutPublished
      ? []
      : [{ label: homeWord(lang, "fact_makers"), href: adminPath(lang, "/content/about") }]),
    ...(aps.some((product) => {
      const figures = content.figuresOf(product.id);
      return figures?.kind === "actuator" && figures.maxTorqueNm === undefined;
    })
      ? [{ label: homeWord(lang, "fact_apTorque"), href: catalogue }]
      : []),
    ...(stated !== undefined && stated !== aps.length
      ? [{ label: homeWord(lang, "fact_apSizes", { stated, listed: aps.length }), href: catalogue }]
      : []),
    ...(findProductById("s70") && findProductById("s80") && same("s70", "s80")
      ? [{ label: homeWord(lang, "fact_s70s80"), href: catalogue }]
      : []),
  ];
  const done = open.length === 0;
  return {
    ...item(lang, "ownerFacts", done, homeWord(lang, done ? "ownerFactsDone" : "ownerFactsTodo")),
    ...(done ? {} : { places: open }),
  };
}

/**
 * The forms and mails that wait for the privacy policy covering them (issue 79): each with the
 * day it opens, until the last is open.
 */
export function privacyFormsItem(lang: Lang, today: string): ChecklistItem {
  const waiting = WAITING_PURPOSES.filter(({ purpose }) => !purposeOpen(purpose, today));
  const list = waiting
    .map(({ purpose, word }) => `${homeWord(lang, word)} ${dayText(purposeOpensOn(purpose), lang)}`)
    .join(", ");
  const done = waiting.length === 0;
  return item(
    lang,
    "privacyForms",
    done,
    homeWord(lang, done ? "privacyFormsDone" : "privacyFormsTodo", { list }),
  );
}

const WAITING_PURPOSES: { purpose: PrivacyPurpose; word: HomeWordKey }[] = [
  { purpose: "unit-request", word: "purpose_unitRequest" },
  { purpose: "plant-request", word: "purpose_plantRequest" },
  { purpose: "service-reminders", word: "purpose_reminders" },
  { purpose: "search-words", word: "purpose_searchWords" },
];

/** The company's history when its newest entry is five or more years old. */
export function historyItem(lang: Lang, about: AboutContent, today: string): ChecklistItem {
  const year = staleHistory(about, today);
  return twoWayItem(lang, "history", year === undefined, "/content/about", { year: year ?? "" });
}

/** Where each kind of empty page is filled (an empty product group: the catalogue). */
const EMPTY_PLACES: Record<string, { word: HomeWordKey; path: string }> = {
  "/certificates": { word: "empty_certificates", path: "/content/certificates" },
  "/references": { word: "empty_references", path: "/units" },
  "/news": { word: "empty_news", path: "/content/news/new" },
  "/gallery": { word: "empty_gallery", path: "/content" },
};

/**
 * The public pages that are empty lists now (app/empty-pages.server.ts): each named, with where
 * its content is published. Done when the trust pages (인증현황, 납품실적) have content: a site
 * may well go public without notices, or with a series whose products are still to come.
 */
export function emptyPagesItem(lang: Lang, empty: readonly string[]): ChecklistItem {
  const places = empty.map((path) => {
    const known = EMPTY_PLACES[path];
    if (known) return { label: homeWord(lang, known.word), href: adminPath(lang, known.path) };
    const [, , categoryId, subId] = path.split("/");
    const category = categories.find((c) => c.id === categoryId);
    const group = category?.subcategories.find((s) => s.id === subId)?.name ?? category?.name;
    return {
      label: homeWord(lang, "empty_group", { group: group ? pick(group, lang) : path }),
      href: adminPath(lang, "/content/catalogue"),
    };
  });
  const done = !empty.includes("/certificates") && !empty.includes("/references");
  const key = !done ? "emptyPagesTodo" : places.length ? "emptyPagesDoneSome" : "emptyPagesDone";
  return {
    ...item(lang, "emptyPages", done, homeWord(lang, key)),
    ...(places.length ? { places } : {}),
  };
}

/**
 * Whether staff are told of inquiries: a mail server and a recipient set (back office or
 * environment), and a test mail gone through with them as they are now.
 */
export function mailItem(
  lang: Lang,
  status: { configured: boolean; lastTestAt?: string },
): ChecklistItem {
  const key = !status.configured ? "mailTodo" : status.lastTestAt ? "mailDone" : "mailUntested";
  const when = status.lastTestAt ? kst(status.lastTestAt) : "";
  return item(
    lang,
    "mail",
    key === "mailDone",
    homeWord(lang, key, { when }),
    adminPath(lang, "/settings/mail"),
  );
}

/** The newest archive in the backup folder (`npm run backup` and the daily backup write there). */
export async function backupItem(
  lang: Lang,
  settings: Pick<LaunchSettings, "backupDir">,
  now = Date.now(),
): Promise<ChecklistItem> {
  if (!settings.backupDir) return item(lang, "backup", false, homeWord(lang, "backupNoDir"));
  const newest = await newestArchive(settings.backupDir);
  const when = newest ? kst(new Date(newest).toISOString()) : "";
  const done = newest > 0 && now - newest < DAY;
  const key = done ? "backupDone" : newest ? "backupOld" : "backupNone";
  return item(lang, "backup", done, homeWord(lang, key, { when }));
}

/** The address this page was opened at (as the browser sent it) against SITE_URL, over HTTPS. */
export function httpsItem(lang: Lang, requestUrl: string, siteUrl: string): ChecklistItem {
  const here = new URL(requestUrl).origin;
  const site = new URL(siteUrl).origin;
  const key = !site.startsWith("https:")
    ? "httpsNotHttps"
    : here !== site
      ? "httpsOther"
      : "httpsDone";
  return item(lang, "https", key === "httpsDone", homeWord(lang, key, { here, site }));
}

/**
 * In December (Seoul), whether an owner has confirmed next year's closed days: the public
 * holidays by rule and the company's own days, checked against the government's announcement.
 * None in the other months.
 */
export function closedDaysItem(
  lang: Lang,
  now: number,
  isConfirmed: (year: number) => boolean,
): ChecklistItem | undefined {
  const today = seoulDay(now);
  if (today.slice(5, 7) !== "12") return undefined;
  const year = Number(today.slice(0, 4)) + 1;
  return twoWayItem(lang, "closedDays", isConfirmed(year), "/settings/closed-days", { year });
}

/** The references' rows as the public pages see them: the units store's delivered units. */
function referencesOf(context: AppLoadContext) {
  const units = (context as { units?: UnitsPart }).units;
  return units
    ? {
        references: {
          deliveries: () => units.store.deliveries(),
          edition: () => units.store.edition(),
        },
      }
    : undefined;
}

/**
 * The owner's checklist, in the order a launch goes: facts (and what a buyer checks first:
 * the registration number, the address, one age of the company, a current history, the trust
 * pages that are empty), privacy,
 * mail, backup, address;
 * in December, next year's closed days.
 * None on a server started without its settings (a test's partial site).
 */
export async function launchChecklist(
  request: Request,
  context: AppLoadContext,
  lang: Lang,
): Promise<ChecklistItem[] | undefined> {
  const settings = (context as { launch?: LaunchSettings }).launch;
  if (!settings) return undefined;
  const { company: facts, home } = liveContent();
  const about = liveAbout();
  const { services } = staffContext(context);
  const closedDays = closedDaysItem(lang, services.now(), services.closedDays.isConfirmed);
  return [
    factsItem(lang, facts),
    registrationItem(lang, facts),
    addressItem(lang, facts),
    claimsItem(lang, facts, home, about),
    ownerFactsItem(lang, facts, {
      aboutPublished: liveContent().about !== undefined,
      figuresOf: (id) => (findProductById(id) ? figuresOf(id) : undefined),
    }),
    historyItem(lang, about, seoulDay(services.now())),
    emptyPagesItem(lang, emptyPages(seoulDay(services.now()), referencesOf(context))),
    officerItem(lang, facts),
    processorsItem(lang, facts),
    mailItem(lang, mailStatus(context)),
    await backupItem(lang, settings),
    httpsItem(lang, request.url, settings.siteUrl),
    privacyFormsItem(lang, seoulToday()),
    ...(closedDays ? [closedDays] : []),
  ];
}
