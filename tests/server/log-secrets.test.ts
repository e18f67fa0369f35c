import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { findProductById } from "../../app/content/catalog/catalog.server";
import { openUnitsStore } from "../../server/units/store";
import { deliveredUnit, FORMS_OPEN_AT } from "../fixtures/units";
import { PATIENT } from "../receiver/harness";
import { serveBuilt } from "./serve-built";

/**
 * What the built server writes to its log (issue 71, item 6): a token in a path never reaches
 * it by any spelling a router reads, and a CSRF token that is not the cookie's, whatever its
 * bytes, is refused with a 4xx, not a 500 and a stack.
 */
let server: Awaited<ReturnType<typeof serveBuilt>>;
/** A real delivered unit's token: its page answers 200 at /u/{token}. */
let realUnit: string;
const dataDir = mkdtempSync(join(tmpdir(), "log-secrets-"));
beforeAll(async () => {
  const units = openUnitsStore(join(dataDir, "units.sqlite"));
  realUnit = units.add(deliveredUnit(findProductById("480-035")!), "kim@example.com").token;
  units.close();
  server = await serveBuilt({ DATA_DIR: dataDir, TEST_SITE_CLOCK_AT: FORMS_OPEN_AT }, [], {
    keepOutput: true,
  });
});
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const UNIT = "Kd8sW2pQ5xZ7mLcR";
const NONCE = "Nq4kT8vWz2LpR6mY0cX3bHdF";
const MAC = "q7ZxR2mN8vLk4pT0wYc6HbJd3sFgAe9u";
const INVITATION = "q7ZxR2mN8vLk4pT0wYc6HbJd3sFgAe9uIoPl1KjXn5M";
/** A plant's token of small letters and digits: only its place gives it away. */
const PLANT = "k3m9x2q7w5z8p4r6";

/** Each spelling a router may read as the unit's page, and the other token-bearing paths. */
const SPELLINGS = [
  `//u/${UNIT}`,
  `/u//${UNIT}`,
  `/en//u/${UNIT}`,
  `/%75/${UNIT}`,
  `/%2575/${UNIT}`,
  `/U/${UNIT}`,
  `/EN/u/${UNIT}`,
  `/u/${UNIT}/`,
  `/u/${UNIT}?x`,
  `/u%2F${UNIT}`,
  `/u/${UNIT}.data`,
  `/en/u/${UNIT}/service`,
  `/quotation/1.${NONCE}.${MAC}`,
  `/en//quotation/1.${NONCE}.${MAC}`,
  `/admin/join/${INVITATION}`,
  // A route that carries a token and is not listed by name (a later one's): its look.
  `/desk/${UNIT}`,
  // A plant's desk, its files and its request (decision 046), in the spellings a router reads.
  `/plant/${PLANT}`,
  `//plant/${PLANT}`,
  `/en//plant/${PLANT}`,
  `/%70lant/${PLANT}`,
  `/plant/${PLANT}/plan.xlsx`,
  `/en/plant/${PLANT}/sheet.pdf`,
  `/plant/${PLANT}/calendar.ics?x`,
  `/en/plant/${PLANT}/request`,
];

/** A request with its path exactly as written (fetch would tidy `//` and `%75`). */
function send(method: string, path: string, headers: Record<string, string> = {}, body = "") {
  const { hostname, port } = new URL(server.origin);
  return new Promise<{ status: number; id: string; text: string }>((resolve, reject) => {
    const sent = request({ host: hostname, port, method, path, headers }, (answer) => {
      let text = "";
      answer.setEncoding("utf8");
      answer.on("data", (chunk: string) => (text += chunk));
      answer.on("end", () =>
        resolve({ status: answer.statusCode!, id: String(answer.headers["x-request-id"]), text }),
      );
    });
    sent.on("error", reject);
    sent.end(body);
  });
}

const logged = (id: string) => server.output().includes(`"id":"${id}"`);

describe("the log", () => {
  it("holds no token of a path, by any spelling, in the request log or the vitals line", async () => {
    const ids: string[] = [];
    for (const path of SPELLINGS) {
      ids.push((await send("GET", path)).id);
      const figure = {
        name: "LCP",
        value: 900,
        rating: "good",
        id: "v5-1",
        navigationType: "navigate",
        page: path,
      };
      const vitals = await send(
        "POST",
        "/vitals",
        { "Content-Type": "text/plain" },
        JSON.stringify(figure),
      );
      expect(vitals.status, path).toBe(204);
    }
    // A refused post names its path in a line of its own.
    const refused = await send("POST", `/admin/join/${INVITATION}`, {
      "Content-Type": "application/x-www-form-urlencoded",
    });
    expect(refused.status).toBe(403);
    await vi.waitFor(() => {
      for (const id of [...ids, refused.id]) expect(logged(id)).toBe(true);
      const vitals = server.output().match(/^vitals .*$/gm) ?? [];
      expect(vitals).toHaveLength(SPELLINGS.length);
      // The refusal's own line is written to stderr, which may arrive after stdout's.
      expect(server.output()).toContain("Post to /admin/join/- refused");
    }, PATIENT);

    const log = server.output();
    for (const token of [UNIT, NONCE, MAC, INVITATION, PLANT]) expect(log).not.toContain(token);
    expect(log).toContain('"path":"/plant/-"');
    expect(log).toContain('"path":"/plant/-/plan.xlsx"');
    expect(log).toContain('"path":"/u/-"');
    expect(log).toContain('"path":"/en/u/-/service"');
    expect(log).toContain("vitals LCP=900 good navigate /quotation/-");
    expect(log).toContain("Post to /admin/join/- refused");
  });

  it("refuses a CSRF token of the cookie's length in characters, not in bytes, with a 403", async () => {
    const cookie = "t".repeat(43);
    const form = (csrf: string) => new URLSearchParams({ csrf, email: "a@example.com" }).toString();
    const before = server.output().length;
    for (const [sent, kept] of [
      ["é".repeat(43), cookie],
      [cookie, "é".repeat(43)],
    ]) {
      const answer = await send(
        "POST",
        "/admin/sign-in",
        {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: server.origin,
          "Sec-Fetch-Site": "same-origin",
          Cookie: `hf_csrf=${kept}`,
        },
        form(sent!),
      );
      expect(answer.status).toBe(403);
      await vi.waitFor(() => expect(logged(answer.id)).toBe(true), PATIENT);
    }
    const log = server.output().slice(before);
    expect(log).toContain("refused: CSRF token not the cookie's");
    expect(log).not.toMatch(/timingSafeEqual|Error|^\s+at /m);
  });
});

describe("a path that spells a letter as a %-escape", () => {
  it("gets the 404 page, for a real unit's token too, never its page or a 500", async () => {
    expect((await send("GET", `/u/${realUnit}`)).status).toBe(200);
    const escaped = `%${realUnit.charCodeAt(0).toString(16)}${realUnit.slice(1)}`;
    for (const [method, path] of [
      ["GET", `/%75/${realUnit}`],
      ["GET", `/%55/${realUnit}`],
      ["GET", `/en/%75/${realUnit}`],
      ["GET", `/%75/${realUnit}/service`],
      ["GET", `/%75/${realUnit}.data`],
      ["GET", `/u/${escaped}`],
      ["GET", `/%70lant/${PLANT}`],
      ["GET", `/%61bout`],
      ["POST", `/%75/${realUnit}/service`],
      ["POST", `/f/%69nquiry`],
    ] as const) {
      const answer =
        method === "GET"
          ? await send(method, path)
          : await send(method, path, { "Content-Type": "text/plain" }, "x");
      expect(answer.status, `${method} ${path}`).toBe(404);
      if (method === "GET") expect(answer.text, path).toContain("<code>");
      expect(answer.text, path).not.toContain("화성 정수장");
    }
    expect(server.output()).not.toMatch(/"status":5\d\d/);
  });
});
