import type { Route } from "./+types/route";
import { FieldGroup } from "../FieldGroup";
import { PageHead } from "../PageHead";
import { useFormEditor } from "../editor-context";
import type { CompanySeal } from "../../../content/schemas";
import { adminPath } from "../../words";
import { BilingualField } from "../BilingualField";
import { CheckField } from "../CheckField";
import { PhotoFileField } from "../PhotoFileField";
import { EditorForm } from "../EditorForm";
import { TextField } from "../TextField";
import { useEditor } from "../use-editor";
import "../content.css";
import { loadCompanyEditor, companyEditorAction } from "./editor.server";
export const loader = (args: Route.LoaderArgs) => loadCompanyEditor(args);

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? [];

export const action = (args: Route.ActionArgs) => companyEditorAction(args);

/** The seal's reference from its hidden field, or undefined. */
function parseSeal(meta: string): CompanySeal | undefined {
  try {
    const seal = JSON.parse(meta) as CompanySeal | null;
    return seal && typeof seal.file === "string" ? seal : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The seal (직인, optional): the one kept now, small, from the back office's own address (no
 * public page has it), a file to replace it and a box to remove it.
 */
function SealField() {
  const editor = useFormEditor();
  const w = editor.w;
  const meta = editor.value("seal.meta");
  const seal = parseSeal(meta);
  return (
    <FieldGroup legend={w("seal")}>
      <input type="hidden" name="seal.meta" value={meta} />
      {seal ? (
        <>
          <img
            src={adminPath(editor.lang, `/content/company/seal/${seal.file}.png`)}
            alt={w("sealShownAlt")}
            width={96}
            height={Math.round((96 * seal.height) / seal.width)}
            className="content-seal"
          />
          <p className="admin-hint">{w("sealShown", { name: seal.name })}</p>
        </>
      ) : (
        <p className="admin-hint">{w("sealNone")}</p>
      )}
      <PhotoFileField
        id="f-seal-upload"
        name="seal.upload"
        label={w("sealChoose")}
        hint={w("sealHint")}
        error={editor.error("seal.upload")}
      />
      {seal && <CheckField name="seal.remove" label={w("sealRemove")} />}
    </FieldGroup>
  );
}

function Processors({ rows }: { rows: number }) {
  const editor = useFormEditor();
  const w = editor.w;
  return (
    <FieldGroup legend={w("processors")} hint={w("processorsText")}>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="content-row">
          <BilingualField name={`processors.${i}.name`} label={`${w("processorName")} ${i + 1}`} />
          <BilingualField name={`processors.${i}.task`} label={`${w("processorTask")} ${i + 1}`} />
          <BilingualField
            name={`processors.${i}.country`}
            label={`${w("processorCountry")} ${i + 1}`}
          />
          <TextField name={`processors.${i}.contact`} label={`${w("processorContact")} ${i + 1}`} />
          <CheckField
            name={`processors.${i}.abroad`}
            label={`${w("processorAbroad")} ${i + 1}`}
            value="true"
            checked={editor.checked(`processors.${i}.abroad`, "true")}
          />
        </div>
      ))}
    </FieldGroup>
  );
}

/**
 * A person's or desk's telephone and e-mail, side by side, under `name`: empty, they are the
 * company's, which the hints name (as saved in the draft).
 */
function ContactFields(props: { name: string; phone: string; email: string }) {
  const editor = useFormEditor();
  const { name, phone, email } = props;
  const company = { phone: editor.value("phone"), email: editor.value("email") };
  return (
    <div className="content-pair">
      <TextField
        name={`${name}.phone`}
        label={phone}
        hint={editor.w("followPhone", { phone: company.phone })}
        type="tel"
      />
      <TextField
        name={`${name}.email`}
        label={email}
        hint={editor.w("followEmail", { email: company.email })}
        type="email"
      />
    </div>
  );
}

/** The office's address, part by part, Korean and English side by side. */
function AddressFields() {
  const editor = useFormEditor();
  const w = editor.w;
  return (
    <FieldGroup legend={w("address")} hint={w("addressText")}>
      {(["street", "building", "district", "city", "country"] as const).map((part) => (
        <BilingualField key={part} name={`address.${part}`} label={w(part)} />
      ))}
      <TextField
        name="address.postalCode"
        label={w("postalCode")}
        hint={w("postalHint")}
        required
      />
    </FieldGroup>
  );
}

/** The company facts: every field the site shows, Korean and English side by side. */
export default function CompanyEditor({ loaderData, actionData }: Route.ComponentProps) {
  const editor = useEditor(loaderData.draft, actionData);
  const { w, lang } = editor;
  const here = adminPath(lang, "/content/company");
  return (
    <>
      <PageHead title={w("companyTitle")} text={w("companyText")} />
      <EditorForm editor={editor} loaded={loaderData} action={here} files>
        <BilingualField name="name" label={w("name")} />
        <BilingualField name="ceo" label={w("ceo")} />
        <div className="content-pair">
          <TextField name="phone" label={w("phone")} hint={w("phoneHint")} type="tel" required />
          <TextField name="fax" label={w("fax")} hint={w("phoneHint")} type="tel" required />
          <TextField name="email" label={w("email")} type="email" required />
        </div>
        <BilingualField name="officeHours" label={w("officeHours")} />
        <TextField
          name="businessNumber"
          label={w("businessNumber")}
          hint={w("businessNumberHint")}
          inputMode="numeric"
        />
        <SealField />
        <AddressFields />
        <FieldGroup legend={w("privacyOfficer")} hint={w("privacyText")}>
          <BilingualField name="privacyOfficer.name" label={w("officerName")} />
          <BilingualField name="privacyOfficer.position" label={w("officerTitle")} />
          <ContactFields
            name="privacyOfficer"
            phone={w("officerPhone")}
            email={w("officerEmail")}
          />
        </FieldGroup>
        <FieldGroup legend={w("privacyDesk")}>
          <BilingualField name="privacyDesk.name" label={w("deskName")} />
          <ContactFields name="privacyDesk" phone={w("deskPhone")} email={w("deskEmail")} />
        </FieldGroup>
        <Processors rows={loaderData.rows} />
        <FieldGroup legend={w("verification")} hint={w("verificationHint")}>
          <TextField name="verification.naver" label={w("naver")} />
          <TextField name="verification.google" label={w("google")} />
        </FieldGroup>
        <TextField name="kakaoChannel" label={w("kakao")} hint={w("kakaoHint")} type="url" />
      </EditorForm>
    </>
  );
}
