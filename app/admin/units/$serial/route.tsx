import { Link } from "react-router";
import type { Route } from "./+types/route";
import { ConfirmAction, ConfirmStep } from "../../frame/ConfirmAction";
import { PostFields } from "../../frame/PostForm";
import { FormMessage } from "../../frame/FormMessage";
import { adminRouteMeta } from "../../frame/meta";
import { adminPath } from "../../words";
import { unitKindWord } from "../../../../server/units/kind-words";
import { unitFieldLabel, type UnitField as UnitFieldName } from "../../../../server/units/fields";
import {
  ConsentField,
  KindChoice,
  UnitField,
  UnitFields,
  UnitPost,
  useUnitsWords,
} from "../UnitForm";
import { loadUnit, unitAction } from "../unit.server";
import { DueText, LastService, PlanFields, PlanText, usePlantsWords } from "../../plants/PlantForm";
import "../../settings/settings.css";
import "../units.css";
import "../../plants/plants.css";

/** A delivered unit's staff page (rules in unit.server.ts). */
export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  loadUnit(request, context, params.serial);

export const meta = adminRouteMeta;

export const action = ({ request, context, params }: Route.ActionArgs) =>
  unitAction(request, context, params.serial);

export default function UnitPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, t } = useUnitsWords();
  const f = (field: UnitFieldName) => unitFieldLabel(lang, field);
  const p = usePlantsWords().t;
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
      edited: t("edited"),
      unchanged: t("unchanged"),
      planSet: p("planSet"),
      plantSet: p("plantSet"),
    }[done];
  const paperError = actionData && "paperError" in actionData ? actionData.paperError : undefined;
  const serviceError =
    actionData && "serviceError" in actionData ? actionData.serviceError : undefined;
  const confirming = actionData && "confirm" in actionData ? actionData.confirm : undefined;
  const editAnswer = actionData && "edit" in actionData ? actionData.edit : undefined;
  const planError = actionData && "planError" in actionData ? actionData.planError : undefined;
  const deleteError =
    actionData && "deleteError" in actionData ? actionData.deleteError : undefined;
  const { kept } = loaderData;
  /** A confirmed action's question and buttons: the action's own word on both its buttons. */
  const confirmWords = (action: "delete" | "rotate", question: string) => ({
    label: t(action),
    question,
    confirm: t(action),
    cancel: t("cancel"),
  });
  const deleteFields = <PostFields intent="delete" />;
  const deleteWords = confirmWords("delete", t("deleteConfirm", { serial: unit.serial }));
  const rotateFields = <PostFields intent="rotate" />;
  const rotateWords = confirmWords("rotate", t("rotateConfirm"));
  return (
    <>
      <p>
        <Link to={adminPath(lang, "/units")}>{t("back")}</Link>
      </p>
      <h1>{unit.serial}</h1>
      <FormMessage kind="done" text={doneText} />
      {/* Without JavaScript the deletion's question is the first thing the next page shows. */}
      {confirming === "delete" && (
        <ConfirmStep fields={deleteFields} words={deleteWords} back={base} />
      )}

      <section className="admin-card" aria-labelledby="unit-facts">
        <h2 id="unit-facts">{t("facts")}</h2>
        <dl className="units-facts">
          <dt>{f("product")}</dt>
          <dd>
            {unit.productHref ? (
              <a href={unit.productHref}>
                {unit.productCode} {unit.productName}
              </a>
            ) : (
              unit.productCode
            )}
          </dd>
          <dt>{f("tag")}</dt>
          <dd>{unit.tag || "—"}</dd>
          <dt>{f("site")}</dt>
          <dd>{unit.site || "—"}</dd>
          <dt>{f("customer")}</dt>
          <dd>
            {unit.customer || "—"} ({t(unit.nameConsent ? "consentYes" : "consentNo")})
          </dd>
          <dt>{f("region")}</dt>
          <dd>{unit.region || "—"}</dd>
          <dt>{f("industry")}</dt>
          <dd>{t(`industry.${unit.industry}`)}</dd>
          {/* The fields recorded of the delivery (server/units/fields.ts), those with a value. */}
          {unit.recorded.map((row) => (
            <div key={row.field} style={{ display: "contents" }}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
          <dt>{f("deliveredOn")}</dt>
          <dd>{unit.deliveredOn ?? "—"}</dd>
          <dt>{f("inquiry")}</dt>
          <dd>
            {unit.inquiryRef ? (
              <Link to={adminPath(lang, `/inquiries/${unit.inquiryRef}`)}>{unit.inquiryRef}</Link>
            ) : (
              "—"
            )}
          </dd>
          {unit.origin && (
            <>
              <dt>{t("order")}</dt>
              <dd>
                <Link to={adminPath(lang, `/orders/${unit.origin.order}`)}>
                  {unit.origin.order}
                </Link>{" "}
                {t("orderDelivery", { date: unit.origin.on, delivery: unit.origin.delivery })}
              </dd>
              <dt>{t("makerSerial")}</dt>
              <dd>{unit.origin.maker}</dd>
            </>
          )}
          <dt>{t("created")}</dt>
          <dd>{unit.created}</dd>
        </dl>
        <UnitPost intent="consent" submit={t("consentSave")} className="units-consent" secondary>
          <ConsentField checked={unit.nameConsent} />
        </UnitPost>
      </section>

      <section className="admin-card" aria-labelledby="unit-edit">
        <h2 id="unit-edit">{t("edit")}</h2>
        <p className="admin-hint">{t("editIntro")}</p>
        <details className="units-edit" open={editAnswer ? true : undefined}>
          <summary>{t("editOpen")}</summary>
          <FormMessage text={editAnswer?.message} />
          <UnitPost intent="edit" submit={t("editSave")}>
            <input
              type="hidden"
              name="version"
              value={editAnswer?.version ?? loaderData.edit.version}
            />
            <UnitFields
              typed={editAnswer?.typed ?? loaderData.edit.typed}
              errors={editAnswer?.errors ?? {}}
              codes={loaderData.edit.codes}
              prefix="edit"
              hints={{ deliveredOn: "editDeliveredHint", customer: "editCustomerHint" }}
            />
            {editAnswer?.conflict && (
              <p>
                <button
                  type="submit"
                  name="replaces"
                  value={editAnswer.conflict.version}
                  className="admin-button-secondary"
                >
                  {t("editReplace")}
                </button>
              </p>
            )}
          </UnitPost>
        </details>
      </section>

      <section className="admin-card" aria-labelledby="unit-plant">
        <h2 id="unit-plant">{p("plantSection")}</h2>
        <dl className="plants-unit-facts">
          <dt>{p("plantOf")}</dt>
          <dd>
            {loaderData.plant.plant ? (
              <Link to={adminPath(lang, `/plants/${loaderData.plant.plant.id}`)}>
                {loaderData.plant.plant.name}
              </Link>
            ) : (
              p("plantNone")
            )}
          </dd>
          <dt>{p("planOfUnit")}</dt>
          <dd>
            {loaderData.plant.due.plan ? (
              <>
                <PlanText plan={loaderData.plant.due.plan} /> (
                {p(`planFrom.${loaderData.plant.due.plan.from}`)})
              </>
            ) : (
              p("noPlan")
            )}
          </dd>
          <dt>{p("lastService")}</dt>
          <dd>
            <LastService due={loaderData.plant.due} />
          </dd>
          <dt>{p("dueOn")}</dt>
          <dd>
            <DueText due={loaderData.plant.due} />
            {loaderData.plant.due.plan && !loaderData.plant.due.dueOn && (
              <span className="admin-hint"> {p("noDay")}</span>
            )}
          </dd>
        </dl>
        <FormMessage text={planError} />
        <h3>{p("unitPlan")}</h3>
        <p className="admin-hint">{p("unitPlanIntro")}</p>
        <UnitPost intent="unit-plan" submit={p("planSave")}>
          <PlanFields prefix="unit-plan" plan={loaderData.plant.own} />
        </UnitPost>
        <h3>{p("plantOf")}</h3>
        <UnitPost intent="plant" submit={p("plantSave")} secondary>
          <UnitField id="unit-plant-choice" label={p("plantOf")}>
            <select
              id="unit-plant-choice"
              name="plant"
              defaultValue={loaderData.plant.plant?.id ?? "none"}
            >
              {loaderData.plant.plant && (
                <option value={loaderData.plant.plant.id}>{loaderData.plant.plant.name}</option>
              )}
              {loaderData.plant.others.map((other) => (
                <option key={other.id} value={other.id}>
                  {other.name}
                </option>
              ))}
              <option value="new">{p("plantNew")}</option>
              <option value="none">{p("moveNone")}</option>
            </select>
          </UnitField>
        </UnitPost>
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
        {confirming === "rotate" ? (
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
              <UnitPost
                intent="remove-paper"
                submit={
                  <>
                    {t("removePaper")}
                    <span className="sr-only">: {paper.name}</span>
                  </>
                }
                secondary
                inline
              >
                <input type="hidden" name="paper" value={paper.id} />
              </UnitPost>
            </li>
          ))}
        </ul>
        {papers.length === 0 && <p>{t("noPapers")}</p>}
        <FormMessage text={paperError} />
        <UnitPost intent="paper" submit={t("addPaper")} files>
          <KindChoice of="paper" />
          <UnitField id="paper-file" label={t("paperFile")}>
            <input id="paper-file" name="file" type="file" accept=".pdf,application/pdf" required />
          </UnitField>
        </UnitPost>
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
        <UnitPost intent="service" submit={t("addService")}>
          <KindChoice of="service" />
          <UnitField id="service-day" label={t("serviceDay")}>
            <input id="service-day" name="day" type="date" required />
          </UnitField>
          <p className="admin-hint">{t("serviceHint")}</p>
        </UnitPost>
      </section>

      <section className="admin-card" aria-labelledby="unit-delete">
        <h2 id="unit-delete">{t("deleteTitle")}</h2>
        <p className="admin-hint">{t("deleteText")}</p>
        <FormMessage text={deleteError} />
        {!loaderData.canDelete ? (
          <p>{t("deleteOwner")}</p>
        ) : kept.papers + kept.service + kept.requests > 0 ? (
          deleteError ? null : (
            <p>{t("deleteKept", kept)}</p>
          )
        ) : (
          <ConfirmAction fields={deleteFields} words={deleteWords} />
        )}
      </section>
    </>
  );
}
