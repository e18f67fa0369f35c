import { describe, expect, it } from "vitest";
import { homeFields, readHome } from "../../app/admin/content/home/form.server";
import { company } from "../../app/content/company";
import { home } from "../../app/content/home";
import { claimChoices, claimText, homePage } from "../../app/content/home-live.server";
import { CLAIM_READINGS, homeSchema, type HomeContent } from "../../app/content/schemas";
import { SECTORS_BEFORE, SIX_SECTORS } from "../../server/content/six-sectors";
import { currentShape } from "../../server/content/store";

/** The home editor's form as a browser posts it, with the empty featured row to add one. */
function posted(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

const emptyRow = (i: number) => {
  const row: Record<string, string> = { [`featured.${i}.category`]: "" };
  for (const field of ["title", "text", "tags.0", "tags.1", "tags.2"]) {
    row[`featured.${i}.${field}.ko`] = "";
    row[`featured.${i}.${field}.en`] = "";
  }
  return row;
};

describe("the home page editor's form", () => {
  it("a home saved with five sectors opens with six: staff's rows kept, LNG carriers added", () => {
    const before = { ...home, sectors: SECTORS_BEFORE } as HomeContent;
    // The repository's five rows as shipped become the six of this step.
    const upgraded = currentShape("home", before) as HomeContent;
    expect(upgraded.sectors).toEqual(SIX_SECTORS);
    expect(homeSchema.safeParse(upgraded).success).toBe(true);
    // A row staff rewrote is theirs: kept, the rest as today.
    const edited = structuredClone(before);
    edited.sectors[3]!.text = { ko: "직원이 고친 문장", en: "Staff's own words" };
    const kept = (currentShape("home", edited) as HomeContent).sectors;
    expect(kept[3]!.text.en).toBe("Staff's own words");
    expect(kept.map((row) => row.title.en)).toEqual(home.sectors.map((row) => row.title.en));
    // LNG carriers already written in by staff: the row they left out comes back instead.
    const lng = structuredClone(before);
    lng.sectors[4] = {
      title: { ko: "LNG 운반선", en: "LNG carriers" },
      text: lng.sectors[4]!.text,
    };
    const filled = (currentShape("home", lng) as HomeContent).sectors;
    expect(filled.map((row) => row.title.ko)).toEqual([
      "상하수도",
      "발전",
      "석유화학",
      "조선·해양",
      "LNG 운반선",
      "일반 플랜트",
    ]);
    // Today's shape is left as it is.
    expect(currentShape("home", home)).toBe(home);
  });

  it("a technical page saved with the industries' former English names shows today's", () => {
    const saved = {
      pages: [
        {
          blocks: [
            {
              applications: {
                ko: ["발전", "석유화학"],
                en: ["Power plants", "Petrochemical", "General plants", "LNG carriers"],
              },
            },
          ],
        },
      ],
    };
    expect(currentShape("section", saved)).toEqual({
      pages: [
        {
          blocks: [
            {
              applications: {
                ko: ["발전", "석유화학"],
                en: ["Power generation", "Petrochemicals", "General industry", "LNG carriers"],
              },
            },
          ],
        },
      ],
    });
  });

  it("reads back the copy it shows, the points a line each and the readings chosen", () => {
    const form = posted({ ...homeFields(home), ...emptyRow(home.featured.length) });
    const read = readHome(form, home);
    expect(read).toEqual(home);
    expect(homeSchema.safeParse(read).success).toBe(true);
  });

  it("adds a featured group from the empty row; a cleared row is removed", () => {
    const fields = homeFields(home);
    for (const key of Object.keys(fields)) if (key.startsWith("featured.1.")) fields[key] = "";
    const added = emptyRow(home.featured.length);
    Object.assign(added, {
      [`featured.${home.featured.length}.category`]: "special",
      [`featured.${home.featured.length}.title.ko`]: "특수 액추에이터",
    });
    const read = readHome(posted({ ...fields, ...added }), home);
    expect(read.featured.map((group) => group.category)).toEqual([
      "electric",
      "sirca-valves",
      "pinch-valve",
      "special",
    ]);
    expect(read.featured[3]!.title).toEqual({ ko: "특수 액추에이터", en: "" });
  });

  it("keeps an unknown category as posted, which the schema refuses at its field", () => {
    const fields = { ...homeFields(home), "featured.0.category": "valves-of-mars" };
    const read = readHome(posted(fields), home);
    expect(read.featured[0]!.category).toBe("valves-of-mars");
    const issues = homeSchema.safeParse(read).error!.issues.map((issue) => issue.path.join("."));
    expect(issues).toEqual(["featured.0.category"]);
  });

  it("keeps a reading as posted: one the claims do not have is refused at its place", () => {
    const fields = { ...homeFields(home), "yearsFigure.reading": "founded1066" };
    const read = readHome(posted(fields), home);
    expect(read.yearsFigure.reading).toBe("founded1066");
    const issues = homeSchema.safeParse(read).error!.issues.map((issue) => issue.path.join("."));
    expect(issues).toEqual(["yearsFigure.reading"]);
  });

  it("reads the points a line each, blank lines left out", () => {
    const fields = { ...homeFields(home), "whyChooseUs.points.ko": "하나\n\n 둘 \r\n셋" };
    expect(readHome(posted(fields), home).whyChooseUs.points.ko).toEqual(["하나", "둘", "셋"]);
  });
});

describe("the home page's claims", () => {
  it("shows the repository's readings as the page always did", () => {
    const page = homePage(home, company.claims);
    expect(page.heroSentences[0]).toEqual({
      ko: "2005년부터 산업 현장의 흐름을 제어해 온 액추에이터·밸브 전문 기업",
      en: "Controlling the flow of industry with actuators and valves since 2005",
    });
    expect(page.whyChooseUs.text.ko).toBe(
      "20년 이상 현장에서 쌓은 경험으로, 제품 공급에 그치지 않고 선정부터 조립, 시운전과 유지 보수까지 책임집니다.",
    );
    expect(page.whyChooseUs.text.en).toMatch(/^With over two decades in the field, we do more/);
    // The label names what the figure counts, never "30+" again (en 36).
    expect(page.figures[0]).toEqual({
      value: "30+",
      label: { ko: "경험 연수", en: "Years of experience" },
    });
    expect(page.heroSentences).toHaveLength(3);
    expect(page.figures).toHaveLength(4);
  });

  it("gives each reading its own text in every place, never a placeholder", () => {
    const choices = claimChoices(company.claims);
    expect(choices.map((choice) => choice.reading)).toEqual([...CLAIM_READINGS]);
    const around = { hero: home.heroClaim, why: home.whyChooseUs.text };
    for (const place of ["hero", "why"] as const) {
      for (const lang of ["ko", "en"] as const) {
        const texts = CLAIM_READINGS.map(
          (reading) => claimText(company.claims, around[place], place, reading)[lang],
        );
        expect(new Set(texts).size).toBe(texts.length);
        for (const text of texts) expect(text).not.toMatch(/[{}]|undefined|\s{2}|\s[,.]/);
      }
    }
    const figures = choices.map((choice) => `${choice.figure.value} ${choice.figure.label.en}`);
    expect(new Set(figures).size).toBe(figures.length);
    expect(choices[0]!.phrases.hero.ko).toContain("1992");
    expect(choices[1]!.phrases.why.en).toContain("1994");
  });
});
