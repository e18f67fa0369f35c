import type { HomeContent } from "./schemas";

/**
 * Home page copy, the starting state of the kind `home` staff edit. The company's own claims
 * disagree (docs/product.md, Company facts); each place that names one says which reading it
 * shows, and the site writes that reading between the words around it
 * (app/content/home-live.server.ts): service since 2005 in the hero, "over two decades" in
 * why-choose-us, and "30+ years of experience" among the headline figures.
 */
export const home: HomeContent = {
  heroClaim: {
    reading: "serviceSince",
    before: { ko: "", en: "Controlling the flow of industry with actuators and valves" },
    after: { ko: "산업 현장의 흐름을 제어해 온 액추에이터·밸브 전문 기업", en: "" },
  },
  heroSentences: [
    {
      ko: "전동·공압·특수 액추에이터부터 핀치 밸브까지, 공정에 맞는 구동 솔루션",
      en: "From electric, pneumatic and special actuators to pinch valves: drives that fit your process",
    },
    {
      ko: "선정부터 조립, 자동화 개조와 사후 지원까지 한 곳에서",
      en: "Selection, assembly, automation retrofits and after-sales support in one place",
    },
  ],
  heroText: {
    ko: "해외 전문 제조사 세 곳의 액추에이터와 밸브를 공급하고, 전동·공압·유압 구동 밸브를 직접 조립하며, 수동 밸브를 자동화 밸브로 개조합니다.",
    en: "We supply actuators and valves from three specialist overseas manufacturers, assemble motor-, air- and hydraulic-operated valves in house, and retrofit manual valves for automation.",
  },
  productCards: ["pneumatic", "electric", "special", "pinch-valve"],
  strengths: [
    {
      title: { ko: "전문성", en: "Expertise" },
      text: {
        ko: "액추에이터와 밸브를 함께 다뤄 온 엔지니어가 토크, 압력, 온도 조건에 맞춰 제품을 선정합니다.",
        en: "Our engineers know both actuators and valves, and size every assembly for your torque, pressure and temperature.",
      },
    },
    {
      title: { ko: "신뢰성", en: "Reliability" },
      text: {
        ko: "출하 전 조립품마다 작동과 누설을 시험하고, 시험성적서를 첨부해 납품합니다.",
        en: "Every assembly is function- and leak-tested before shipment and delivered with its test report.",
      },
    },
    {
      title: { ko: "글로벌 서비스", en: "Global service" },
      text: {
        ko: "해외 제조사와 직접 협력해 기술 자료, 예비 부품, 현장 지원을 신속하게 제공합니다.",
        en: "Direct partnerships with overseas manufacturers mean fast technical data, spare parts and field support.",
      },
    },
    {
      title: { ko: "혁신", en: "Innovation" },
      text: {
        ko: "디지털 제어, 필드버스, 원격 감시 등 새로운 구동 기술을 현장에 맞게 적용합니다.",
        en: "We bring digital control, fieldbus and remote monitoring to the plant floor where they pay off.",
      },
    },
  ],
  sectors: [
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
  ],
  featured: [
    {
      category: "electric",
      title: { ko: "전동 액추에이터", en: "Electric actuators" },
      text: {
        ko: "멀티턴·쿼터턴 전동 액추에이터와 일체형 제어 장치",
        en: "Multi-turn and quarter-turn actuators with integral controls",
      },
      tags: [
        { ko: "IP68 옵션", en: "IP68 option" },
        { ko: "4~20 mA 위치 출력", en: "4–20 mA position output" },
        { ko: "필드버스 옵션", en: "Fieldbus option" },
      ],
    },
    {
      category: "pneumatic",
      title: { ko: "공압 액추에이터", en: "Pneumatic actuators" },
      text: {
        ko: "복동형과 스프링 복귀형 랙앤피니언 액추에이터",
        en: "Double-acting and spring-return rack-and-pinion actuators",
      },
      tags: [
        { ko: "25~18,500 N·m", en: "25–18,500 N·m" },
        { ko: "2~8 bar 공급 압력", en: "2–8 bar supply" },
        { ko: "ISO 5211 장착면", en: "ISO 5211 mounting" },
      ],
    },
    {
      category: "sirca-valves",
      title: { ko: "SIRCA 밸브", en: "SIRCA valves" },
      text: {
        ko: "버터플라이 밸브와 볼 밸브, 극저온부터 고온까지",
        en: "Butterfly and ball valves from cryogenic to high temperature",
      },
      tags: [
        { ko: "DN 15~1200 (15~1200A), 1/4~4 in", en: "DN 15–1200 and 1/4–4 in" },
        { ko: "최고 600 °C", en: "Up to 600 °C" },
        { ko: "PN·Class 등급", en: "PN and Class ratings" },
      ],
    },
    {
      category: "pinch-valve",
      title: { ko: "핀치 밸브", en: "Pinch valves" },
      text: {
        ko: "슬러리와 분체를 막힘 없이 차단하는 공압 핀치 밸브",
        en: "Pneumatic pinch valves that shut off slurries and powders without clogging",
      },
      tags: [
        { ko: "DN 20~200 (20~200A)", en: "DN 20–200" },
        { ko: "교체형 슬리브", en: "Replaceable sleeves" },
        { ko: "최고 150 °C 슬리브", en: "Sleeves up to 150 °C" },
      ],
    },
  ],
  yearsFigure: { reading: "yearsOfExperience" },
  figures: [
    { value: "3", label: { ko: "해외 파트너 제조사", en: "Overseas partner manufacturers" } },
    { value: "6", label: { ko: "적용 산업", en: "Industries served" } },
    {
      value: "18,500 N·m",
      label: { ko: "공압 액추에이터 최대 토크", en: "Pneumatic actuator torque" },
    },
  ],
  whyChooseUs: {
    title: { ko: "왜 한빛플로우컨트롤인가", en: "Why Hanbit Flow Control" },
    text: {
      reading: "overTwoDecades",
      before: { ko: "", en: "With" },
      after: {
        ko: ", 제품 공급에 그치지 않고 선정부터 조립, 시운전과 유지 보수까지 책임집니다.",
        en: "in the field, we do more than supply products: we take responsibility for selection, assembly, commissioning and maintenance.",
      },
    },
    points: {
      ko: [
        "공정 조건에 맞춘 기술 검토와 사이징",
        "자체 조립과 출하 전 시험",
        "수동 밸브의 자동화 개조",
        "신속한 예비 부품과 현장 지원",
      ],
      en: [
        "Engineering review and sizing for your process conditions",
        "In-house assembly and testing before shipment",
        "Automation retrofits of manual valves",
        "Fast spare parts and field support",
      ],
    },
  },
};
