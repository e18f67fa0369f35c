import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/route";
import { CONFIRMED, ConfirmAction, ConfirmStep } from "../../frame/ConfirmAction";
import { Csrf } from "../../frame/Csrf";
import { FormMessage } from "../../frame/FormMessage";
import { adminPageMeta, adminRouteMeta } from "../../frame/meta";
import { useWords } from "../../frame/use-admin";
import { audit, requireStaff } from "../../guard.server";
import { adminPath, requestAdminLang } from "../../words";
import { deletePaper, storePaper } from "../../../../server/units/papers";
import { PAPER_KINDS, SERVICE_KINDS, type PaperKind } from "../../../../server/units/kinds";
import { unitKindWord } from "../../../../server/units/kind-words";
import { findProductById } from "../../../content/catalog/catalog.server";
import { productPath } from "../../../content/catalog/paths";
import { datasheetLink } from "../../../documents/manifest.server";
import { fileSize } from "../../../documents/file-size";
import { localePath } from "../../../i18n/lang";
import { kst } from "../../../lib/seoul-time";
import { publicLink, unitOr404, unitsPart } from "../units.server";
import { unitsWord, type UnitsWordKey } from "../words";
import "../../settings/settings.css";
import "../units.css";

const DONE = [
  "added",
  "rotated",
  "paperAdded",
  "paperRemoved",
  "serviceAdded",
  "consentChanged",
] as const;

/**
 * A delivered unit's staff page (decision 033): its record, its public link with the QR code
 * and the label sheet, its papers (upload and remove), its service history, and the rotation of
 * its token when a label was lost or photographed.
 */
export function loader({ request, context, params }: Route.LoaderArgs) {
  requireStaff(request, context);
  const lang = requestAdminLang(request);
  const unit = unitOr404(context, params.serial);
  const { store } = unitsPart(context);
  const product = findProductById(unit.productId);
  const done = DONE.find((key) => key === new URL(request.url).searchParams.get("done"));
  return {
    meta: adminPageMeta(lang, unit.serial),
    unit: {
      serial: unit.serial,
      productCode: product?.code ?? unit.productCode,
      // Most names begin with the code shown before them.
      productName: product?.name[lang].startsWith(`${product.code} `)
        ? product.name[lang].slice(product.code.length + 1)
        : product?.name[lang],
      productHref: product && localePath(lang, productPath(product)),
      tag: unit.tag,
      site: unit.site,
      customer: unit.customer,
      industry: unit.industry,
      deliveredOn: unit.deliveredOn,
      inquiryRef: unit.inquiryRef,
      nameConsent: unit.nameConsent,
      region: unit.region,
      elastomer: unit.elastomer,
      created: `${kst(new Date(unit.createdAt).toISOString())} · ${unit.createdBy}`,
      links: { ko: publicLink(unit.token, "ko"), en: publicLink(unit.token, "en") },
    },
    datasheet: product && datasheetLink(product.id, lang),
    papers: store.papers(unit.id).map((paper) => ({
      id: paper.id,
      kind: paper.kind,
      name: paper.name,
      size: fileSize(paper.bytes),
    })),
    service: store.service(unit.id).map(({ kind, day }) => ({ kind, day })),
    // Requests sent from the unit's page, each an inquiry of the inbox (issue 58 item 5).
    requests: store
      .requests(unit.id)
      .map(({ kind, day, inquiryRef }) => ({ kind, day, inquiryRef })),
    done,
  };
}

export const meta = adminRouteMeta;

export async function action({ request, context, params }: Route.ActionArgs) {
  const account = requireStaff(request, context);
  const lang = requestAdminLang(request);
  const unit = unitOr404(context, params.serial);
  const { store, dataDir } = unitsPart(context);
  const form = await request.formData();
  const intent = form.get("intent");
  const back = (done: (typeof DONE)[number]) =>
    redirect(`${adminPath(lang, `/units/${unit.serial}`)}?done=${done}`);

  if (intent === "rotate") {
    // Without JavaScript the question comes back as a page of its own (ConfirmStep).
    if (form.get(CONFIRMED) !== "yes") return data({ confirm: "rotate" as const }, 200);
    store.rotateToken(unit.serial);
    audit(request, context, { action: "unit-token-rotated", target: unit.serial });
    throw back("rotated");
  }
  if (intent === "paper") {
    const kind = PAPER_KINDS.find((k) => k === form.get("kind")) as PaperKind | undefined;
    const file = form.get("file");
    if (!kind || !(file instanceof File) || file.size === 0) {
      return data({ paperError: unitsWord(lang, "paperMissing") }, 400);
    }
    const stored = await storePaper(dataDir, Buffer.from(await file.arrayBuffer()), file.name);
    if (!stored.ok) return data({ paperError: stored.message[lang] }, 400);
    store.addPaper(
      unit.id,
      { kind, file: stored.file.file, name: stored.file.name, bytes: stored.file.bytes },
      account.email,
    );
    audit(request, context, { action: "unit-paper-added", target: unit.serial, detail: kind });
    throw back("paperAdded");
  }
  if (intent === "remove-paper") {
    const removed = store.removePaper(unit.id, Number(form.get("paper")));
    if (removed) {
      await deletePaper(dataDir, removed.file);
      audit(request, context, {
        action: "unit-paper-removed",
        target: unit.serial,
        detail: removed.kind,
      });
    }
    throw back("paperRemoved");
  }
  if (intent === "consent") {
    // The references name the customer from this moment, or stop naming it (decision 036).
    const consent = form.get("consent") === "on";
    if (consent !== unit.nameConsent) {
      store.setNameConsent(unit.serial, consent);
      audit(request, context, {
        action: "unit-consent-changed",
        target: unit.serial,
        detail: consent ? "yes" : "no",
      });
    }
    throw back("consentChanged");
  }
  if (intent === "service") {
    const kind = SERVICE_KINDS.find((k) => k === form.get("kind"));
    const day = String(form.get("day") ?? "");
    const valid =
      /^\d{4}-\d{2}-\d{2}$/.test(day) &&
      new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;
    if (!kind || !valid) return data({ serviceError: unitsWord(lang, "err_date") }, 400);
    store.addService(unit.id, { kind, day }, account.email);
    audit(request, context, { action: "unit-service-added", target: unit.serial, detail: kind });
    throw back("serviceAdded");
  }
  return data({ paperError: unitsWord(lang, "errors") }, 400);
}

export default function UnitPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lang } = useWords();
  const t = (key: UnitsWordKey, vars?: Record<string, string | number>) =>
    unitsWord(lang, key, vars);
  const { unit, papers, service, done } = loaderData;
  const base = adminPath(lang, `/units/${unit.serial}`);
  const doneText =
    done &&
    {
      added: t("added", { serial: unit.serial }),
      rotated: t("rotated"),
      paperAdded: t("paperAdded"),
      paperRemoved: t("paperRemoved"),
      serviceAdded: t("serviceAdded"),
      consentChanged: t("consentChanged"),
    }[done];
  const paperError = actionData && "paperError" in actionData ? actionData.paperError : undefined;
  const serviceError =
    actionData && "serviceError" in actionData ? actionData.serviceError : undefined;
  const confirming = actionData && "confirm" in actionData;
  const rotateFields = (
    <>
      <Csrf />
      <input type="hidden" name="intent" value="rotate" />
    </>
  );
  const rotateWords = {
    label: t("rotate"),
    question: t("rotateConfirm"),
    confirm: t("rotate"),
    cancel: t("cancel"),
  };
  return (
    <>
      <p>
        <Link to={adminPath(lang, "/units")}>{t("back")}</Link>
      </p>
      <h1>{unit.serial}</h1>
      <FormMessage kind="done" text={doneText} />

      <section className="admin-card" aria-labelledby="unit-facts">
        <h2 id="unit-facts">{t("facts")}</h2>
        <dl className="units-facts">
          <dt>{t("product")}</dt>
          <dd>
            {unit.productHref ? (
              <a href={unit.productHref}>
                {unit.productCode} {unit.productName}
              </a>
            ) : (
              unit.productCode
            )}
          </dd>
          <dt>{t("tag")}</dt>
          <dd>{unit.tag || "—"}</dd>
          <dt>{t("site")}</dt>
          <dd>{unit.site || "—"}</dd>
          <dt>{t("customer")}</dt>
          <dd>
            {unit.customer || "—"} ({t(unit.nameConsent ? "consentYes" : "consentNo")})
          </dd>
          <dt>{t("region")}</dt>
          <dd>{unit.region || "—"}</dd>
          <dt>{t("industry")}</dt>
          <dd>{t(`industry.${unit.industry}`)}</dd>
          {unit.elastomer && (
            <>
              <dt>{t("elastomer")}</dt>
              <dd>{unit.elastomer}</dd>
            </>
          )}
          <dt>{t("deliveredOn")}</dt>
          <dd>{unit.deliveredOn ?? "—"}</dd>
          <dt>{t("inquiry")}</dt>
          <dd>
            {unit.inquiryRef ? (
              <Link to={adminPath(lang, `/inquiries/${unit.inquiryRef}`)}>{unit.inquiryRef}</Link>
            ) : (
              "—"
            )}
          </dd>
          <dt>{t("created")}</dt>
          <dd>{unit.created}</dd>
        </dl>
        <Form method="post" className="units-consent">
          <Csrf />
          <input type="hidden" name="intent" value="consent" />
          <div className="settings-field">
            <label className="units-check">
              <input
                type="checkbox"
                name="consent"
                defaultChecked={unit.nameConsent}
                aria-describedby="unit-consent-hint"
              />{" "}
              {t("consent")}
            </label>
            <p id="unit-consent-hint" className="admin-hint">
              {t("consentHint")}
            </p>
          </div>
          <p>
            <button type="submit" className="admin-button-secondary">
              {t("consentSave")}
            </button>
          </p>
        </Form>
      </section>

      <section className="admin-card" aria-labelledby="unit-public">
        <h2 id="unit-public">{t("publicPage")}</h2>
        <ul className="units-papers">
          <li>
            {t("publicKo")}:{" "}
            <a className="units-link" href={unit.links.ko}>
              {unit.links.ko}
            </a>
          </li>
          <li>
            {t("publicEn")}:{" "}
            <a className="units-link" href={unit.links.en} hrefLang="en">
              {unit.links.en}
            </a>
          </li>
        </ul>
        <div className="units-qr">
          <img
            src={`${base}/qr.svg`}
            alt={t("qrAlt", { serial: unit.serial })}
            width={160}
            height={160}
          />
          <ul className="units-papers">
            <li>
              <a href={`${base}/qr.svg`} download={`${unit.serial}.svg`}>
                {t("qrSvg")}
              </a>
            </li>
            <li>
              <a href={`${base}/label.pdf`} type="application/pdf">
                {t("label")}
              </a>
            </li>
          </ul>
        </div>
        <h3>{t("rotateTitle")}</h3>
        <p className="admin-hint">{t("rotateText")}</p>
        {confirming ? (
          <ConfirmStep fields={rotateFields} words={rotateWords} back={base} />
        ) : (
          <ConfirmAction fields={rotateFields} words={rotateWords} />
        )}
      </section>

      <section className="admin-card" aria-labelledby="unit-papers">
        <h2 id="unit-papers">{t("papers")}</h2>
        <ul className="units-papers">
          {loaderData.datasheet && (
            <li>
              <a href={loaderData.datasheet.href} type="application/pdf">
                {loaderData.datasheet.label}
              </a>
              <span className="admin-hint">{t("datasheet")}</span>
            </li>
          )}
          {papers.map((paper) => (
            <li key={paper.id}>
              <a href={`${base}/papers/${paper.id}`} type="application/pdf">
                {unitKindWord(lang, `paper.${paper.kind}`)}: {paper.name}
              </a>
              <span>(PDF, {paper.size})</span>
              <Form method="post">
                <Csrf />
                <input type="hidden" name="intent" value="remove-paper" />
                <input type="hidden" name="paper" value={paper.id} />
                <button type="submit" className="admin-button-secondary">
                  {t("removePaper")}
                  <span className="sr-only">: {paper.name}</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
        {papers.length === 0 && <p>{t("noPapers")}</p>}
        <FormMessage text={paperError} />
        <Form method="post" encType="multipart/form-data" className="settings-form">
          <Csrf />
          <input type="hidden" name="intent" value="paper" />
          <div className="settings-field">
            <label htmlFor="paper-kind">{t("paperKind")}</label>
            <select id="paper-kind" name="kind" defaultValue="test-report">
              {PAPER_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {unitKindWord(lang, `paper.${kind}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="settings-field">
            <label htmlFor="paper-file">{t("paperFile")}</label>
            <input id="paper-file" name="file" type="file" accept=".pdf,application/pdf" required />
          </div>
          <p>
            <button type="submit">{t("addPaper")}</button>
          </p>
        </Form>
      </section>

      <section className="admin-card" aria-labelledby="unit-service">
        <h2 id="unit-service">{t("service")}</h2>
        {service.length === 0 ? (
          <p>{t("noService")}</p>
        ) : (
          <ul className="units-papers">
            {service.map((entry, index) => (
              <li key={`${entry.day}-${index}`}>
                <time dateTime={entry.day}>{entry.day}</time>{" "}
                {unitKindWord(lang, `service.${entry.kind}`)}
              </li>
            ))}
          </ul>
        )}
        {loaderData.requests.length > 0 && (
          <>
            <h3>{t("requests")}</h3>
            <ul className="units-papers">
              {loaderData.requests.map((request) => (
                <li key={request.inquiryRef}>
                  <time dateTime={request.day}>{request.day}</time> {t(`request.${request.kind}`)}{" "}
                  <Link to={adminPath(lang, `/inquiries/${request.inquiryRef}`)}>
                    {request.inquiryRef}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
        <FormMessage text={serviceError} />
        <Form method="post" className="settings-form">
          <Csrf />
          <input type="hidden" name="intent" value="service" />
          <div className="settings-field">
            <label htmlFor="service-kind">{t("serviceKind")}</label>
            <select id="service-kind" name="kind" defaultValue="inspection">
              {SERVICE_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {unitKindWord(lang, `service.${kind}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="settings-field">
            <label htmlFor="service-day">{t("serviceDay")}</label>
            <input id="service-day" name="day" type="date" required />
          </div>
          <p className="admin-hint">{t("serviceHint")}</p>
          <p>
            <button type="submit">{t("addService")}</button>
          </p>
        </Form>
      </section>
    </>
  );
}
