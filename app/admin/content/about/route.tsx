import type { Route } from "./+types/route";
import { PageHead } from "../PageHead";
import { useFormEditor } from "../editor-context";
import { Picture } from "../../../viewer/Picture";
import { photoUrl, type PhotoCopies } from "../../../viewer/shown-image";
import { adminPath } from "../../words";
import { BilingualField } from "../BilingualField";
import { PhotoFileField } from "../PhotoFileField";
import { EditorForm } from "../EditorForm";
import { SectionJumps } from "../SectionJumps";
import { TextField } from "../TextField";
import { useEditor } from "../use-editor";
import { aboutFieldLabel } from "./labels";
import { rowCount } from "./rows";
import { aboutWord, type AboutWordKey } from "./words";
import "../content.css";
import "./about.css";
import { loadAboutEditor, aboutEditorAction } from "./editor.server";

const PATH = "/content/about";

export const loader = (args: Route.LoaderArgs) => loadAboutEditor(args);

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? [];

export const action = (args: Route.ActionArgs) => aboutEditorAction(args);

type Words = (key: AboutWordKey, vars?: Record<string, string | number>) => string;

/** A list's rows in the form: those saved or typed, and one empty row to add another. */
function listRows(fields: Record<string, string>, list: string, field: string) {
  const rows = rowCount((name) => name in fields, list, field);
  const last = `${list}.${rows - 1}.`;
  const lastTyped = Object.entries(fields).some(
    ([name, value]) => name.startsWith(last) && !name.endsWith(".remove") && value.trim() !== "",
  );
  return rows === 0 || lastTyped ? rows + 1 : rows;
}

/** "Remove" for a row of a list: ticked, the row is left out when saved. */
function RemoveBox({ row, label }: { row: string; label: string }) {
  const editor = useFormEditor();
  const id = `f-${row.replaceAll(".", "-")}-remove`;
  return (
    <div className="content-field">
      <input
        id={id}
        name={`${row}.remove`}
        type="checkbox"
        value="1"
        defaultChecked={editor.value(`${row}.remove`) === "1"}
      />{" "}
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** What an image slot shows now: the drawing or the uploaded photo, small. */
function parseImage(meta: string): {
  src?: string;
  photo?: PhotoCopies & { name: string; width: number; height: number };
} {
  try {
    return JSON.parse(meta) as ReturnType<typeof parseImage>;
  } catch {
    return {};
  }
}

/** One image of a page in one language: what is shown now, a new file, its alt text. */
function ImageField({ slot, aw }: { slot: string; aw: Words }) {
  const editor = useFormEditor();
  const meta = editor.value(`${slot}.meta`);
  const image = parseImage(meta);
  const id = `f-${slot.replaceAll(".", "-")}`;
  const error = editor.error(`${slot}.upload`);
  const lang = slot.endsWith(".ko") ? "ko" : "en";
  return (
    <fieldset className="content-group about-image">
      <legend>{aw("imageFor", { lang: editor.w(lang === "ko" ? "korean" : "english") })}</legend>
      <input type="hidden" name={`${slot}.meta`} value={meta} />
      {/* Decorative here: its alt text is below, being written. */}
      {image.photo ? (
        <Picture
          className="about-image__shown"
          image={{
            src: photoUrl(image.photo, image.photo.widths[0]!, "webp"),
            width: image.photo.width,
            height: image.photo.height,
            alt: "",
            photo: image.photo,
          }}
          sizes="10rem"
        />
      ) : (
        image.src && <img src={image.src} alt="" width={160} className="about-image__shown" />
      )}
      <p className="admin-hint">
        {image.photo ? aw("photo", { name: image.photo.name }) : aw("drawing")}
      </p>
      <PhotoFileField
        id={`${id}-upload`}
        name={`${slot}.upload`}
        label={aw("chooseImage")}
        hint={aw("imageHint")}
        error={error}
      />
      {image.photo && (
        <div className="content-field">
          <input id={`${id}-drawing`} name={`${slot}.drawing`} type="checkbox" value="1" />{" "}
          <label htmlFor={`${id}-drawing`}>{aw("backToDrawing")}</label>
        </div>
      )}
      <BilingualField name={`${slot}.alt`} label={aw("alt")} multiline />
    </fieldset>
  );
}

function CeoMessage({ fields, aw }: Section) {
  const rows = listRows(fields, "ceoMessage.paragraphs", "ko");
  return (
    <fieldset id="s-ceo" className="content-group content-jump-target">
      <legend>{aw("ceo")}</legend>
      <BilingualField name="ceoMessage.title" label={aw("ceoTitle")} />
      <p className="admin-hint">{aw("paragraphsHint")}</p>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="content-row">
          <BilingualField
            name={`ceoMessage.paragraphs.${i}`}
            label={aw("paragraph", { n: i + 1 })}
            multiline
          />
          <RemoveBox
            row={`ceoMessage.paragraphs.${i}`}
            label={`${aw("remove")}: ${aw("paragraph", { n: i + 1 })}`}
          />
        </div>
      ))}
      <BilingualField name="ceoMessage.signature" label={aw("signature")} />
      <fieldset className="content-group">
        <legend>{aw("ceoImage")}</legend>
        <ImageField slot="ceoMessage.image.ko" aw={aw} />
        <ImageField slot="ceoMessage.image.en" aw={aw} />
      </fieldset>
    </fieldset>
  );
}

function History({ fields, aw }: Section) {
  const rows = listRows(fields, "history.events", "date");
  return (
    <fieldset id="s-history" className="content-group content-jump-target">
      <legend>{aw("history")}</legend>
      <BilingualField name="history.intro" label={aw("historyIntro")} multiline />
      <p className="admin-hint">{aw("eventsHint")}</p>
      {Array.from({ length: rows }, (_, i) => (
        <fieldset key={i} className="content-row">
          <legend>{aw("event", { n: i + 1 })}</legend>
          <TextField name={`history.events.${i}.date`} label={aw("date")} hint={aw("dateHint")} />
          <BilingualField name={`history.events.${i}.event`} label={aw("eventText")} multiline />
          <RemoveBox
            row={`history.events.${i}`}
            label={`${aw("remove")}: ${aw("event", { n: i + 1 })}`}
          />
        </fieldset>
      ))}
      <p className="admin-hint">{aw("keywordsHint")}</p>
      <BilingualField name="history.keywords" label={aw("keywords")} multiline />
    </fieldset>
  );
}

function Organization({ fields, aw }: Section) {
  const rows = listRows(fields, "organization.teams", "name.ko");
  return (
    <fieldset id="s-organization" className="content-group content-jump-target">
      <legend>{aw("organization")}</legend>
      <BilingualField name="organization.intro" label={aw("orgIntro")} multiline />
      <BilingualField name="organization.ceo" label={aw("orgHead")} />
      {Array.from({ length: rows }, (_, i) => (
        <fieldset key={i} className="content-row">
          <legend>{aw("team", { n: i + 1 })}</legend>
          <BilingualField name={`organization.teams.${i}.name`} label={aw("teamName")} />
          <BilingualField name={`organization.teams.${i}.duties`} label={aw("duties")} />
          <RemoveBox
            row={`organization.teams.${i}`}
            label={`${aw("remove")}: ${aw("team", { n: i + 1 })}`}
          />
        </fieldset>
      ))}
    </fieldset>
  );
}

function Business({ fields, aw }: Section) {
  const rows = listRows(fields, "business.areas", "title.ko");
  return (
    <fieldset id="s-business" className="content-group content-jump-target">
      <legend>{aw("business")}</legend>
      <BilingualField name="business.intro" label={aw("businessIntro")} multiline />
      {Array.from({ length: rows }, (_, i) => (
        <fieldset key={i} className="content-row">
          <legend>{aw("area", { n: i + 1 })}</legend>
          <BilingualField name={`business.areas.${i}.title`} label={aw("areaTitle")} />
          <BilingualField name={`business.areas.${i}.lines`} label={aw("areaLines")} multiline />
          <RemoveBox
            row={`business.areas.${i}`}
            label={`${aw("remove")}: ${aw("area", { n: i + 1 })}`}
          />
        </fieldset>
      ))}
    </fieldset>
  );
}

function Location({ aw }: Section) {
  const editor = useFormEditor();
  return (
    <fieldset id="s-map" className="content-group content-jump-target">
      <legend>{aw("map")}</legend>
      <p>
        {aw("address")} <a href={adminPath(editor.lang, "/content/company")}>{aw("addressLink")}</a>
      </p>
      <BilingualField name="map.title" label={aw("mapTitle")} />
      <BilingualField name="map.subway" label={aw("subway")} multiline />
      <BilingualField name="map.car.route1" label={aw("car1")} multiline />
      <BilingualField name="map.car.route2" label={aw("car2")} multiline />
      <fieldset className="content-group">
        <legend>{aw("mapImage")}</legend>
        <ImageField slot="map.image.ko" aw={aw} />
        <ImageField slot="map.image.en" aw={aw} />
      </fieldset>
    </fieldset>
  );
}

interface Section {
  fields: Record<string, string>;
  aw: Words;
}

/** The five company pages' words and images, Korean and English side by side. */
export default function AboutEditor({ loaderData, actionData }: Route.ComponentProps) {
  const editor = useEditor(loaderData.draft, actionData);
  const { lang } = editor;
  const aw: Words = (key, vars) => aboutWord(lang, key, vars);
  const fields = actionData?.values ?? loaderData.draft;
  const section = { fields, aw };
  return (
    <>
      <PageHead title={aw("editorTitle")} text={aw("editorText")}>
        <p>{aw(loaderData.item.version === 0 ? "following" : "owned")}</p>
      </PageHead>
      <EditorForm
        editor={editor}
        loaded={loaderData}
        fieldLabels={(bare) => aboutFieldLabel(lang, bare)}
        above={
          <>
            <SectionJumps
              editor={editor}
              draft={fields}
              sections={[
                { id: "s-ceo", label: aw("ceo"), paths: ["ceoMessage"] },
                { id: "s-history", label: aw("history"), paths: ["history"] },
                { id: "s-organization", label: aw("organization"), paths: ["organization"] },
                { id: "s-business", label: aw("business"), paths: ["business"] },
                { id: "s-map", label: aw("map"), paths: ["map"] },
              ]}
            />
          </>
        }
        action={adminPath(lang, PATH)}
        files
        // Rows added or removed by a post: the fields start again from the answer's values.
        formKey={actionData ? JSON.stringify(Object.keys(fields)) : "saved"}
        footer={<p className="admin-hint">{aw("previewHint")}</p>}
      >
        <CeoMessage {...section} />
        <History {...section} />
        <Organization {...section} />
        <Business {...section} />
        <Location {...section} />
      </EditorForm>
    </>
  );
}
