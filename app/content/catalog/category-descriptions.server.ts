import type { Localized } from "../schemas";

/** Each product group in a line, for its cards and catalogue pages (server only, like the copy). */
export const categoryDescriptions: Record<string, Localized> = {
  electric: {
    ko: "멀티턴·쿼터턴 전동 액추에이터와 일체형 제어 장치",
    en: "Multi-turn and quarter-turn electric actuators with integral controls",
  },
  pneumatic: {
    ko: "복동형·스프링 복귀형 랙앤피니언 공압 액추에이터",
    en: "Double-acting and spring-return rack-and-pinion pneumatic actuators",
  },
  special: {
    ko: "유압 모터·공압 모터로 구동하는 특수 구동 액추에이터",
    en: "Actuators with a special drive: hydraulic and pneumatic motors",
  },
  "sirca-valves": {
    ko: "SIRCA 버터플라이 밸브와 볼 밸브",
    en: "SIRCA butterfly and ball valves",
  },
  "pinch-valve": {
    ko: "슬러리·분체용 공압 핀치 밸브",
    en: "Pneumatic pinch valves for slurries and powders",
  },
};
