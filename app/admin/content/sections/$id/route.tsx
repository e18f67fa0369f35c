import type { Route } from "./+types/route";
import { FieldGroup } from "../../FieldGroup";
import { PageHead } from "../../PageHead";
import { useFormEditor } from "../../editor-context";
import { adminPath } from "../../../words";
import { BilingualField } from "../../BilingualField";
import { PhotoFileField } from "../../PhotoFileField";
import { EditorForm } from "../../EditorForm";
import { SectionJumps } from "../../SectionJumps";
import { useEditor, type Editor } from "../../use-editor";
import type { BlockView, ImageView, TableView } from "../view.server";
import { sectionWord, type SectionWordKey } from "../words";
import "../../content.css";
import "../sections.css";
import { loadSectionEditor, sectionEditorAction } from "../editor.server";

export const loader = (args: Route.LoaderArgs) => loadSectionEditor(args);

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? [];

export const action = (args: Route.ActionArgs) => sectionEditorAction(args);

type Words = (key: SectionWordKey, vars?: Record<string, string | number>) => string;

/** A table made from figures, as visitors see it now: read-only, with where to change it. */
function DerivedTables({
  tables,
  sw,
  catalogue,
}: {
  tables: TableView[];
  sw: Words;
  catalogue: string;
}) {
  return (
    <div className="section-derived">
      <p className="admin-hint">
        {sw("derived")} <a href={catalogue}>{sw("catalogueLink")}</a>
      </p>
      {tables.map((table, t) => (
        // A wide table scrolls on its own, so the keyboard can reach it too.
        <div
          key={t}
          className="admin-table-wrap"
          tabIndex={0}
          role="region"
          aria-label={table.caption || sw("derivedRow")}
        >
          <table className="admin-table">
            {table.caption && <caption>{table.caption}</caption>}
            {table.head.length > 0 && (
              <thead>
                <tr>
                  {table.head.map((cell, c) => (
                    <th key={c} scope="col">
                      {cell}
                    </th>
                  ))}
                </tr>
              </thead>
            )}
            <tbody>
              {table.rows.map((row, r) => (
                <tr key={r}>
                  {row.map((cell, c) => (
                    <td key={c}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </div>
  );
}

/** An image of a block: what the page shows now, and a new one to upload (with alt text). */
function ImageSlotField({ name, image, sw }: { name: string; image: ImageView; sw: Words }) {
  const editor = useFormEditor();
  const photo = editor.value(`${name}.photo`);
  const uploaded = photo !== "";
  const fileId = `f-${name.replaceAll(".", "-")}-upload`;
  const error = editor.error(`${name}.upload`);
  let shownName = image.name;
  try {
    if (uploaded) shownName = (JSON.parse(photo) as { name: string }).name;
  } catch {
    // A broken value is refused by the store at its field.
  }
  return (
    <fieldset className="section-image">
      <legend>{sw("image")}</legend>
      <input type="hidden" name={`${name}.photo`} value={photo} />
      {/* Decorative here: the alt text is beside it. A new upload shows once saved. */}
      {image.uploaded === uploaded && (
        <img
          src={image.src}
          width={image.width}
          height={image.height}
          alt=""
          className="section-image__now"
        />
      )}
      <p className="admin-hint">{sw("imageNow", { name: shownName })}</p>
      {uploaded && (
        <>
          <BilingualField name={`${name}.alt`} label={sw("imageAlt")} />
          <div className="content-field">
            <span>
              <input id={`${fileId}-remove`} name={`${name}.remove`} type="checkbox" value="1" />{" "}
              <label htmlFor={`${fileId}-remove`}>{sw("imageRemove")}</label>
            </span>
          </div>
        </>
      )}
      <PhotoFileField
        id={fileId}
        name={`${name}.upload`}
        label={sw("imageUpload")}
        hint={sw("imageHint")}
        error={error}
      >
        <div>
          <button type="submit" name="intent" value="upload">
            {sw("upload")}
          </button>
        </div>
      </PhotoFileField>
    </fieldset>
  );
}

/** The field of an item's words, by the item's kind. */
const ITEM_FIELD = {
  "image-text": "text",
  "overview-text": "textContent",
  "features-list": "features",
} as const;

function BlockFields(props: { name: string; block: BlockView; sw: Words; catalogue: string }) {
  const { name, block, sw, catalogue } = props;
  switch (block.type) {
    case "text":
      return (
        <FieldGroup legend={sw("block_text")} hint={sw("textHint")}>
          <BilingualField name={`${name}.html`} label={sw("field_text")} multiline />
        </FieldGroup>
      );
    case "highlight":
    case "title":
      return <BilingualField name={`${name}.text`} label={sw(`block_${block.type}`)} />;
    case "features-list":
      return (
        <BilingualField name={`${name}.features`} label={sw("block_features-list")} multiline />
      );
    case "title-with-image":
      return (
        <FieldGroup legend={sw("block_title-with-image")}>
          <BilingualField name={`${name}.text`} label={sw("block_title")} />
          <ImageSlotField name={`${name}.image`} image={block.image} sw={sw} />
        </FieldGroup>
      );
    case "overview": {
      return (
        <FieldGroup legend={sw("block_overview")}>
          <BilingualField name={`${name}.features`} label={sw("features")} multiline />
          <BilingualField name={`${name}.applications`} label={sw("applications")} multiline />
          <OverviewRows name={name} block={block} sw={sw} catalogue={catalogue} />
        </FieldGroup>
      );
    }
    case "section":
      return (
        <FieldGroup legend={sw("block_section")}>
          <BilingualField name={`${name}.title`} label={sw("sectionTitle")} />
          {block.items.map((item, i) => {
            const itemName = `${name}.content.${i}`;
            if (item.type === "fixed") {
              return (
                <p key={i} className="admin-hint">
                  {sw("block_fixed", { type: sw(`fixed_${item.was}`) })}
                </p>
              );
            }
            if (item.type === "derived") {
              return <DerivedTables key={i} tables={item.tables} sw={sw} catalogue={catalogue} />;
            }
            return (
              <FieldGroup key={i} legend={sw(`item_${item.type}`)}>
                <BilingualField
                  name={`${itemName}.${ITEM_FIELD[item.type]}`}
                  label={sw(item.type === "image-text" ? "field_text" : `item_${item.type}`)}
                  multiline
                />
                {item.image && (
                  <ImageSlotField name={`${itemName}.image`} image={item.image} sw={sw} />
                )}
                {item.derived.length > 0 && (
                  <DerivedTables tables={item.derived} sw={sw} catalogue={catalogue} />
                )}
              </FieldGroup>
            );
          })}
        </FieldGroup>
      );
    default:
      return <p className="admin-hint">{sw("block_fixed", { type: sw(`fixed_${block.was}`) })}</p>;
  }
}

/** An overview's specification rows: staff's rows editable, rows made from figures shown only. */
function OverviewRows(props: {
  name: string;
  block: Extract<BlockView, { type: "overview" }>;
  sw: Words;
  catalogue: string;
}) {
  const { name, block, sw, catalogue } = props;
  const derived = new Map(block.derivedRows.map((row) => [row.index, row]));
  return (
    <>
      {Array.from({ length: block.rows }, (_, r) => {
        const made = derived.get(r);
        if (made) {
          return (
            <div key={r} className="section-derived">
              <p>
                <strong>{made.label}</strong>: {made.value}
              </p>
              <p className="admin-hint">
                {sw("derivedRow")} <a href={catalogue}>{sw("catalogueLink")}</a>
              </p>
            </div>
          );
        }
        return (
          <FieldGroup key={r} legend={sw("specRow", { n: r + 1 })}>
            <BilingualField name={`${name}.specifications.${r}.label`} label={sw("specLabel")} />
            <BilingualField name={`${name}.specifications.${r}.value`} label={sw("specValue")} />
          </FieldGroup>
        );
      })}
    </>
  );
}

/** A list's own error (its languages' line counts differ) links to its Korean side. */
function listFieldIds(editor: Editor): Record<string, string> {
  return Object.fromEntries(
    Object.keys(editor.answer?.fieldErrors ?? {})
      .filter((path) => /\.(features|applications)$/.test(path))
      .map((path) => [path, `f-${path.replaceAll(".", "-")}-ko`]),
  );
}

export default function SectionEditor({ loaderData, actionData }: Route.ComponentProps) {
  const editor = useEditor(loaderData.draft, actionData);
  const { lang } = editor;
  const sw: Words = (key, vars) => sectionWord(lang, key, vars);
  const { section } = loaderData;
  const here = adminPath(lang, `/content/sections/${section.id}`);
  const catalogue = adminPath(lang, "/content/catalogue");
  const pageName = `pages.${section.page}`;
  return (
    <>
      <PageHead
        back={{ to: adminPath(lang, "/content/sections"), label: sw("allSections"), reload: true }}
        title={sw("editorTitle", { section: section.name })}
        text={sw("editorText")}
      />
      <nav aria-label={sw("pageNav")} className="section-pages">
        <ul>
          {Array.from({ length: section.pages }, (_, p) => (
            <li key={p}>
              <a
                href={`${here}?page=${p + 1}`}
                aria-current={p === section.page ? "page" : undefined}
              >
                {sw("pageN", { n: p + 1 })}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p>
        <a href={loaderData.publicPage} target="_blank" rel="noreferrer">
          {sw("openPage")}
        </a>
      </p>
      <EditorForm
        editor={editor}
        loaded={loaderData}
        fieldIds={listFieldIds(editor)}
        above={
          <>
            <SectionJumps
              editor={editor}
              draft={loaderData.draft}
              sections={[
                { id: "s-title", label: sw("pageTitle"), paths: [`${pageName}.title`] },
                ...loaderData.blocks.flatMap((block, b) =>
                  block.type === "fixed"
                    ? []
                    : [
                        {
                          id: `s-block-${b}`,
                          label: sw(`block_${block.type}`),
                          paths: [`${pageName}.content.${b}`],
                        },
                      ],
                ),
              ]}
            />
          </>
        }
        action={`${here}?page=${section.page + 1}`}
        files
        // After an upload the fields start again from the answer's values.
        formKey={actionData ? JSON.stringify(actionData.values ?? {}).length : "saved"}
      >
        <input type="hidden" name="page" value={section.page + 1} />
        <h2 id="s-title" className="content-jump-target">
          {sw("pageN", { n: section.page + 1 })}
        </h2>
        <BilingualField name={`${pageName}.title`} label={sw("pageTitle")} />
        {loaderData.blocks.map((block, b) => (
          <div key={b} id={`s-block-${b}`} className="content-jump-target">
            <BlockFields
              name={`${pageName}.content.${b}`}
              block={block}
              sw={sw}
              catalogue={catalogue}
            />
          </div>
        ))}
      </EditorForm>
    </>
  );
}
