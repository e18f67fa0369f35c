import type { Lang } from "../../i18n/lang";
import type { Localized } from "../../i18n/localized";
import type { ImageEntry, Product } from "../schemas";
import { rangeText } from "./figures-text";
import { npsOf } from "./sizes";

/**
 * The product drawings made for this site (public/images/products): a general arrangement per
 * product family, then section, dimension, mounting and circuit views for the detail galleries
 * (drawn by scripts/draw-products.mjs from the catalogue's figures). Product and catalogue content
 * refers to these entries, so sizes and alt texts stay in one place.
 */
function drawing(file: string, ko: string, en: string): ImageEntry {
  return { src: `/images/products/${file}.svg`, width: 480, height: 360, alt: { ko, en } };
}

export const drawings = {
  pneumaticRackPinion: drawing(
    "pneumatic-rack-pinion",
    "랙앤피니언 공압 액추에이터 도면",
    "Drawing of a rack-and-pinion pneumatic actuator",
  ),
  electricMultiTurn: drawing(
    "electric-multi-turn",
    "멀티턴 전동 액추에이터 도면",
    "Drawing of a multi-turn electric actuator",
  ),
  electricQuarterTurn: drawing(
    "electric-quarter-turn",
    "쿼터턴 전동 액추에이터 도면",
    "Drawing of a quarter-turn electric actuator",
  ),
  specialHydraulic: drawing(
    "special-hydraulic",
    "유압·공압 모터 구동 특수 액추에이터 도면",
    "Drawing of a hydraulic or pneumatic motor-driven special actuator",
  ),
  butterflyValve: drawing(
    "butterfly-valve",
    "버터플라이 밸브 도면",
    "Drawing of a butterfly valve",
  ),
  ballValve: drawing("ball-valve", "볼 밸브 도면", "Drawing of a ball valve"),
  ballValveThreeWay: drawing(
    "ball-valve-3way",
    "3방향 볼 밸브 도면",
    "Drawing of a three-way ball valve",
  ),
  pinchValveFlanged: drawing(
    "pinch-valve-flanged",
    "플랜지형 핀치 밸브 도면",
    "Drawing of a flanged pinch valve",
  ),
  pinchValveThreaded: drawing(
    "pinch-valve-threaded",
    "나사형 핀치 밸브 도면",
    "Drawing of a threaded pinch valve",
  ),
  pneumaticSection: drawing(
    "pneumatic-section",
    "랙앤피니언 공압 액추에이터 단면도: 피스톤, 랙, 피니언, 복귀 스프링, 공기 포트 A·B",
    "Section of a rack-and-pinion pneumatic actuator: pistons, racks, pinion, return springs and air ports A and B",
  ),
  pneumaticMounting: drawing(
    "pneumatic-mounting",
    "공압 액추에이터 ISO 5211 장착면 도면: 볼트 원과 구동부",
    "ISO 5211 mounting face of a pneumatic actuator: bolt circles and drive",
  ),
  electricQuarterTurnTravel: drawing(
    "electric-quarter-turn-travel",
    "쿼터턴 전동 액추에이터 출력축의 0°에서 90°까지 회전 범위",
    "Output travel of a quarter-turn electric actuator from 0° to 90°",
  ),
  specialGearboxSection: drawing(
    "special-gearbox-section",
    "특수 액추에이터 쿼터턴 기어박스 단면도: 모터, 웜, 웜휠, 정지 볼트, 최대 토크 4,000 N·m",
    "Section of the special actuator's quarter-turn gearbox: motor, worm, worm wheel and end stops; maximum torque 4,000 N·m",
  ),
  special4hoCircuit: drawing(
    "special-4ho-circuit",
    "4HO 유압 모터 구동 회로도: 방향 제어 밸브, 공급 P·복귀 T, 20~120 bar",
    "4HO hydraulic motor drive circuit: directional valve, supply P and return T, 20–120 bar",
  ),
  special4poCircuit: drawing(
    "special-4po-circuit",
    "4PO 공압 베인 모터 구동 회로도: 방향 제어 밸브, 공급 P·배기 R, 2~10 bar",
    "4PO pneumatic vane motor drive circuit: directional valve, supply P and exhaust R, 2–10 bar",
  ),
  butterflyValveSide: drawing(
    "butterfly-valve-side",
    "배관 플랜지 사이의 버터플라이 밸브 측단면도: 면간 거리 L, 호칭 구경 DN",
    "Side section of a butterfly valve between pipe flanges: face-to-face length L and nominal size DN",
  ),
  butterflyValveMounting: drawing(
    "butterfly-valve-mounting",
    "버터플라이 밸브 상부 ISO 5211 액추에이터 장착면: 볼트 원과 구동부",
    "ISO 5211 actuator mounting pad on top of a butterfly valve: bolt circles and drive",
  ),
  ballValvePositions: drawing(
    "ball-valve-positions",
    "볼 밸브의 0° 열림 위치와 90° 닫힘 위치",
    "Ball valve positions: open at 0° and closed at 90°",
  ),
  ballValveDimensions: drawing(
    "ball-valve-dimensions",
    "볼 밸브 치수도: 면간 거리 L, 높이 H, 호칭 구경 DN",
    "Ball valve dimensions: face-to-face length L, height H and nominal size DN",
  ),
  ballValveThreeWayPorts: drawing(
    "ball-valve-3way-ports",
    "3방향 볼 밸브의 T포트와 L포트 유로",
    "Three-way ball valve flow paths: T-port and L-port",
  ),
  pinchValveFlangedDimensions: drawing(
    "pinch-valve-flanged-dimensions",
    "PQVF 플랜지형 핀치 밸브 치수도: 면간 거리 L, 플랜지 외경 D, 내경 Di, DIN 2633·DIN 2632",
    "PQVF flanged pinch valve dimensions: face-to-face length L, flange diameter D and bore Di, DIN 2633 and DIN 2632",
  ),
  pinchValveOperation: drawing(
    "pinch-valve-operation",
    "핀치 밸브 작동 원리: 제어 공기 없이 열림, 사용 압력보다 높은 제어 공기로 슬리브를 눌러 닫힘",
    "How a pinch valve works: open without control air, closed when control air above the operating pressure presses the sleeve shut",
  ),
  pinchValveThreadedDimensions: drawing(
    "pinch-valve-threaded-dimensions",
    "PQVI 나사형 핀치 밸브 치수도: 길이 140·150 mm, G 3/4·G 1 나사, G 3/8 제어 공기 포트",
    "PQVI threaded pinch valve dimensions: length 140 and 150 mm, G 3/4 and G 1 threads, G 3/8 control air port",
  ),
} satisfies Record<string, ImageEntry>;

/** ISO 5211 output flange view of an electric actuator with the given flange(s), e.g. "F07/F10". */
export function flangeDrawing(flange: string): ImageEntry {
  return drawing(
    flangeFile(flange),
    `ISO 5211 ${flange} 출력 플랜지 도면: 볼트 원과 구동부`,
    `ISO 5211 ${flange} output flange: bolt circles and drive`,
  );
}

/** The drawing that stands for each product group on cards. */
export const categoryImages: Record<string, ImageEntry> = {
  electric: drawings.electricMultiTurn,
  pneumatic: drawings.pneumaticRackPinion,
  special: drawings.specialHydraulic,
  "sirca-valves": drawings.butterflyValve,
  "pinch-valve": drawings.pinchValveFlanged,
};

/** The file of an ISO 5211 output flange view ("F05/F07" -> "flange-f05-f07"). */
export function flangeFile(flange: string): string {
  return `flange-${flange.toLowerCase().replace("/", "-")}`;
}

/**
 * The sizes a drawing shows (issue 73): the models it is drawn for, every figure it prints
 * stated for each of them, or, `representative`, the models it stands for without being drawn to
 * any one, labelled with its range wherever it is shown. A valve's range is its DN span (`dn`),
 * an actuator's its first and last model. A drawing prints no figure that is not stated for
 * every size it is shown for (tests/unit/drawing-sizes.test.ts reads the SVGs' text).
 */
export interface DrawingSizes {
  models: string[];
  representative?: true;
  dn?: { min: number; max: number };
  /** Models whose sizes are stated in inches too: the English range adds the inch sizes. */
  inch?: true;
}

const AP = Array.from({ length: 12 }, (_, i) => `AP${i + 1}`);
const Q480 = [
  "480-006",
  "480-010",
  "480-015",
  "480-025",
  "480-035",
  "480-050",
  "480-080",
  "480-110",
];
const BUTTERFLY = ["301", "301E", "301TSS", "401N", "501M", "HT600"];
const BALL = ["S10", "S20", "S30", "S30T", "S40", "S50", "S60"];
const BALL_3WAY = ["S70", "S80"];
const stands = (models: string[], dn?: DrawingSizes["dn"]): DrawingSizes => ({
  models,
  representative: true,
  ...(dn ? { dn } : {}),
});
/** The ball valves, whose pages give their sizes in inches: a drawing says both (en 19). */
const standsInch = (models: string[], dn: DrawingSizes["dn"]): DrawingSizes => ({
  ...stands(models, dn),
  inch: true,
});

/**
 * The 480 models each output flange view is drawn for: their stated flanges
 * (figures.server.ts), which the view prints with its bolt circles.
 */
const FLANGE_MODELS: Record<string, string[]> = {
  "F05/F07": ["480-006"],
  F07: ["480-010"],
  "F07/F10": ["480-015", "480-025"],
  "F10/F12": ["480-035", "480-050"],
  "F12/F14": ["480-080", "480-110"],
};

/** Every repository drawing's sizes, by its name (`drawingName`). */
export const DRAWING_SIZES: Record<string, DrawingSizes> = {
  "pneumatic-rack-pinion": stands(AP),
  "pneumatic-section": stands(AP),
  // No AP size states its flanges: the pad shows bolt circles without a figure.
  "pneumatic-mounting": stands(AP),
  "electric-quarter-turn": stands(Q480),
  "electric-quarter-turn-travel": stands(Q480),
  ...Object.fromEntries(
    Object.entries(FLANGE_MODELS).map(([flange, models]) => [flangeFile(flange), { models }]),
  ),
  "special-hydraulic": stands(["4HO", "4PO"]),
  // The series' maximum torque, stated for both.
  "special-gearbox-section": stands(["4HO", "4PO"]),
  "special-4ho-circuit": { models: ["4HO"] },
  "special-4po-circuit": { models: ["4PO"] },
  "butterfly-valve": stands(BUTTERFLY, { min: 40, max: 1200 }),
  "butterfly-valve-side": stands(BUTTERFLY, { min: 40, max: 1200 }),
  // No butterfly valve states its top flange: the pad shows bolt circles without a figure.
  "butterfly-valve-mounting": stands(BUTTERFLY, { min: 40, max: 1200 }),
  "ball-valve": standsInch(BALL, { min: 8, max: 200 }),
  "ball-valve-positions": standsInch(BALL, { min: 8, max: 200 }),
  "ball-valve-dimensions": standsInch([...BALL, ...BALL_3WAY], { min: 8, max: 200 }),
  "ball-valve-3way": standsInch(BALL_3WAY, { min: 15, max: 50 }),
  "ball-valve-3way-ports": standsInch(BALL_3WAY, { min: 15, max: 50 }),
  "pinch-valve-flanged": stands(["PQVF"], { min: 40, max: 200 }),
  // Its flanges' standards name the sizes each is for (DIN 2633 to DN 150, DIN 2632 DN 200).
  "pinch-valve-flanged-dimensions": stands(["PQVF"], { min: 40, max: 200 }),
  "pinch-valve-operation": stands(["PQVF", "PQVI"], { min: 20, max: 200 }),
  "pinch-valve-threaded": stands(["PQVI"], { min: 20, max: 25 }),
  // Both sizes' lengths and threads, each stated.
  "pinch-valve-threaded-dimensions": { models: ["PQVI"] },
};

/**
 * A representative drawing's range: "AP1~AP12", "DN 40~1200, 40~1200A", in English a pair of
 * models "4HO/4PO", and in English for the
 * inch-sized ball valves "DN 15–50, 1/2–2 in" (inside parentheses, so a comma, not a bracket).
 */
export function drawingRange(sizes: DrawingSizes, lang: Lang): string {
  if (sizes.dn) {
    const span = rangeText(lang, String(sizes.dn.min), String(sizes.dn.max));
    if (lang === "ko") return `DN ${span}, ${span}A`;
    const [low, high] = [npsOf(sizes.dn.min), npsOf(sizes.dn.max)];
    return sizes.inch && low && high
      ? `DN ${span}, ${rangeText(lang, low, high)} in`
      : `DN ${span}`;
  }
  // Two models are a pair, not a range: "4HO/4PO" in both languages, as the series is named.
  if (sizes.models.length === 2) return sizes.models.join("/");
  return rangeText(lang, sizes.models[0]!, sizes.models.at(-1)!);
}

/** "대표 도면 (AP1~AP12)", "Representative drawing (AP1–AP12)". */
export const representativeLabel = (sizes: DrawingSizes): Localized => ({
  ko: `대표 도면 (${drawingRange(sizes, "ko")})`,
  en: `Representative drawing (${drawingRange(sizes, "en")})`,
});

const sameCode = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();

/**
 * A drawing as a product shows it: a representative one with its range in its text, one drawn
 * for its model as it is, and one drawn for other models not at all (undefined). A drawing
 * without declared sizes (the multi-turn view, which no product shows and which prints no
 * figure) is shown as it is.
 */
export function drawingFor(
  product: Pick<Product, "code">,
  stored: ImageEntry,
): ImageEntry | undefined {
  // A published product keeps the entry as it was chosen: the file's words are the repository's
  // today (the mounting pads' alts named bolt circles no size states).
  const image = drawingChoices.get(drawingName(stored)) ?? stored;
  const sizes = DRAWING_SIZES[drawingName(image)];
  if (!sizes) return image;
  if (!sizes.representative) {
    return sizes.models.some((model) => sameCode(model, product.code)) ? image : undefined;
  }
  return { ...image, alt: representativeAlt(image.alt, sizes) };
}

/**
 * A representative drawing's words with its range, one caption without "drawing" twice or a full
 * stop inside (ko-95 15, en-95 17): "랙앤피니언 공압 액추에이터 대표 도면 (AP1~AP12)",
 * "Rack-and-pinion pneumatic actuator, representative drawing (AP1–AP12)"; a view with details
 * keeps them after its range ("…단면도, 대표 도면 (AP1~AP12): 피스톤, …").
 */
export function representativeAlt(alt: Localized, sizes: DrawingSizes): Localized {
  const label = representativeLabel(sizes);
  const [headKo, ...restKo] = alt.ko.split(": ");
  const [headEn, ...restEn] = alt.en.split(": ");
  const details = (rest: string[]) => (rest.length ? `: ${rest.join(": ")}` : "");
  const subjectKo = headKo!.endsWith(" 도면") ? headKo!.slice(0, -" 도면".length) : undefined;
  const subjectEn = headEn!.replace(/^Drawing of an? (.)/, (_, first: string) =>
    first.toUpperCase(),
  );
  return {
    ko: subjectKo
      ? `${subjectKo} ${label.ko}${details(restKo)}`
      : `${headKo}, ${label.ko}${details(restKo)}`,
    en: `${subjectEn}, ${label.en.charAt(0).toLowerCase()}${label.en.slice(1)}${details(restEn)}`,
  };
}

/**
 * What a printed page writes under a drawing: its caption, else its words, with its range where
 * it stands for a range (the catalogue PDFs' drawings named no models: ko-95 18, en-95 18).
 */
export function drawingCaption(image: ImageEntry): Localized {
  if (image.caption) return image.caption;
  const sizes = DRAWING_SIZES[drawingName(image)];
  return sizes?.representative ? representativeAlt(image.alt, sizes) : image.alt;
}

/**
 * A technical page's blocks with each uncaptioned representative drawing's words ranged as its
 * printed caption is (`drawingCaption`), so the web page and the catalogue PDF say the same.
 */
export function withDrawingRanges<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withDrawingRanges) as T;
  if (!value || typeof value !== "object") return value;
  const entry = value as Partial<ImageEntry>;
  if (typeof entry.src === "string" && entry.alt && !entry.caption) {
    return { ...value, alt: drawingCaption(entry as ImageEntry) };
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, withDrawingRanges(inner)]),
  ) as T;
}

/**
 * A product's main drawing first, then its detail drawings, each once (its page, its datasheet):
 * only those drawn for it or labelled as representative (`drawingFor`).
 */
export function productDrawings(product: Product): ImageEntry[] {
  return [product.image, ...product.detailImages]
    .filter((image, index, all) => all.findIndex((other) => other.src === image.src) === index)
    .flatMap((image) => drawingFor(product, image) ?? []);
}

/** The output flanges (and pairs) the repository has a drawing of. */
const FLANGE_DRAWINGS = ["F05/F07", "F07", "F07/F10", "F10/F12", "F12/F14"];

/**
 * Every drawing of the repository a product may show (its main drawing, its details), by its
 * file's name ("butterfly-valve", "flange-f07-f10"): what staff choose from in the back office.
 */
export const drawingChoices: ReadonlyMap<string, ImageEntry> = new Map(
  [...Object.values(drawings), ...FLANGE_DRAWINGS.map(flangeDrawing)].map((image) => [
    drawingName(image),
    image,
  ]),
);

/** A drawing's name: its file's, without the folder and ".svg". */
export function drawingName(image: Pick<ImageEntry, "src">): string {
  return image.src.replace(/^.*\//, "").replace(/\.svg$/, "");
}
