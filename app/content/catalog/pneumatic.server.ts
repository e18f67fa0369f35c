import type { CatalogGroup, Localized, LocalizedList, Product, SpecRow } from "../schemas";
import { drawings } from "./images";
import { plantApplications, specRow } from "./build";
import { FIGURE_LABELS, figureLabel, figureRows, figureText } from "./figure-rows";
import { torqueRangeText } from "./figures-text";
import type { FigureLookup } from "./build";

/** The group built from `figuresOf`: the live figures when content is composed. */
export function pneumatic(figuresOf: FigureLookup): CatalogGroup {
  /**
   * Pneumatic rotary actuators, AP series (docs/product.md, Catalogue figures).
   *
   * The source gives the series figures only: double-acting and spring-return types, sizes 1 to 12
   * (AP1~AP12, stated as 11 sizes), 2~8 bar (29~116 psi), -20 to +80 °C, 25 to 18,500 N·m, 90°
   * rotation with 45/60/120° options, ISO 5211 mounting, seal options and optional IP65/67. It gives
   * no torque per size, so none is stated here: each size is described by its place in the range.
   */

  const drawing = drawings.pneumaticRackPinion;

  // Series figures, written once so every page and product says the same thing.
  // The numbers come from figures.server.ts, the one source of tables, cards and finders.
  const seriesOf = (id: string) => {
    const figures = figuresOf(id);
    const { air } = figures.kind === "actuator" ? figures.supply : {};
    if (figures.kind !== "actuator" || !figures.series?.torqueNm.min || !figures.tempC || !air)
      throw new Error(`${id} needs the AP series' torque, temperature and air supply`);
    return { torque: figures.series.torqueNm, temp: figures.tempC, air };
  };
  /** Supply pressure and temperature as the sizes' rows write them, and the series' torque. */
  const series = seriesOf("ap1");
  const PRESSURE = figureText("supply", figuresOf("ap1"))!;
  const TEMPERATURE = figureText("temp", figuresOf("ap1"))!;
  const TORQUE = torqueRangeText(series.torque.min!, series.torque.max);
  // The maker states 11 sizes for AP1~AP12, twelve codes: the pages count the codes listed.
  const SIZES: Localized = { ko: "AP1~AP12", en: "AP1–AP12" };
  const TYPES: Localized = {
    ko: "복동형, 스프링 복귀형",
    en: "Double-acting, spring-return",
  };
  const ROTATION: Localized = {
    ko: "90° 표준 (45°·60°·120° 옵션)",
    en: "90° standard (45°, 60°, 120° optional)",
  };
  const MOUNTING = "ISO 5211";
  const SEALS: Localized = {
    ko: "사용 조건별 씰 옵션",
    en: "Options to suit the service conditions",
  };
  const PROTECTION: Localized = { ko: "IP65/67 (옵션)", en: "IP65/67 (optional)" };

  const seriesSpecs: SpecRow[] = [
    specRow({ ko: "형식", en: "Types" }, TYPES),
    specRow({ ko: "사이즈", en: "Sizes" }, SIZES),
    specRow(FIGURE_LABELS.supply, PRESSURE),
    specRow(figureLabel("temp", figuresOf("ap1")), TEMPERATURE),
    specRow({ ko: "출력 토크", en: "Output torque" }, TORQUE),
    specRow({ ko: "회전각", en: "Rotation" }, ROTATION),
    specRow({ ko: "장착 규격", en: "Mounting" }, MOUNTING),
    specRow({ ko: "씰", en: "Seals" }, SEALS),
    specRow({ ko: "보호 등급", en: "IP rating" }, PROTECTION),
  ];

  // ---------------------------------------------------------------------------------------------
  // Products: one per size, AP1 to AP12.
  // ---------------------------------------------------------------------------------------------

  interface SizeEntry {
    /** Short place in the series, for the size specification row: "AP1 (smallest size in the series)". */
    place: Localized;
    /** Completes "The APn is ..." / "APn 모델은 AP 시리즈(AP1~AP12) 가운데 ...에 해당하는". */
    placeInSentence: Localized;
    description: Localized;
    /** One or two sentences on where this size fits, used in the detail paragraph. */
    role: Localized;
    /** The size-specific first feature. */
    feature: Localized;
  }

  const sizes: SizeEntry[] = [
    {
      place: { ko: "시리즈 최소형", en: "smallest size in the series" },
      placeInSentence: { ko: "가장 작은 사이즈", en: "the smallest size" },
      description: {
        ko: "AP 시리즈에서 가장 작은 랙앤피니언 공압 액추에이터로, 시리즈 토크 범위(25~18,500 N·m)의 하단을 담당합니다. 소구경 쿼터턴 밸브의 자동화에 알맞습니다.",
        en: "The smallest rack-and-pinion pneumatic actuator in the AP series, at the low end of the series torque range (25–18,500 N·m). A good fit for automating small-bore quarter-turn valves.",
      },
      role: {
        ko: "시리즈 토크 범위의 하단을 담당하며, 작은 토크로 충분한 소구경 볼 밸브와 버터플라이 밸브에 사용합니다.",
        en: "It covers the low end of the series torque range and is used on small-bore ball and butterfly valves that need little torque.",
      },
      feature: {
        ko: "시리즈에서 가장 작고 가벼운 사이즈",
        en: "The smallest and lightest size in the series",
      },
    },
    {
      place: { ko: "소형", en: "small size" },
      placeInSentence: { ko: "소형 사이즈", en: "one of the small sizes" },
      description: {
        ko: "AP1보다 한 단계 큰 소형 랙앤피니언 공압 액추에이터입니다. 소구경 볼 밸브와 버터플라이 밸브에 사용합니다.",
        en: "A small rack-and-pinion pneumatic actuator, one step up from the AP1. Used on small-bore ball and butterfly valves.",
      },
      role: {
        ko: "AP1로는 토크 여유가 부족한 소구경 밸브에 적용하며, 소형 사이즈 구간(AP1~AP3)의 중간에 위치합니다.",
        en: "It takes over where the AP1 leaves too little torque margin on a small-bore valve, and sits in the middle of the small sizes (AP1–AP3).",
      },
      feature: {
        ko: "소형 사이즈 구간(AP1~AP3)의 중간 사이즈",
        en: "Middle size of the small group (AP1–AP3)",
      },
    },
    {
      place: { ko: "소형", en: "small size" },
      placeInSentence: { ko: "소형 사이즈", en: "one of the small sizes" },
      description: {
        ko: "소형 사이즈 구간의 상위 모델인 랙앤피니언 공압 액추에이터입니다. 설치 공간이 좁은 스키드와 유틸리티 배관의 밸브에 적합합니다.",
        en: "The top size of the small group of rack-and-pinion pneumatic actuators. Well suited to valves on skids and utility lines where space is tight.",
      },
      role: {
        ko: "소형 사이즈 구간(AP1~AP3)의 가장 큰 사이즈로, 작은 외형을 유지하면서 더 큰 토크가 필요한 밸브에 사용합니다.",
        en: "As the largest of the small sizes (AP1–AP3), it is used where a valve needs more torque but the actuator must stay compact.",
      },
      feature: {
        ko: "소형 사이즈 구간(AP1~AP3)의 최대 사이즈",
        en: "Largest size of the small group (AP1–AP3)",
      },
    },
    {
      place: { ko: "중소형", en: "lower mid-range size" },
      placeInSentence: { ko: "중소형 사이즈", en: "one of the lower mid-range sizes" },
      description: {
        ko: "중소형 사이즈 구간(AP4~AP6)에서 가장 작은 랙앤피니언 공압 액추에이터입니다. 상하수도와 일반 플랜트의 공정 밸브에 널리 사용합니다.",
        en: "The first of the lower mid-range rack-and-pinion pneumatic actuators. Widely used on process valves in water treatment and general plants.",
      },
      role: {
        ko: "중소형 사이즈 구간(AP4~AP6)의 첫 사이즈로, 상하수도와 일반 플랜트의 공정 밸브 자동화에 많이 쓰입니다.",
        en: "It is the smallest of the three (AP4–AP6) and is a common choice for automating process valves in water treatment and general plants.",
      },
      feature: {
        ko: "중소형 사이즈 구간(AP4~AP6)의 첫 사이즈",
        en: "First size of the lower mid-range group (AP4–AP6)",
      },
    },
    {
      place: { ko: "중소형", en: "lower mid-range size" },
      placeInSentence: { ko: "중소형 사이즈", en: "one of the lower mid-range sizes" },
      description: {
        ko: "중소형 구간의 랙앤피니언 공압 액추에이터입니다. 기동 토크가 큰 밸브나 현장 공급 압력이 낮은 경우 AP4 대신 선정합니다.",
        en: "A lower mid-range rack-and-pinion pneumatic actuator. Chosen over the AP4 when the valve has a high breakaway torque or the site air pressure is low.",
      },
      role: {
        ko: "기동 토크가 큰 밸브이거나 현장 공급 압력이 범위의 낮은 쪽에 있어 AP4로는 여유가 부족할 때 선정합니다.",
        en: "It is selected when a valve's breakaway torque is high, or the site air pressure is at the low end of the range, so that the AP4 would leave too little margin.",
      },
      feature: {
        ko: "기동 토크가 큰 밸브와 낮은 공급 압력 조건에 대응",
        en: "For valves with high breakaway torque or low site air pressure",
      },
    },
    {
      place: { ko: "중소형", en: "lower mid-range size" },
      placeInSentence: { ko: "중소형 사이즈", en: "one of the lower mid-range sizes" },
      description: {
        ko: "중소형 구간의 가장 큰 랙앤피니언 공압 액추에이터입니다. 중구경 공정 밸브의 개폐 운전과 스프링 복귀형 안전 운전에 사용합니다.",
        en: "The largest of the lower mid-range rack-and-pinion pneumatic actuators. Used for on/off and spring-return fail-safe duty on medium-bore process valves.",
      },
      role: {
        ko: "중소형 사이즈 구간(AP4~AP6)의 최대 사이즈로, 중구경 밸브를 스프링 복귀형으로 안전 위치에 복귀시켜야 하는 용도에 자주 쓰입니다.",
        en: "As the largest of the lower mid-range sizes (AP4–AP6), it is often used where a medium-bore valve must be returned to its safe position by springs.",
      },
      feature: {
        ko: "중소형 사이즈 구간(AP4~AP6)의 최대 사이즈",
        en: "Largest size of the lower mid-range group (AP4–AP6)",
      },
    },
    {
      place: { ko: "중대형", en: "upper mid-range size" },
      placeInSentence: { ko: "중대형 사이즈", en: "one of the upper mid-range sizes" },
      description: {
        ko: "중대형 사이즈 구간(AP7~AP9)에서 가장 작은 랙앤피니언 공압 액추에이터입니다. 중·대구경 버터플라이 밸브와 볼 밸브에 사용합니다.",
        en: "The first of the upper mid-range rack-and-pinion pneumatic actuators. Used on medium and large butterfly and ball valves.",
      },
      role: {
        ko: "중대형 사이즈 구간(AP7~AP9)의 첫 사이즈로, 시리즈 토크 범위의 중간부를 담당합니다.",
        en: "It is the smallest of the three (AP7–AP9) and covers the middle of the series torque range.",
      },
      feature: {
        ko: "중대형 사이즈 구간(AP7~AP9)의 첫 사이즈",
        en: "First size of the upper mid-range group (AP7–AP9)",
      },
    },
    {
      place: { ko: "중대형", en: "upper mid-range size" },
      placeInSentence: { ko: "중대형 사이즈", en: "one of the upper mid-range sizes" },
      description: {
        ko: "중대형 구간의 랙앤피니언 공압 액추에이터입니다. 석유화학과 발전 플랜트의 대형 공정 밸브에 사용합니다.",
        en: "An upper mid-range rack-and-pinion pneumatic actuator. Used on larger process valves in petrochemical and power plants.",
      },
      role: {
        ko: "석유화학과 발전 플랜트처럼 밸브 구경과 운전 토크가 큰 공정에서 많이 선정합니다.",
        en: "It is a frequent choice in petrochemical and power plants, where valve bores and operating torques are larger.",
      },
      feature: {
        ko: "석유화학·발전 플랜트의 대형 공정 밸브에 적합",
        en: "Suited to larger process valves in petrochemical and power plants",
      },
    },
    {
      place: { ko: "중대형", en: "upper mid-range size" },
      placeInSentence: { ko: "중대형 사이즈", en: "one of the upper mid-range sizes" },
      description: {
        ko: "중대형 구간의 가장 큰 랙앤피니언 공압 액추에이터입니다. 대형 사이즈 구간(AP10~AP12) 바로 아래 사이즈로, 큰 토크가 필요한 밸브에 사용합니다.",
        en: "The largest of the upper mid-range rack-and-pinion pneumatic actuators. It bridges the mid-range and large sizes for valves that need high torque.",
      },
      role: {
        ko: "중대형 사이즈 구간(AP7~AP9)의 최대 사이즈로, 대형 사이즈(AP10~AP12)로 넘어가기 전 단계의 큰 토크 요구에 대응합니다.",
        en: "As the largest of the upper mid-range sizes (AP7–AP9), it meets high torque demands just below the large sizes (AP10–AP12).",
      },
      feature: {
        ko: "중대형 사이즈 구간(AP7~AP9)의 최대 사이즈",
        en: "Largest size of the upper mid-range group (AP7–AP9)",
      },
    },
    {
      place: { ko: "대형", en: "large size" },
      placeInSentence: { ko: "대형 사이즈", en: "one of the large sizes" },
      description: {
        ko: "대형 사이즈 구간(AP10~AP12)에서 가장 작은 랙앤피니언 공압 액추에이터입니다. 상수도 본관과 플랜트 유틸리티의 대구경 밸브에 사용합니다.",
        en: "The first of the large rack-and-pinion pneumatic actuators. Used on large-bore valves in water mains and plant utilities.",
      },
      role: {
        ko: "대형 사이즈 구간(AP10~AP12)의 첫 사이즈로, 상수도 본관과 플랜트 유틸리티의 대구경 버터플라이 밸브와 볼 밸브에 사용합니다.",
        en: "It is the smallest of the three (AP10–AP12) and is used on large-bore butterfly and ball valves in water mains and plant utilities.",
      },
      feature: {
        ko: "대형 사이즈 구간(AP10~AP12)의 첫 사이즈",
        en: "First size of the large group (AP10–AP12)",
      },
    },
    {
      place: { ko: "대형", en: "large size" },
      placeInSentence: { ko: "대형 사이즈", en: "one of the large sizes" },
      description: {
        ko: "대형 구간의 랙앤피니언 공압 액추에이터입니다. 대구경 밸브의 중부하 운전과 스프링 복귀형 안전 운전에 사용합니다.",
        en: "A large rack-and-pinion pneumatic actuator. Used for heavy-duty service and spring-return fail-safe duty on large-bore valves.",
      },
      role: {
        ko: "대구경 밸브를 공기 차단 시 스프링으로 안전 위치에 복귀시켜야 하는 중부하 용도에 적합합니다.",
        en: "It suits heavy-duty service where a large-bore valve must be driven to its safe position by springs when the air supply fails.",
      },
      feature: {
        ko: "대구경 밸브의 중부하·안전 운전에 적합",
        en: "Suited to heavy-duty and fail-safe service on large-bore valves",
      },
    },
    {
      place: { ko: "시리즈 최대형", en: "largest size in the series" },
      placeInSentence: { ko: "가장 큰 사이즈", en: "the largest size" },
      description: {
        ko: "AP 시리즈에서 가장 큰 랙앤피니언 공압 액추에이터로, 시리즈 토크 범위의 상단(최대 18,500 N·m)을 담당합니다. 가장 큰 구경의 쿼터턴 밸브에 사용합니다.",
        en: "The largest rack-and-pinion pneumatic actuator in the AP series, at the top end of the series torque range (up to 18,500 N·m). Used on the largest quarter-turn valves.",
      },
      role: {
        ko: "시리즈 토크 범위의 상단(최대 18,500 N·m)을 담당하며, 시리즈에서 가장 큰 토크가 필요한 대구경 밸브에 사용합니다.",
        en: "It covers the top end of the series torque range (up to 18,500 N·m) and is used on large-bore valves that need the most torque the series offers.",
      },
      feature: {
        ko: "시리즈 최대 사이즈, 토크 범위 상단(최대 18,500 N·m) 담당",
        en: "Largest size in the series, covering the top of the torque range (up to 18,500 N·m)",
      },
    },
  ];

  const sharedFeatures: LocalizedList = {
    ko: [
      "복동형과 스프링 복귀형 중 선택",
      "ISO 5211 장착면으로 밸브에 장착",
      "90° 표준 회전, 45°·60°·120° 옵션",
      "사용 조건별 씰 옵션과 IP65/67 보호 등급 옵션",
    ],
    en: [
      "Double-acting or spring-return",
      "ISO 5211 mounting interface to the valve",
      "90° rotation as standard; 45°, 60° and 120° options",
      "Seals to suit the service conditions; IP65 or IP67 protection optional",
    ],
  };

  function apProduct(size: SizeEntry, index: number): Product {
    const code = `AP${index + 1}`;
    return {
      id: code.toLowerCase(),
      code,
      name: {
        ko: `${code} 랙앤피니언 공압 액추에이터`,
        en: `${code} Rack-and-pinion pneumatic actuator`,
      },
      category: "pneumatic",
      subcategory: "rotary",
      image: drawing,
      description: size.description,
      detailDescription: {
        ko: `${code} 모델은 AP 시리즈(AP1~AP12) 가운데 ${size.placeInSentence.ko}에 해당하는 랙앤피니언 공압 액추에이터입니다. ${size.role.ko} 복동형과 스프링 복귀형으로 공급되며, 2~8 bar (29~116 psi)의 공급 압력과 -20~+80 °C의 주위 온도 범위에서 운전합니다. 회전각은 90°가 표준이고 45°·60°·120°를 옵션으로 선택할 수 있으며, ISO 5211 장착면으로 밸브에 장착합니다. 출력 토크는 사이즈와 공급 압력, 작동 방식에 따라 달라지므로, 밸브의 필요 토크와 현장 공급 압력을 알려 주시면 적합한 사이즈를 확인해 드립니다.`,
        en: `The ${code} is ${size.placeInSentence.en} in the AP series of rack-and-pinion pneumatic actuators (AP1–AP12). ${size.role.en} It is supplied in double-acting and spring-return versions and runs on a supply pressure of 2–8 bar (29–116 psi) at ambient temperatures from -20 to +80 °C. Rotation is 90° as standard, with 45°, 60° and 120° available as options, and the actuator mounts to the valve through an ISO 5211 interface. Output torque depends on the size, the supply pressure and the operating type, so send us the valve's required torque and your site air pressure and we will confirm the right size.`,
      },
      features: {
        ko: [size.feature.ko, ...sharedFeatures.ko],
        en: [size.feature.en, ...sharedFeatures.en],
      },
      specifications: [
        specRow(
          { ko: "사이즈", en: "Size" },
          { ko: `${code} (${size.place.ko})`, en: `${code} (${size.place.en})` },
        ),
        specRow(
          { ko: "형식", en: "Type" },
          { ko: "복동형 또는 스프링 복귀형", en: "Double-acting or spring-return" },
        ),
        ...figureRows(figuresOf(code.toLowerCase())),
        specRow({ ko: "회전각", en: "Rotation" }, ROTATION),
        specRow({ ko: "장착 규격", en: "Mounting" }, MOUNTING),
        specRow({ ko: "보호 등급", en: "IP rating" }, PROTECTION),
      ],
      detailImages: [drawings.pneumaticSection, drawings.pneumaticMounting],
    };
  }

  const products: Product[] = sizes.map(apProduct);

  // ---------------------------------------------------------------------------------------------
  // Catalogue: section "rotary", 13 pages.
  // ---------------------------------------------------------------------------------------------

  return {
    sections: [
      {
        id: "rotary",
        name: { ko: "로터리 액추에이터", en: "Rotary actuators" },
        description: {
          ko: "복동형·스프링 복귀형 랙앤피니언 공압 로터리 액추에이터 AP 시리즈 기술 카탈로그",
          en: "Technical catalogue of the AP series double-acting and spring-return rack-and-pinion pneumatic rotary actuators",
        },
        totalPages: 13,
        pages: [
          // 1 ------------------------------------------------------------------------------------
          {
            pageNumber: 1,
            title: { ko: "개요", en: "Overview" },
            content: [
              {
                type: "title",
                text: {
                  ko: "AP 시리즈 랙앤피니언 공압 로터리 액추에이터",
                  en: "AP series rack-and-pinion pneumatic rotary actuators",
                },
              },
              {
                type: "highlight",
                text: {
                  ko: "쿼터턴 밸브용 복동형·스프링 복귀형 공압 액추에이터로, AP1~AP12 사이즈에서 25~18,500 N·m의 토크 범위를 제공합니다.",
                  en: "Double-acting and spring-return pneumatic actuators for quarter-turn valves, in sizes AP1–AP12 covering 25–18,500 N·m.",
                },
              },
              {
                type: "overview",
                features: {
                  ko: [
                    "대향 피스톤 방식의 컴팩트한 랙앤피니언 구조",
                    "복동형과 스프링 복귀형 두 가지 작동 방식",
                    "AP1~AP12 사이즈, 토크 범위 25~18,500 N·m",
                    "ISO 5211 장착면으로 밸브와 액세서리 조합이 간편",
                    "90° 표준 회전, 45°·60°·120° 회전각 옵션",
                    "사용 조건별 씰 옵션과 IP65/67 보호 등급 옵션",
                  ],
                  en: [
                    "Compact rack-and-pinion design with opposed pistons",
                    "Double-acting and spring-return versions",
                    "Sizes AP1–AP12 covering 25–18,500 N·m",
                    "ISO 5211 mounting interface for straightforward valve assembly",
                    "90° rotation as standard; 45°, 60° and 120° options",
                    "Seals to suit the service conditions; IP65 or IP67 protection optional",
                  ],
                },
                specifications: seriesSpecs,
                applications: plantApplications(),
              },
            ],
          },
          // 2 ------------------------------------------------------------------------------------
          {
            pageNumber: 2,
            title: { ko: "제품 구성", en: "Product range" },
            content: [
              {
                type: "text",
                html: {
                  ko: "<p>AP 시리즈는 사이즈 1부터 12까지(AP1~AP12) 구성되며, 각 사이즈는 <strong>복동형</strong>과 <strong>스프링 복귀형</strong>으로 공급됩니다. 사이즈 번호가 커질수록 출력 토크가 커지며, 시리즈 전체로 25~18,500 N·m의 토크 범위를 담당합니다.</p>",
                  en: "<p>The AP series runs from size 1 to size 12 (AP1–AP12), and each size is supplied in <strong>double-acting</strong> and <strong>spring-return</strong> versions. Output torque rises with the size number, and the series as a whole covers 25–18,500 N·m.</p>",
                },
              },
              {
                type: "section",
                title: { ko: "사이즈 구간", en: "Size groups" },
                content: [
                  {
                    type: "product-series",
                    series: [
                      {
                        code: "AP1~AP3",
                        name: { ko: "소형", en: "Small sizes" },
                        description: {
                          ko: "시리즈 토크 범위의 하단을 담당합니다. 소구경 볼 밸브와 버터플라이 밸브, 설치 공간이 좁은 스키드에 사용합니다.",
                          en: "The low end of the series torque range, for small-bore ball and butterfly valves and skids with little space.",
                        },
                      },
                      {
                        code: "AP4~AP6",
                        name: { ko: "중소형", en: "Lower mid-range sizes" },
                        description: {
                          ko: "상하수도와 일반 플랜트의 공정 밸브에 가장 많이 쓰이는 구간입니다.",
                          en: "The most common sizes for process valves in water treatment and general plants.",
                        },
                      },
                      {
                        code: "AP7~AP9",
                        name: { ko: "중대형", en: "Upper mid-range sizes" },
                        description: {
                          ko: "석유화학과 발전 플랜트의 중·대구경 밸브처럼 큰 토크가 필요한 용도에 사용합니다.",
                          en: "For medium and large valves that need high torque, as in petrochemical and power plants.",
                        },
                      },
                      {
                        code: "AP10~AP12",
                        name: { ko: "대형", en: "Large sizes" },
                        description: {
                          ko: "시리즈 토크 범위의 상단(최대 18,500 N·m)을 담당합니다. 상수도 본관과 플랜트 유틸리티의 대구경 밸브에 사용합니다.",
                          en: "The top end of the series torque range (up to 18,500 N·m), for large-bore valves in water mains and plant utilities.",
                        },
                      },
                    ],
                  },
                  {
                    type: "table",
                    table: {
                      caption: { ko: "AP 시리즈 구성", en: "AP series at a glance" },
                      columns: [
                        { label: { ko: "항목", en: "Item" } },
                        { label: { ko: "내용", en: "Details" } },
                      ],
                      rows: [
                        [{ ko: "형식", en: "Types" }, TYPES],
                        [{ ko: "사이즈", en: "Sizes" }, SIZES],
                        [{ ko: "토크 범위", en: "Torque range" }, TORQUE],
                        [{ ko: "공급 압력", en: "Supply pressure" }, PRESSURE],
                        [{ ko: "주위 온도", en: "Ambient temperature" }, TEMPERATURE],
                      ],
                      // The count is the products listed (the maker's own count of sizes is the
                      // owner's to confirm: the launch checklist asks), never a hand-written number.
                      notes: {
                        ko: [
                          `${SIZES.ko}의 ${products.length}개 사이즈를 아래에 소개합니다. 필요한 사이즈의 공급 가능 여부와 납기는 견적을 요청하실 때 문의해 주십시오.`,
                        ],
                        en: [
                          `All ${products.length} sizes, ${SIZES.en}, are listed below. Please ask about availability and delivery time for the size you need when you request a quotation.`,
                        ],
                      },
                    },
                  },
                ],
              },
              {
                type: "product-catalog",
                products: products.map((product) => product.id),
              },
            ],
          },
          // 3 ------------------------------------------------------------------------------------
          {
            pageNumber: 3,
            title: { ko: "설계와 구조", en: "Design and construction" },
            content: [
              {
                type: "section",
                title: { ko: "작동 원리", en: "Operating principle" },
                content: [
                  {
                    type: "image-text",
                    layout: "text-image",
                    text: {
                      ko: "AP 시리즈는 랙앤피니언 방식의 공압 액추에이터입니다. 실린더 안의 두 피스톤에 랙이 가공되어 있고, 이 랙이 중앙의 피니언과 맞물립니다. 압축 공기가 피스톤을 밀면 직선 운동이 피니언의 회전 운동으로 바뀌어 출력축이 회전하고, 출력축에 연결된 밸브가 열리거나 닫힙니다.",
                      en: "The AP series are rack-and-pinion pneumatic actuators. Each of the two pistons in the cylinder carries a rack that meshes with the central pinion. When compressed air pushes the pistons, their linear motion turns the pinion, the output shaft rotates, and the valve coupled to it opens or closes.",
                    },
                    image: {
                      ...drawing,
                      caption: {
                        ko: "랙앤피니언 공압 액추에이터 외형도",
                        en: "Rack-and-pinion pneumatic actuator, general arrangement",
                      },
                    },
                    table: [
                      specRow(
                        { ko: "구동 구조", en: "Drive mechanism" },
                        { ko: "랙앤피니언", en: "Rack and pinion" },
                      ),
                      specRow(
                        { ko: "작동 매체", en: "Operating medium" },
                        { ko: "압축 공기", en: "Compressed air" },
                      ),
                      specRow(
                        { ko: "출력", en: "Output" },
                        { ko: "쿼터턴 회전", en: "Quarter-turn rotation" },
                      ),
                      specRow({ ko: "회전각", en: "Rotation" }, ROTATION),
                    ],
                  },
                ],
              },
              {
                type: "features-list",
                features: {
                  ko: [
                    "두 피스톤이 피니언을 양쪽에서 구동하므로 출력축에 걸리는 힘이 균형을 이룹니다.",
                    "복동형은 랙이 항상 같은 피니언 반경에 작용하므로 전 행정에서 토크가 일정합니다.",
                    "스프링 복귀형은 피스톤 뒤쪽의 스프링이 공기 차단 시 액추에이터를 복귀시킵니다.",
                    "출력축과 장착 플랜지는 ISO 5211 규격을 따릅니다.",
                  ],
                  en: [
                    "The two pistons drive the pinion from opposite sides, so the forces on the output shaft are balanced.",
                    "In double-acting units the racks always act at the same pinion radius, so torque is constant over the whole stroke.",
                    "In spring-return units, springs behind the pistons return the actuator when the air is removed.",
                    "The output drive and mounting flange follow ISO 5211.",
                  ],
                },
              },
            ],
          },
          // 4 ------------------------------------------------------------------------------------
          {
            pageNumber: 4,
            title: { ko: "복동형과 스프링 복귀형", en: "Double-acting and spring-return" },
            content: [
              {
                type: "text",
                html: {
                  ko: "<p>모든 AP 사이즈는 두 가지 작동 방식으로 공급됩니다. <strong>복동형</strong>은 열림과 닫힘 모두 압축 공기로 구동하며, <strong>스프링 복귀형</strong>은 한 방향은 공기로, 반대 방향은 내장 스프링으로 구동합니다. 공기 공급이 끊겼을 때 밸브가 어떤 위치에 있어야 하는지가 선택의 기준이 됩니다.</p>",
                  en: "<p>Every AP size comes in two operating types. A <strong>double-acting</strong> actuator is driven by compressed air in both directions; a <strong>spring-return</strong> actuator is driven by air in one direction and by built-in springs in the other. The choice depends on where the valve must be if the air supply fails.</p>",
                },
              },
              {
                type: "section",
                title: { ko: "작동 방식 비교", en: "Comparison of operating types" },
                content: [
                  {
                    type: "table",
                    table: {
                      caption: {
                        ko: "복동형과 스프링 복귀형 비교",
                        en: "Double-acting and spring-return compared",
                      },
                      columns: [
                        { label: { ko: "항목", en: "Item" } },
                        { label: { ko: "복동형", en: "Double-acting" } },
                        { label: { ko: "스프링 복귀형", en: "Spring-return" } },
                      ],
                      rows: [
                        [
                          { ko: "구동", en: "Drive" },
                          { ko: "열림·닫힘 모두 공기압", en: "Air in both directions" },
                          {
                            ko: "한 방향은 공기압, 반대 방향은 스프링",
                            en: "Air in one direction, springs in the other",
                          },
                        ],
                        [
                          { ko: "공기 차단 시", en: "On loss of air" },
                          { ko: "마지막 위치 유지", en: "Stays in its last position" },
                          {
                            ko: "공기 차단 시 스프링으로 안전 위치에 복귀: 닫힘(FC) 또는 열림(FO)",
                            en: "Springs drive the valve to its safe position (fail-close or fail-open)",
                          },
                        ],
                        [
                          { ko: "토크 특성", en: "Torque characteristic" },
                          { ko: "전 행정에서 일정", en: "Constant over the stroke" },
                          {
                            ko: "스프링이 압축·복원되면서 행정 위치에 따라 변화",
                            en: "Varies along the stroke as the springs compress and extend",
                          },
                        ],
                        [
                          { ko: "제어용 솔레노이드 밸브", en: "Pilot solenoid valve" },
                          { ko: "5포트 2위치(5/2)", en: "5/2-way" },
                          { ko: "3포트 2위치(3/2)", en: "3/2-way" },
                        ],
                        [{ ko: "공급 압력", en: "Supply pressure" }, PRESSURE, PRESSURE],
                        [
                          { ko: "주요 용도", en: "Typical duty" },
                          {
                            ko: "안전 위치가 필요 없는 개폐·조절 운전",
                            en: "On/off and modulating duty with no fail-safe position",
                          },
                          {
                            ko: "긴급 차단 등 안전 위치가 필요한 운전",
                            en: "Duty that needs a fail-safe position, such as emergency shut-off",
                          },
                        ],
                      ],
                    },
                  },
                ],
              },
              {
                type: "highlight",
                text: {
                  ko: "스프링 복귀형은 공기 차단 시의 안전 위치, 곧 닫힘(FC)과 열림(FO) 가운데 하나를 주문 시 지정해 주십시오.",
                  en: "For spring-return actuators, please state the required safe position on air failure (fail-close or fail-open) when ordering.",
                },
              },
            ],
          },
          // 5 ------------------------------------------------------------------------------------
          {
            pageNumber: 5,
            title: { ko: "운전 조건", en: "Operating data" },
            content: [
              {
                type: "section",
                title: { ko: "사용 조건", en: "Service conditions" },
                content: [
                  {
                    type: "overview-text",
                    textContent: {
                      ko: "AP 시리즈는 아래 범위 안에서 사용합니다. 사이즈는 현장에서 확보할 수 있는 최저 공급 압력을 기준으로 선정해야 하며, 범위를 벗어나는 조건은 사전에 문의해 주십시오.",
                      en: "The AP series is used within the limits below. Size the actuator for the lowest supply pressure that will be available on site, and consult us before using it outside these limits.",
                    },
                  },
                  {
                    type: "table",
                    table: {
                      caption: { ko: "AP 시리즈 사용 조건", en: "Operating limits" },
                      columns: [
                        { label: { ko: "항목", en: "Parameter" } },
                        { label: { ko: "값", en: "Value" } },
                        { label: { ko: "비고", en: "Remarks" } },
                      ],
                      rows: [
                        [
                          { ko: "공급 압력", en: "Supply pressure" },
                          PRESSURE,
                          {
                            ko: "현장 최저 공급 압력 기준으로 사이즈 선정",
                            en: "Size on the lowest pressure available on site",
                          },
                        ],
                        [
                          { ko: "주위 온도", en: "Ambient temperature" },
                          TEMPERATURE,
                          { ko: "표준 사양", en: "Standard version" },
                        ],
                        [
                          { ko: "작동 매체", en: "Operating medium" },
                          { ko: "압축 공기", en: "Compressed air" },
                          { ko: "여과된 깨끗한 공기", en: "Clean, filtered air" },
                        ],
                        [
                          { ko: "출력 토크", en: "Output torque" },
                          TORQUE,
                          {
                            ko: "사이즈, 공급 압력, 작동 방식에 따라 다름",
                            en: "Depends on size, supply pressure and operating type",
                          },
                        ],
                        [
                          { ko: "회전각", en: "Rotation" },
                          "90°",
                          {
                            ko: "표준 (45°·60°·120° 옵션)",
                            en: "Standard (45°, 60°, 120° optional)",
                          },
                        ],
                      ],
                    },
                  },
                ],
              },
            ],
          },
          // 6 ------------------------------------------------------------------------------------
          {
            pageNumber: 6,
            title: { ko: "토크 범위", en: "Torque overview" },
            content: [
              {
                type: "text",
                html: {
                  ko: "<p>AP 시리즈의 출력 토크는 시리즈 전체로 <strong>25~18,500 N·m</strong>이며, AP1이 가장 작고 AP12가 가장 큽니다. 사이즈별 토크는 공개 자료에 없습니다. 밸브의 필요 토크, 공급 압력, 작동 방식(복동형·스프링 복귀형)을 적어 문의해 주시면 사이즈를 골라 드립니다.</p>",
                  en: "<p>Output torque across the AP series is <strong>25–18,500 N·m</strong>, from the AP1, the smallest, to the AP12, the largest. No torque is published for each size: send us the valve's torque, your supply pressure and the operating type (double-acting or spring-return) and we will choose the size.</p>",
                },
              },
              {
                type: "section",
                title: { ko: "시리즈 토크", en: "Series torque" },
                content: [
                  {
                    type: "technical-specs",
                    specs: [
                      specRow(
                        { ko: "공급 압력", en: "Supply pressure" },
                        {
                          ko: "압력이 높을수록 공기압에 의한 출력 토크가 커집니다.",
                          en: "The higher the pressure, the higher the air-driven torque.",
                        },
                      ),
                      specRow(
                        { ko: "복동형", en: "Double-acting" },
                        {
                          ko: "같은 압력에서 전 행정의 토크가 일정합니다.",
                          en: "At a given pressure, torque is the same over the whole stroke.",
                        },
                      ),
                      specRow(
                        { ko: "스프링 복귀형", en: "Spring-return" },
                        {
                          ko: "공기 행정 토크와 스프링 행정 토크를 각각 밸브 필요 토크와 비교해야 합니다.",
                          en: "Check both the air-stroke and the spring-stroke torque against the valve's requirement.",
                        },
                      ),
                      specRow(
                        { ko: "밸브 토크", en: "Valve torque" },
                        {
                          ko: "밸브 기동(브레이크어웨이) 토크에 적절한 안전 여유를 두고 선정합니다.",
                          en: "Select with a suitable safety margin over the valve's breakaway torque.",
                        },
                      ),
                    ],
                  },
                ],
              },
            ],
          },
          // 7 ------------------------------------------------------------------------------------
          {
            pageNumber: 7,
            title: { ko: "ISO 5211 장착과 치수", en: "ISO 5211 mounting and dimensions" },
            content: [
              {
                type: "section",
                title: { ko: "밸브 장착면", en: "Valve mounting interface" },
                content: [
                  {
                    type: "image-text",
                    layout: "image-text",
                    text: {
                      ko: "AP 시리즈의 하부 장착 플랜지와 출력축은 ISO 5211 규격을 따릅니다. ISO 5211 장착면을 가진 밸브에는 직접 장착할 수 있고, 장착면이 다른 밸브에는 브래킷과 커플링을 사용해 조립합니다. 플랜지 크기와 구동부 치수는 액추에이터 사이즈에 따라 다릅니다.",
                      en: "The bottom mounting flange and output drive of the AP series follow ISO 5211. The actuator mounts directly on valves with an ISO 5211 top flange; other valves are fitted with a bracket and coupling. Flange and drive size depend on the actuator size.",
                    },
                    image: drawing,
                    table: [
                      specRow({ ko: "장착 규격", en: "Mounting standard" }, MOUNTING),
                      specRow(
                        { ko: "장착 방식", en: "Mounting method" },
                        {
                          ko: "밸브 직결 또는 브래킷·커플링 사용",
                          en: "Direct on the valve, or with bracket and coupling",
                        },
                      ),
                      specRow(
                        { ko: "플랜지·구동부 치수", en: "Flange and drive size" },
                        {
                          ko: "사이즈별 치수도 참조 (요청 시 제공)",
                          en: "Per size, see the dimension sheet (on request)",
                        },
                      ),
                    ],
                  },
                ],
              },
              {
                type: "text",
                html: {
                  ko: "<p>사이즈별 외형 치수와 ISO 5211 플랜지·구동부 치수는 치수도로 제공해 드립니다. 밸브 제조사와 모델, 상부 플랜지 사양을 알려 주시면 직결 장착 가능 여부와 필요한 브래킷·커플링을 함께 검토해 드립니다.</p>",
                  en: "<p>Overall dimensions and the ISO 5211 flange and drive dimensions of each size are available as dimension sheets. Tell us the valve manufacturer, model and top-flange details, and we will check whether the actuator mounts directly or which bracket and coupling it needs.</p>",
                },
              },
            ],
          },
          // 8 ------------------------------------------------------------------------------------
          {
            pageNumber: 8,
            title: { ko: "재질과 씰", en: "Materials and seals" },
            content: [
              {
                type: "section",
                title: { ko: "씰 옵션", en: "Seal options" },
                content: [
                  {
                    type: "overview-text",
                    textContent: {
                      ko: "표준 씰은 -20~+80 °C의 주위 온도 범위를 기준으로 합니다. 사용 환경과 공기 품질, 운전 빈도에 따라 알맞은 씰 옵션을 선택할 수 있습니다. 본체와 내부 부품의 재질은 문의해 주시면 사이즈별로 안내해 드립니다.",
                      en: "The standard seals are designed for the -20 to +80 °C ambient temperature range. Seal options can be chosen to suit the environment, air quality and cycling rate. Ask us for the materials of the body and internal parts of each size.",
                    },
                  },
                  {
                    type: "table",
                    table: {
                      caption: { ko: "씰과 재질", en: "Seals and materials" },
                      columns: [
                        { label: { ko: "항목", en: "Item" } },
                        { label: { ko: "표준", en: "Standard" } },
                        { label: { ko: "옵션", en: "Options" } },
                      ],
                      rows: [
                        [
                          { ko: "씰", en: "Seals" },
                          {
                            ko: "주위 온도 -20~+80 °C 기준 표준 씰",
                            en: "Standard seals for -20 to +80 °C",
                          },
                          {
                            ko: "사용 조건별 씰 옵션 (문의)",
                            en: "Options for other service conditions (on request)",
                          },
                        ],
                        [
                          {
                            ko: "본체·피스톤·피니언·스프링",
                            en: "Body, pistons, pinion and springs",
                          },
                          {
                            ko: "사이즈별 문의",
                            en: "On request, per size",
                          },
                          {
                            ko: "부식성 분위기 등 특수 환경용 사양 문의",
                            en: "Ask us about versions for corrosive or other special environments",
                          },
                        ],
                      ],
                    },
                  },
                ],
              },
              {
                type: "section",
                title: { ko: "씰 선정에 필요한 정보", en: "What we need to choose the seals" },
                content: [
                  {
                    type: "features-list",
                    features: {
                      ko: [
                        "설치 장소의 최저·최고 주위 온도",
                        "공급 공기의 품질 (건조 여부, 급유 여부)",
                        "운전 빈도 (하루 개폐 횟수)",
                        "옥내·옥외·해상 등 설치 환경",
                        "주변의 세정제나 부식성 물질 유무",
                      ],
                      en: [
                        "Lowest and highest ambient temperature on site",
                        "Quality of the supply air (dry or not, lubricated or not)",
                        "Cycling rate (operations per day)",
                        "Installation indoors, outdoors or at sea",
                        "Any cleaning agents or corrosive substances nearby",
                      ],
                    },
                  },
                ],
              },
            ],
          },
          // 9 ------------------------------------------------------------------------------------
          {
            pageNumber: 9,
            title: { ko: "회전각 옵션", en: "Rotation options" },
            content: [
              {
                type: "section",
                title: { ko: "표준 회전각과 옵션 회전각", en: "Standard and optional rotation" },
                content: [
                  {
                    type: "overview-text",
                    textContent: {
                      ko: "AP 시리즈의 표준 회전각은 쿼터턴 밸브에 맞춘 90°입니다. 회전각이 다른 밸브나 장치를 위해 45°, 60°, 120° 회전 사양을 옵션으로 공급합니다.",
                      en: "The standard rotation of the AP series is 90°, matching quarter-turn valves. For valves and equipment that need a different travel, 45°, 60° and 120° versions are available as options.",
                    },
                  },
                  {
                    type: "table",
                    table: {
                      caption: { ko: "회전각", en: "Rotation angles" },
                      columns: [
                        { label: { ko: "회전각", en: "Rotation" }, unit: "°" },
                        { label: { ko: "구분", en: "Version" } },
                        { label: { ko: "용도", en: "Use" } },
                      ],
                      rows: [
                        [
                          "90",
                          { ko: "표준", en: "Standard" },
                          {
                            ko: "볼·버터플라이·플러그 밸브 등 쿼터턴 밸브",
                            en: "Quarter-turn valves: ball, butterfly and plug valves",
                          },
                        ],
                        [
                          "45",
                          { ko: "옵션", en: "Option" },
                          {
                            ko: "90°보다 짧은 행정이 필요한 용도",
                            en: "Applications needing a shorter travel than 90°",
                          },
                        ],
                        [
                          "60",
                          { ko: "옵션", en: "Option" },
                          {
                            ko: "90°보다 짧은 행정이 필요한 용도",
                            en: "Applications needing a shorter travel than 90°",
                          },
                        ],
                        [
                          "120",
                          { ko: "옵션", en: "Option" },
                          {
                            ko: "90°보다 긴 행정이 필요한 용도",
                            en: "Applications needing a longer travel than 90°",
                          },
                        ],
                      ],
                    },
                  },
                ],
              },
              {
                type: "highlight",
                text: {
                  ko: "45°·60°·120° 회전 사양은 주문 시 지정해 주십시오. 밸브의 회전 방향과 열림·닫힘 위치도 함께 알려 주시면 정확하게 조립해 드립니다.",
                  en: "Please specify 45°, 60° or 120° rotation when ordering. If you also tell us the valve's direction of rotation and its open and closed positions, we will assemble the unit accordingly.",
                },
              },
            ],
          },
          // 10 -----------------------------------------------------------------------------------
          {
            pageNumber: 10,
            title: { ko: "보호 등급과 액세서리", en: "IP rating and accessories" },
            content: [
              {
                type: "section",
                title: { ko: "보호 등급", en: "IP rating" },
                content: [
                  {
                    type: "technical-specs",
                    specs: [
                      specRow({ ko: "보호 등급", en: "IP rating" }, PROTECTION),
                      specRow(
                        { ko: "적용", en: "When to choose it" },
                        {
                          ko: "옥외, 물 튀김, 분진이 많은 환경",
                          en: "Outdoor sites and areas with water spray or heavy dust",
                        },
                      ),
                    ],
                  },
                ],
              },
              {
                type: "section",
                title: { ko: "액세서리", en: "Accessories" },
                content: [
                  {
                    type: "table",
                    table: {
                      caption: { ko: "주요 액세서리", en: "Main accessories" },
                      columns: [
                        { label: { ko: "액세서리", en: "Accessory" } },
                        { label: { ko: "기능", en: "Function" } },
                      ],
                      rows: [
                        [
                          { ko: "솔레노이드 밸브", en: "Solenoid valve" },
                          {
                            ko: "전기 신호로 공기 공급을 전환해 개폐를 제어합니다. 복동형은 5포트 2위치(5/2), 스프링 복귀형은 3포트 2위치(3/2) 솔레노이드 밸브를 씁니다.",
                            en: "Switches the air supply on an electrical signal for on/off control (5/2-way for double-acting, 3/2-way for spring-return).",
                          },
                        ],
                        [
                          { ko: "리밋 스위치 박스", en: "Limit switch box" },
                          {
                            ko: "열림·닫힘 위치를 신호로 출력하고 현장에서 개도를 표시합니다.",
                            en: "Signals the open and closed positions and shows the valve position locally.",
                          },
                        ],
                        [
                          { ko: "포지셔너", en: "Positioner" },
                          {
                            ko: "제어 신호에 비례해 밸브 개도를 조절하는 조절 운전에 사용합니다.",
                            en: "Sets the valve opening in proportion to a control signal, for modulating duty.",
                          },
                        ],
                      ],
                    },
                  },
                ],
              },
              {
                type: "text",
                html: {
                  ko: "<p>당사는 액추에이터에 솔레노이드 밸브, 리밋 스위치 박스, 포지셔너를 장착하고 밸브와 조립해 <strong>공압 구동 밸브 완성품</strong>으로 공급합니다. 기존 수동 밸브를 공압 구동으로 개조하는 작업도 상담해 드립니다.</p>",
                  en: "<p>We fit solenoid valves, limit switch boxes and positioners to the actuator and assemble it with the valve, so you receive a <strong>complete air-operated valve</strong>. We can also advise on converting existing manual valves to pneumatic operation.</p>",
                },
              },
            ],
          },
          // 11 -----------------------------------------------------------------------------------
          {
            pageNumber: 11,
            title: { ko: "선정 안내", en: "Selection guide" },
            content: [
              {
                type: "text",
                html: {
                  ko: "<ol><li>밸브의 필요 토크(기동 토크 포함)를 확인합니다.</li><li>현장에서 확보할 수 있는 최저 공급 압력을 확인합니다 (2~8 bar 범위).</li><li>공기 차단 시 안전 위치가 필요한지에 따라 복동형 또는 스프링 복귀형을 선택합니다.</li><li>위의 조건을 적어 문의하시면 안전 여유를 둔 사이즈(AP1~AP12)를 골라 드립니다.</li><li>회전각(90° 표준, 45°·60°·120° 옵션)과 ISO 5211 장착면을 확인합니다.</li><li>씰 옵션, 보호 등급(IP65/67), 액세서리를 정합니다.</li></ol>",
                  en: "<ol><li>Establish the torque the valve needs, including breakaway torque.</li><li>Establish the lowest supply pressure available on site (within 2–8 bar).</li><li>Choose double-acting or spring-return, depending on whether the valve needs a safe position on air failure.</li><li>Send us these conditions and we will choose the size (AP1–AP12) with a safety margin.</li><li>Confirm the rotation (90° standard; 45°, 60°, 120° optional) and the ISO 5211 mounting.</li><li>Decide on seal options, protection (IP65/67) and accessories.</li></ol>",
                },
              },
              {
                type: "section",
                title: {
                  ko: "문의 시 알려 주실 내용",
                  en: "Information to include in your inquiry",
                },
                content: [
                  {
                    type: "technical-specs",
                    specs: [
                      specRow(
                        { ko: "밸브", en: "Valve" },
                        {
                          ko: "형식, 구경, 제조사·모델, 필요 토크",
                          en: "Type, size, manufacturer and model, required torque",
                        },
                      ),
                      specRow(
                        { ko: "공급 압력", en: "Supply pressure" },
                        {
                          ko: "현장 최저·최고 공급 압력 (2~8 bar 범위)",
                          en: "Lowest and highest site pressure (within 2–8 bar)",
                        },
                      ),
                      specRow(
                        { ko: "작동 방식", en: "Operating type" },
                        {
                          ko: "복동형 또는 스프링 복귀형, 공기 차단 시 안전 위치는 닫힘(FC) 또는 열림(FO)",
                          en: "Double-acting or spring-return, and the safe position (fail-close or fail-open)",
                        },
                      ),
                      specRow({ ko: "회전각", en: "Rotation" }, ROTATION),
                      specRow(
                        { ko: "사용 환경", en: "Environment" },
                        {
                          ko: "주위 온도 (-20~+80 °C), IP65/67 필요 여부",
                          en: "Ambient temperature (-20 to +80 °C), whether IP65/67 is required",
                        },
                      ),
                      specRow(
                        { ko: "액세서리", en: "Accessories" },
                        {
                          ko: "솔레노이드 밸브, 리밋 스위치 박스, 포지셔너",
                          en: "Solenoid valve, limit switch box, positioner",
                        },
                      ),
                    ],
                  },
                ],
              },
            ],
          },
          // 12 -----------------------------------------------------------------------------------
          {
            pageNumber: 12,
            title: { ko: "설치와 유지 보수", en: "Installation and maintenance" },
            content: [
              {
                type: "section",
                title: { ko: "설치", en: "Installation" },
                content: [
                  {
                    type: "features-list",
                    features: {
                      ko: [
                        "장착 전에 밸브와 액추에이터의 위치(예: 둘 다 닫힘)가 일치하는지 확인합니다.",
                        "ISO 5211 플랜지와 구동부를 무리한 힘 없이 정렬해 체결합니다.",
                        "여과된 깨끗한 압축 공기를 2~8 bar 범위로 공급합니다.",
                        "배관 연결 후 몇 차례 작동시켜 열림·닫힘 위치와 동작 상태를 확인합니다.",
                      ],
                      en: [
                        "Before mounting, check that the valve and actuator are in the same position (for example, both closed).",
                        "Align the ISO 5211 flange and drive and tighten them without forcing.",
                        "Supply clean, filtered compressed air within 2–8 bar.",
                        "After connecting the air, stroke the unit a few times and check the open and closed positions.",
                      ],
                    },
                  },
                ],
              },
              {
                type: "section",
                title: { ko: "유지 보수", en: "Maintenance" },
                content: [
                  {
                    type: "features-list",
                    features: {
                      ko: [
                        "정기적으로 공기 누설, 체결 볼트 풀림, 작동 상태를 점검합니다.",
                        "작업 전에는 공기 공급을 차단하고 액추에이터 내부 압력을 배기합니다.",
                        "씰 교체 시에는 사용 조건에 맞는 씰을 사용합니다.",
                      ],
                      en: [
                        "Check regularly for air leaks, loose bolts and smooth operation.",
                        "Before any work, shut off the air supply and vent the actuator.",
                        "When replacing seals, use seals suited to the service conditions.",
                      ],
                    },
                  },
                ],
              },
              {
                type: "highlight",
                text: {
                  ko: "스프링 복귀형에는 압축된 스프링이 들어 있습니다. 정해진 절차 없이 엔드캡을 분해하지 마십시오. 분해가 필요하면 당사에 문의해 주십시오.",
                  en: "Spring-return actuators contain preloaded springs. Never remove the end caps without following the proper procedure; contact us if the unit needs to be dismantled.",
                },
              },
            ],
          },
          // 13 -----------------------------------------------------------------------------------
          {
            pageNumber: 13,
            title: { ko: "견적 문의", en: "Request a quote" },
            content: [
              {
                type: "text",
                html: {
                  ko: "<p>밸브 사양과 필요 토크, 현장 공급 압력, 작동 방식을 알려 주시면 알맞은 AP 사이즈와 액세서리 구성을 제안해 드립니다. 액추에이터 단품은 물론 밸브와 조립한 완성품 견적도 가능합니다.</p>",
                  en: "<p>Send us the valve data, required torque, site air pressure and operating type, and we will propose the right AP size and accessory package. We quote actuators on their own or fully assembled with the valve.</p>",
                },
              },
              {
                type: "contact",
                text: {
                  ko: "AP 시리즈 공압 액추에이터의 기술 자료, 사이즈별 토크, 치수도나 견적이 필요하시면 언제든 문의해 주십시오.",
                  en: "For technical data, the torque of a size, dimension sheets or a quotation for AP series pneumatic actuators, please contact us.",
                },
              },
            ],
          },
        ],
      },
    ],
    products,
  };
}
