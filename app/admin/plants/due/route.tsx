import { Link } from "react-router";
import type { Route } from "./+types/route";
import { adminRouteMeta } from "../../frame/meta";
import { adminPath } from "../../words";
import { loadDue } from "../plants.server";
import { DueText, usePlantsWords } from "../PlantForm";
import { ReminderDays } from "../ReminderDays";
import "../../units/units.css";
import "../plants.css";

/** Services due this month and overdue, across plants (plants.server.ts). */
export const loader = ({ request, context }: Route.LoaderArgs) => loadDue(request, context);

export const meta = adminRouteMeta;

export default function DueList({ loaderData }: Route.ComponentProps) {
  const { lang, t } = usePlantsWords();
  const { plants, today } = loaderData;
  return (
    <>
      <p>
        <Link to={adminPath(lang, "/plants")}>{t("back")}</Link>
      </p>
      <h1>{t("dueTitle")}</h1>
      <p>{t("dueIntro", { today, days: loaderData.days })}</p>
      {plants.length === 0 ? (
        <p>{t("dueNone")}</p>
      ) : (
        plants.map((plant) => (
          <section key={plant.id} className="admin-card" aria-labelledby={`due-plant-${plant.id}`}>
            <h2 id={`due-plant-${plant.id}`}>
              <Link to={adminPath(lang, `/plants/${plant.id}`)}>{plant.name}</Link>
            </h2>
            <ul className="plants-units">
              {plant.units.map((unit) => (
                <li key={unit.serial}>
                  <Link to={adminPath(lang, `/units/${unit.serial}`)} className="units-serial">
                    {unit.serial}
                  </Link>
                  <span>
                    {unit.productCode}
                    {unit.tag && ` · ${unit.tag}`}
                  </span>
                  <DueText due={unit.due} />
                </li>
              ))}
            </ul>
            <h3>{t("contacts")}</h3>
            {plant.contacts.length === 0 ? (
              <p>{t("contactsNone")}</p>
            ) : (
              <ul className="units-papers">
                {plant.contacts.map((contact) => (
                  <li key={contact.id}>
                    {contact.name} <a href={`mailto:${contact.email}`}>{contact.email}</a>
                    {contact.stopped && <span className="admin-hint">({t("contactStopped")})</span>}
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))
      )}
      <ReminderDays days={loaderData.days} />
    </>
  );
}
