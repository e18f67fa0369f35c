import type { Route } from "./+types/route";
import { FieldGroup } from "../../FieldGroup";
import { PageHead } from "../../PageHead";
import { adminPath } from "../../../words";
import { BilingualField } from "../../BilingualField";
import { PdfGroup } from "../../FileField";
import { EditorForm } from "../../EditorForm";
import { ChoiceList, ProductChoices } from "../../ProductChoices";
import { TextField } from "../../TextField";
import { useEditor } from "../../use-editor";
import { certificateAction, loadCertificateEditor } from "../editor.server";
import { certificateEditorWord, type CertificateEditorWord } from "../words";
import "../../content.css";
import "../certificates.css";

export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  loadCertificateEditor(request, context, params.id);

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? [];

export const action = ({ request, context, params }: Route.ActionArgs) =>
  certificateAction(request, context, params.id);

/**
 * A certificate: name, issuer and scope in both languages, its number, the days it is valid, the
 * product groups and products it covers, and its PDF.
 */
export default function CertificateEditor({ loaderData, actionData }: Route.ComponentProps) {
  const editor = useEditor(loaderData.draft, actionData);
  const { lang } = editor;
  const c = (key: CertificateEditorWord) => certificateEditorWord(lang, key);
  const here = adminPath(lang, `/content/certificates/${loaderData.id}`);
  return (
    <>
      <PageHead
        title={`${c("title")}: ${editor.value(`name.${lang}`) || certificateEditorWord(lang, "item", { id: loaderData.id })}`}
        text={c("text")}
      >
        <p>
          <a href={adminPath(lang, "/content/certificates")}>{c("list")}</a>
        </p>
      </PageHead>
      <EditorForm
        editor={editor}
        loaded={loaderData}
        action={here}
        files
        // A refused save shows the form again from its values.
        formKey={JSON.stringify(actionData?.values ?? null)}
      >
        <input type="hidden" name="id" value={loaderData.id} />
        <p className="admin-hint">{c("nameHint")}</p>
        <BilingualField name="name" label={c("name")} />
        <BilingualField name="issuer" label={c("issuer")} />
        <TextField name="number" label={c("number")} hint={c("numberHint")} />
        <BilingualField name="scope" label={c("scope")} multiline />
        <div className="content-pair">
          <TextField name="validFrom" label={c("validFrom")} type="date" />
          <TextField name="validUntil" label={c("validUntil")} hint={c("validHint")} type="date" />
        </div>
        <FieldGroup id="f-groups" legend={c("groups")} hint={c("groupsHint")}>
          <ChoiceList name="groups" items={loaderData.groups} />
        </FieldGroup>
        <ProductChoices
          legend={c("products")}
          hint={c("productsHint")}
          groups={loaderData.products}
          className="content-group"
        />
        <PdfGroup legend={c("pdf")} id="f-file" file={loaderData.file} />
      </EditorForm>
    </>
  );
}
