import { mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, expect, it, vi } from "vitest";
import { findProductById } from "../../app/content/catalog/catalog.server";
import { openUnitsPart } from "../../server/units/setup";
import { phonePhoto } from "../fixtures/photos";
import { deliveredUnit, serviceRequestForm, FORMS_OPEN_AT } from "../fixtures/units";
import { PATIENT, VALID } from "../receiver/harness";
import { serveBuilt } from "../server/serve-built";
import { backupCommand, killHard, PATIENT_REPLICA } from "./ops-support";

/**
 * Issue 72 items 1, 2 and 8: an acknowledgement means the write is off the machine. An inquiry,
 * a unit's service request and a plant's request for two units (issue 74) with a photo each,
 * each followed by the machine's loss at once (the server,
 * Litestream and rclone killed the moment the answer arrives, DATA_DIR deleted): restored from
 * the file:// replica, both are there, the photo's files too.
 */
const work = mkdtempSync(join(tmpdir(), "acknowledged-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const health = async (origin: string) =>
  (await (await fetch(`${origin}/healthz`)).json()) as { replica?: { state: string } };

it("an inquiry and a photo acknowledged, then the machine lost at once: both restored", async () => {
  const data = join(work, "data");
  const replica = join(work, "replica");
  mkdirSync(data, { recursive: true });
  const units = openUnitsPart(data);
  const token = units.store.add(
    deliveredUnit(findProductById("480-035")!),
    "kim@example.com",
  ).token;
  // A second unit of the same customer and site: the plant's request names both.
  const second = units.store.add(deliveredUnit(findProductById("480-035")!), "kim@example.com");
  const plantToken = units.store.plants.byId(second.plantId!)!.token;
  const serials = [units.store.byToken(token)!.serial, second.serial];
  units.store.close();
  const env = {
    DATA_DIR: data,
    INQUIRY_DB: join(data, "inquiries.sqlite"),
    REPLICA_URL: `file://${replica}`,
    ...PATIENT_REPLICA,
    TEST_SITE_CLOCK_AT: FORMS_OPEN_AT,
  };
  const server = await serveBuilt(env, [], { keepOutput: true });
  await vi.waitFor(
    async () => expect((await health(server.origin)).replica?.state).toBe("ok"),
    PATIENT,
  );

  // Each acknowledgement waits for its write: the time it added, for the closing figures.
  const waits: number[] = [];
  const refs: string[] = [];
  for (let n = 1; n <= 8; n++) {
    const started = performance.now();
    const response = await fetch(`${server.origin}/f/inquiry`, {
      method: "POST",
      headers: { Accept: "application/json" },
      body: new URLSearchParams({ ...VALID, companyName: `확인 ${n} 주식회사` }),
    });
    waits.push(performance.now() - started);
    expect(response.status).toBe(200);
    refs.push(((await response.json()) as { ref: string }).ref);
  }
  console.log(`acknowledged inquiries in ${waits.map(Math.round).join(", ")} ms`);

  // A service request with a phone's photo; the machine is lost the moment it is answered.
  const form = serviceRequestForm(await phonePhoto());
  const request = await fetch(`${server.origin}/u/${token}/service`, {
    method: "POST",
    body: form,
    redirect: "manual",
  });
  expect(request.status).toBe(303);
  // The plant's request for both units, with a photo, acknowledged as every other.
  const plantForm = serviceRequestForm(await phonePhoto());
  plantForm.append("kind", "service");
  for (const serial of serials) plantForm.append("unit", serial);
  const plantRequest = await fetch(`${server.origin}/plant/${plantToken}/request`, {
    method: "POST",
    body: plantForm,
    redirect: "manual",
  });
  expect(plantRequest.status).toBe(303);
  server.expectExit();
  await killHard(server.pid);
  rmSync(data, { recursive: true, force: true });

  const restored = await backupCommand(["restore", "--from-replica"], env);
  expect(restored.code, restored.output).toBe(0);
  expect(restored.output).not.toMatch(/missing/i);
  const db = new Database(join(data, "inquiries.sqlite"), { readonly: true });
  const stored = db.prepare("SELECT ref FROM inquiries").pluck().all() as string[];
  const photoFiles = db.prepare("SELECT file FROM inquiry_photos").pluck().all() as string[];
  db.close();
  for (const ref of refs) expect(stored).toContain(ref);
  // The requests' rows and their photos' files came back with them.
  expect(stored.length).toBe(refs.length + 2);
  expect(photoFiles.length).toBe(2);
  const kept = readdirSync(join(data, "request-photos"));
  for (const file of photoFiles) expect(kept).toContain(file);
});
