import { data, redirect, type AppLoadContext } from "react-router";
import { repositoryValue } from "../../../../server/content/store";
import { postedForm } from "../../../../server/platform/body";
import { FACT_READINGS, type ClaimFact } from "../../../content/claims";
import type { Company } from "../../../content/schemas";
import { liveContent } from "../../../content/live.server";
import { readingName } from "../../content/home/words";
import { publishing } from "../../content/context.server";
import { adminPageMeta } from "../../frame/meta";
import { audit, requireStaff } from "../../guard.server";
import { adminPath, requestAdminLang } from "../../words";
import { readingsWord } from "./words";

/**
 * The owner's one place for the facts the seed states two ways (issue 73, item 6): the founding
 * year and the years of service. A choice is the published company facts' `claims.chosen`,
 * saved and published through the content store like any edit of the facts, so the pages that
 * show it are purged and rendered again as after any publish. Staff see the choices, read only.
 */
export function loadReadings(request: Request, context: AppLoadContext) {
  const account = requireStaff(request, context);
  const lang = requestAdminLang(request);
  const { claims } = liveContent().company;
  const facts = (Object.keys(FACT_READINGS) as ClaimFact[]).map((fact) => ({
    fact,
    chosen: claims.chosen?.[fact] ?? "",
    options: FACT_READINGS[fact].map((reading) => ({
      reading,
      name: readingName(lang, reading, claims),
    })),
  }));
  return {
    meta: adminPageMeta(lang, readingsWord(lang, "title")),
    owner: account.role === "owner",
    facts,
    done: new URL(request.url).searchParams.get("done") === "saved",
    companyHref: adminPath(lang, "/content/company"),
  };
}

/** The posted choice of a fact: a reading of it, or none ("as today"); undefined if neither. */
function chosenOf(form: FormData, fact: ClaimFact): string | null | undefined {
  const value = form.get(fact);
  if (value === "" || value === null) return null;
  return (FACT_READINGS[fact] as readonly string[]).includes(String(value))
    ? String(value)
    : undefined;
}

/** An owner's choice, published at once over the published facts (never over a pending draft). */
export function readingsAction(request: Request, context: AppLoadContext) {
  const account = requireStaff(request, context, { role: "owner" });
  const lang = requestAdminLang(request);
  const form = postedForm(context);
  const founded = chosenOf(form, "founded");
  const service = chosenOf(form, "service");
  if (founded === undefined || service === undefined) {
    return data({ error: readingsWord(lang, "invalid") }, 400);
  }
  const { store } = publishing(context);
  const item = store.get("company", "company");
  // Staff's unpublished edit of the facts is theirs to publish: a choice never carries it along.
  if (item?.changed) return data({ error: readingsWord(lang, "draftPending") }, 409);
  const current = (item?.published ?? repositoryValue("company", "company")) as Company;
  const chosen = {
    ...(founded ? { founded: founded as "foundedFirst" | "foundedSecond" } : {}),
    ...(service
      ? { service: service as "serviceSince" | "overTwoDecades" | "yearsOfExperience" }
      : {}),
  };
  // The choice replaces the one before; none chosen leaves the claims as the seed has them.
  const claims: Company["claims"] = { ...current.claims };
  delete claims.chosen;
  const value: Company = {
    ...current,
    claims: Object.keys(chosen).length ? { ...claims, chosen } : claims,
  };
  const by = account.email;
  const saved = store.saveDraft("company", "company", value, {
    by,
    baseVersion: item?.version ?? 0,
  });
  const published = saved.ok
    ? store.publish("company", "company", { by, baseVersion: saved.item.version })
    : saved;
  if (!published.ok) {
    const key = published.reason === "conflict" ? "conflict" : "invalid";
    return data({ error: readingsWord(lang, key) }, published.reason === "conflict" ? 409 : 400);
  }
  audit(request, context, {
    action: "content-publish",
    target: "company/company",
    detail: `version ${published.item.version} (readings: ${founded ?? "-"}, ${service ?? "-"})`,
  });
  throw redirect(`${adminPath(lang, "/settings/readings")}?done=saved`);
}
