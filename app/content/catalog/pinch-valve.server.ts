import type { CatalogGroup, DataTable, Localized, Product, SectionItem, SpecRow } from "../schemas";
import { drawings } from "./images";
import { specRow } from "./build";
import { dnText, grouped } from "./figures-text";
import { figureRows } from "./figure-rows";
import { ELASTOMERS } from "./sleeves";
import type { FigureLookup } from "./build";

/** The group built from `figuresOf`: the live figures when content is composed. */
export function pinchValve(figuresOf: FigureLookup): CatalogGroup {
  /** A sleeve elastomer's name in each language and its maximum temperature in °C (sleeves.ts). */
  function sleeve(material: string): { material: string | Localized; temperature: number } {
    const entry = ELASTOMERS.find((e) => e.material === material);
    if (!entry) throw new Error(`No figures for elastomer ${material}`);
    const { name } = entry;
    return { material: name.ko === name.en ? name.en : name, temperature: entry.maxC };
  }

  /**
   * Air-operated pinch valves PQVF (flanged) and PQVI (threaded): docs/product.md, "Pinch valves".
   * The maker is not named in the sources, so it is not named here either.
   */

  const label = {
    type: { ko: "형식", en: "Type" },
    body: { ko: "본체 재질", en: "Casing material" },
    flanges: { ko: "플랜지 규격", en: "Flanges" },
    length: { ko: "면간 거리 L", en: "Face-to-face length L" },
    sleeve: { ko: "슬리브 재질", en: "Sleeve material" },
    connection: { ko: "배관 연결", en: "Pipe connection" },
    controlAir: { ko: "제어 공기 압력", en: "Control air pressure" },
    pilotPort: { ko: "제어 공기 포트", en: "Control air port" },
  } satisfies Record<string, Localized>;

  const pqvfKeyData: SpecRow[] = [
    ...figureRows(figuresOf("pqvf")),
    specRow(label.body, {
      ko: "회주철 GG20 또는 알루미늄",
      en: "Grey cast iron GG20 or aluminium",
    }),
    specRow(label.flanges, {
      ko: "DIN 2633 (DN 40~150, 40~150A), DIN 2632 (DN 200, 200A)",
      en: "DIN 2633 (DN 40–150), DIN 2632 (DN 200)",
    }),
  ];

  const pqviKeyData: SpecRow[] = [
    ...figureRows(figuresOf("pqvi")),
    specRow(label.controlAir, {
      ko: "사용 압력보다 2~2.5 bar 높게",
      en: "2–2.5 bar above operating pressure",
    }),
    specRow(label.pilotPort, "G 3/8"),
  ];

  /** PQVF dimensions in mm. */
  const pqvfDimensions: DataTable = {
    caption: { ko: "PQVF 치수표", en: "PQVF dimensions" },
    columns: [
      { label: { ko: "호칭 구경", en: "Nominal size" } },
      { label: { ko: "L 면간 거리", en: "Face-to-face length L" }, unit: "mm" },
      { label: { ko: "D 플랜지 외경", en: "Flange outside diameter D" }, unit: "mm" },
      { label: { ko: "Di 내경", en: "Inside diameter Di" }, unit: "mm" },
    ],
    rows: [
      [dnText(40), "156", "150", "40"],
      [dnText(50), "167", "165", "45"],
      [dnText(65), "184", "185", "60"],
      [dnText(80), "226", "200", "75"],
      [dnText(100), "282", "220", "95"],
      [dnText(125), "350", "250", "120"],
      [dnText(150), "420", "285", "145"],
      [dnText(200), "559", "340", "195"],
    ],
    notes: {
      ko: ["플랜지: DN 40~150 (40~150A)은 DIN 2633, DN 200 (200A)은 DIN 2632 규격입니다."],
      en: ["Flanges: DIN 2633 for DN 40–150 and DIN 2632 for DN 200."],
    },
  };

  /** A PQVI size's weight in kg, from its figure by size; "ask us" where none is stated. */
  const pqvi = figuresOf("pqvi");
  const pqviWeight = (dn: number): string | Localized => {
    const weight = pqvi.kind === "valve" ? pqvi.weightKgBySize : undefined;
    const at = weight?.dn.indexOf(dn) ?? -1;
    return weight && at >= 0 ? grouped(weight.values[at]!) : { ko: "문의", en: "Ask us" };
  };

  /** PQVI sizes. */
  const pqviSizes: DataTable = {
    caption: { ko: "PQVI 구경별 치수와 중량", en: "PQVI length and weight by size" },
    columns: [
      { label: { ko: "호칭 구경", en: "Nominal size" } },
      { label: { ko: "연결 나사", en: "Connection thread" } },
      { label: { ko: "길이", en: "Length" }, unit: "mm" },
      { label: { ko: "중량", en: "Weight" }, unit: "kg" },
    ],
    rows: [
      [dnText(20), "G 3/4", "140", pqviWeight(20)],
      [dnText(25), "G 1", "150", pqviWeight(25)],
    ],
    notes: {
      ko: [
        "최대 사용 압력 6 bar, 제어 공기는 사용 압력보다 2~2.5 bar 높게 공급합니다. 제어 공기 포트는 G 3/8입니다.",
      ],
      en: [
        "Maximum operating pressure 6 bar; control air 2–2.5 bar above operating pressure; control air port G 3/8.",
      ],
    },
  };

  /** Sleeve elastomers and their maximum temperature in °C. */
  const elastomers: Extract<SectionItem, { type: "elastomer-table" }> = {
    type: "elastomer-table",
    caption: {
      ko: "슬리브 재질별 최고 사용 온도",
      en: "Sleeve elastomers and their maximum temperature",
    },
    rows: [
      {
        ...sleeve("NR standard"),
        description: {
          ko: "천연고무 표준 슬리브. 내마모성과 탄성이 뛰어나 모래, 슬러리, 시멘트 등 마모성 매체에 적합합니다.",
          en: "Standard natural rubber. Excellent abrasion resistance and elasticity for sand, slurries, cement and other abrasive media.",
        },
      },
      {
        ...sleeve("NR SKAZ"),
        description: {
          ko: "마모가 심한 조건을 위한 천연고무 특수 배합입니다. 적용 가능 여부는 매체 정보를 받아 확인해 드립니다.",
          en: "Special natural rubber compound for heavy abrasive duty. We confirm suitability once we know your medium.",
        },
      },
      {
        ...sleeve("NR LQ-clear"),
        description: {
          ko: "식품 등급 천연고무(밝은색). 식품·음료 공정의 분체와 액체에 적합합니다.",
          en: "Food-quality natural rubber, light coloured, for powders and liquids in food and beverage processing.",
        },
      },
      {
        ...sleeve("NR E-conductive"),
        description: {
          ko: "도전성 천연고무. 정전기가 쌓이기 쉬운 분체 이송 라인에 적합합니다.",
          en: "Electrically conductive natural rubber for powder conveying lines where static charge builds up.",
        },
      },
      {
        ...sleeve("NR LQ-black"),
        description: {
          ko: "식품 등급 천연고무(검은색). 식품 공정에서 100 °C까지 사용할 수 있습니다.",
          en: "Food-quality natural rubber, black, for food processing up to 100 °C.",
        },
      },
      {
        ...sleeve("CR"),
        description: {
          ko: "클로로프렌 고무. 내후성·내오존성과 적당한 내유성을 갖춰 옥외 설비, 해수, 약한 유분 함유 매체에 적합합니다.",
          en: "Chloroprene rubber. Weather and ozone resistant with moderate oil resistance, for outdoor service, seawater and slightly oily media.",
        },
      },
      {
        ...sleeve("NBR"),
        description: {
          ko: "니트릴 고무. 기름, 유지, 연료 등 유분이 많은 매체에 적합합니다.",
          en: "Nitrile rubber for oils, fats, fuels and other oily media.",
        },
      },
      {
        ...sleeve("NBR LQ-clear"),
        description: {
          ko: "식품 등급 니트릴 고무(밝은색). 유지를 함유한 식품 공정에 적합합니다.",
          en: "Food-quality nitrile rubber, light coloured, for fatty and oily foodstuffs.",
        },
      },
      {
        ...sleeve("NBR E-conductive"),
        description: {
          ko: "도전성 니트릴 고무. 유분이 있는 분체나 정전기 방지가 필요한 라인에 적합합니다.",
          en: "Electrically conductive nitrile rubber for oily powders and lines that need static dissipation.",
        },
      },
      {
        ...sleeve("SBR"),
        description: {
          ko: "스티렌부타디엔 고무. 내마모성이 좋아 물과 일반 슬러리에 경제적으로 쓸 수 있습니다.",
          en: "Styrene-butadiene rubber. Good abrasion resistance and an economical choice for water and general slurries.",
        },
      },
      {
        ...sleeve("FPM"),
        description: {
          ko: "불소 고무. 산, 용제, 탄화수소 등 화학적으로 까다로운 매체에 적합합니다.",
          en: "Fluoroelastomer for aggressive chemicals such as acids, solvents and hydrocarbons.",
        },
      },
      {
        ...sleeve("IIR"),
        description: {
          ko: "부틸 고무. 기체 투과성이 낮고, 묽은 산·알칼리 등 화학약품에 적합합니다.",
          en: "Butyl rubber. Low gas permeability, for dilute acids, alkalis and other chemicals.",
        },
      },
      {
        ...sleeve("CSM"),
        description: {
          ko: "클로로설폰화 폴리에틸렌 고무. 산화성 약품과 산에 강하고 내후성이 뛰어납니다.",
          en: "Chlorosulphonated polyethylene. Resists oxidising chemicals and acids, with excellent weathering resistance.",
        },
      },
      {
        ...sleeve("EPDM"),
        description: {
          ko: "에틸렌프로필렌 고무. 온수, 묽은 산·알칼리, 내후성이 필요한 조건에 적합하며, 유분 매체에는 쓰지 않습니다.",
          en: "Ethylene propylene rubber for hot water, dilute acids and alkalis and weather exposure; not for oily media.",
        },
      },
      {
        ...sleeve("EPDM LQ-clear"),
        description: {
          ko: "식품 등급 EPDM(밝은색). 온수 세척이 잦은 식품·음료 공정에 적합합니다.",
          en: "Food-quality EPDM, light coloured, for food and beverage lines with frequent hot-water cleaning.",
        },
      },
      {
        ...sleeve("MQ"),
        description: {
          ko: "실리콘 고무. 150 °C까지의 고온 매체와 식품 분야에 적합하며, 내마모성은 낮은 편입니다.",
          en: "Silicone rubber for hot media up to 150 °C and food applications; its abrasion resistance is limited.",
        },
      },
    ],
  };

  const pinchProduct = (product: Omit<Product, "category" | "subcategory">): Product => ({
    ...product,
    category: "pinch-valve",
    subcategory: "pinch-valves",
  });

  const products: Product[] = [
    pinchProduct({
      id: "pqvf",
      code: "PQVF",
      name: { ko: "플랜지형 핀치 밸브", en: "Flanged pinch valve" },
      image: drawings.pinchValveFlanged,
      detailImages: [drawings.pinchValveFlangedDimensions, drawings.pinchValveOperation],
      description: {
        ko: "슬러리·분체용 공압 핀치 밸브로, DN 40~200 (40~200A) 플랜지형이며 최대 사용 압력은 4~6 bar입니다.",
        en: "Air-operated flanged pinch valve for slurries and powders, DN 40–200, maximum operating pressure 4–6 bar.",
      },
      detailDescription: {
        ko: "PQVF는 본체 안의 고무 슬리브를 제어 공기로 눌러 닫는 공압 핀치 밸브입니다. 매체는 슬리브에만 닿고 열렸을 때 막힘 없는 직선 유로를 이루므로, 슬러리, 분체, 입자가 섞인 유체처럼 일반 밸브를 쉽게 마모시키거나 막히게 하는 매체에 적합합니다. 구경은 DN 40~200 (40~200A), 최대 사용 압력은 4~6 bar이며, 본체는 회주철 GG20 또는 알루미늄입니다. 플랜지는 DN 40~150 (40~150A)이 DIN 2633, DN 200 (200A)이 DIN 2632 규격이고, 슬리브는 매체와 온도에 맞춰 16가지 재질 가운데 선택합니다.",
        en: "The PQVF is an air-operated pinch valve: control air presses the rubber sleeve inside the casing closed. The medium touches only the sleeve, and the open valve leaves a straight, unobstructed flow path, which suits slurries, powders and solids-laden media that wear out or block other valves. It covers DN 40 to DN 200 at a maximum operating pressure of 4–6 bar, with a casing in grey cast iron GG20 or aluminium. Flanges are to DIN 2633 for DN 40–150 and DIN 2632 for DN 200, and the sleeve is chosen from 16 elastomers to suit the medium and temperature.",
      },
      features: {
        ko: [
          "매체가 슬리브에만 닿는 구조",
          "열림 시 막힘 없는 직선 유로",
          "DN 40~200 (40~200A), 최대 사용 압력 4~6 bar",
          "본체 회주철 GG20 또는 알루미늄",
          "DIN 2633 (DN 40~150, 40~150A), DIN 2632 (DN 200, 200A) 플랜지",
          "16가지 슬리브 재질, 최고 150 °C",
        ],
        en: [
          "Only the sleeve touches the medium",
          "Straight, unobstructed flow path when open",
          "DN 40–200, max. operating pressure 4–6 bar",
          "Casing in grey cast iron GG20 or aluminium",
          "DIN 2633 (DN 40–150) and DIN 2632 (DN 200) flanges",
          "16 sleeve elastomers, up to 150 °C",
        ],
      },
      specifications: [
        specRow(label.type, {
          ko: "공압식 핀치 밸브, 플랜지형",
          en: "Air-operated pinch valve, flanged",
        }),
        ...pqvfKeyData,
        specRow(label.length, {
          ko: "156~559 mm (DN 40~200, 40~200A)",
          en: "156–559 mm (DN 40–200)",
        }),
        specRow(label.sleeve, {
          ko: "NR, CR, NBR, SBR, FPM, IIR, CSM, EPDM, MQ 등 16종 (최고 80~150 °C)",
          en: "16 grades incl. NR, CR, NBR, SBR, FPM, IIR, CSM, EPDM and MQ (max. 80–150 °C)",
        }),
      ],
    }),
    pinchProduct({
      id: "pqvi",
      code: "PQVI",
      name: { ko: "나사형 핀치 밸브", en: "Threaded pinch valve" },
      image: drawings.pinchValveThreaded,
      detailImages: [drawings.pinchValveThreadedDimensions, drawings.pinchValveOperation],
      description: {
        ko: "G 3/4, G 1 나사로 연결하는 DN 20·25 (20·25A) 소구경 공압 핀치 밸브로, 최대 사용 압력은 6 bar입니다.",
        en: "Small air-operated pinch valve, DN 20 and DN 25 with G 3/4 and G 1 threads, maximum operating pressure 6 bar.",
      },
      detailDescription: {
        ko: "PQVI는 소구경 배관에 나사로 연결하는 공압 핀치 밸브입니다. DN 20 (20A, G 3/4)은 길이 140 mm, 중량 1.2 kg이고, DN 25 (25A, G 1)는 길이 150 mm, 중량 1.9 kg입니다. 최대 사용 압력은 6 bar이며, 제어 공기는 G 3/8 포트로 사용 압력보다 2~2.5 bar 높게 공급합니다. 예를 들어 사용 압력이 4 bar라면 제어 공기는 6~6.5 bar가 필요합니다. 슬리브 재질은 매체와 온도에 맞춰 선택합니다.",
        en: "The PQVI is an air-operated pinch valve that screws into small-bore pipework. DN 20 (G 3/4) is 140 mm long and weighs 1.2 kg; DN 25 (G 1) is 150 mm long and weighs 1.9 kg. The maximum operating pressure is 6 bar, and control air is supplied through the G 3/8 control air port at 2–2.5 bar above the operating pressure: at 4 bar operating pressure, for example, the valve needs 6–6.5 bar of control air. The sleeve elastomer is chosen to suit the medium and temperature.",
      },
      features: {
        ko: [
          "G 3/4, G 1 나사 연결",
          "DN 20 (20A) 140 mm·1.2 kg, DN 25 (25A) 150 mm·1.9 kg의 소형·경량 구조",
          "최대 사용 압력 6 bar",
          "제어 공기: 사용 압력 + 2~2.5 bar, G 3/8 포트",
        ],
        en: [
          "G 3/4 and G 1 threaded connections",
          "Compact and light: DN 20 140 mm and 1.2 kg, DN 25 150 mm and 1.9 kg",
          "Max. operating pressure 6 bar",
          "Control air: operating pressure + 2–2.5 bar, G 3/8 port",
        ],
      },
      specifications: [
        specRow(label.type, {
          ko: "공압식 핀치 밸브, 나사형",
          en: "Air-operated pinch valve, threaded",
        }),
        ...pqviKeyData,
        specRow(label.length, {
          ko: "DN 20 (20A): 140 mm, DN 25 (25A): 150 mm",
          en: "DN 20: 140 mm, DN 25: 150 mm",
        }),
      ],
    }),
  ];

  return {
    sections: [
      {
        id: "pqvf",
        name: { ko: "PQVF·PQVI 핀치 밸브", en: "PQVF and PQVI pinch valves" },
        description: {
          ko: "슬러리·분체용 공압 핀치 밸브: 플랜지형 PQVF와 나사형 PQVI",
          en: "Air-operated pinch valves for slurries and powders: flanged PQVF and threaded PQVI",
        },
        totalPages: 1,
        pages: [
          {
            pageNumber: 1,
            title: { ko: "개요", en: "Overview" },
            content: [
              {
                type: "text",
                html: {
                  ko: "<p>핀치 밸브는 본체 안의 고무 슬리브를 제어 공기로 눌러 유로를 닫는 밸브입니다. 매체는 슬리브에만 닿고, 열렸을 때는 막힘 없는 직선 유로가 되므로 슬러리, 분체, 입자가 섞인 유체처럼 일반 밸브를 쉽게 마모시키는 매체에 알맞습니다. DN 40~200 (40~200A) 플랜지형 PQVF와 DN 20·25 (20·25A) 나사형 PQVI를 공급하며, 슬리브 재질은 매체와 온도에 맞춰 선택합니다.</p>",
                  en: "<p>A pinch valve closes by pressing a rubber sleeve shut with control air. The medium touches only the sleeve, and the open valve leaves a straight, unobstructed bore, so pinch valves are the natural choice for slurries, powders and solids-laden media that quickly wear out other valves. We supply the flanged PQVF (DN 40–200) and the threaded PQVI (DN 20 and 25), each with a sleeve elastomer matched to the medium and temperature.</p>",
                },
              },
              { type: "product-catalog", products: products.map((p) => p.id) },
              {
                type: "section",
                title: { ko: "PQVF 플랜지형 핀치 밸브", en: "PQVF Flanged pinch valve" },
                content: [
                  {
                    type: "image-text",
                    layout: "text-image",
                    text: {
                      ko: "PQVF는 DN 40~200 (40~200A) 배관에 플랜지로 연결하는 공압 핀치 밸브입니다. 최대 사용 압력은 4~6 bar이고, 본체는 회주철 GG20 또는 알루미늄으로 제작합니다.",
                      en: "The PQVF is an air-operated pinch valve flanged into DN 40–200 lines. Its maximum operating pressure is 4–6 bar, and the casing is made of grey cast iron GG20 or aluminium.",
                    },
                    image: drawings.pinchValveFlanged,
                    table: pqvfKeyData,
                  },
                  { type: "dimension-table", table: pqvfDimensions },
                ],
              },
              {
                type: "section",
                title: { ko: "PQVI 나사형 핀치 밸브", en: "PQVI Threaded pinch valve" },
                content: [
                  {
                    type: "image-text",
                    layout: "image-text",
                    text: {
                      ko: "PQVI는 G 3/4, G 1 나사로 연결하는 소구경 공압 핀치 밸브입니다. 제어 공기는 사용 압력보다 2~2.5 bar 높게 공급해야 슬리브가 확실히 닫힙니다.",
                      en: "The PQVI is a small-bore air-operated pinch valve with G 3/4 and G 1 threaded connections. Control air must be 2–2.5 bar above the operating pressure for the sleeve to close reliably.",
                    },
                    image: drawings.pinchValveThreaded,
                    table: pqviKeyData,
                  },
                  { type: "table", table: pqviSizes },
                ],
              },
              {
                type: "section",
                title: { ko: "슬리브 재질", en: "Sleeve elastomers" },
                content: [
                  {
                    type: "overview-text",
                    textContent: {
                      ko: "슬리브는 매체에 닿는 유일한 부품이므로, 매체의 마모성과 화학적 성질, 사용 온도에 맞춰 재질을 고릅니다. 아래 최고 사용 온도를 넘지 않는 범위에서 선정하며, 판단이 어려운 경우 매체 정보를 보내 주시면 검토해 드립니다.",
                      en: "The sleeve is the only part in contact with the medium, so its elastomer is chosen for the abrasiveness, chemistry and temperature of the medium. Stay within the maximum temperatures below; if the choice is not clear, send us the medium data and we will review it.",
                    },
                  },
                  elastomers,
                ],
              },
              {
                type: "contact",
                text: {
                  ko: "매체 종류와 농도, 사용 온도, 사용 압력, 배관 구경을 알려 주시면 알맞은 모델과 슬리브 재질을 선정해 견적해 드립니다.",
                  en: "Tell us the medium and its concentration, the temperature, operating pressure and pipe size, and we will select the model and sleeve elastomer and send you a quotation.",
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
