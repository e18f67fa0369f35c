import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import type { ServerBuild } from "react-router";
import { tmpdir } from "node:os";
import { afterAll, beforeAll, expect, test } from "vitest";
import { findProductById } from "../../app/content/catalog/catalog.server";
import { adminDoorOf } from "../../server/admin/body-limit";
import { setUpStaff } from "../../server/admin/setup";
import { openStore } from "../../server/inquiries/store";
import { answerPath } from "../../server/inquiries/send-quotation";
import { declaredDoors } from "../../server/platform/body";
import { readConfig } from "../../server/platform/config";
import { openUnitsPart } from "../../server/units/setup";
// The server's own doors are declared by the modules that answer them: all of them loaded.
import "../../server/start";
import { deliveredUnit, FORMS_OPEN_AT } from "../fixtures/units";
import { STORED } from "../receiver/harness";
import {
  corpusBody,
  inputsFor,
  routesWithoutDoor,
  sendChunks,
  sendCorpus,
  type Answered,
  type CorpusInput,
} from "../hostile-corpus";
import { byteByByte, cutAt, peerBodies, sampleBodies, whole } from "../hostile-bodies";
import { BUILD } from "./built-site";
import { serveBuilt } from "./serve-built";

/**
 * Issue 63 item 3 and issue 71 item 2: every route that takes a body gets the hostile corpus,
 * signed out and, for the back office, signed in, over real sockets to the built server. The
 * routes are not listed here: they are Hono's route table as the server writes it
 * (ROUTE_TABLE) and React Router's actions, each in both languages and, for the back office,
 * as `.data` too, with real values for their parameters (a unit's token, a signed quotation
 * link, a plant's token). The corpus is the hand-made hostile inputs, the multipart parsers' own test cases
 * (tests/fixtures/peer-bodies/), browser-like bodies cut inside a part, sent one byte a chunk
 * or compressed. Each is answered, never hung and never with a 5xx (the hand-made ones: a
 * 4xx), while /healthz, asked every 100 ms, is never held for seconds, the server's memory
 * stays bounded and it never ends, and no file is left in `incoming/`.
 */

const TOKEN = "c".repeat(43);
let site: Awaited<ReturnType<typeof serveBuilt>>;
let ownerCookie: string;
/** A real value for each parameter a route's pattern names. */
let params: Record<string, string[]>;
let routeTable: { method: string; path: string }[];
let build: ServerBuild;

beforeAll(async () => {
  const tableFile = join(tmpdir(), `routes-${process.pid}.json`);
  site = await serveBuilt({
    BODY_STALL_SECONDS: "1",
    ROUTE_TABLE: tableFile,
    TEST_SITE_CLOCK_AT: FORMS_OPEN_AT,
  });
  routeTable = JSON.parse(readFileSync(tableFile, "utf8")) as typeof routeTable;
  build = (await import(pathToFileURL(join(BUILD, "server/index.js")).href)) as ServerBuild;
  const staff = setUpStaff(readConfig({ DATA_DIR: site.dir }));
  const { account, token } = staff.accounts.invite("owner@example.com", "owner");
  staff.accounts.completeInvitation(token, account.id);
  ownerCookie = `hf_staff=${staff.sessions.create(account.id, "full", "127.0.0.1")}`;
  staff.close();
  const units = openUnitsPart(site.dir);
  const unit = units.store.add(deliveredUnit(findProductById("480-035")!), "kim@example.com");
  const unitToken = unit.token;
  // The unit's plant (its customer and site), whose page takes one request for several units.
  const plantToken = units.store.plants.byId(unit.plantId!)!.token;
  // A plant contact's opt-out link: its POST reads a body (server/plants/unsubscribe.ts).
  const unsubscribeToken = units.store.plants.addContact(
    unit.plantId!,
    {
      name: "김정비",
      email: "planner@example.com",
      lang: "ko",
      consentAt: Date.now(),
      consentHow: "서면 동의",
      consentPolicy: "2026-11-27",
      nightConsent: false,
    },
    "owner@example.com",
  ).unsubscribeToken;
  units.store.close();
  params = {
    formKey: [readConfig({}).FORM_KEY],
    // No project is set here: the receiver answers its 404 before the body.
    project: ["hanbit"],
    unitToken: [unitToken],
    kind: ["service", "parts"],
    plantToken: [plantToken],
    quotationLink: [sentQuotationLink(site.dir)],
    unsubscribeToken: [unsubscribeToken],
  };
});
afterAll(() => site?.stop());

/** A quotation sent to a buyer, its signed link's last segment: its answer's body is read. */
function sentQuotationLink(dir: string): string {
  const store = openStore(join(dir, "inquiries.sqlite"));
  try {
    const inquiry = store.add({ ...STORED, lang: "ko" }, "off");
    const at = new Date();
    store.quotations.save(
      inquiry.id,
      {
        lines: [{ code: "480-035", name: "전동 액추에이터", note: "", quantity: 1, unitPrice: 1 }],
        terms: { validDays: 30, leadTime: "", payment: "", delivery: "", notes: "" },
      },
      "owner@example.com",
      at,
    );
    const draft = store.quotations.draft(inquiry.id)!;
    const issuedOn = at.toISOString().slice(0, 10);
    const quotation = store.quotations.issue(draft.id, {
      at,
      issuedOn,
      validUntil: new Date(at.getTime() + 30 * 86_400_000).toISOString().slice(0, 10),
      supplier: { name: "", ceo: "", address: "", phone: "", fax: "", email: "" },
      buyer: { company: "", name: "", email: "", phone: "", ref: inquiry.ref },
      queueMail: () =>
        store.replies.queueIn(
          inquiry.id,
          { subject: "q", body: "q", to: "b@x.example", replyTo: "k@x.example" },
          "owner@example.com",
          at,
        ),
    })!;
    return answerPath(store.quotations.key(), quotation, "ko").split("/").pop()!;
  } finally {
    store.close();
  }
}

interface Target {
  /** The route's pattern, or its id in React Router's manifest. */
  route: string;
  path: string;
  /** Its first spelling (Korean, not `.data`): the one sent all of the corpus. */
  first: boolean;
  admin: boolean;
}

/** Every path of every route that takes a body, from the routers' own tables. */
function targets(): Target[] {
  const found: Target[] = [];
  const used = new Set<string>();
  // Named, before anything is sent: a route that reads a body without its door.
  expect(routesWithoutDoor(routeTable, declaredDoors()), "routes without a declared door").toEqual(
    [],
  );
  const starred = routeTable.filter(({ path }) => path === "*" || path === "/*");
  expect(
    starred,
    "a route that takes a body on * cannot be sent the corpus: give it a pattern",
  ).toEqual([]);
  for (const { path } of routeTable) {
    let paths = [path];
    for (const [, name] of path.matchAll(/:(\w+)/g)) {
      const values = params[name!];
      expect(values, `no value for :${name} of ${path}: add one to params`).toBeDefined();
      used.add(name!);
      paths = paths.flatMap((p) => values!.map((value) => p.replace(`:${name}`, value)));
    }
    paths.forEach((concrete, i) =>
      found.push({ route: path, path: concrete, first: i === 0, admin: false }),
    );
  }
  // A value no route names is a parameter that is no longer mounted.
  expect([...used].sort()).toEqual(Object.keys(params).sort());
  const withAction = Object.entries(build.routes).filter(([, route]) => route?.module.action);
  for (const [id, route] of withAction) {
    // Public pages take no post (forms go to the receiver); every back-office action has a door.
    expect(id, `${id} takes a body outside the back office`).toMatch(/^staff\//);
    const sub = route!.path!.replace(/:\w+/g, "HF-00000000-000001");
    expect(adminDoorOf(`/admin/${sub}`), `no door for ${id} (/admin/${sub})`).toBeDefined();
    for (const lang of ["", "/en"]) {
      for (const data of ["", ".data"]) {
        const first = lang === "" && data === "";
        found.push({ route: id, path: `${lang}/admin/${sub}${data}`, first, admin: true });
      }
    }
  }
  return found;
}

test("the routers hold every door, and every door is a route", () => {
  const all = targets();
  expect(all.filter((target) => !target.admin).length).toBeGreaterThanOrEqual(8);
  expect(all.filter((target) => target.admin).length).toBeGreaterThan(100);
  // Each declared door answers some route (its sample's shape): none is left unreached.
  for (const door of declaredDoors()) {
    const pattern = new RegExp(
      `^${door.sample.replace(/\{[^}]+\}|HF-[0-9-]+/g, "[^/]+").replace(/[.]/g, "\\.")}$`,
    );
    const reached = all.some((target) => pattern.test(target.path));
    expect(reached, `door ${door.name} (${door.sample}) is no route's`).toBe(true);
  }
});

/**
 * A bound for an answer that hangs (a reader waiting for the end of a body, a parser stuck in
 * one, a stall kept for Node's 300 s), never a measure: the whole suite shares 2 cores here.
 * bench/hostile-corpus.ts measures the answers and /healthz beside them.
 */
const HUNG_MS = 10_000;

/** Who sends: a stranger, and for the back office a signed-in owner too. */
function senders(target: Target) {
  const stranger = { who: "signed out", cookie: "", csrf: undefined as string | undefined };
  if (!target.admin) return [stranger];
  return [
    { ...stranger, cookie: `hf_csrf=${TOKEN}`, csrf: TOKEN },
    { who: "signed in", cookie: `${ownerCookie}; hf_csrf=${TOKEN}`, csrf: TOKEN },
  ];
}

test("every route answers the corpus, never hung, and the server stays up", async () => {
  const waits: number[] = [];
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const started = performance.now();
      const health = await fetch(`${site.origin}/healthz`);
      await health.arrayBuffer();
      waits.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const all = targets();
  // Warmed first: each route's page rendered once and the work pool's thread started (a
  // photo checked), so that what is measured is what the corpus costs.
  for (const target of all.filter((t) => t.first)) {
    for (const { cookie, csrf } of senders(target)) {
      const headers = { ...(cookie && { Cookie: cookie }), Origin: site.origin };
      for (const input of ["bidi-controls", "file-lies"] as const)
        await sendCorpus(site.origin, target.path, corpusBody(input, csrf), headers);
    }
  }
  const before = site.rss();
  const failures: string[] = [];
  const stalls: Promise<void>[] = [];
  const peers = peerBodies();
  const samples = sampleBodies();
  const multipartSample = samples[0]!;
  let sentCount = 0;
  let turn = 0;
  for (const target of all) {
    for (const { who, cookie, csrf } of senders(target)) {
      const headers = {
        ...(cookie && { Cookie: cookie }),
        Origin: site.origin,
        "Sec-Fetch-Site": "same-origin",
      };
      const what = (input: string, answer: Answered) =>
        `${target.path} ${who} ${input}: ${answer.status} in ${Math.round(answer.ms)} ms`;
      // The hand-made inputs, to each route's first spelling: a stranger gets a 4xx.
      const inputs = target.first ? inputsFor(["multipart", "json"]) : [];
      for (const input of inputs) {
        const check = (answer: Answered) => {
          sentCount += 1;
          // Staff may post their own words with such characters and get the form again to mend
          // them, or a file checked by its bytes: never a 5xx. Strangers get a 4xx.
          const staffsOwn =
            who === "signed in" && (input === "bidi-controls" || input === "file-lies");
          // A small post signed out is sent to sign in, as every back-office post is.
          const toSignIn =
            who === "signed out" &&
            target.admin &&
            answer.status === 302 &&
            /\r\nlocation: \/(?:en\/)?admin(?:\/sign-in)?(?:\?|\r)/i.test(answer.text);
          const fine = toSignIn
            ? true
            : staffsOwn
              ? answer.status < 500
              : answer.status >= 400 && answer.status < 500;
          if (!fine || answer.ms > HUNG_MS) failures.push(what(input, answer));
        };
        // The stalls wait out the stall time together, not one after another.
        const sending = sendCorpus(site.origin, target.path, corpusBody(input, csrf), headers).then(
          check,
          (error) => void failures.push(`${target.path} ${who} ${input}: ${String(error)}`),
        );
        if (input === "stall") stalls.push(sending);
        else await sending;
      }
    }
  }
  await Promise.all(stalls);
  const handMade = site.rss() - before;
  for (const target of all) {
    for (const { who, cookie, csrf } of senders(target)) {
      const headers = {
        ...(cookie && { Cookie: cookie }),
        Origin: site.origin,
        "Sec-Fetch-Site": "same-origin",
      };
      const what = (input: string, answer: Answered) =>
        `${target.path} ${who} ${input}: ${answer.status} in ${Math.round(answer.ms)} ms`;
      // The generated inputs, to every spelling: never a 5xx, never hung. The first
      // spelling of a public route gets every peer case; the others take turns.
      const token = csrf ? Buffer.from(`csrf=${csrf}&`) : Buffer.alloc(0);
      const generated = [
        ...(target.first && !target.admin ? peers : [peers[turn++ % peers.length]!]),
        peers.find((peer) => peer.what.endsWith("many-noend"))!,
        cutAt(multipartSample, whole(multipartSample).length - 60),
        { ...byteByByte(samples[2]!), chunked: true },
        {
          ...samples[2]!,
          what: "gzip",
          chunks: [gzipSync(Buffer.concat([token, whole(samples[2]!)]))],
          gzip: true,
        },
      ];
      for (const body of generated) {
        const chunked = "chunked" in body;
        const encoding: Record<string, string> =
          "gzip" in body ? { "Content-Encoding": "gzip" } : {};
        try {
          const answer = await sendChunks(site.origin, target.path, body, {
            headers: { ...headers, ...encoding },
            chunked,
          });
          sentCount += 1;
          if (answer.status >= 500 || answer.ms > HUNG_MS) {
            failures.push(what(body.what, answer));
          }
        } catch (error) {
          failures.push(`${target.path} ${who} ${body.what}: ${String(error)}`);
        }
      }
    }
  }
  sampling = false;
  await sampler;
  expect(failures).toEqual([]);
  expect(sentCount).toBeGreaterThan(2_000);
  // The serving thread never held for seconds by a body (the bench: /healthz within 250 ms).
  expect(Math.max(...waits), `${waits.length} /healthz answers`).toBeLessThan(HUNG_MS / 2);
  // A reader that buffers would hold the 20 MB field at each of the routes, over a gigabyte;
  // rendering their forms again lifts the heap's high-water mark with the routes' count (the
  // plants' and readings' doors took it from about 95 MB to 109, 134 on a loaded machine).
  expect(handMade).toBeLessThan(160 * 1024 * 1024);
  // The generated bodies render every route's form again: 226 MB on a fresh CI machine once
  // the plants' doors came; a reader that buffered would hold gigabytes.
  expect(site.rss() - before).toBeLessThan(320 * 1024 * 1024);
  // Every body's files went with its answer.
  expect(readdirSync(join(site.dir, "incoming")).filter((name) => name.endsWith(".part"))).toEqual(
    [],
  );
});

test("a stalled body gives its room back: the same sender's next post is read", async () => {
  const unitToken = params.unitToken![0]!;
  const stalled = await sendCorpus(site.origin, `/u/${unitToken}/service`, corpusBody("stall"));
  expect(stalled.status).toBe(408);
  expect(stalled.text).toContain("김민준");
  const next = await sendCorpus(
    site.origin,
    `/u/${unitToken}/service`,
    corpusBody("bidi-controls" satisfies CorpusInput),
  );
  expect(next.status).toBe(422);
});
