import { data } from "react-router";
import type { Route } from "./+types/route";
import { alignSectionTexts, type SectionTexts } from "../../../../content/section-texts.server";
import type { UploadedPhoto } from "../../../../content/schemas";
import { photoDirs, processPhoto, safeName } from "../../../../../server/content/photos";
import { audit, requireStaff } from "../../../guard.server";
import { adminPageMeta } from "../../../frame/meta";
import { adminPath, requestAdminLang } from "../../../words";
import { BilingualField } from "../../BilingualField";
import { PhotoFileField } from "../../PhotoFileField";
import { publishing } from "../../context.server";
import { formValues } from "../../form.server";
import { itemAction, withForm, type ItemActionData } from "../../item-action.server";
import { EditorForm } from "../../EditorForm";
import { SectionJumps } from "../../SectionJumps";
import { itemView } from "../../item.server";
import { useEditor, type Editor } from "../../use-editor";
import { readSectionTexts, sectionFields, uploadSlots } from "../form.server";
import {
  pageView,
  sectionName,
  sectionPage,
  type BlockView,
  type ImageView,
  type TableView,
} from "../view.server";
import { sectionWord, type SectionWordKey } from "../words";
import "../../content.css";
import "../sections.css";

const KIND = "section" as const;

/** The page asked for (`?page=N`, 1-based) within the section's pages, as an index. */
function pageIndex(request: Request, pages: number): number {
  const asked = Number(new URL(request.url).searchParams.get("page") ?? "1");
  return Number.isInteger(asked) && asked >= 1 && asked <= pages ? asked - 1 : 0;
}

function sectionItem(context: Route.LoaderArgs["context"], id: string) {
  const item = publishing(context).store.get(KIND, id);
  if (!item) throw data(null, { status: 404 });
  return item;
}

/** One page of a section's words, its blocks as laid out, its state and history. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  requireStaff(request, context);
  const lang = requestAdminLang(request);
  const item = sectionItem(context, params.id);
  const draft = alignSectionTexts(params.id, item.draft) as SectionTexts;
  const p = pageIndex(request, draft.pages.length);
  const name = sectionName(params.id, lang);
  return {
    meta: adminPageMeta(lang, sectionWord(lang, "editorTitle", { section: name })),
    section: { id: params.id, name, pages: draft.pages.length, page: p },
    publicPage: sectionPage(lang, params.id, p + 1),
    blocks: pageView(params.id, p, draft, lang, sectionWord(lang, "imageRepo")),
    draft: sectionFields(draft),
    ...itemView(context, KIND, params.id, item),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? [];

/**
 * Chosen images go through the photo pipeline first; with a save or publish the post then
 * carries on as the frame's write (item-action.server.ts), so one post can replace an image and
 * save. A refused upload, or the upload button, answers with the form as typed (nothing lost).
 * A write lands back on the page being edited.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  requireStaff(request, context);
  const lang = requestAdminLang(request);
  sectionItem(context, params.id);
  const form = await request.formData();
  const dirs = photoDirs(publishing(context).dataDir);
  const failed: Record<string, string> = {};
  const uploads = uploadSlots(form);
  for (const { slot, file } of uploads) {
    form.delete(`${slot}.upload`);
    const result = await processPhoto(Buffer.from(await file.arrayBuffer()), file.name, dirs);
    if (!result.ok) {
      failed[`${slot}.upload`] = `${safeName(file.name)}: ${result.message[lang]}`;
      continue;
    }
    audit(request, context, {
      action: "photo-uploaded",
      target: result.photo.id,
      detail: `${KIND}/${params.id} ${result.photo.width}x${result.photo.height}`,
    });
    form.set(`${slot}.photo`, JSON.stringify(result.photo satisfies UploadedPhoto));
    form.delete(`${slot}.remove`);
  }
  const failures = Object.values(failed);
  if (failures.length || form.get("intent") === "upload") {
    return data<ItemActionData>(
      {
        message: failures.length
          ? sectionWord(lang, "uploadFailed", { files: failures.join(" / ") })
          : sectionWord(lang, "uploaded"),
        values: formValues(form),
        fieldErrors: failures.length ? failed : undefined,
        tone: failures.length ? undefined : "done",
      },
      { status: failures.length ? 400 : 200 },
    );
  }
  const page = Number(form.get("page")) || 1;
  try {
    return await itemAction(withForm(request, form), context, {
      kind: KIND,
      id: params.id,
      read: (form, current) => readSectionTexts(form, alignSectionTexts(params.id, current)),
      fields: (value) => sectionFields(value as SectionTexts),
      path: `/content/sections/${params.id}`,
    });
  } catch (thrown) {
    // The frame's redirect names the editor; it lands on the page that was being edited.
    if (thrown instanceof Response) {
      const to = thrown.headers.get("Location");
      if (to) thrown.headers.set("Location", `${to}&page=${page}`);
    }
    throw thrown;
  }
}

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
function ImageSlotField({
  editor,
  name,
  image,
  sw,
}: {
  editor: Editor;
  name: string;
  image: ImageView;
  sw: Words;
}) {
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
          <BilingualField editor={editor} name={`${name}.alt`} label={sw("imageAlt")} />
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

function BlockFields(props: {
  editor: Editor;
  name: string;
  block: BlockView;
  sw: Words;
  catalogue: string;
}) {
  const { editor, name, block, sw, catalogue } = props;
  switch (block.type) {
    case "text":
      return (
        <fieldset className="content-group">
          <legend>{sw("block_text")}</legend>
          <p className="admin-hint">{sw("textHint")}</p>
          <BilingualField
            editor={editor}
            name={`${name}.html`}
            label={sw("field_text")}
            multiline
          />
        </fieldset>
      );
    case "highlight":
    case "title":
      return (
        <BilingualField editor={editor} name={`${name}.text`} label={sw(`block_${block.type}`)} />
      );
    case "features-list":
      return (
        <BilingualField
          editor={editor}
          name={`${name}.features`}
          label={sw("block_features-list")}
          multiline
        />
      );
    case "title-with-image":
      return (
        <fieldset className="content-group">
          <legend>{sw("block_title-with-image")}</legend>
          <BilingualField editor={editor} name={`${name}.text`} label={sw("block_title")} />
          <ImageSlotField editor={editor} name={`${name}.image`} image={block.image} sw={sw} />
        </fieldset>
      );
    case "overview": {
      return (
        <fieldset className="content-group">
          <legend>{sw("block_overview")}</legend>
          <BilingualField
            editor={editor}
            name={`${name}.features`}
            label={sw("features")}
            multiline
          />
          <BilingualField
            editor={editor}
            name={`${name}.applications`}
            label={sw("applications")}
            multiline
          />
          <OverviewRows editor={editor} name={name} block={block} sw={sw} catalogue={catalogue} />
        </fieldset>
      );
    }
    case "section":
      return (
        <fieldset className="content-group">
          <legend>{sw("block_section")}</legend>
          <BilingualField editor={editor} name={`${name}.title`} label={sw("sectionTitle")} />
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
              <fieldset key={i} className="content-group">
                <legend>{sw(`item_${item.type}`)}</legend>
                <BilingualField
                  editor={editor}
                  name={`${itemName}.${ITEM_FIELD[item.type]}`}
                  label={sw(item.type === "image-text" ? "field_text" : `item_${item.type}`)}
                  multiline
                />
                {item.image && (
                  <ImageSlotField
                    editor={editor}
                    name={`${itemName}.image`}
                    image={item.image}
                    sw={sw}
                  />
                )}
                {item.derived.length > 0 && (
                  <DerivedTables tables={item.derived} sw={sw} catalogue={catalogue} />
                )}
              </fieldset>
            );
          })}
        </fieldset>
      );
    default:
      return <p className="admin-hint">{sw("block_fixed", { type: sw(`fixed_${block.was}`) })}</p>;
  }
}

/** An overview's specification rows: staff's rows editable, rows made from figures shown only. */
function OverviewRows(props: {
  editor: Editor;
  name: string;
  block: Extract<BlockView, { type: "overview" }>;
  sw: Words;
  catalogue: string;
}) {
  const { editor, name, block, sw, catalogue } = props;
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
          <fieldset key={r} className="content-group">
            <legend>{sw("specRow", { n: r + 1 })}</legend>
            <BilingualField
              editor={editor}
              name={`${name}.specifications.${r}.label`}
              label={sw("specLabel")}
            />
            <BilingualField
              editor={editor}
              name={`${name}.specifications.${r}.value`}
              label={sw("specValue")}
            />
          </fieldset>
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
      <p>
        <a href={adminPath(lang, "/content/sections")}>← {sw("allSections")}</a>
      </p>
      <h1>{sw("editorTitle", { section: section.name })}</h1>
      <p>{sw("editorText")}</p>
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
        preview={adminPath(lang, `/content/preview/${KIND}/${section.id}`)}
        files
        // After an upload the fields start again from the answer's values.
        formKey={actionData ? JSON.stringify(actionData.values ?? {}).length : "saved"}
      >
        <input type="hidden" name="page" value={section.page + 1} />
        <h2 id="s-title" className="content-jump-target">
          {sw("pageN", { n: section.page + 1 })}
        </h2>
        <BilingualField editor={editor} name={`${pageName}.title`} label={sw("pageTitle")} />
        {loaderData.blocks.map((block, b) => (
          <div key={b} id={`s-block-${b}`} className="content-jump-target">
            <BlockFields
              editor={editor}
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
