/**
 * The catalogue's words in both languages, for marking only: a Korean query on an English page
 * finds its entries through their Korean text (indexed too) but shows the English, where these
 * pairs say which words to mark ("버터플라이" marks "Butterfly"), and the other way round.
 */
export const GLOSSARY: [ko: string, en: string][] = [
  ["버터플라이", "butterfly"],
  ["밸브", "valve"],
  ["액추에이터", "actuator"],
  ["핀치", "pinch"],
  ["볼", "ball"],
  ["전동", "electric"],
  ["공압", "pneumatic"],
  ["유압", "hydraulic"],
  ["쿼터턴", "quarter-turn"],
  ["멀티턴", "multi-turn"],
  ["랙앤피니언", "rack-and-pinion"],
  ["슬리브", "sleeve"],
  ["플랜지", "flange"],
  ["토크", "torque"],
  ["고온", "high-temperature"],
  ["고압", "high-pressure"],
  ["극저온", "cryogenic"],
  ["스프링", "spring"],
  ["베인", "vane"],
  ["모터", "motor"],
  ["제어", "control"],
  ["스테인리스", "stainless"],
];
