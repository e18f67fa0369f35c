import type { Route } from "./+types/route";
import { FieldGroup } from "../FieldGroup";
import { PageHead } from "../PageHead";
import { useFormEditor } from "../editor-context";
import { Picture } from "../../../viewer/Picture";
import { photoUrl, type PhotoCopies } from "../../../viewer/shown-image";
import { adminPath } from "../../words";
import type { ReactNode } from "react";
import { BilingualField } from "../BilingualField";
import { CheckField } from "../CheckField";
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

/**
 * A list's rows, each its fields and a box to remove it (ticked, the row is left out when
 * saved); `named` rows are fieldsets under their name.
 */
function ListRows(props: {
  list: string;
  /** The field that tells a row is there (listRows). */
  field: string;
  /** The words that name a row: "event" is 연혁 n. */
  row: AboutWordKey;
  named?: boolean;
  children: (row: string, n: number) => ReactNode;
}) {
  const editor = useFormEditor();
  const { list, named } = props;
  const name = (n: number) => aboutWord(editor.lang, props.row, { n });
  const Row = named ? "fieldset" : "div";
  return Array.from({ length: listRows(editor.fields, list, props.field) }, (_, i) => {
    const row = `${list}.${i}`;
    return (
      <Row key={i} className="content-row">
        {named && <legend>{name(i + 1)}</legend>}
        {props.children(row, i + 1)}
        <CheckField
          name={`${row}.remove`}
          label={`${aboutWord(editor.lang, "remove")}: ${name(i + 1)}`}
          checked={editor.value(`${row}.remove`) === "1"}
        />
      </Row>
    );
  });
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
    <FieldGroup
      className="content-group about-image"
      legend={aw("imageFor", { lang: editor.w(lang === "ko" ? "korean" : "english") })}
    >
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
      {image.photo && <CheckField name={`${slot}.drawing`} label={aw("backToDrawing")} />}
      <BilingualField name={`${slot}.alt`} label={aw("alt")} multiline />
    </FieldGroup>
  );
}

function CeoMessage({ aw }: Section) {
  return (
    <FieldGroup id="s-ceo" className="content-group content-jump-target" legend={aw("ceo")}>
      <BilingualField name="ceoMessage.title" label={aw("ceoTitle")} />
      <p className="admin-hint">{aw("paragraphsHint")}</p>
      <ListRows list="ceoMessage.paragraphs" field="ko" row="paragraph">
        {(row, n) => <BilingualField name={row} label={aw("paragraph", { n })} multiline />}
      </ListRows>
      <BilingualField name="ceoMessage.signature" label={aw("signature")} />
      <FieldGroup legend={aw("ceoImage")}>
        <ImageField slot="ceoMessage.image.ko" aw={aw} />
        <ImageField slot="ceoMessage.image.en" aw={aw} />
      </FieldGroup>
    </FieldGroup>
  );
}

function History({ aw }: Section) {
  return (
    <FieldGroup id="s-history" className="content-group content-jump-target" legend={aw("history")}>
      <BilingualField name="history.intro" label={aw("historyIntro")} multiline />
      <p className="admin-hint">{aw("eventsHint")}</p>
      <ListRows list="history.events" field="date" row="event" named>
        {(row) => (
          <>
            <TextField name={`${row}.date`} label={aw("date")} hint={aw("dateHint")} />
            <BilingualField name={`${row}.event`} label={aw("eventText")} multiline />
          </>
        )}
      </ListRows>
      <p className="admin-hint">{aw("keywordsHint")}</p>
      <BilingualField name="history.keywords" label={aw("keywords")} multiline />
    </FieldGroup>
  );
}

function Organization({ aw }: Section) {
  return (
    <FieldGroup
      id="s-organization"
      className="content-group content-jump-target"
      legend={aw("organization")}
    >
      <BilingualField name="organization.intro" label={aw("orgIntro")} multiline />
      <BilingualField name="organization.ceo" label={aw("orgHead")} />
      <ListRows list="organization.teams" field="name.ko" row="team" named>
        {(row) => (
          <>
            <BilingualField name={`${row}.name`} label={aw("teamName")} />
            <BilingualField name={`${row}.duties`} label={aw("duties")} />
          </>
        )}
      </ListRows>
    </FieldGroup>
  );
}

function Business({ aw }: Section) {
  return (
    <FieldGroup
      id="s-business"
      className="content-group content-jump-target"
      legend={aw("business")}
    >
      <BilingualField name="business.intro" label={aw("businessIntro")} multiline />
      <ListRows list="business.areas" field="title.ko" row="area" named>
        {(row) => (
          <>
            <BilingualField name={`${row}.title`} label={aw("areaTitle")} />
            <BilingualField name={`${row}.lines`} label={aw("areaLines")} multiline />
          </>
        )}
      </ListRows>
    </FieldGroup>
  );
}

function Location({ aw }: Section) {
  const editor = useFormEditor();
  return (
    <FieldGroup id="s-map" className="content-group content-jump-target" legend={aw("map")}>
      <p>
        {aw("address")} <a href={adminPath(editor.lang, "/content/company")}>{aw("addressLink")}</a>
      </p>
      <BilingualField name="map.title" label={aw("mapTitle")} />
      <BilingualField name="map.subway" label={aw("subway")} multiline />
      <BilingualField name="map.car.route1" label={aw("car1")} multiline />
      <BilingualField name="map.car.route2" label={aw("car2")} multiline />
      <FieldGroup legend={aw("mapImage")}>
        <ImageField slot="map.image.ko" aw={aw} />
        <ImageField slot="map.image.en" aw={aw} />
      </FieldGroup>
    </FieldGroup>
  );
}

interface Section {
  aw: Words;
}

/** The five company pages' words and images, Korean and English side by side. */
export default function AboutEditor({ loaderData, actionData }: Route.ComponentProps) {
  const editor = useEditor(loaderData.draft, actionData);
  const { lang } = editor;
  const aw: Words = (key, vars) => aboutWord(lang, key, vars);
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
              draft={editor.fields}
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
        formKey={actionData ? JSON.stringify(Object.keys(editor.fields)) : "saved"}
        footer={<p className="admin-hint">{aw("previewHint")}</p>}
      >
        <CeoMessage aw={aw} />
        <History aw={aw} />
        <Organization aw={aw} />
        <Business aw={aw} />
        <Location aw={aw} />
      </EditorForm>
    </>
  );
}
