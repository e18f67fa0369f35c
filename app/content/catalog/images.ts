import type { ImageEntry } from "../schemas";

/**
 * The product drawings made for this site (public/images/products), one per product family.
 * Product and catalogue content refers to these entries, so sizes and alt texts stay in one place.
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
    "Drawing of a hydraulic or pneumatic motor driven special actuator",
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
} satisfies Record<string, ImageEntry>;

/** The drawing that stands for each product group on cards. */
export const categoryImages: Record<string, ImageEntry> = {
  electric: drawings.electricMultiTurn,
  pneumatic: drawings.pneumaticRackPinion,
  special: drawings.specialHydraulic,
  "sirca-valves": drawings.butterflyValve,
  "pinch-valve": drawings.pinchValveFlanged,
};
