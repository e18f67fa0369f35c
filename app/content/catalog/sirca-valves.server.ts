import type { CatalogGroup, DataTable, Localized, Product } from "../schemas";
import { drawings } from "./images";
import { plantApplications, specRow } from "./build";
import { modelTable, figureRows as registryRows } from "./figure-rows";
import { dnRangeText } from "./figures-text";
import type { ValveFigures } from "../schemas";
import type { FigureLookup } from "./build";

/** The group built from `figuresOf`: the live figures when content is composed. */
export function sircaValves(figuresOf: FigureLookup): CatalogGroup {
  /**
   * SIRCA butterfly and ball valves (docs/product.md, Catalogue figures).
   * Every figure below comes from those tables; products repeat the figures of their table row.
   */

  const label = {
    type: { ko: "형식", en: "Type" },
    body: { ko: "본체 형식", en: "Body style" },
    automation: { ko: "자동화", en: "Automation" },
  } satisfies Record<string, Localized>;

  /** A valve's figures (figures.server.ts): the one source of its table row and specification rows. */
  const valveFigures = (id: string): ValveFigures => {
    const figures = figuresOf(id);
    if (figures.kind !== "valve") throw new Error(`${id} is no valve`);
    return figures;
  };

  /** A valve's rows made from its figures: the figure registry's, in its order. */
  const figureRows = (id: string) => registryRows(valveFigures(id));

  const butterflyType: Localized = { ko: "버터플라이 밸브", en: "Butterfly valve" };
  const twoWayBall: Localized = { ko: "2방향 볼 밸브", en: "Two-way ball valve" };
  const threeWayBall: Localized = {
    ko: "3방향 볼 밸브 (T포트·L포트)",
    en: "Three-way ball valve (T-port and L-port)",
  };
  const actuated: Localized = {
    ko: "SIRCA 공압 액추에이터 또는 전동 액추에이터 조립 공급",
    en: "Supplied assembled with a SIRCA pneumatic or an electric actuator",
  };
  // ---------------------------------------------------------------------------------------------
  // Technical tables (docs/product.md, Catalogue figures)
  // ---------------------------------------------------------------------------------------------

  /** A table by model, made from the registry (figure-rows.ts): its columns follow the figures. */
  const tableOf = (caption: Localized, codes: string[], notes?: DataTable["notes"]) =>
    modelTable({
      caption,
      models: codes.map((code) => ({ code, figures: valveFigures(code.toLowerCase()) })),
      notes,
    });

  const butterflyTable = tableOf(
    { ko: "SIRCA 버터플라이 밸브 모델별 사양", en: "SIRCA butterfly valves: data by model" },
    ["301", "301E", "301TSS", "401N", "501M", "HT600"],
    {
      ko: [
        "HT600은 DN 600 (600A)까지 웨이퍼형이며, DN 700~1000 (700~1000A)은 더블 플랜지형입니다.",
      ],
      en: ["HT600 is wafer type up to DN 600 and double flanged for DN 700–1000."],
    },
  );

  const ht600BodyTable: DataTable = {
    caption: { ko: "HT600 구경별 본체 형식", en: "HT600 body style by size" },
    columns: [
      { label: { ko: "호칭 구경", en: "Size" } },
      { label: { ko: "본체 형식", en: "Body style" } },
    ],
    rows: [
      [dnRangeText(50, 600), { ko: "웨이퍼형", en: "Wafer" }],
      [dnRangeText(700, 1000), { ko: "더블 플랜지형", en: "Double flanged" }],
    ],
  };

  // S70 and S80 (three-way, T-port and L-port) each have their row, as every model has.
  const ballTable = tableOf(
    { ko: "SIRCA 볼 밸브 모델별 사양", en: "SIRCA ball valves: data by model" },
    ["S10", "S20", "S30", "S30T", "S40", "S50", "S60", "S70", "S80"],
    {
      ko: [
        "액추에이터 공급 압력과 최대 차압은 액추에이터와 조립해 공급하는 S50~S80의 값입니다. 다른 모델은 조립할 액추에이터에 따라 다르므로 문의해 주십시오.",
      ],
      en: [
        "Actuator supply pressure and max. differential pressure are stated for S50–S80, supplied assembled with an actuator. For the other models they depend on the actuator: please ask us.",
      ],
    },
  );

  // ---------------------------------------------------------------------------------------------
  // Products
  // ---------------------------------------------------------------------------------------------

  const butterfly = (
    product: Omit<Product, "category" | "subcategory" | "image" | "detailImages">,
  ): Product => ({
    ...product,
    category: "sirca-valves",
    subcategory: "butterfly-valves",
    image: drawings.butterflyValve,
    detailImages: [drawings.butterflyValveSide, drawings.butterflyValveMounting],
  });

  const ball = (
    product: Omit<Product, "category" | "subcategory" | "image" | "detailImages">,
    threeWay = false,
  ): Product => ({
    ...product,
    category: "sirca-valves",
    subcategory: "ball-valves",
    image: threeWay ? drawings.ballValveThreeWay : drawings.ballValve,
    detailImages: threeWay
      ? [drawings.ballValveThreeWayPorts, drawings.ballValveDimensions]
      : [drawings.ballValvePositions, drawings.ballValveDimensions],
  });

  const butterflyProducts: Product[] = [
    butterfly({
      id: "301",
      code: "301",
      name: { ko: "범용 버터플라이 밸브", en: "General-purpose butterfly valve" },
      description: {
        ko: "DN 40~1200 (40~1200A), PN10/16 배관에 쓰는 SIRCA의 기본형 버터플라이 밸브입니다.",
        en: "SIRCA's standard butterfly valve for PN10/16 lines from DN 40 to DN 1200.",
      },
      detailDescription: {
        ko: "301은 SIRCA 버터플라이 밸브 가운데 구경 범위가 가장 넓은 기본 모델로, DN 40 (40A)부터 DN 1200 (1200A)까지 공급합니다. PN10/16 배관에 적용하며 사용 온도는 -20~+100 °C입니다. 상하수도, 냉각수, 일반 플랜트 유틸리티 라인의 차단용으로 널리 쓰이며, 공압 또는 전동 액추에이터와 조립해 자동 밸브로 공급해 드립니다.",
        en: "The 301 is the base model of the SIRCA butterfly range and has the widest size span, DN 40 to DN 1200. It is rated PN10/16 and operates from -20 to +100 °C, which makes it the usual choice for isolation in water and wastewater, cooling water and general plant utility lines. We supply it bare or assembled with a pneumatic or electric actuator as a ready-to-install automated valve.",
      },
      features: {
        ko: [
          "DN 40~1200 (40~1200A)의 폭넓은 구경 범위",
          "PN10/16 배관 대응",
          "사용 온도 -20~+100 °C",
          "공압·전동 액추에이터 조립 공급",
        ],
        en: [
          "Wide size range from DN 40 to DN 1200",
          "For PN10 and PN16 pipework",
          "Operating temperature -20 to +100 °C",
          "Available assembled with pneumatic or electric actuators",
        ],
      },
      specifications: [
        specRow(label.type, butterflyType),
        ...figureRows("301"),
        specRow(label.automation, actuated),
      ],
    }),
    butterfly({
      id: "301e",
      code: "301E",
      name: { ko: "상온용 버터플라이 밸브", en: "Butterfly valve for moderate temperatures" },
      description: {
        ko: "0~+70 °C 상온 유체용으로, DN 50~500 (50~500A), PN10/16 배관에 적용합니다.",
        en: "For media at 0 to +70 °C in PN10/16 lines from DN 50 to DN 500.",
      },
      detailDescription: {
        ko: "301E는 사용 온도 0~+70 °C의 상온 유체에 맞춘 버터플라이 밸브입니다. DN 50~500 (50~500A) 구경, PN10/16 배관에 적용하며, 급수·냉각수·공조 배관처럼 온도 부담이 적은 라인에서 경제적으로 선택할 수 있습니다. 영하로 내려가거나 70 °C를 넘는 조건에서는 301 또는 301TSS를 검토해 주십시오.",
        en: "The 301E is a butterfly valve for media from 0 to +70 °C. It covers DN 50 to DN 500 in PN10/16 lines and is a cost-effective choice where temperature is not a concern, such as water supply, cooling water and HVAC lines. For service below freezing or above 70 °C, look at the 301 or the 301TSS.",
      },
      features: {
        ko: [
          "0~+70 °C 상온 유체 전용",
          "DN 50~500 (50~500A) 구경",
          "PN10/16 배관 대응",
          "공압·전동 액추에이터 조립 공급",
        ],
        en: [
          "Dedicated to media at 0 to +70 °C",
          "Sizes DN 50 to DN 500",
          "For PN10/16 pipework",
          "Available assembled with pneumatic or electric actuators",
        ],
      },
      specifications: [
        specRow(label.type, butterflyType),
        ...figureRows("301e"),
        specRow(label.automation, actuated),
      ],
    }),
    butterfly({
      id: "301tss",
      code: "301TSS",
      name: { ko: "200 °C용 버터플라이 밸브", en: "Butterfly valve for up to 200 °C" },
      description: {
        ko: "-10~+200 °C 유체에 쓰는 DN 50~300 (50~300A), PN16 버터플라이 밸브입니다.",
        en: "DN 50–300, PN16 butterfly valve for media from -10 to +200 °C.",
      },
      detailDescription: {
        ko: "301TSS는 사용 온도 상한을 +200 °C까지 넓힌 중소 구경 모델입니다. DN 50~300 (50~300A), PN16 배관에 적용하며 -10~+200 °C 범위의 온수와 고온 공정 유체 라인에 적합합니다. 유체의 성분과 온도 조건을 알려 주시면 적용 가능 여부를 확인해 드립니다.",
        en: "The 301TSS extends the upper temperature limit to +200 °C for small and medium sizes. It covers DN 50 to DN 300 in PN16 lines and suits hot water and hot process media from -10 to +200 °C. Tell us the medium and its temperature and we will confirm the fit.",
      },
      features: {
        ko: [
          "사용 온도 -10~+200 °C",
          "DN 50~300 (50~300A) 중소 구경",
          "PN16 배관 대응",
          "공압·전동 액추에이터 조립 공급",
        ],
        en: [
          "Operating temperature -10 to +200 °C",
          "Small and medium sizes, DN 50 to DN 300",
          "For PN16 pipework",
          "Available assembled with pneumatic or electric actuators",
        ],
      },
      specifications: [
        specRow(label.type, butterflyType),
        ...figureRows("301tss"),
        specRow(label.automation, actuated),
      ],
    }),
    butterfly({
      id: "401n",
      code: "401N",
      name: { ko: "저온·고온 겸용 버터플라이 밸브", en: "Wide-temperature butterfly valve" },
      description: {
        ko: "-50~+200 °C의 넓은 온도 범위에 쓰는 DN 80~700 (80~700A), PN16 버터플라이 밸브입니다.",
        en: "DN 80–700, PN16 butterfly valve for a wide temperature range, -50 to +200 °C.",
      },
      detailDescription: {
        ko: "401N은 -50 °C의 저온부터 +200 °C의 고온까지 한 모델로 대응하는 버터플라이 밸브입니다. DN 80~700 (80~700A), PN16 배관에 적용하며, 계절과 공정에 따라 온도 변화가 큰 석유화학·화학 플랜트 라인이나 저온 유체 라인에 적합합니다.",
        en: "The 401N covers both low and high temperatures, from -50 °C up to +200 °C, in a single model. It serves DN 80 to DN 700 lines rated PN16 and suits petrochemical and chemical plant lines with large temperature swings as well as cold service.",
      },
      features: {
        ko: [
          "사용 온도 -50~+200 °C",
          "DN 80~700 (80~700A) 구경",
          "PN16 배관 대응",
          "저온 라인과 고온 라인에 같은 모델 적용",
          "공압·전동 액추에이터 조립 공급",
        ],
        en: [
          "Operating temperature -50 to +200 °C",
          "Sizes DN 80 to DN 700",
          "For PN16 pipework",
          "One model for both cold and hot lines",
          "Available assembled with pneumatic or electric actuators",
        ],
      },
      specifications: [
        specRow(label.type, butterflyType),
        ...figureRows("401n"),
        specRow(label.automation, actuated),
      ],
    }),
    butterfly({
      id: "501m",
      code: "501M",
      name: {
        ko: "고압·극저온·고온용 버터플라이 밸브",
        en: "High-pressure, cryogenic and high-temperature butterfly valve",
      },
      description: {
        ko: "Class 600, PN100까지의 고압과 -196~+538 °C 조건에 쓰는 DN 50~1000 (50~1000A) 버터플라이 밸브입니다.",
        en: "DN 50–1000 butterfly valve for pressures up to Class 600 / PN100 and temperatures from -196 to +538 °C.",
      },
      detailDescription: {
        ko: "501M은 SIRCA 버터플라이 밸브 가운데 가장 가혹한 조건을 위한 모델입니다. Class 150/300/600과 PN16/40/63/100 등급으로 공급하며, 사용 온도는 -196 °C 극저온부터 +538 °C 고온까지입니다. DN 50~1000 (50~1000A) 구경으로 LNG 운반선과 LNG 설비의 극저온 라인, 발전소 증기 라인, 석유화학 고온·고압 공정에 적용합니다.",
        en: "The 501M is the SIRCA butterfly valve for the most demanding duties. It is available in Class 150/300/600 and PN16/40/63/100 and operates from cryogenic -196 °C up to +538 °C. With sizes from DN 50 to DN 1000 it serves cryogenic lines on LNG carriers and LNG facilities, steam lines in power plants and high-pressure, high-temperature petrochemical processes.",
      },
      features: {
        ko: [
          "Class 150/300/600, PN16/40/63/100 등급",
          "사용 온도 -196~+538 °C",
          "DN 50~1000 (50~1000A) 구경",
          "LNG·발전·석유화학 공정 대응",
          "공압·전동 액추에이터 조립 공급",
        ],
        en: [
          "Class 150/300/600 and PN16/40/63/100 ratings",
          "Operating temperature -196 to +538 °C",
          "Sizes DN 50 to DN 1000",
          "For LNG, power and petrochemical service",
          "Available assembled with pneumatic or electric actuators",
        ],
      },
      specifications: [
        specRow(label.type, butterflyType),
        ...figureRows("501m"),
        specRow(label.automation, actuated),
      ],
    }),
    butterfly({
      id: "ht600",
      code: "HT600",
      name: { ko: "600 °C 고온용 버터플라이 밸브", en: "High-temperature butterfly valve, 600 °C" },
      description: {
        ko: "최고 600 °C의 고온 유체에 쓰는 DN 50~1000 (50~1000A) 버터플라이 밸브입니다.",
        en: "DN 50–1000 butterfly valve for media at temperatures up to 600 °C.",
      },
      detailDescription: {
        ko: "HT600은 최고 600 °C까지 사용할 수 있는 고온용 버터플라이 밸브입니다. PN6/10/16과 Class 150 등급으로 공급하며, DN 600 (600A)까지는 웨이퍼형, DN 700~1000 (700~1000A)은 더블 플랜지형으로 제작합니다. 고온 가스, 열풍, 배기 라인처럼 압력은 낮고 온도가 높은 배관에 적합합니다.",
        en: "The HT600 is a high-temperature butterfly valve for service up to 600 °C. It is available in PN6/10/16 and Class 150; sizes up to DN 600 are wafer type and DN 700 to DN 1000 are double flanged. It suits low-pressure, high-temperature lines such as hot gas, hot air and exhaust ducts.",
      },
      features: {
        ko: [
          "최고 사용 온도 600 °C",
          "DN 50~1000 (50~1000A) 구경",
          "PN6/10/16, Class 150 등급",
          "DN 600 (600A)까지 웨이퍼형, DN 700~1000 (700~1000A) 더블 플랜지형",
          "공압·전동 액추에이터 조립 공급",
        ],
        en: [
          "Maximum operating temperature 600 °C",
          "Sizes DN 50 to DN 1000",
          "PN6/10/16 and Class 150 ratings",
          "Wafer type up to DN 600, double flanged for DN 700–1000",
          "Available assembled with pneumatic or electric actuators",
        ],
      },
      specifications: [
        specRow(label.type, butterflyType),
        ...figureRows("ht600"),
        specRow(label.body, {
          ko: "웨이퍼형 (DN 50~600, 50~600A), 더블 플랜지형 (DN 700~1000, 700~1000A)",
          en: "Wafer (DN 50–600), double flanged (DN 700–1000)",
        }),
        specRow(label.automation, actuated),
      ],
    }),
  ];

  const ballProducts: Product[] = [
    ball({
      id: "s10",
      code: "S10",
      name: { ko: "PN·Class 겸용 볼 밸브", en: "Ball valve for PN and Class ratings" },
      description: {
        ko: "PN16/25/40과 Class 150/300 등급을 갖춘 DN 15~100 (15~100A) 볼 밸브입니다.",
        en: "DN 15–100 ball valve rated PN16/25/40 and Class 150/300.",
      },
      detailDescription: {
        ko: "S10은 유럽식 PN 등급(PN16/25/40)과 미국식 Class 등급(Class 150/300)을 모두 갖춘 볼 밸브로, 배관 규격이 섞여 있는 플랜트에서도 같은 모델로 통일할 수 있습니다. DN 15~100 (15~100A) 구경, 사용 온도 -29~+200 °C이며, 공압 또는 전동 액추에이터와 조립해 공급합니다.",
        en: "The S10 carries both European PN ratings (PN16/25/40) and Class ratings (Class 150/300), so one model can serve plants that mix pipework standards. It covers DN 15 to DN 100 at -29 to +200 °C and is supplied assembled with a pneumatic or electric actuator.",
      },
      features: {
        ko: [
          "PN16/25/40, Class 150/300 등급",
          "DN 15~100 (15~100A) 구경",
          "사용 온도 -29~+200 °C",
          "공압·전동 액추에이터 조립 공급",
        ],
        en: [
          "PN16/25/40 and Class 150/300 ratings",
          "Sizes DN 15 to DN 100",
          "Operating temperature -29 to +200 °C",
          "Available assembled with pneumatic or electric actuators",
        ],
      },
      specifications: [
        specRow(label.type, twoWayBall),
        ...figureRows("s10"),
        specRow(label.automation, actuated),
      ],
    }),
    ball({
      id: "s20",
      code: "S20",
      name: { ko: "소구경 고압 볼 밸브", en: "Small-bore high-pressure ball valve" },
      description: {
        ko: "1/4~2 in (8~50A) 소구경 라인용, 55 bar (800 psi) 볼 밸브입니다.",
        en: "Ball valve for small-bore lines from 1/4 to 2 in, rated 55 bar (800 psi).",
      },
      detailDescription: {
        ko: "S20은 1/4~2 in (8~50A) 소구경 배관을 위한 볼 밸브로, 압력 등급은 55 bar (800 psi)입니다. 사용 온도는 -25~+180 °C이며, 계장 라인, 유틸리티 분기 라인, 설비 부속 배관의 자동 차단에 적합합니다.",
        en: "The S20 is a ball valve for small-bore pipework from 1/4 to 2 in, rated 55 bar (800 psi). It operates from -25 to +180 °C and suits automated isolation on instrument lines, utility branches and equipment piping.",
      },
      features: {
        ko: [
          "1/4~2 in (8~50A) 소구경",
          "압력 등급 55 bar (800 psi)",
          "사용 온도 -25~+180 °C",
          "공압·전동 액추에이터 조립 공급",
        ],
        en: [
          "Small bores, 1/4 to 2 in",
          "Rated 55 bar (800 psi)",
          "Operating temperature -25 to +180 °C",
          "Available assembled with pneumatic or electric actuators",
        ],
      },
      specifications: [
        specRow(label.type, twoWayBall),
        ...figureRows("s20"),
        specRow(label.automation, actuated),
      ],
    }),
    ball({
      id: "s30",
      code: "S30",
      name: { ko: "Class 150/300/600 볼 밸브", en: "Class 150/300/600 ball valve" },
      description: {
        ko: "Class 150/300/600 등급(최대 20/50/100 bar)의 DN 15~200 (15~200A) 볼 밸브입니다.",
        en: "DN 15–200 ball valve in Class 150/300/600 (max. 20/50/100 bar).",
      },
      detailDescription: {
        ko: "S30은 Class 150, 300, 600 등급으로 공급하는 볼 밸브로, 등급별 최대 압력은 각각 20, 50, 100 bar입니다. DN 15~200 (15~200A) 구경, 사용 온도 -20~+200 °C이며, ANSI 규격 배관을 쓰는 석유화학, 발전, 조선·해양 설비에 적합합니다.",
        en: "The S30 is a ball valve supplied in Class 150, 300 and 600, with maximum pressures of 20, 50 and 100 bar respectively. It covers DN 15 to DN 200 at -20 to +200 °C and suits petrochemical, power and marine installations built to ANSI pipework.",
      },
      features: {
        ko: [
          "Class 150/300/600 등급",
          "등급별 최대 압력 20/50/100 bar",
          "DN 15~200 (15~200A) 구경",
          "사용 온도 -20~+200 °C",
          "공압·전동 액추에이터 조립 공급",
        ],
        en: [
          "Class 150/300/600",
          "Maximum pressure 20/50/100 bar by class",
          "Sizes DN 15 to DN 200",
          "Operating temperature -20 to +200 °C",
          "Available assembled with pneumatic or electric actuators",
        ],
      },
      specifications: [
        specRow(label.type, twoWayBall),
        ...figureRows("s30"),
        specRow(label.automation, actuated),
      ],
    }),
    ball({
      id: "s30t",
      code: "S30T",
      name: { ko: "저온·고온 겸용 볼 밸브", en: "Ball valve for -40 to +200 °C" },
      description: {
        ko: "-40~+200 °C에서 쓰는 볼 밸브로, 허용 압력은 온도에 따라 정해집니다.",
        en: "Ball valve for -40 to +200 °C; its allowable pressure follows a pressure-temperature rating.",
      },
      detailDescription: {
        ko: "S30T는 사용 온도 -40~+200 °C의 볼 밸브입니다. 허용 압력은 온도에 따라 달라지며, 예를 들어 38 °C에서 19.6 bar, 200 °C에서 13.8 bar입니다. 저온 환경의 옥외 설비나 온도 변화가 큰 공정 라인에 적합하며, 구경별 사양은 문의해 주시면 안내해 드립니다.",
        en: "The S30T is a ball valve for -40 to +200 °C. Its allowable pressure depends on temperature: for example 19.6 bar at 38 °C and 13.8 bar at 200 °C. It suits outdoor installations in cold climates and process lines with large temperature swings. Ask us for the data of a particular size.",
      },
      features: {
        ko: [
          "사용 온도 -40~+200 °C",
          "압력-온도 등급: 38 °C에서 19.6 bar",
          "압력-온도 등급: 200 °C에서 13.8 bar",
          "공압·전동 액추에이터 조립 공급",
        ],
        en: [
          "Operating temperature -40 to +200 °C",
          "Pressure-temperature rating: 19.6 bar at 38 °C",
          "Pressure-temperature rating: 13.8 bar at 200 °C",
          "Available assembled with pneumatic or electric actuators",
        ],
      },
      specifications: [
        specRow(label.type, twoWayBall),
        ...figureRows("s30t"),
        specRow(label.automation, actuated),
      ],
    }),
    ball({
      id: "s40",
      code: "S40",
      name: { ko: "인치 규격 범용 볼 밸브", en: "General-purpose inch-size ball valve" },
      description: {
        ko: "1/4~4 in (8~100A) 구경, 구경에 따라 PN25~40 등급의 범용 볼 밸브입니다.",
        en: "General-purpose ball valve from 1/4 to 4 in, rated PN25 to PN40 depending on size.",
      },
      detailDescription: {
        ko: "S40은 1/4~4 in (8~100A) 구경의 범용 볼 밸브입니다. 압력 등급은 구경에 따라 1 in 이하 PN40, 1-1/4 in PN32, 1-1/2~2-1/2 in (40~65A) PN30, 3~4 in (80~100A) PN25이며, 사용 온도는 -20~+120 °C입니다. 물, 공기, 일반 공정 유체의 자동 차단용으로 폭넓게 쓰입니다.",
        en: "The S40 is a general-purpose ball valve from 1/4 to 4 in. Its pressure rating depends on size: PN40 up to 1 in, PN32 at 1-1/4 in, PN30 from 1-1/2 to 2-1/2 in and PN25 at 3 to 4 in. It operates from -20 to +120 °C and is widely used for automated isolation of water, air and general process media.",
      },
      features: {
        ko: [
          "1/4~4 in (8~100A) 구경",
          "구경별 PN40/PN32/PN30/PN25 등급",
          "사용 온도 -20~+120 °C",
          "공압·전동 액추에이터 조립 공급",
        ],
        en: [
          "Sizes 1/4 to 4 in",
          "PN40/PN32/PN30/PN25 depending on size",
          "Operating temperature -20 to +120 °C",
          "Available assembled with pneumatic or electric actuators",
        ],
      },
      specifications: [
        specRow(label.type, twoWayBall),
        ...figureRows("s40"),
        specRow(label.automation, actuated),
      ],
    }),
    ball({
      id: "s50",
      code: "S50",
      name: {
        ko: "PN63 고압 볼 밸브, 3 in (80A)까지",
        en: "PN63 high-pressure ball valve, up to 3 in",
      },
      description: {
        ko: "1/4~3 in (8~80A), PN63 등급의 고압 볼 밸브입니다.",
        en: "High-pressure ball valve from 1/4 to 3 in, rated PN63.",
      },
      detailDescription: {
        ko: "S50은 1/4~3 in (8~80A) 구경의 PN63 고압 볼 밸브로, 사용 온도는 -20~+200 °C입니다. 액추에이터와 조립한 자동 밸브로 공급하며, 액추에이터 공급 압력 5.5 bar에서 최대 차압 16 bar까지 개폐할 수 있도록 구성합니다.",
        en: "The S50 is a PN63 high-pressure ball valve from 1/4 to 3 in, operating from -20 to +200 °C. It is supplied as an automated valve with its actuator, arranged to operate against a maximum differential pressure of 16 bar with a 5.5 bar actuator supply.",
      },
      features: {
        ko: [
          "PN63 고압 등급",
          "1/4~3 in (8~80A) 구경",
          "사용 온도 -20~+200 °C",
          "공급 압력 5.5 bar에서 최대 차압 16 bar",
        ],
        en: [
          "PN63 high-pressure rating",
          "Sizes 1/4 to 3 in",
          "Operating temperature -20 to +200 °C",
          "Max. differential pressure 16 bar at 5.5 bar supply",
        ],
      },
      specifications: [specRow(label.type, twoWayBall), ...figureRows("s50")],
    }),
    ball({
      id: "s60",
      code: "S60",
      name: {
        ko: "PN63 고압 볼 밸브, 4 in (100A)까지",
        en: "PN63 high-pressure ball valve, up to 4 in",
      },
      description: {
        ko: "1/4~4 in (8~100A), PN63 등급의 고압 볼 밸브입니다.",
        en: "High-pressure ball valve from 1/4 to 4 in, rated PN63.",
      },
      detailDescription: {
        ko: "S60은 PN63 고압 볼 밸브로, 1/4~4 in (8~100A) 구경을 공급해 S50보다 큰 4 in (100A)까지 쓸 수 있습니다. 사용 온도는 -20~+200 °C이며, 액추에이터 공급 압력 5.5 bar에서 최대 차압 16 bar까지 개폐할 수 있도록 액추에이터와 조립해 공급합니다.",
        en: "The S60 is a PN63 high-pressure ball valve from 1/4 to 4 in, extending the S50 range by one size, to 4 in. It operates from -20 to +200 °C and is supplied assembled with its actuator, arranged to operate against a maximum differential pressure of 16 bar with a 5.5 bar actuator supply.",
      },
      features: {
        ko: [
          "PN63 고압 등급",
          "1/4~4 in (8~100A) 구경",
          "사용 온도 -20~+200 °C",
          "공급 압력 5.5 bar에서 최대 차압 16 bar",
        ],
        en: [
          "PN63 high-pressure rating",
          "Sizes 1/4 to 4 in",
          "Operating temperature -20 to +200 °C",
          "Max. differential pressure 16 bar at 5.5 bar supply",
        ],
      },
      specifications: [specRow(label.type, twoWayBall), ...figureRows("s60")],
    }),
    // The sources give S70 and S80 one row and no difference between them: each says that it
    // shares the other's data range, and the difference is asked (the launch checklist asks the
    // owner for it), so neither page reads as a copy of the other. Their names differ by their
    // codes alone, as the sources tell them apart (the code first, as the AP sizes' names).
    ...(
      [
        ["S70", "S80"],
        ["S80", "S70"],
      ] as const
    ).map(([code, other]) =>
      ball(
        {
          id: code.toLowerCase(),
          code,
          name: {
            ko: `${code} 3방향 볼 밸브 (T포트·L포트)`,
            en: `${code} Three-way ball valve, T-port or L-port`,
          },
          description: {
            ko: `유로 분기·전환용 3방향 볼 밸브로, T포트와 L포트로 공급합니다. 1/2~2 in (15~50A), PN16이며, 사양 범위는 ${other}과 같습니다.`,
            en: `Three-way ball valve for diverting and mixing duties, with T-port or L-port ball; 1/2 to 2 in, PN16, the same data range as the ${other}.`,
          },
          detailDescription: {
            ko: `${code}은 한 밸브로 유로를 나누거나 바꾸는 3방향 볼 밸브입니다. 볼은 T포트와 L포트 가운데 유로 구성에 맞춰 선택합니다. 1/2~2 in (15~50A) 구경, PN16 등급이며, 사용 온도는 -20~+150 °C (확장 사양 최고 +200 °C)입니다. 액추에이터 공급 압력 5.5 bar에서 최대 차압 16 bar까지 개폐할 수 있도록 액추에이터와 조립해 공급합니다. S70과 S80은 사양 범위가 같으므로, 배관과 구동 조건을 알려 주시면 알맞은 모델을 추천해 드립니다.`,
            en: `The ${code} is a three-way ball valve that splits or switches flow with a single valve. The ball is chosen as T-port or L-port to match the flow pattern. It covers 1/2 to 2 in at PN16 and operates from -20 to +150 °C (up to +200 °C in the extended version). It is supplied assembled with its actuator, arranged to operate against a maximum differential pressure of 16 bar with a 5.5 bar actuator supply. The S70 and S80 share the same data range; tell us your piping and actuation conditions and we will recommend the right model.`,
          },
          features: {
            ko: [
              "3방향 T포트·L포트",
              "1/2~2 in, PN16",
              "사용 온도 -20~+150 °C (확장 사양 최고 +200 °C)",
              "공급 압력 5.5 bar에서 최대 차압 16 bar",
            ],
            en: [
              "Three-way, T-port and L-port",
              "1/2 to 2 in, PN16",
              "Operating temperature -20 to +150 °C (up to +200 °C extended)",
              "Max. differential pressure 16 bar at 5.5 bar supply",
            ],
          },
          specifications: [
            specRow(label.type, threeWayBall),
            specRow(
              { ko: "같은 사양 범위의 모델", en: "Same data range as" },
              {
                ko: `${other} (두 모델의 차이는 문의)`,
                en: `${other} (ask us how the two models differ)`,
              },
            ),
            ...figureRows(code.toLowerCase()),
          ],
        },
        true,
      ),
    ),
  ];

  // ---------------------------------------------------------------------------------------------
  // Catalogue sections
  // ---------------------------------------------------------------------------------------------

  return {
    sections: [
      {
        id: "butterfly-valves",
        name: { ko: "버터플라이 밸브", en: "Butterfly valves" },
        description: {
          ko: "DN 40~1200 (40~1200A), -196~+600 °C 조건에 대응하는 SIRCA 버터플라이 밸브 6개 모델",
          en: "Six SIRCA butterfly valve models for DN 40 to DN 1200 and -196 to +600 °C",
        },
        totalPages: 2,
        pages: [
          {
            pageNumber: 1,
            title: { ko: "개요", en: "Overview" },
            content: [
              {
                type: "title",
                text: { ko: "SIRCA 버터플라이 밸브", en: "SIRCA butterfly valves" },
              },
              {
                type: "text",
                html: {
                  ko: "<p>SIRCA 버터플라이 밸브는 범용 301부터 극저온·고압용 501M, 600 °C 고온용 HT600까지 6개 모델로 구성됩니다. 구경은 DN 40 (40A)에서 DN 1200 (1200A)까지, 압력 등급은 PN6에서 PN100, Class 150에서 600까지 폭넓게 대응합니다. 밸브 단품은 물론, 공압 또는 전동 액추에이터와 조립한 자동 밸브로도 공급합니다.</p>",
                  en: "<p>The SIRCA butterfly range consists of six models, from the general-purpose 301 to the cryogenic and high-pressure 501M and the HT600 for 600 °C. Sizes run from DN 40 to DN 1200, and ratings from PN6 to PN100 and Class 150 to 600. We supply the valves on their own or assembled with pneumatic or electric actuators as automated valves.</p>",
                },
              },
              {
                type: "overview",
                features: {
                  ko: [
                    "DN 40~1200 (40~1200A)의 폭넓은 구경",
                    "-196 °C 극저온부터 최고 600 °C 고온까지 모델 선택",
                    "PN·Class 등급 배관 모두 대응",
                    "공압·전동 액추에이터 조립 공급",
                  ],
                  en: [
                    "Wide size range from DN 40 to DN 1200",
                    "Models from cryogenic -196 °C up to 600 °C",
                    "For both PN and ANSI pipework",
                    "Supplied assembled with pneumatic or electric actuators",
                  ],
                },
                specifications: [
                  specRow(
                    { ko: "모델", en: "Models" },
                    {
                      ko: "301, 301E, 301TSS, 401N, 501M, HT600",
                      en: "301, 301E, 301TSS, 401N, 501M, HT600",
                    },
                  ),
                  specRow(
                    { ko: "호칭 구경", en: "Size range" },
                    {
                      ko: "DN 40~1200 (40~1200A) (모델별 상이)",
                      en: "DN 40–1200 (varies by model)",
                    },
                  ),
                  specRow(
                    { ko: "압력 등급", en: "Pressure ratings" },
                    {
                      ko: "PN6~100, Class 150/300/600 (모델별 상이)",
                      en: "PN6 to PN100, Class 150 to 600 (varies by model)",
                    },
                  ),
                  specRow(
                    { ko: "사용 온도", en: "Operating temperature" },
                    {
                      ko: "-196~+600 °C (모델별 상이)",
                      en: "-196 to +600 °C (varies by model)",
                    },
                  ),
                ],
                applications: plantApplications(),
              },
              { type: "product-catalog", products: butterflyProducts.map((p) => p.id) },
            ],
          },
          {
            pageNumber: 2,
            title: { ko: "기술 자료", en: "Technical data" },
            content: [
              {
                type: "section",
                title: { ko: "모델별 사양", en: "Data by model" },
                content: [
                  { type: "table", table: butterflyTable },
                  { type: "table", table: ht600BodyTable },
                ],
              },
              {
                type: "section",
                title: { ko: "모델 선정 안내", en: "Choosing a model" },
                content: [
                  {
                    type: "overview-text",
                    textContent: {
                      ko: "사용 온도와 압력 등급을 먼저 정하면 모델을 쉽게 좁힐 수 있습니다. 아래 안내는 위 사양표를 기준으로 한 것이며, 최종 선정은 유체 조건을 검토한 뒤 확정합니다.",
                      en: "Temperature and pressure rating narrow the choice quickly. The guide below follows the table above; the final selection is confirmed once we have reviewed the medium and operating conditions.",
                    },
                  },
                  {
                    type: "features-list",
                    features: {
                      ko: [
                        "상온 유체(0~+70 °C), DN 500 (500A) 이하: 301E",
                        "-20~+100 °C, DN 1200 (1200A)까지의 대구경: 301",
                        "200 °C까지의 고온 유체, DN 300 (300A) 이하: 301TSS",
                        "-50 °C 저온부터 +200 °C까지, DN 700 (700A) 이하: 401N",
                        "Class 300/600, PN40 이상의 고압 또는 -196 °C 극저온: 501M",
                        "538 °C를 넘어 최고 600 °C까지의 고온 저압 라인: HT600",
                      ],
                      en: [
                        "Media at ambient temperature (0 to +70 °C), up to DN 500: 301E",
                        "-20 to +100 °C, large sizes up to DN 1200: 301",
                        "Hot media up to 200 °C, up to DN 300: 301TSS",
                        "Wide range, -50 to +200 °C, up to DN 700: 401N",
                        "High pressure (Class 300/600, PN40 and above) or cryogenic -196 °C: 501M",
                        "Low-pressure lines above 538 °C, up to 600 °C: HT600",
                      ],
                    },
                  },
                ],
              },
              {
                type: "highlight",
                text: {
                  ko: "모든 모델은 SIRCA 공압 액추에이터 또는 전동 액추에이터와 조립해 자동 밸브로 공급할 수 있으며, 사용 중인 수동 밸브의 자동화 개조도 상담해 드립니다.",
                  en: "Every model can be supplied as an automated valve with a SIRCA pneumatic actuator or an electric actuator, and we also retrofit actuators to manual valves already in service.",
                },
              },
              {
                type: "contact",
                text: {
                  ko: "구경, 압력 등급, 사용 온도와 유체 정보를 알려 주시면 알맞은 모델과 액추에이터 조합을 검토해 견적해 드립니다.",
                  en: "Send us the size, pressure rating, temperature and medium, and we will propose the right model and actuator combination with a quotation.",
                },
              },
            ],
          },
        ],
      },
      {
        id: "ball-valves",
        name: { ko: "볼 밸브", en: "Ball valves" },
        description: {
          ko: "2방향·3방향 SIRCA 볼 밸브 9개 모델",
          en: "Nine SIRCA two-way and three-way ball valve models",
        },
        totalPages: 1,
        pages: [
          {
            pageNumber: 1,
            title: { ko: "개요", en: "Overview" },
            content: [
              { type: "title", text: { ko: "SIRCA 볼 밸브", en: "SIRCA ball valves" } },
              {
                type: "text",
                html: {
                  ko: "<p>SIRCA 볼 밸브는 2방향 모델 S10~S60과 3방향 모델 S70·S80으로 구성됩니다. 1/4 in 소구경부터 DN 200 (200A)까지, PN16에서 PN63, Class 150에서 600까지의 등급으로 공급하며, 공압 또는 전동 액추에이터와 조립한 자동 밸브로 납품합니다.</p>",
                  en: "<p>The SIRCA ball valve range consists of the two-way models S10 to S60 and the three-way models S70 and S80. It covers small bores from DN 8 (1/4 in) up to DN 200 (8 in), with ratings from PN16 to PN63 and Class 150 to 600, and is delivered as automated valves with pneumatic or electric actuators.</p>",
                },
              },
              { type: "product-catalog", products: ballProducts.map((p) => p.id) },
              {
                type: "section",
                title: { ko: "모델별 사양", en: "Data by model" },
                content: [{ type: "table", table: ballTable }],
              },
              {
                type: "contact",
                text: {
                  ko: "구경, 압력, 사용 온도와 유체, 필요한 유로(2방향·3방향) 정보를 알려 주시면 알맞은 모델과 액추에이터를 선정해 견적해 드립니다.",
                  en: "Send us the size, pressure, temperature, medium and flow pattern (two-way or three-way), and we will select the valve and actuator and send you a quotation.",
                },
              },
            ],
          },
        ],
      },
    ],
    products: [...butterflyProducts, ...ballProducts],
  };
}
