/**
 * Content saved before the home page had six sectors (review en 33) and before the industries'
 * English names changed (en-95 3), in today's shape: content schema step 5. The rows are written
 * out here, as shipped, so a later edit of the repository's home page does not change what this
 * step does to a database it upgrades.
 */

type Row = { title: { ko: string; en: string }; text: { ko: string; en: string } };
type Json = Record<string, unknown>;

/** The five sectors as the repository had them before. */
export const SECTORS_BEFORE: Row[] = [
  {
    title: { ko: "상하수도", en: "Water and wastewater" },
    text: {
      ko: "정수장, 하수처리장, 펌프장의 밸브 자동화",
      en: "Valve automation for water treatment, sewage works and pumping stations",
    },
  },
  {
    title: { ko: "발전", en: "Power plants" },
    text: {
      ko: "화력·복합화력 발전소의 고온·고압 밸브 구동",
      en: "High-temperature, high-pressure valve drives for thermal and combined-cycle plants",
    },
  },
  {
    title: { ko: "석유화학", en: "Petrochemical" },
    text: {
      ko: "정유·화학 공정의 차단 및 제어 밸브",
      en: "Shut-off and control valves for refining and chemical processes",
    },
  },
  {
    title: { ko: "조선·해양", en: "Shipbuilding and marine" },
    text: {
      ko: "LNG 운반선을 포함한 선박과 해양 설비의 밸브 원격 제어",
      en: "Remote valve control for ships, LNG carriers included, and offshore units",
    },
  },
  {
    title: { ko: "일반 플랜트", en: "General plants" },
    text: {
      ko: "슬러리, 분체, 부식성 유체를 다루는 각종 산업 설비",
      en: "Industrial plants handling slurries, powders and corrosive media",
    },
  },
];

/** The six sectors this step brings, in their order. */
export const SIX_SECTORS: Row[] = [
  {
    title: { ko: "상하수도", en: "Water and wastewater" },
    text: {
      ko: "정수장, 하수처리장, 펌프장의 밸브 자동화",
      en: "Valve automation for water treatment works, sewage works and pumping stations",
    },
  },
  {
    title: { ko: "발전", en: "Power generation" },
    text: {
      ko: "화력·복합화력 발전소의 고온·고압 밸브 구동",
      en: "Actuators for high-temperature, high-pressure valves in thermal and combined-cycle plants",
    },
  },
  {
    title: { ko: "석유화학", en: "Petrochemicals" },
    text: {
      ko: "정유·화학 공정의 차단 밸브와 조절 밸브",
      en: "Shut-off and control valves for refining and chemical processes",
    },
  },
  {
    title: { ko: "조선·해양", en: "Shipbuilding and marine" },
    text: {
      ko: "선박과 해양 설비의 밸브 원격 조작",
      en: "Remote valve operation for ships and offshore units",
    },
  },
  {
    title: { ko: "LNG 운반선", en: "LNG carriers" },
    text: {
      ko: "극저온 라인의 밸브와 원격 조작용 액추에이터",
      en: "Valves for cryogenic lines and actuators for remote operation",
    },
  },
  {
    title: { ko: "일반 플랜트", en: "General industry" },
    text: {
      ko: "슬러리, 분체, 부식성 유체 라인의 밸브",
      en: "Valves for lines carrying slurries, powders and corrosive media",
    },
  },
];

/** The industries' English names before en-95 3, and today's. */
const RENAMED: Record<string, string> = {
  "Power plants": "Power generation",
  Petrochemical: "Petrochemicals",
  "General plants": "General industry",
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A home page saved with five sectors: a row as the repository shipped it becomes today's row
 * (staff's own words are kept), and the sector no row names is added at its place (LNG carriers,
 * unless staff had already written it in, then the one they left out).
 */
export function sixSectors(home: Json): Json {
  const rows = home.sectors;
  if (!Array.isArray(rows) || rows.length !== 5) return home;
  const sectors = (rows as Row[]).map((row, i) =>
    same(row, SECTORS_BEFORE[i]) ? SIX_SECTORS[i < 4 ? i : 5]! : row,
  );
  // LNG carriers is SIX_SECTORS[4].
  const hasLng = sectors.some((row) => /LNG/i.test(`${row.title.ko} ${row.title.en}`));
  const left = SIX_SECTORS.findIndex(
    (row, i) => i !== 4 && !sectors.some((own) => own.title.ko === row.title.ko),
  );
  const at = !hasLng || left < 0 ? 4 : left;
  sectors.splice(at, 0, SIX_SECTORS[at]!);
  return { ...home, sectors };
}

/** A technical page's applications with the industries' English names as today (en-95 3). */
export function renamedApplications(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(renamedApplications);
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value as Json).map(([key, inner]) => {
      const names = (inner as { en?: unknown } | undefined)?.en;
      if (key === "applications" && Array.isArray(names)) {
        const en = names.map((name) => (typeof name === "string" ? (RENAMED[name] ?? name) : name));
        return [key, { ...(inner as Json), en }];
      }
      return [key, renamedApplications(inner)];
    }),
  );
}
