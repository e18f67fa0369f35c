import { redirect } from "react-router";
import type { Route } from "./+types/route";
import { PageHeader } from "../../ui/PageHeader";
import { LangLink } from "../../ui/LangLink";
import { isPolicyVersion, policyInForce, upcomingPolicies } from "../../content/privacy";
import { seoulToday } from "../../lib/site-clock";
import {
  hostedFormService,
  privacyPolicy,
  type PolicyBlock,
} from "../../content/privacy-policy.server";
import { localePath, requestLang } from "../../i18n/lang";
import { pick } from "../../i18n/localized";
import { messagesFor } from "../../i18n/translate.server";
import { useLang, useT } from "../../i18n/use-lang";
import { metaFromLoader } from "../../site/meta";
import { pages } from "../../site/pages";
import { pageTexts } from "../../site/page-texts.server";
import { shownSettings } from "../../site/shown-settings.server";
import { pageMeta, seoMeta } from "../../site/seo.server";
import "./privacy.css";
import { dayText } from "../../i18n/day-text";

/**
 * The privacy policy (docs/decisions/009-privacy.md): /privacy is the version in force on the
 * day in Seoul; every version, earlier and announced ones included, is also at
 * /privacy/{effective date}. An unknown version redirects to /privacy (never cached: it may be
 * published tomorrow).
 */
export function loader({ request, params }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const url = new URL(request.url);
  const today = seoulToday();
  const version = params.version ?? policyInForce(today);
  if (!isPolicyVersion(version)) {
    throw redirect(localePath(lang, "/privacy"), {
      status: 301,
      headers: { "Cache-Control": "no-store" },
    });
  }
  const policy = privacyPolicy(
    version,
    lang,
    {
      // The period the retention job applies (the server's setting) and the hosted form service
      // the pages were built to post to.
      retentionDays: shownSettings().INQUIRY_RETENTION_DAYS,
      // The static export has no server, so it counts nothing; nor does a server set to 0 days.
      countDays:
        __CATALOGUE_PAGE_URLS__ === "path" || shownSettings().STATS_RETENTION_DAYS === 0
          ? undefined
          : shownSettings().STATS_RETENTION_DAYS,
      formService: __FORM_ENDPOINT__ ? hostedFormService : undefined,
    },
    today,
  );
  const dated = params.version !== undefined;
  return {
    policy,
    // A version announced for a later day: /privacy says when it takes effect.
    upcoming: dated ? undefined : upcomingPolicies(today)[0],
    dated,
    messages: messagesFor(lang, ["privacy"]),
    meta: dated
      ? seoMeta({
          lang,
          path: `/privacy/${version}`,
          title: {
            ko: `${pages.privacy.title.ko} (${dayText(version, "ko")} 시행)`,
            en: `${pages.privacy.title.en} (effective ${version})`,
          },
          ...pageTexts.privacy,
          // /privacy is the page to find; a dated copy is for reference.
          noindex: true,
          share: "home",
          crumbs: [
            { name: pages.privacy.title, path: "/privacy" },
            { name: { ko: dayText(version, "ko"), en: version } },
          ],
        })
      : pageMeta("privacy", url),
  };
}

export const meta = metaFromLoader;

/** `**bold**` in the policy's text as <strong>. */
function Rich({ text }: { text: string }) {
  return text
    .split(/\*\*(.+?)\*\*/)
    .map((part, index) => (index % 2 ? <strong key={index}>{part}</strong> : part));
}

function Block({ block }: { block: PolicyBlock }) {
  if ("p" in block) {
    return (
      <p>
        <Rich text={block.p} />
      </p>
    );
  }
  if ("ul" in block) {
    return (
      <ul>
        {block.ul.map((item, index) => (
          <li key={index}>
            <Rich text={item} />
          </li>
        ))}
      </ul>
    );
  }
  const [head = [], ...rows] = block.table;
  return (
    <table>
      <thead>
        <tr>
          {head.map((cell) => (
            <th key={cell} scope="col">
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            {row.map((cell, column) => (
              <td key={column}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const t = useT();
  const { policy } = loaderData;
  const title = pick(pages.privacy.title, lang);
  return (
    <>
      <PageHeader
        title={title}
        crumbs={
          loaderData.dated
            ? [{ label: title, to: "/privacy" }, { label: dayText(policy.version, lang) }]
            : [{ label: title }]
        }
      />
      <article className="container section privacy">
        <p className="privacy__effective">
          <strong>{t("privacy.effective", { date: dayText(policy.version, lang) })}</strong>
        </p>
        {policy.standing === "earlier" && (
          <p className="privacy__notice">
            {t("privacy.superseded")} <LangLink to="/privacy">{title}</LangLink>
          </p>
        )}
        {policy.standing === "upcoming" && (
          <p className="privacy__notice">
            {t("privacy.notYet", { date: dayText(policy.version, lang) })}{" "}
            <LangLink to="/privacy">{title}</LangLink>
          </p>
        )}
        {loaderData.upcoming && (
          <p className="privacy__notice">
            {t("privacy.announced", { date: dayText(loaderData.upcoming, lang) })}{" "}
            <LangLink to={`/privacy/${loaderData.upcoming}`}>{t("privacy.readRevised")}</LangLink>
          </p>
        )}
        {lang === "en" && (
          <p className="privacy__notice" lang="en">
            {t("privacy.governs")}{" "}
            <a
              href={localePath(
                "ko",
                policy.standing === "current" ? "/privacy" : `/privacy/${policy.version}`,
              )}
              hrefLang="ko"
              lang="ko"
            >
              {t("privacy.korean")}
            </a>
          </p>
        )}
        <p>{t("privacy.intro", { company: policy.company, particle: policy.particle })}</p>
        {policy.sections.map((section) => (
          <section key={section.id} aria-labelledby={`privacy-${section.id}`}>
            <h2 id={`privacy-${section.id}`}>{section.title}</h2>
            {section.blocks.map((block, index) => (
              <Block key={index} block={block} />
            ))}
          </section>
        ))}
        <section aria-labelledby="privacy-versions">
          <h2 id="privacy-versions">{t("privacy.versions")}</h2>
          <ul>
            {policy.versions.map(({ version, standing }) => (
              <li key={version}>
                <LangLink to={`/privacy/${version}`}>
                  {t("privacy.versionItem", { date: dayText(version, lang) })}
                </LangLink>
                {standing === "current" && ` ${t("privacy.currentMark")}`}
                {standing === "upcoming" && ` ${t("privacy.upcomingMark")}`}
              </li>
            ))}
          </ul>
        </section>
      </article>
    </>
  );
}
