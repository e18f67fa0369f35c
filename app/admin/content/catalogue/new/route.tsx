import type { Route } from "./+types/route";
import { PageHead } from "../../PageHead";
import { Csrf } from "../../../frame/Csrf";
import { adminPath } from "../../../words";
import { EditorContext } from "../../editor-context";
import { ErrorSummary } from "../../ErrorSummary";
import { TextField } from "../../TextField";
import { useEditor } from "../../use-editor";
import { SelectField } from "../SelectField";
import { catalogueWord, type CatalogueWordKey } from "../words";
import "../../content.css";
import "../catalogue.css";
import { loadNewProduct, addProductAction } from "./new.server";

export const loader = ({ request, context }: Route.LoaderArgs) => loadNewProduct(request, context);

export const action = ({ request, context }: Route.ActionArgs) =>
  addProductAction(request, context);

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? [];

/** The form: a code, a subcategory that lists products, a kind of product. */
export default function AddProduct({ loaderData, actionData }: Route.ComponentProps) {
  const editor = useEditor({}, actionData);
  const { lang } = editor;
  const cw = (key: CatalogueWordKey) => catalogueWord(lang, key);
  const { subcategories, kinds } = loaderData;
  return (
    <>
      <PageHead
        back={{ to: adminPath(lang, "/content/catalogue"), label: cw("allProducts"), reload: true }}
        title={cw("addTitle")}
        text={cw("addText")}
      />
      <ErrorSummary editor={editor} />
      <EditorContext value={editor}>
        <form method="post" className="content-editor" noValidate>
          <Csrf />
          <TextField name="code" label={cw("fig_code")} hint={cw("codeHint")} required />
          <SelectField
            name="subcategory"
            label={cw("subcategoryLabel")}
            groups={subcategories}
            placeholder={cw("chooseOne")}
          />
          <SelectField
            name="kind"
            label={cw("kindLabel")}
            groups={kinds}
            placeholder={cw("chooseOne")}
          />
          <div className="content-buttons">
            <button type="submit">{cw("addButton")}</button>
          </div>
        </form>
      </EditorContext>
    </>
  );
}
