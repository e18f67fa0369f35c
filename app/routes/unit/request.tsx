import { data } from "react-router";
import type { Route } from "./+types/request";
import { LabelledSection } from "../../ui/lists";
import { metaFromLoader } from "../../site/meta";
import { LazyNotFoundView } from "../../chrome/LazyNotFoundView";
import { PageHeader } from "../../ui/PageHeader";
import { requestLang } from "../../i18n/lang";
import { messagesFor, translate } from "../../i18n/translate.server";
import { useLang } from "../../i18n/use-lang";
import { notFoundMeta } from "../../site/seo.server";
import { requestView, type RequestView } from "./request.server";
import { unitByToken } from "./unit.server";
import { unitPageWord, type UnitPageWord } from "../../units/words";
import {
  ClosedFormNotice,
  ConsentField,
  ContactFields,
  NeedsField,
  PhotosField,
  RequestBotTrap,
  RequestFormTop,
  requestFields,
} from "../../units/request-fields";
import "../../styles/forms.css";
import "../../units/unit.css";

/**
 * A unit's service request or spare-parts order (`/u/{token}/service`, `/u/{token}/parts`):
 * a plain multipart form that works without JavaScript, posted to the same path, where
 * server/units/requests.ts receives it; a refusal comes back as this page with the words kept.
 * With JavaScript the photos' count and sizes are checked before anything is sent, by plain
 * script (app/islands/photo-check.ts) with the limits and words the input carries.
 */
export function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const found = unitByToken(context, params.token);
  const kind = new URL(request.url).pathname.endsWith("/parts") ? "parts" : "service";
  if (!found) {
    const messages = messagesFor(lang, ["notFound"]);
    return data({ form: undefined, meta: notFoundMeta(lang), messages }, { status: 404 });
  }
  const form = requestView(found.unit, kind, lang, context);
  const title = unitPageWord(lang, kind === "parts" ? "form.partsTitle" : "form.serviceTitle");
  return data(
    {
      form,
      messages: messagesFor(lang, []),
      meta: [
        { title: `${title} · ${form.serial} | ${translate(lang, "site.name")}` },
        { name: "robots", content: "noindex, nofollow" },
      ],
    },
    { status: form.status },
  );
}

export const meta = metaFromLoader;

export function headers() {
  return { "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" };
}

export default function UnitRequestPage({ loaderData }: Route.ComponentProps) {
  const { form } = loaderData;
  if (!form) return <LazyNotFoundView />;
  return <RequestFormView form={form} />;
}

function RequestFormView({ form }: { form: RequestView }) {
  const lang = useLang();
  const w = (key: UnitPageWord, vars?: Record<string, string | number>) =>
    unitPageWord(lang, key, vars);
  const parts = form.kind === "parts";
  const fields = requestFields("request", form, [
    "companyName",
    "name",
    "phone",
    "email",
    "inquiry",
    "elastomer",
    "photos",
  ]);
  return (
    <>
      <PageHeader
        title={w(parts ? "form.partsTitle" : "form.serviceTitle")}
        crumbs={[{ label: w("title") }]}
        intro={w(parts ? "form.partsIntro" : "form.serviceIntro")}
      />
      <div className="container section unit-page">
        <LabelledSection id="request-unit" title={w("form.unit")} className="unit-card">
          <dl className="unit-facts">
            <dt>{w("serial")}</dt>
            <dd>{form.serial}</dd>
            {form.tag && (
              <>
                <dt>{w("tag")}</dt>
                <dd>{form.tag}</dd>
              </>
            )}
            <dt>{w("product")}</dt>
            <dd>
              {form.product.name.startsWith(form.product.code)
                ? form.product.name
                : `${form.product.code} ${form.product.name}`.trim()}
            </dd>
          </dl>
          <p>
            <a href={form.back}>{w("form.back")}</a>
          </p>
        </LabelledSection>

        {form.closed ? (
          <ClosedFormNotice closed={form.closed} />
        ) : (
          <form
            className="request-form"
            method="post"
            action={form.action}
            encType="multipart/form-data"
            noValidate={false}
          >
            <RequestFormTop formError={form.formError} />
            <ContactFields fields={fields} />
            {form.sleeve &&
              fields.field(
                "elastomer",
                w("form.elastomer"),
                (props) => (
                  <>
                    <input
                      {...props}
                      type="text"
                      maxLength={40}
                      list="request-elastomers"
                      autoComplete="off"
                      defaultValue={form.values.elastomer ?? ""}
                    />
                    <datalist id="request-elastomers">
                      {form.elastomers.map((material) => (
                        <option key={material} value={material} />
                      ))}
                    </datalist>
                  </>
                ),
                w("form.elastomerHint"),
              )}
            <NeedsField
              fields={fields}
              label={`${w(parts ? "form.partsText" : "form.serviceText")} *`}
            />
            <PhotosField fields={fields} photos={form.photos} again={form.photosAgain} />
            <RequestBotTrap />
            <ConsentField
              fields={fields}
              noticeVersion={form.noticeVersion}
              retentionDays={form.retentionDays}
              privacyHref={form.privacyHref}
            />
            <p>
              <button type="submit" className="button">
                {w(parts ? "form.submitParts" : "form.submitService")}
              </button>
            </p>
          </form>
        )}
      </div>
    </>
  );
}
