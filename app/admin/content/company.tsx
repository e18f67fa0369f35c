import type { Route } from "./+types/company";
import type { Company } from "../../content/schemas";
import { Csrf } from "../frame/Csrf";
import { inboxMeta } from "../inbox/meta";
import { adminPath, requestAdminLang } from "../words";
import { BilingualField } from "./BilingualField";
import { EXTRA_ROWS, explainCompany, readCompany } from "./company.server";
import { itemAction } from "./item-action.server";
import { loadItem } from "./item.server";
import { ItemButtons, ItemStatus } from "./ItemBar";
import { ItemHistory } from "./ItemHistory";
import { TextField } from "./TextField";
import { useEditor, type Editor } from "./use-editor";
import { contentWord } from "./words";
import "./content.css";

export function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestAdminLang(request);
  const loaded = loadItem(request, context, "company", "company");
  const processors = (loaded.value as Company).processors?.length ?? 0;
  return {
    ...loaded,
    rows: processors + EXTRA_ROWS,
    meta: inboxMeta(lang, contentWord(lang, "companyTitle")),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? [];

export async function action({ request, context }: Route.ActionArgs) {
  return itemAction(request, context, {
    kind: "company",
    id: "company",
    read: readCompany,
    explain: explainCompany,
    path: "/content/company",
  });
}

function Processors({ editor, rows }: { editor: Editor; rows: number }) {
  return (
    <fieldset className="content-group">
      <legend>{editor.w("processors")}</legend>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="content-row">
          <BilingualField
            editor={editor}
            name={`processors.${i}.name`}
            label={`${editor.w("processorName")} ${i + 1}`}
          />
          <BilingualField
            editor={editor}
            name={`processors.${i}.task`}
            label={`${editor.w("processorTask")} ${i + 1}`}
          />
        </div>
      ))}
    </fieldset>
  );
}

/** The company facts: every field the site shows, Korean and English side by side. */
export default function CompanyEditor({ loaderData, actionData }: Route.ComponentProps) {
  const editor = useEditor(loaderData.draft, actionData);
  const { w, lang } = editor;
  const here = adminPath(lang, "/content/company");
  return (
    <>
      <h1>{w("companyTitle")}</h1>
      <p>{w("companyText")}</p>
      <ItemStatus editor={editor} item={loaderData.item} />
      <form method="post" action={here} className="content-editor" noValidate>
        <Csrf />
        <BilingualField editor={editor} name="name" label={w("name")} />
        <BilingualField editor={editor} name="ceo" label={w("ceo")} />
        <div className="content-pair">
          <TextField
            editor={editor}
            name="phone"
            label={w("phone")}
            hint={w("phoneHint")}
            type="tel"
            required
          />
          <TextField
            editor={editor}
            name="fax"
            label={w("fax")}
            hint={w("phoneHint")}
            type="tel"
            required
          />
          <TextField editor={editor} name="email" label={w("email")} type="email" required />
        </div>
        <BilingualField editor={editor} name="officeHours" label={w("officeHours")} />
        <fieldset className="content-group">
          <legend>{w("privacyOfficer")}</legend>
          <BilingualField editor={editor} name="privacyOfficer.name" label={w("officerName")} />
          <BilingualField editor={editor} name="privacyOfficer.title" label={w("officerTitle")} />
          <TextField
            editor={editor}
            name="privacyOfficer.email"
            label={w("officerEmail")}
            type="email"
          />
        </fieldset>
        <Processors editor={editor} rows={loaderData.rows} />
        <fieldset className="content-group">
          <legend>{w("verification")}</legend>
          <p className="admin-hint">{w("verificationHint")}</p>
          <TextField editor={editor} name="verification.naver" label={w("naver")} />
          <TextField editor={editor} name="verification.google" label={w("google")} />
        </fieldset>
        <TextField
          editor={editor}
          name="kakaoChannel"
          label={w("kakao")}
          hint={w("kakaoHint")}
          type="url"
        />
        <ItemButtons
          editor={editor}
          item={loaderData.item}
          previewAction={adminPath(lang, "/content/preview/company/company")}
        />
      </form>
      <ItemHistory editor={editor} item={loaderData.item} history={loaderData.history} />
    </>
  );
}
