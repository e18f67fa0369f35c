import { Fragment } from "react";
import { Link } from "react-router";
import { PLANT_FIELDS, plantFieldLabel } from "../../../../server/plants/fields";
import type { Route } from "./+types/route";
import { ConfirmAction, ConfirmStep } from "../../frame/ConfirmAction";
import { PostFields } from "../../frame/PostForm";
import { FormMessage } from "../../frame/FormMessage";
import { adminRouteMeta } from "../../frame/meta";
import { adminPath } from "../../words";
import { UnitField, UnitPost, useUnitsWords } from "../../units/UnitForm";
import { loadPlant, plantAction } from "../plants.server";
import {
  DueText,
  LastService,
  PlanFields,
  PlanText,
  PlantFields,
  usePlantFieldText,
  usePlantsWords,
} from "../PlantForm";
import { Contacts } from "./Contacts";
import "../../settings/settings.css";
import "../../units/units.css";
import "../plants.css";

/** A plant's staff page (rules in plants.server.ts). */
export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  loadPlant(request, context, params.id);

export const meta = adminRouteMeta;

export const action = ({ request, context, params }: Route.ActionArgs) =>
  plantAction(request, context, params.id);

/** The other plants as a select's options: the same customer's first, in their own group. */
function PlantOptions({ others }: { others: { id: number; name: string; same: boolean }[] }) {
  const { t } = usePlantsWords();
  const same = others.filter((p) => p.same);
  const rest = others.filter((p) => !p.same);
  const options = (list: typeof others) =>
    list.map((p) => (
      <option key={p.id} value={p.id}>
        {p.name}
      </option>
    ));
  return (
    <>
      {same.length > 0 && <optgroup label={t("sameCustomer")}>{options(same)}</optgroup>}
      {rest.length > 0 && <optgroup label={t("otherCustomers")}>{options(rest)}</optgroup>}
    </>
  );
}

/** The plant's units as a select, each by its serial, product and tag. */
function UnitChoice({
  id,
  units,
}: {
  id: string;
  units: { serial: string; tag?: string | null; product: { code: string } }[];
}) {
  const { t } = usePlantsWords();
  return (
    <UnitField id={id} label={t("unitChoice")}>
      <select id={id} name="unit" required>
        {units.map((unit) => (
          <option key={unit.serial} value={unit.serial}>
            {[unit.serial, unit.product.code, unit.tag].filter(Boolean).join(" · ")}
          </option>
        ))}
      </select>
    </UnitField>
  );
}

export default function PlantPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, t } = usePlantsWords();
  const u = useUnitsWords().t;
  const fieldText = usePlantFieldText();
  const { plant, units, products, others, done } = loaderData;
  const base = adminPath(lang, `/plants/${plant.id}`);
  const answer = actionData as
    | {
        edit?: {
          typed: Record<string, string>;
          errors: Record<string, string>;
          version: number;
          message?: string;
          conflict?: { version: number };
        };
        confirm?: "rotate" | "merge";
        into?: { id: number; name: string };
        moving?: { units: number; contacts: number; plans: number };
        planError?: { product: string; message: string };
        unitPlanError?: string;
        moveError?: string;
        mergeError?: string;
      }
    | undefined;
  const edit = answer?.edit;
  const rotateFields = <PostFields intent="rotate" />;
  const rotateWords = {
    label: t("rotate"),
    question: t("rotateConfirm"),
    confirm: t("rotate"),
    cancel: t("cancel"),
  };
  return (
    <>
      <p>
        <Link to={adminPath(lang, "/plants")}>{t("back")}</Link>
      </p>
      <h1>{plant.name}</h1>
      <FormMessage kind="done" text={done && t(done)} />
      {/* Without JavaScript the rotation's question is the first thing the next page shows. */}
      {answer?.confirm === "rotate" && (
        <ConfirmStep fields={rotateFields} words={rotateWords} back={base} />
      )}
      {answer?.confirm === "merge" && answer.into && answer.moving && (
        <ConfirmStep
          fields={<PostFields intent="merge" values={{ into: answer.into.id }} />}
          words={{
            label: t("mergeSave"),
            question: t("mergeConfirm", {
              from: plant.name,
              into: answer.into.name,
              ...answer.moving,
            }),
            confirm: t("mergeSave"),
            cancel: t("cancel"),
          }}
          back={base}
        />
      )}

      <section className="admin-card" aria-labelledby="plant-facts">
        <h2 id="plant-facts">{t("facts")}</h2>
        <dl className="units-facts">
          {PLANT_FIELDS.map((field) => (
            <Fragment key={field}>
              <dt>{plantFieldLabel(lang, field)}</dt>
              <dd>{fieldText(field, plant[field]) || "—"}</dd>
            </Fragment>
          ))}
          <dt>{t("created")}</dt>
          <dd>{plant.created}</dd>
        </dl>
        <details className="units-edit" open={edit ? true : undefined}>
          <summary>{u("editOpen")}</summary>
          <p className="admin-hint">{t("editIntro")}</p>
          <FormMessage text={edit?.message} />
          <UnitPost intent="edit" submit={t("save")}>
            <input type="hidden" name="version" value={edit?.version ?? plant.version} />
            <PlantFields
              typed={edit?.typed ?? plant}
              errors={edit?.errors ?? {}}
              prefix="plant-edit"
            />
            {edit?.conflict && (
              <p>
                <button
                  type="submit"
                  name="replaces"
                  value={edit.conflict.version}
                  className="admin-button-secondary"
                >
                  {t("replace")}
                </button>
              </p>
            )}
          </UnitPost>
        </details>
      </section>

      <section className="admin-card" aria-labelledby="plant-public">
        <h2 id="plant-public">{t("publicPage")}</h2>
        <p className="admin-hint">{t("publicIntro")}</p>
        <ul className="units-papers">
          <li>
            {t("publicKo")}:{" "}
            <a className="units-link" href={plant.links.ko}>
              {plant.links.ko}
            </a>
          </li>
          <li>
            {t("publicEn")}:{" "}
            <a className="units-link" href={plant.links.en} hrefLang="en">
              {plant.links.en}
            </a>
          </li>
        </ul>
        <div className="units-qr">
          <img
            src={`${base}/qr.svg`}
            alt={t("qrAlt", { name: plant.name })}
            width={160}
            height={160}
          />
          <a href={`${base}/qr.svg`} download={`plant-${plant.id}.svg`}>
            {t("qrSvg")}
          </a>
        </div>
        <h3>{t("rotateTitle")}</h3>
        <p className="admin-hint">{t("rotateText")}</p>
        {answer?.confirm === "rotate" ? (
          <ConfirmStep fields={rotateFields} words={rotateWords} back={base} />
        ) : (
          <ConfirmAction fields={rotateFields} words={rotateWords} />
        )}
      </section>

      <section className="admin-card" aria-labelledby="plant-units">
        <h2 id="plant-units">
          {t("units")} ({units.length})
        </h2>
        {units.length === 0 ? (
          <p>{t("unitsNone")}</p>
        ) : (
          <ul className="plants-units">
            {units.map((unit) => (
              <li key={unit.serial}>
                <Link to={adminPath(lang, `/units/${unit.serial}`)} className="units-serial">
                  {unit.serial}
                </Link>
                <span>
                  {unit.product.href ? (
                    <a href={unit.product.href}>{unit.product.code}</a>
                  ) : (
                    unit.product.code
                  )}
                  {unit.tag && ` · ${unit.tag}`}
                </span>
                <dl className="plants-unit-facts">
                  <dt>{t("lastService")}</dt>
                  <dd>
                    <LastService due={unit.due} />
                  </dd>
                  <dt>{t("dueOn")}</dt>
                  <dd>
                    <DueText due={unit.due} />
                  </dd>
                  {unit.due.plan && (
                    <>
                      <dt>{t("planOfUnit")}</dt>
                      <dd>
                        <PlanText plan={unit.due.plan} /> ({t(`planFrom.${unit.due.plan.from}`)})
                      </dd>
                    </>
                  )}
                </dl>
              </li>
            ))}
          </ul>
        )}
      </section>

      {products.length > 0 && (
        <section className="admin-card" aria-labelledby="plant-plans">
          <h2 id="plant-plans">{t("productPlans")}</h2>
          <p className="admin-hint">{t("productPlansIntro")}</p>
          {products.map((product, index) => (
            <div key={product.id} className="plants-plan">
              <h3>
                {product.code} ({u("found", { count: product.count })})
              </h3>
              <p>{product.plan ? <PlanText plan={product.plan} /> : t("status.no-plan")}</p>
              <FormMessage
                text={
                  answer?.planError?.product === product.id ? answer.planError.message : undefined
                }
              />
              <UnitPost intent="product-plan" submit={t("planFor", { code: product.code })}>
                <input type="hidden" name="product" value={product.id} />
                <PlanFields prefix={`plan-${index}`} plan={product.plan} />
              </UnitPost>
            </div>
          ))}
        </section>
      )}

      {units.length > 0 && (
        <section className="admin-card" aria-labelledby="plant-unit-plan">
          <h2 id="plant-unit-plan">{t("unitPlan")}</h2>
          <p className="admin-hint">{t("unitPlanIntro")}</p>
          <FormMessage text={answer?.unitPlanError} />
          <UnitPost intent="unit-plan" submit={t("planSave")}>
            <UnitChoice id="unit-plan-unit" units={units} />
            <PlanFields prefix="unit-plan" />
          </UnitPost>
        </section>
      )}

      {units.length > 0 && (
        <section className="admin-card" aria-labelledby="plant-move">
          <h2 id="plant-move">{t("move")}</h2>
          <FormMessage text={answer?.moveError} />
          <UnitPost intent="move" submit={t("moveSave")}>
            <UnitChoice id="move-unit" units={units} />
            <UnitField id="move-to" label={t("moveTo")}>
              <select id="move-to" name="to" required>
                <PlantOptions others={others} />
                <option value="none">{t("moveNone")}</option>
              </select>
            </UnitField>
          </UnitPost>
        </section>
      )}

      <section className="admin-card" aria-labelledby="plant-contacts">
        <h2 id="plant-contacts">{t("contacts")}</h2>
        <Contacts data={loaderData.contacts} />
      </section>

      <section className="admin-card" aria-labelledby="plant-merge">
        <h2 id="plant-merge">{t("merge")}</h2>
        <p className="admin-hint">{t("mergeIntro")}</p>
        <FormMessage text={answer?.mergeError} />
        {others.length === 0 ? (
          <p>{t("noOther")}</p>
        ) : (
          <UnitPost intent="merge" submit={t("mergeSave")} secondary>
            <UnitField id="merge-into" label={t("mergeInto")}>
              <select id="merge-into" name="into" required>
                <PlantOptions others={others} />
              </select>
            </UnitField>
          </UnitPost>
        )}
      </section>
    </>
  );
}
