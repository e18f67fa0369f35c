import type { Route } from "./+types/route";
import { FormMessage } from "../../frame/FormMessage";
import { adminRouteMeta } from "../../frame/meta";
import { PostForm } from "../../frame/PostForm";
import { useWords } from "../../frame/use-admin";
import { loadReadings, readingsAction } from "./readings.server";
import { readingsWord, type ReadingsWordKey } from "./words";
import "../settings.css";

/** The owner's readings of the company's facts; a plain form answered by the server. */
export const loader = ({ request, context }: Route.LoaderArgs) => loadReadings(request, context);

export const meta = adminRouteMeta;

export const action = ({ request, context }: Route.ActionArgs) => readingsAction(request, context);

export default function ReadingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lang } = useWords();
  const t = (key: ReadingsWordKey) => readingsWord(lang, key);
  const error = actionData && "error" in actionData ? actionData.error : undefined;
  return (
    <>
      <h1>{t("title")}</h1>
      <p>{t("intro")}</p>
      {!loaderData.owner && <p className="admin-hint">{t("ownerOnly")}</p>}
      {loaderData.done && <FormMessage kind="done" text={t("saved")} />}
      {error && <FormMessage text={error} />}
      <section className="admin-card">
        <PostForm className="settings-form">
          {loaderData.facts.map(({ fact, chosen, options }) => (
            <fieldset key={fact} className="settings-choice" disabled={!loaderData.owner}>
              <legend>{t(fact)}</legend>
              <p className="admin-hint">{t(`${fact}Hint`)}</p>
              {[{ reading: "", name: t("asToday") }, ...options].map((option) => (
                <label key={option.reading || "none"}>
                  <input
                    type="radio"
                    name={fact}
                    value={option.reading}
                    defaultChecked={chosen === option.reading}
                  />{" "}
                  {option.name}
                </label>
              ))}
            </fieldset>
          ))}
          {loaderData.owner && (
            <p>
              <button type="submit">{t("save")}</button>
            </p>
          )}
        </PostForm>
        <p>
          <a href={loaderData.companyHref}>{t("companyLink")}</a>
        </p>
      </section>
    </>
  );
}
