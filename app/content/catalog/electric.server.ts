import type {
  ActuatorFigures,
  CatalogGroup,
  DataTable,
  Localized,
  Product,
  SpecRow,
} from "../schemas";

type Volts = NonNullable<ActuatorFigures["supply"]["singlePhase"]>;
import { drawings, flangeDrawing } from "./images";
import { localized, plantApplications, specRow, statingRow } from "./build";
import { FIGURE_LABELS, figureRows, modelTable } from "./figure-rows";
import { flangeText, hertzText, rangeText, tempText, voltsText } from "./figures-text";
import { AMBIENT_STANDARD } from "./figures.server";
import type { FigureLookup } from "./build";

/** The group built from `figuresOf`: the live figures when content is composed. */
export function electric(figuresOf: FigureLookup): CatalogGroup {
  /**
   * Electric actuators: the manufacturer's catalogue sections and the 480 quarter-turn products.
   * Every figure comes from docs/product.md ("Electric actuators" and "Quarter-turn 480 series");
   * the manufacturer is not named anywhere (the sources do not name it).
   */

  // ---------------------------------------------------------------------------------------------
  // Shared figures ("Electric actuators"): one definition, used by every section.
  // ---------------------------------------------------------------------------------------------

  // Written by the one formatter: the 480s' ambient temperature is the standard range.
  const ambient = {
    standard: tempText(AMBIENT_STANDARD, "spec"),
    high: tempText({ min: 0, max: 120 }, "spec"),
    low: tempText({ min: -60, max: 60 }, "spec"),
  };

  const figures = {
    insulation: localized("F종 (최고 155 °C)", "Class F (155 °C max)"),
    duty: localized(
      "S2-15분 (비례 제어형: S4-25%)",
      "S2 – 15 min (open-close); S4 – 25% (modulating)",
    ),
    protection: localized("IP67 (표준), IP68 (옵션)", "IP67 standard, IP68 optional"),
    ip68: localized(
      "수심 6 m, 최대 72시간, 최대 10회 개폐 동작",
      "6 m depth, up to 72 hours, up to 10 open-close cycles",
    ),
    positionRange: localized("출력축 1~100,000회전", "1 to 100,000 output turns"),
    analogueOutput: localized("4~20 mA", "4–20 mA"),
    basicSwitches: localized("리밋 스위치 2개 + 토크 스위치 2개", "2 limit + 2 torque switches"),
    extraSwitches: localized("설정 가능한 추가 스위치 7개", "7 extra configurable switches"),
    conduit: localized("2 × PG21 + 1 × PG16", "2 × PG21 + 1 × PG16"),
    integralControl: localized(
      "외부 가역 접촉기, 배선, 현장 조작 푸시버튼을 대체",
      "Replaces external reversing contactors, wiring and local pushbuttons",
    ),
    fieldbus: localized("필드버스 통신 (옵션)", "Fieldbus communication (optional)"),
  };

  const ambientTable: DataTable = {
    caption: localized("주위 온도 범위", "Ambient temperature range"),
    columns: [
      { label: localized("사양", "Version") },
      { label: localized("주위 온도", "Ambient temperature") },
    ],
    rows: [
      [localized("표준형", "Standard"), ambient.standard],
      [localized("고온 옵션", "High-temperature option"), ambient.high],
      [localized("저온 옵션", "Low-temperature option"), ambient.low],
    ],
    notes: {
      ko: [
        "고온·저온 옵션은 주문 시 지정해 주십시오. 설치 장소의 최저·최고 온도를 알려 주시면 알맞은 사양을 안내해 드립니다.",
      ],
      en: [
        "The high- and low-temperature options are specified with the order. Tell us the lowest and highest site temperatures and we will advise on the right version.",
      ],
    },
  };

  const protectionTable: DataTable = {
    caption: localized("외함 보호 등급", "IP rating"),
    columns: [
      { label: localized("구분", "Version") },
      { label: localized("보호 등급", "IP rating") },
      { label: localized("침수 조건", "Submersion conditions") },
    ],
    rows: [
      [
        localized("표준", "Standard"),
        "IP67",
        localized("일시 침수 보호", "Protected against temporary immersion"),
      ],
      [localized("옵션", "Optional"), "IP68", figures.ip68],
    ],
  };

  const switchTable: DataTable = {
    caption: localized("스위치 구성", "Switch configuration"),
    columns: [
      { label: localized("구분", "Configuration") },
      { label: localized("스위치 종류", "Switch type") },
      { label: localized("수량", "Quantity") },
    ],
    rows: [
      [
        localized("기본", "Standard"),
        localized("리밋 스위치 (개·폐 위치)", "Limit switches (open and closed)"),
        "2",
      ],
      [
        localized("기본", "Standard"),
        localized("토크 스위치 (개·폐 방향)", "Torque switches (opening and closing)"),
        "2",
      ],
      [
        localized("옵션", "Optional"),
        localized("설정 가능한 추가 스위치", "Extra configurable switches"),
        "7",
      ],
    ],
    notes: {
      ko: [
        "추가 스위치는 중간 위치 신호, 동작 중 표시 등 현장 요구에 맞게 기능을 지정할 수 있습니다.",
      ],
      en: [
        "The extra switches can be assigned to site needs, such as intermediate position or running indication.",
      ],
    },
  };

  const motorSpecs: SpecRow[] = [
    specRow(localized("모터 절연 등급", "Motor insulation class"), figures.insulation),
    specRow(localized("정격(사용 형식)", "Duty type"), figures.duty),
  ];

  const signalSpecs: SpecRow[] = [
    specRow(localized("위치 검출 범위", "Position sensing range"), figures.positionRange),
    specRow(localized("아날로그 위치 출력", "Analogue position output"), figures.analogueOutput),
    specRow(localized("스위치 (기본)", "Switches (standard)"), figures.basicSwitches),
    specRow(localized("스위치 (옵션)", "Switches (optional)"), figures.extraSwitches),
    specRow(localized("전선관 인입구", "Conduit entries"), figures.conduit),
  ];

  const generalSpecs: SpecRow[] = [
    specRow(localized("주위 온도 (표준)", "Ambient temperature (standard)"), ambient.standard),
    specRow(localized("주위 온도 (고온 옵션)", "Ambient temperature (high option)"), ambient.high),
    specRow(localized("주위 온도 (저온 옵션)", "Ambient temperature (low option)"), ambient.low),
    specRow(localized("보호 등급", "IP rating"), figures.protection),
    specRow(localized("IP68 침수 조건", "IP68 submersion conditions"), figures.ip68),
    ...motorSpecs,
    ...signalSpecs,
  ];

  const integralControlSpecs: SpecRow[] = [
    specRow(
      localized("제어 장치", "Control unit"),
      localized("액추에이터 일체형", "Integral, built into the actuator"),
    ),
    specRow(localized("대체 기능", "Replaces"), figures.integralControl),
    specRow(localized("통신", "Communication"), figures.fieldbus),
    specRow(localized("아날로그 위치 출력", "Analogue position output"), figures.analogueOutput),
    specRow(localized("스위치 (기본)", "Switches (standard)"), figures.basicSwitches),
    specRow(localized("스위치 (옵션)", "Switches (optional)"), figures.extraSwitches),
    specRow(localized("전선관 인입구", "Conduit entries"), figures.conduit),
  ];

  const both = (make: (lang: "ko" | "en") => string) => localized(make("ko"), make("en"));
  const applications = plantApplications();
  const notAvailable = localized("적용 불가", "Not available");

  const multiTurn = drawings.electricMultiTurn;
  const quarterTurn = drawings.electricQuarterTurn;

  // ---------------------------------------------------------------------------------------------
  // 480 quarter-turn series (docs/product.md, "Quarter-turn 480 series").
  // ---------------------------------------------------------------------------------------------

  interface QuarterTurnModel {
    code: string;
    /** Maximum torque in Nm. */
    torque: number;
    flange: string;
    /** 90° operating time at 50 Hz, in seconds. */
    time: number;
    singlePhase?: Volts;
    threePhase?: Volts;
  }

  /** The models' figures come from figures.server.ts, the one source of tables, cards and finders. */
  const models: QuarterTurnModel[] = [
    "480-006",
    "480-010",
    "480-015",
    "480-025",
    "480-035",
    "480-050",
    "480-080",
    "480-110",
  ].map((code) => {
    const figures = figuresOf(code);
    if (figures.kind !== "actuator" || !figures.maxTorqueNm || !figures.time90s)
      throw new Error(`${code} needs its torque and time`);
    return {
      code,
      torque: figures.maxTorqueNm,
      flange: flangeText(figures).en,
      time: figures.time90s,
      singlePhase: figures.supply.singlePhase,
      threePhase: figures.supply.threePhase,
    };
  });

  /** The series' two supplies: single-phase on every model, three-phase from the 480-015 up. */
  function seriesSupplies() {
    const figures = figuresOf("480-015");
    if (figures.kind !== "actuator" || !figures.supply.singlePhase || !figures.supply.threePhase)
      throw new Error("480-015 needs both supplies");
    return { one: figures.supply.singlePhase, three: figures.supply.threePhase };
  }
  const supplies = seriesSupplies();
  const singlePhase = voltsText(supplies.one);

  const modelsTable = modelTable({
    caption: localized("480 시리즈 모델별 사양", "480 series models"),
    models: models.map(({ code }) => ({ code, figures: figuresOf(code) })),
    notes: {
      ko: [
        "동작 시간은 50 Hz 전원 기준입니다. 60 Hz 전원에서의 동작 시간은 문의해 주십시오.",
        "플랜지가 두 가지로 표기된 모델은 두 규격 중 하나로 밸브에 직접 장착할 수 있습니다.",
      ],
      en: [
        "Operating times apply to a 50 Hz supply; please ask for times on a 60 Hz supply.",
        "Models with two flange sizes can be mounted directly on a valve with either flange.",
      ],
    },
  });

  const supplyTable: DataTable = {
    caption: localized("480 시리즈 전원 사양", "480 series power supply"),
    columns: [
      { label: localized("전원", "Supply") },
      { label: localized("전압", "Voltage"), unit: "V" },
      { label: localized("주파수", "Frequency"), unit: "Hz" },
      { label: localized("적용 모델", "Available on") },
    ],
    rows: [
      [
        localized("단상", "Single-phase"),
        both((lang) => rangeText(lang, supplies.one.minV, supplies.one.maxV)),
        both(() => hertzText(supplies.one.minHz, supplies.one.maxHz)),
        localized("전 모델", "All models"),
      ],
      [
        localized("삼상", "Three-phase"),
        both((lang) => rangeText(lang, supplies.three.minV, supplies.three.maxV)),
        both(() => hertzText(supplies.three.minHz, supplies.three.maxHz)),
        localized(
          "480-015~480-110 (480-006, 480-010은 적용 불가)",
          "480-015 to 480-110 (not available on 480-006 and 480-010)",
        ),
      ],
    ],
  };

  interface QuarterTurnText {
    description: Localized;
    detailDescription: Localized;
    features: { ko: string[]; en: string[] };
  }

  function quarterTurnProduct(model: QuarterTurnModel, text: QuarterTurnText): Product {
    return {
      id: model.code,
      code: model.code,
      name: localized(
        `${model.code} 쿼터턴 전동 액추에이터`,
        `${model.code} Quarter-turn electric actuator`,
      ),
      category: "electric",
      subcategory: "quarter-turn-480",
      image: quarterTurn,
      description: text.description,
      detailDescription: text.detailDescription,
      features: text.features,
      specifications: [
        ...figureRows(figuresOf(model.code)),
        // The repository states it: the smallest models have no three-phase version.
        ...(model.threePhase
          ? []
          : [statingRow("threePhase", FIGURE_LABELS.threePhase, notAvailable)]),
        specRow(localized("보호 등급", "IP rating"), figures.protection),
      ],
      detailImages: [drawings.electricQuarterTurnTravel, flangeDrawing(model.flange)],
    };
  }

  const [m006, m010, m015, m025, m035, m050, m080, m110] = models as [
    QuarterTurnModel,
    QuarterTurnModel,
    QuarterTurnModel,
    QuarterTurnModel,
    QuarterTurnModel,
    QuarterTurnModel,
    QuarterTurnModel,
    QuarterTurnModel,
  ];

  const products: Product[] = [
    quarterTurnProduct(m006, {
      description: localized(
        "480 시리즈에서 가장 작은 모델로, 최대 60 N·m의 토크로 소구경 볼 밸브와 버터플라이 밸브를 구동합니다.",
        "The smallest 480 model, delivering up to 60 N·m to drive small ball and butterfly valves.",
      ),
      detailDescription: localized(
        "480-006은 F05와 F07 두 가지 출력 플랜지를 지원하므로 소구경 밸브 대부분에 어댑터 없이 직접 장착할 수 있습니다. 50 Hz 전원에서 90° 동작 시간은 20초이며, 단상 110~220 V 전원으로 운전합니다. 계장 설비, 유틸리티 라인, 소형 상하수도 설비처럼 삼상 전원을 끌어오기 어려운 곳에 적합합니다.",
        "The 480-006 offers both F05 and F07 output flanges, so it mounts directly on most small valves without an adapter. It turns through 90° in 20 s on a 50 Hz supply and runs on a single-phase 110–220 V supply, which suits instrument skids, utility lines and small water installations where a three-phase supply is not at hand.",
      ),
      features: {
        ko: [
          "최대 토크 60 N·m",
          "F05/F07 이중 플랜지로 직접 장착",
          "단상 110~220 V, 50/60 Hz 전원",
          "IP67 표준 보호 등급",
        ],
        en: [
          "Maximum torque 60 N·m",
          "F05/F07 dual flange for direct mounting",
          "Single-phase 110–220 V, 50/60 Hz supply",
          "IP67 enclosure as standard",
        ],
      },
    }),
    quarterTurnProduct(m010, {
      description: localized(
        "최대 100 N·m의 토크와 F07 플랜지를 갖춘 소형 쿼터턴 전동 액추에이터입니다.",
        "A compact quarter-turn electric actuator with up to 100 N·m of torque and an F07 flange.",
      ),
      detailDescription: localized(
        "480-010은 480-006보다 한 단계 높은 토크가 필요한 소구경 밸브를 위한 모델입니다. F07 출력 플랜지를 사용하며, 50 Hz 전원에서 21초 만에 90°를 동작합니다. 전원은 단상 110~220 V, 50/60 Hz이며 삼상 전원 사양은 제공되지 않습니다. 시트 토크가 큰 소구경 볼 밸브에 특히 알맞습니다.",
        "The 480-010 is for small valves that need one step more torque than the 480-006 provides. It has an F07 output flange and completes a 90° stroke in 21 s on a 50 Hz supply. It runs on a single-phase 110–220 V, 50/60 Hz supply; a three-phase version is not offered. It suits small ball valves with a high seating torque in particular.",
      ),
      features: {
        ko: [
          "최대 토크 100 N·m",
          "F07 출력 플랜지",
          "50 Hz 기준 90° 동작 시간 21초",
          "단상 110~220 V 전원 전용",
          "IP68 옵션 (수심 6 m, 최대 72시간)",
        ],
        en: [
          "Maximum torque 100 N·m",
          "F07 output flange",
          "90° in 21 s at 50 Hz",
          "Single-phase 110–220 V supply only",
          "IP68 option (6 m depth, up to 72 hours)",
        ],
      },
    }),
    quarterTurnProduct(m015, {
      description: localized(
        "최대 160 N·m의 토크를 내며, 이 시리즈에서 단상과 삼상 전원 중 하나를 고를 수 있는 가장 작은 모델입니다.",
        "Up to 160 N·m, and the first model in the series offered for either single-phase or three-phase supply.",
      ),
      detailDescription: localized(
        "480-015는 F07/F10 이중 플랜지를 갖추어 중구경 볼 밸브와 버터플라이 밸브에 폭넓게 적용할 수 있습니다. 50 Hz 전원에서 90° 동작 시간은 26초입니다. 단상 110~220 V 외에 삼상 380~440 V, 50/60 Hz 전원도 선택할 수 있어, 플랜트의 모터 제어 전원에 그대로 연결할 수 있습니다.",
        "With its F07/F10 dual flange, the 480-015 fits a wide range of mid-size ball and butterfly valves. It turns through 90° in 26 s on a 50 Hz supply. Besides the single-phase 110–220 V version, it is available for a three-phase 380–440 V, 50/60 Hz supply, so it can be connected straight to the plant's motor power.",
      ),
      features: {
        ko: [
          "최대 토크 160 N·m",
          "F07/F10 이중 플랜지",
          "단상 110~220 V 또는 삼상 380~440 V 전원",
          "50 Hz 기준 90° 동작 시간 26초",
        ],
        en: [
          "Maximum torque 160 N·m",
          "F07/F10 dual flange",
          "Single-phase 110–220 V or three-phase 380–440 V supply",
          "90° in 26 s at 50 Hz",
        ],
      },
    }),
    quarterTurnProduct(m025, {
      description: localized(
        "480-015와 같은 F07/F10 플랜지에 최대 240 N·m의 토크를 제공하는 모델입니다.",
        "The same F07/F10 flange as the 480-015, with up to 240 N·m of torque.",
      ),
      detailDescription: localized(
        "480-025는 480-015와 외형 및 플랜지 규격을 공유하면서 더 높은 토크를 제공합니다. 50 Hz 전원에서 90° 동작 시간은 26초로 동일합니다. 밸브의 운전 토크에 여유가 부족할 때 장착 치수를 바꾸지 않고 한 단계 큰 모델로 선정할 수 있으며, 단상과 삼상 전원 사양을 모두 제공합니다.",
        "The 480-025 shares its flange sizes with the 480-015 but delivers more torque, with the same 26 s for 90° on a 50 Hz supply. When a valve's operating torque leaves too little margin, it allows a step up in size without changing the mounting. Single-phase and three-phase versions are both available.",
      ),
      features: {
        ko: [
          "최대 토크 240 N·m",
          "F07/F10 이중 플랜지 (480-015와 동일)",
          "단상·삼상 전원 선택 가능",
          "50 Hz 기준 90° 동작 시간 26초",
          "주위 온도 -25~+70 °C (표준)",
        ],
        en: [
          "Maximum torque 240 N·m",
          "F07/F10 dual flange (as on the 480-015)",
          "Single-phase or three-phase supply",
          "90° in 26 s at 50 Hz",
          "Ambient temperature -25 to +70 °C (standard)",
        ],
      },
    }),
    quarterTurnProduct(m035, {
      description: localized(
        "최대 350 N·m의 토크와 F10/F12 플랜지를 갖춘 중형 쿼터턴 전동 액추에이터입니다.",
        "A mid-size quarter-turn electric actuator with up to 350 N·m and an F10/F12 flange.",
      ),
      detailDescription: localized(
        "480-035는 상하수도와 일반 플랜트의 중·대구경 버터플라이 밸브에 많이 쓰이는 토크 범위를 담당합니다. F10/F12 이중 플랜지를 갖추고 있으며, 50 Hz 전원에서 90° 동작 시간은 31초입니다. 단상 110~220 V 또는 삼상 380~440 V 전원으로 운전하며, 침수 우려가 있는 밸브 피트에는 IP68 옵션을 권장합니다.",
        "The 480-035 covers a torque range widely used on mid- and large-size butterfly valves in water and general plants. It has an F10/F12 dual flange and turns through 90° in 31 s on a 50 Hz supply. It runs on single-phase 110–220 V or three-phase 380–440 V; for valve pits at risk of flooding we recommend the IP68 option.",
      ),
      features: {
        ko: [
          "최대 토크 350 N·m",
          "F10/F12 이중 플랜지",
          "50 Hz 기준 90° 동작 시간 31초",
          "단상·삼상 전원 선택 가능",
          "IP68 옵션 (수심 6 m, 최대 72시간, 최대 10회 개폐 동작)",
        ],
        en: [
          "Maximum torque 350 N·m",
          "F10/F12 dual flange",
          "90° in 31 s at 50 Hz",
          "Single-phase or three-phase supply",
          "IP68 option (6 m depth, up to 72 hours, up to 10 open-close cycles)",
        ],
      },
    }),
    quarterTurnProduct(m050, {
      description: localized(
        "F10/F12 플랜지에 최대 500 N·m의 토크를 제공하는 모델입니다.",
        "Up to 500 N·m on an F10/F12 flange.",
      ),
      detailDescription: localized(
        "480-050은 480-035와 같은 플랜지 규격과 31초(50 Hz 기준)의 90° 동작 시간을 가지면서 최대 토크를 500 N·m까지 높인 모델입니다. 운전 차압이 큰 버터플라이 밸브나 고착 우려가 있는 볼 밸브처럼 기동 토크에 여유가 필요한 곳에 적합합니다. 단상과 삼상 전원 사양을 모두 제공합니다.",
        "The 480-050 keeps the flange sizes and 31 s 90° time (at 50 Hz) of the 480-035 while raising the maximum torque to 500 N·m. It suits duties that need a generous breakaway margin, such as butterfly valves under high differential pressure or ball valves prone to sticking. Single-phase and three-phase versions are available.",
      ),
      features: {
        ko: [
          "최대 토크 500 N·m",
          "F10/F12 이중 플랜지 (480-035와 동일)",
          "50 Hz 기준 90° 동작 시간 31초",
          "단상·삼상 전원 선택 가능",
        ],
        en: [
          "Maximum torque 500 N·m",
          "F10/F12 dual flange (as on the 480-035)",
          "90° in 31 s at 50 Hz",
          "Single-phase or three-phase supply",
        ],
      },
    }),
    quarterTurnProduct(m080, {
      description: localized(
        "최대 800 N·m의 토크와 F12/F14 플랜지를 갖춘 대형 쿼터턴 전동 액추에이터입니다.",
        "A large quarter-turn electric actuator with up to 800 N·m and an F12/F14 flange.",
      ),
      detailDescription: localized(
        "480-080은 대구경 버터플라이 밸브와 볼 밸브를 위한 모델로, F12/F14 이중 플랜지를 갖추고 있습니다. 50 Hz 전원에서 90° 동작 시간은 39초입니다. 단상 110~220 V 또는 삼상 380~440 V 전원으로 운전하며, 고온 옵션(0~+120 °C)과 저온 옵션(-60~+60 °C)으로 설치 환경에 맞출 수 있습니다.",
        "The 480-080 is built for large butterfly and ball valves and has an F12/F14 dual flange. It completes a 90° stroke in 39 s on a 50 Hz supply and runs on single-phase 110–220 V or three-phase 380–440 V. The high-temperature (0 to +120 °C) and low-temperature (-60 to +60 °C) options adapt it to the installation.",
      ),
      features: {
        ko: [
          "최대 토크 800 N·m",
          "F12/F14 이중 플랜지",
          "50 Hz 기준 90° 동작 시간 39초",
          "단상·삼상 전원 선택 가능",
          "고온·저온 옵션 제공",
        ],
        en: [
          "Maximum torque 800 N·m",
          "F12/F14 dual flange",
          "90° in 39 s at 50 Hz",
          "Single-phase or three-phase supply",
          "High- and low-temperature options",
        ],
      },
    }),
    quarterTurnProduct(m110, {
      description: localized(
        "480 시리즈에서 가장 큰 모델로, 최대 1,100 N·m의 토크를 제공합니다.",
        "The largest 480 model, delivering up to 1,100 N·m.",
      ),
      detailDescription: localized(
        "480-110은 480 시리즈의 최대 토크 모델로, 480-080과 같은 F12/F14 플랜지와 39초(50 Hz 기준)의 90° 동작 시간을 가집니다. 대구경 버터플라이 밸브, 댐퍼, 운전 토크가 큰 볼 밸브에 적합하며, 단상과 삼상 전원 사양을 모두 제공합니다. 이보다 큰 토크가 필요한 경우 당사에 문의해 주시면 적합한 구동 방식을 제안해 드립니다.",
        "The 480-110 is the highest-torque model in the 480 series, with the same F12/F14 flange and 90° operating time (39 s at 50 Hz) as the 480-080. It suits large butterfly valves, dampers and ball valves with high operating torque, and is available for single-phase or three-phase supply. If your valve needs more torque than this, contact us and we will propose a suitable drive.",
      ),
      features: {
        ko: [
          "최대 토크 1,100 N·m (480 시리즈 최대)",
          "F12/F14 이중 플랜지",
          "50 Hz 기준 90° 동작 시간 39초",
          "단상·삼상 전원 선택 가능",
          "IP67 표준, IP68 옵션",
        ],
        en: [
          "Maximum torque 1,100 N·m (largest in the 480 series)",
          "F12/F14 dual flange",
          "90° in 39 s at 50 Hz",
          "Single-phase or three-phase supply",
          "IP67 standard, IP68 optional",
        ],
      },
    }),
  ];

  // ---------------------------------------------------------------------------------------------
  // Catalogue sections, in the order of the electric subcategories.
  // ---------------------------------------------------------------------------------------------

  const quoteText = localized(
    "밸브 사양과 운전 조건을 알려 주시면 적합한 액추에이터 선정과 견적을 안내해 드립니다.",
    "Tell us about your valve and operating conditions, and we will recommend a suitable actuator and send a quotation.",
  );

  return {
    sections: [
      {
        id: "manufacturer-specialists",
        name: localized("제조사 소개", "Actuator specialists"),
        totalPages: 2,
        pages: [
          {
            pageNumber: 1,
            title: localized(
              "전동 밸브 액추에이터 전문 제조사",
              "Electric valve actuator specialists",
            ),
            content: [
              {
                type: "text",
                html: localized(
                  "<p>당사가 공급하는 전동 액추에이터는 밸브 구동용 액추에이터만을 전문으로 설계·생산하는 해외 제조사의 제품입니다. 제조사는 멀티턴·쿼터턴 전동 액추에이터와 여기에 내장되는 일체형 제어 장치를 하나의 설계 체계 안에서 개발합니다.</p><p>모든 기종은 모터, 감속기, 스위치 유닛, 제어 장치를 모듈 단위로 조합하는 구조입니다. 따라서 현장의 밸브와 제어 방식에 맞는 액추에이터를 표준 부품만으로 구성할 수 있고, 납기와 예비 부품 관리도 단순해집니다.</p>",
                  "<p>The electric actuators we supply are made by an overseas manufacturer that designs and builds actuators for valve automation and nothing else. Its multi-turn and quarter-turn actuators, and the integral control units built into them, are developed as one system.</p><p>Every model is assembled from modules: motor, gearbox, switch unit and controls. An actuator matched to the valve and the control philosophy on site is therefore built from standard parts, which keeps delivery times short and spare parts simple.</p>",
                ),
              },
              {
                type: "highlight",
                text: localized(
                  "밸브 자동화만을 위해 설계된 전동 액추에이터 — 선정부터 밸브 조립까지 당사가 함께합니다.",
                  "Electric actuators designed for valve automation alone, with our support from selection to assembly on the valve.",
                ),
              },
              {
                type: "overview",
                features: {
                  ko: [
                    "멀티턴·쿼터턴 전동 액추에이터 전 기종",
                    "모터·감속기·스위치·제어 장치의 모듈식 구성",
                    "외부 제어반을 대신하는 일체형 제어 장치 (옵션)",
                    "IP67 표준, IP68 옵션의 견고한 외함",
                  ],
                  en: [
                    "A complete range of multi-turn and quarter-turn electric actuators",
                    "Modular motor, gearbox, switch and control units",
                    "Integral control unit in place of an external control panel (optional)",
                    "Rugged enclosure, IP67 standard and IP68 optional",
                  ],
                },
                specifications: [
                  specRow(
                    localized("주위 온도 (표준)", "Ambient temperature (standard)"),
                    ambient.standard,
                  ),
                  specRow(localized("보호 등급", "IP rating"), figures.protection),
                  specRow(
                    localized("모터 절연 등급", "Motor insulation class"),
                    figures.insulation,
                  ),
                  specRow(localized("정격(사용 형식)", "Duty type"), figures.duty),
                ],
                applications,
              },
            ],
          },
          {
            pageNumber: 2,
            title: localized("공급과 밸브 조립", "Supply and valve assembly"),
            content: [
              {
                type: "section",
                title: localized("당사의 역할", "Our role"),
                content: [
                  {
                    type: "image-text",
                    layout: "text-image",
                    text: localized(
                      "당사는 서울에 본사를 둔 밸브·액추에이터 전문 공급사로서 제조사의 전동 액추에이터를 국내에 공급합니다. 액추에이터 단품 공급에 그치지 않고 밸브에 액추에이터를 조립한 전동 밸브로 납품하며, 기존 수동 밸브를 전동식으로 개조하는 작업도 수행합니다.",
                      "Based in Seoul, we supply the manufacturer's electric actuators to Korean industry as a valve and actuator specialist. Beyond supplying actuators on their own, we deliver complete motor-operated valves with the actuator assembled on the valve, and we convert existing manual valves to electric operation.",
                    ),
                    image: multiTurn,
                  },
                  {
                    type: "features-list",
                    features: {
                      ko: [
                        "밸브 토크, 동작 시간, 제어 방식에 따른 기종 선정 지원",
                        "액추에이터와 밸브의 조립 및 작동 확인 후 출하",
                        "기존 수동 밸브의 전동화 개조",
                        "설치 환경에 맞는 보호 등급과 온도 옵션 검토",
                      ],
                      en: [
                        "Model selection based on valve torque, operating time and control method",
                        "Actuator and valve assembled and function-checked before shipment",
                        "Conversion of existing manual valves to electric operation",
                        "Review of enclosure rating and temperature options for the site",
                      ],
                    },
                  },
                ],
              },
              {
                type: "product-images",
                title: localized("제품 도면", "Product drawings"),
                images: [
                  {
                    ...multiTurn,
                    caption: localized(
                      "멀티턴 전동 액추에이터 — 게이트 밸브, 글로브 밸브 등 다회전 밸브용",
                      "Multi-turn electric actuator, for gate, globe and other multi-turn valves",
                    ),
                  },
                  {
                    ...quarterTurn,
                    caption: localized(
                      "쿼터턴 전동 액추에이터 — 볼 밸브, 버터플라이 밸브 등 90° 회전 밸브용",
                      "Quarter-turn electric actuator, for ball, butterfly and other 90° valves",
                    ),
                  },
                ],
              },
              { type: "contact", text: quoteText },
            ],
          },
        ],
      },
      {
        id: "modular-design",
        name: localized("모듈식 설계", "Modular design"),
        totalPages: 2,
        pages: [
          {
            pageNumber: 1,
            title: localized("모듈식 구조", "Modular construction"),
            content: [
              {
                type: "title-with-image",
                text: localized(
                  "모듈 단위로 구성하는 전동 액추에이터",
                  "An actuator built from modules",
                ),
                image: multiTurn,
              },
              {
                type: "text",
                html: localized(
                  "<p>제조사의 전동 액추에이터는 기능별 모듈을 조합하여 구성합니다. 같은 모듈이 여러 기종에 공통으로 쓰이므로 사양 변경이나 예비 부품 확보가 쉽고, 필요한 기능만 골라 경제적으로 구성할 수 있습니다.</p><ul><li>토크와 동작 속도는 모터와 감속기의 조합으로 결정합니다.</li><li>스위치 유닛과 위치 검출부는 제어 요구에 맞게 선택합니다.</li><li>일체형 제어 장치는 필요할 때 추가할 수 있습니다.</li></ul>",
                  "<p>The manufacturer's electric actuators are made up of functional modules. Because the same modules are shared across models, specifications are easy to change and spares are easy to stock, and you pay only for the functions you need.</p><ul><li>Torque and speed are set by the combination of motor and gearbox.</li><li>The switch unit and position sensing are chosen to suit the control requirements.</li><li>An integral control unit can be added when needed.</li></ul>",
                ),
              },
              {
                type: "section",
                title: localized("주요 모듈", "Main modules"),
                content: [
                  {
                    type: "table",
                    table: {
                      caption: localized("모듈 구성", "Module overview"),
                      columns: [
                        { label: localized("모듈", "Module") },
                        { label: localized("역할", "Function") },
                        { label: localized("주요 사양", "Key data") },
                      ],
                      rows: [
                        [
                          localized("모터", "Motor"),
                          localized("구동력 발생", "Provides the drive"),
                          localized(
                            "절연 F종 (최고 155 °C), 정격 S2-15분 (비례 제어형: S4-25%)",
                            "Insulation class F (155 °C max); duty S2 – 15 min (open-close), S4 – 25% (modulating)",
                          ),
                        ],
                        [
                          localized("감속기", "Gearbox"),
                          localized("출력 토크와 속도 결정", "Sets output torque and speed"),
                          localized("기종별 선정", "Selected per model"),
                        ],
                        [
                          localized("스위치 유닛", "Switch unit"),
                          localized(
                            "행정 끝단과 과토크 검출",
                            "Detects end of travel and overtorque",
                          ),
                          localized(
                            "리밋 2개 + 토크 2개 (기본), 추가 7개 (옵션)",
                            "2 limit + 2 torque (standard), 7 extra (optional)",
                          ),
                        ],
                        [
                          localized("위치 검출부", "Position sensing"),
                          localized(
                            "밸브 개도 검출 및 출력",
                            "Measures and reports valve position",
                          ),
                          localized(
                            "출력축 1~100,000회전, 4~20 mA 출력",
                            "1 to 100,000 output turns, 4–20 mA output",
                          ),
                        ],
                        [
                          localized("일체형 제어 장치", "Integral control unit"),
                          localized(
                            "모터 기동·정지 및 현장 조작",
                            "Motor switching and local operation",
                          ),
                          localized("필드버스 (옵션)", "Fieldbus (optional)"),
                        ],
                        [
                          localized("단자함", "Terminal compartment"),
                          localized("전원·제어 케이블 접속", "Power and control cable connection"),
                          localized(
                            "전선관 인입구 2 × PG21 + 1 × PG16",
                            "Conduit entries 2 × PG21 + 1 × PG16",
                          ),
                        ],
                      ],
                    },
                  },
                ],
              },
            ],
          },
          {
            pageNumber: 2,
            title: localized("스위치와 배선 인터페이스", "Switches and wiring interface"),
            content: [
              {
                type: "section",
                title: localized("스위치 구성", "Switch configuration"),
                content: [
                  {
                    type: "overview-text",
                    textContent: localized(
                      "기본 사양에는 개·폐 위치를 검출하는 리밋 스위치 2개와 개·폐 방향의 과부하를 검출하는 토크 스위치 2개가 포함됩니다. 원격 표시나 인터록이 더 필요하면 설정 가능한 추가 스위치 7개를 옵션으로 선택할 수 있습니다.",
                      "The standard specification includes 2 limit switches for the open and closed positions and 2 torque switches that detect overload in the opening and closing directions. Where more remote indication or interlocks are needed, 7 extra configurable switches are available as an option.",
                    ),
                  },
                  { type: "table", table: switchTable },
                ],
              },
              {
                type: "section",
                title: localized("전기 접속", "Electrical connection"),
                content: [
                  {
                    type: "technical-specs",
                    specs: [
                      specRow(localized("전선관 인입구", "Conduit entries"), figures.conduit),
                      specRow(
                        localized("아날로그 위치 출력", "Analogue position output"),
                        figures.analogueOutput,
                      ),
                      specRow(localized("보호 등급", "IP rating"), figures.protection),
                    ],
                  },
                ],
              },
              {
                type: "features-list",
                features: {
                  ko: [
                    "여러 기종에 공통인 모듈로 예비 부품 관리가 간단합니다.",
                    "스위치와 제어 모듈은 필요에 따라 추가하거나 교체할 수 있습니다.",
                    "전원과 신호 케이블은 분리된 인입구로 배선합니다.",
                  ],
                  en: [
                    "Modules shared across models keep spare parts simple.",
                    "Switch and control modules can be added or exchanged as needs change.",
                    "Power and signal cables enter through separate conduit entries.",
                  ],
                },
              },
              { type: "contact", text: quoteText },
            ],
          },
        ],
      },
      {
        id: "electric-features",
        name: localized("주요 특징", "Key features"),
        totalPages: 3,
        pages: [
          {
            pageNumber: 1,
            title: localized("사용 환경과 보호 등급", "Operating environment and IP rating"),
            content: [
              {
                type: "text",
                html: localized(
                  "<p>전동 액추에이터는 옥외, 지하 밸브 피트, 선박 기관실처럼 온도 변화가 크고 물과 먼지에 노출되는 곳에 설치되는 경우가 많습니다. 제조사의 액추에이터는 표준 사양만으로도 넓은 온도 범위에서 운전할 수 있으며, 극한 환경에는 고온·저온 옵션과 IP68 옵션으로 대응합니다.</p>",
                  "<p>Electric actuators often stand outdoors, in underground valve pits or in ship engine rooms, where temperatures swing widely and water and dust are everywhere. The manufacturer's actuators cover a wide temperature range in their standard form, and high- and low-temperature options and an IP68 option deal with harsher sites.</p>",
                ),
              },
              {
                type: "section",
                title: localized("주위 온도", "Ambient temperature"),
                content: [{ type: "table", table: ambientTable }],
              },
              {
                type: "section",
                title: localized("보호 등급", "IP rating"),
                content: [{ type: "table", table: protectionTable }],
              },
              {
                type: "highlight",
                text: localized(
                  "IP68 옵션: 수심 6 m에서 최대 72시간 침수 상태를 견디며, 그동안 최대 10회까지 개폐 동작할 수 있습니다.",
                  "IP68 option: withstands submersion at 6 m depth for up to 72 hours, with up to 10 open-close cycles during that time.",
                ),
              },
            ],
          },
          {
            pageNumber: 2,
            title: localized("모터와 정격(사용 형식)", "Motor and duty type"),
            content: [
              {
                type: "section",
                title: localized("모터 사양", "Motor data"),
                content: [
                  {
                    type: "overview-text",
                    textContent: localized(
                      "모터는 F종 절연을 적용하여 권선 허용 온도가 최고 155 °C입니다. 개폐 제어용은 S2-15분 단시간 정격으로, 정격 부하에서 15분간 연속 운전할 수 있습니다. 비례 제어(조절) 용도는 기동을 포함한 반복 운전을 전제로 한 S4-25% 정격을 적용합니다.",
                      "The motor has class F insulation, allowing winding temperatures up to 155 °C. Open-close actuators are rated S2 – 15 min, a short-time rating for 15 minutes of continuous running at rated load. Modulating actuators are rated S4 – 25%, an intermittent duty that includes frequent starts.",
                    ),
                  },
                  { type: "technical-specs", specs: motorSpecs },
                ],
              },
              {
                type: "features-list",
                features: {
                  ko: [
                    "F종 절연으로 모터 권선의 열적 여유를 확보합니다.",
                    "개폐 제어와 비례 제어에 각각 알맞은 정격(사용 형식)을 적용합니다.",
                    "토크 스위치가 과부하 시 모터를 정지시켜 밸브와 액추에이터를 보호합니다.",
                    "정전이나 시운전 시에는 핸드휠로 수동 조작할 수 있습니다.",
                  ],
                  en: [
                    "Class F insulation gives the motor windings thermal headroom.",
                    "Duty ratings are matched to open-close and modulating service.",
                    "Torque switches stop the motor on overload, protecting valve and actuator.",
                    "A handwheel allows manual operation during power loss or commissioning.",
                  ],
                },
              },
            ],
          },
          {
            pageNumber: 3,
            title: localized("위치 검출과 신호", "Position sensing and signals"),
            content: [
              {
                type: "section",
                title: localized("위치 검출과 출력", "Position sensing and outputs"),
                content: [
                  {
                    type: "image-text",
                    layout: "image-text",
                    text: localized(
                      "위치 검출부는 출력축 1회전부터 100,000회전까지의 행정을 검출할 수 있어, 행정이 짧은 밸브부터 회전수가 많은 대형 게이트 밸브까지 같은 방식으로 설정합니다. 밸브 개도는 4~20 mA 아날로그 신호로 제어실에 전송됩니다.",
                      "Position sensing covers strokes from 1 to 100,000 output turns, so valves with short strokes and large gate valves with many turns are set up the same way. Valve position is sent to the control room as a 4–20 mA analogue signal.",
                    ),
                    image: multiTurn,
                    table: [
                      specRow(
                        localized("위치 검출 범위", "Position sensing range"),
                        figures.positionRange,
                      ),
                      specRow(
                        localized("아날로그 위치 출력", "Analogue position output"),
                        figures.analogueOutput,
                      ),
                    ],
                  },
                ],
              },
              {
                type: "section",
                title: localized("신호와 접속 사양", "Signal and connection data"),
                content: [{ type: "technical-specs", specs: signalSpecs }],
              },
              { type: "contact", text: quoteText },
            ],
          },
        ],
      },
      {
        id: "range-series",
        name: localized("제품 시리즈", "Product range"),
        totalPages: 2,
        pages: [
          {
            pageNumber: 1,
            title: localized("제품 시리즈 구성", "The product range"),
            content: [
              {
                type: "text",
                html: localized(
                  "<p>제조사의 전동 액추에이터는 다회전 밸브용 멀티턴 시리즈와 90° 회전 밸브용 쿼터턴 시리즈로 나뉩니다. 각 시리즈는 같은 모듈 체계를 공유하므로, 기종이 달라도 배선, 설정, 유지 보수 방법이 동일합니다.</p>",
                  "<p>The manufacturer's range divides into multi-turn series for valves that need many turns and quarter-turn series for 90° valves. All series share the same modular system, so wiring, setup and maintenance are the same from one model to the next.</p>",
                ),
              },
              {
                type: "section",
                title: localized("시리즈 안내", "Series overview"),
                content: [
                  {
                    type: "product-series",
                    series: [
                      {
                        code: "400/410",
                        name: localized("400·410 시리즈", "400/410 series"),
                        description: localized(
                          "멀티턴 전동 액추에이터 기본 시리즈입니다. 사양과 선정 자료는 문의해 주십시오.",
                          "The basic multi-turn electric actuator series. Data and selection tables are available on request.",
                        ),
                      },
                      {
                        code: "400~470",
                        name: localized("400~470 디지털", "400–470 digital"),
                        description: localized(
                          "디지털 위치 검출과 설정 가능한 스위치를 갖춘 400~470 시리즈 사양입니다.",
                          "The digital position-sensing version, available across the 400 to 470 series, with configurable switches.",
                        ),
                      },
                      {
                        code: "460/470",
                        name: localized("460·470 시리즈", "460/470 series"),
                        description: localized(
                          "멀티턴 전동 액추에이터 시리즈로, 일체형 제어 장치와 조합할 수 있습니다.",
                          "Multi-turn electric actuators that can be combined with the integral control unit.",
                        ),
                      },
                      {
                        code: "480",
                        name: localized("480 쿼터턴 시리즈", "480 quarter-turn series"),
                        description: localized(
                          "최대 토크 60~1,100 N·m의 쿼터턴 전동 액추에이터 8개 모델입니다.",
                          "Eight quarter-turn electric actuator models, 60–1,100 N·m maximum torque.",
                        ),
                      },
                    ],
                  },
                ],
              },
              {
                type: "product-images",
                title: localized("멀티턴과 쿼터턴", "Multi-turn and quarter-turn"),
                images: [
                  {
                    ...multiTurn,
                    caption: localized("멀티턴 시리즈 (400~470)", "Multi-turn series (400–470)"),
                  },
                  {
                    ...quarterTurn,
                    caption: localized("쿼터턴 시리즈 (480)", "Quarter-turn series (480)"),
                  },
                ],
              },
            ],
          },
          {
            pageNumber: 2,
            title: localized("공통 기술 자료", "Common technical data"),
            content: [
              {
                type: "highlight",
                text: localized(
                  "아래 사양은 전 시리즈에 공통으로 적용됩니다. 토크와 90° 동작 시간은 480 시리즈 모델별 페이지에 있으며, 멀티턴 시리즈의 값은 문의해 주십시오.",
                  "The data below applies to the whole range. Torque and 90° operating time are on each 480 model's page; for the multi-turn series, please ask us.",
                ),
              },
              {
                type: "section",
                title: localized("전 시리즈 공통 사양", "Data for all series"),
                content: [{ type: "technical-specs", specs: generalSpecs }],
              },
              { type: "contact", text: quoteText },
            ],
          },
        ],
      },
      {
        id: "400-410-series",
        name: localized("400·410 시리즈", "400/410 series"),
        totalPages: 1,
        pages: [
          {
            pageNumber: 1,
            title: localized("개요", "Overview"),
            content: [
              {
                type: "text",
                html: localized(
                  "<p>400·410 시리즈는 멀티턴 전동 액추에이터의 기본 시리즈입니다. 400·410 시리즈의 사양과 선정 자료는 요청하시면 보내 드립니다.</p><p>사양이나 선정에 관한 자료가 필요하시면 문의해 주십시오. 담당 엔지니어가 확인 후 안내해 드리겠습니다.</p>",
                  "<p>The 400/410 series is the basic multi-turn electric actuator series. Data and selection tables for the 400/410 series are available on request.</p><p>Please send us an inquiry and one of our engineers will get back to you with the specifications or selection data you need.</p>",
                ),
              },
              {
                type: "contact",
                text: localized(
                  "400·410 시리즈에 관한 문의나 견적 요청을 남겨 주십시오.",
                  "Send us your inquiry or quotation request for the 400/410 series.",
                ),
              },
            ],
          },
        ],
      },
      {
        id: "400-470-digital",
        name: localized("400~470 디지털", "400–470 digital"),
        totalPages: 2,
        pages: [
          {
            pageNumber: 1,
            title: localized("디지털 위치 검출과 스위칭", "Digital position sensing and switching"),
            content: [
              {
                type: "text",
                html: localized(
                  "<p>400~470 디지털 사양은 밸브 위치를 전자식으로 검출하여 행정 끝단, 중간 위치, 개도 신호를 하나의 장치에서 처리합니다. 기계식 캠을 조정하는 대신 설정값으로 스위칭 위치를 정하므로 시운전이 빠르고 재현성이 높습니다.</p>",
                  "<p>The 400–470 digital version senses valve position electronically and handles end positions, intermediate positions and the position signal in one unit. Switching points are set as values instead of by adjusting mechanical cams, which makes commissioning quicker and more repeatable.</p>",
                ),
              },
              {
                type: "overview",
                features: {
                  ko: [
                    "출력축 1~100,000회전의 넓은 검출 범위",
                    "4~20 mA 아날로그 위치 출력",
                    "설정 가능한 추가 스위치 7개 (옵션)",
                    "개폐 위치와 스위칭 지점의 전자식 설정",
                  ],
                  en: [
                    "Wide sensing range of 1 to 100,000 output turns",
                    "4–20 mA analogue position output",
                    "7 extra configurable switches (optional)",
                    "End positions and switching points set electronically",
                  ],
                },
                specifications: [
                  specRow(
                    localized("위치 검출 범위", "Position sensing range"),
                    figures.positionRange,
                  ),
                  specRow(
                    localized("아날로그 위치 출력", "Analogue position output"),
                    figures.analogueOutput,
                  ),
                  specRow(localized("스위치 (기본)", "Switches (standard)"), figures.basicSwitches),
                  specRow(localized("스위치 (옵션)", "Switches (optional)"), figures.extraSwitches),
                ],
                applications: {
                  ko: [
                    "원격 감시되는 상하수도 밸브",
                    "발전소 계통 격리 밸브",
                    "석유화학 공정의 조절 밸브",
                    "선박 밸러스트 및 화물 계통",
                  ],
                  en: [
                    "Remotely monitored water and wastewater valves",
                    "Power plant isolation valves",
                    "Control valves in petrochemical processes",
                    "Ship ballast and cargo systems",
                  ],
                },
              },
            ],
          },
          {
            pageNumber: 2,
            title: localized("설정과 신호 출력", "Configuration and signal outputs"),
            content: [
              {
                type: "section",
                title: localized("설정 가능한 스위치", "Configurable switches"),
                content: [
                  {
                    type: "image-text",
                    layout: "text-image",
                    text: localized(
                      "기본 리밋 스위치 2개와 토크 스위치 2개에 더해, 옵션으로 추가 스위치 7개를 제공합니다. 각 스위치의 동작 위치와 기능은 현장에서 설정할 수 있어, 인터록이나 원격 표시 요구가 바뀌어도 배선만 추가하면 됩니다.",
                      "On top of the 2 limit and 2 torque switches fitted as standard, 7 extra switches are available as an option. The switching point and function of each can be set on site, so a change in interlock or indication requirements only means adding wiring.",
                    ),
                    image: multiTurn,
                    table: [
                      specRow(
                        localized("스위치 (기본)", "Switches (standard)"),
                        figures.basicSwitches,
                      ),
                      specRow(
                        localized("스위치 (옵션)", "Switches (optional)"),
                        figures.extraSwitches,
                      ),
                      specRow(localized("전선관 인입구", "Conduit entries"), figures.conduit),
                    ],
                  },
                ],
              },
              {
                type: "features-list",
                features: {
                  ko: [
                    "4~20 mA 위치 신호로 제어실에서 밸브 개도를 연속 감시합니다.",
                    "스위칭 위치를 설정값으로 지정하여 시운전 시간을 줄입니다.",
                    "일체형 제어 장치와 조합하면 필드버스로 신호를 전송할 수 있습니다.",
                  ],
                  en: [
                    "The 4–20 mA position signal lets the control room follow valve position continuously.",
                    "Switching points set as values shorten commissioning.",
                    "Combined with the integral control unit, signals can be sent over a fieldbus.",
                  ],
                },
              },
              { type: "contact", text: quoteText },
            ],
          },
        ],
      },
      {
        id: "460-470-series",
        name: localized("460·470 시리즈", "460/470 series"),
        totalPages: 2,
        pages: [
          {
            pageNumber: 1,
            title: localized("개요", "Overview"),
            content: [
              {
                type: "section",
                title: localized("멀티턴 전동 액추에이터", "Multi-turn electric actuators"),
                content: [
                  {
                    type: "image-text",
                    layout: "text-image",
                    text: localized(
                      "460·470 시리즈는 게이트 밸브, 글로브 밸브, 수문 등 다회전 구동이 필요한 설비를 위한 멀티턴 전동 액추에이터입니다. 일체형 제어 장치와 조합하여 외부 제어반 없이 운전할 수 있습니다.",
                      "The 460/470 series are multi-turn electric actuators for gate valves, globe valves, sluice gates and other equipment that needs many turns. Combined with the integral control unit, they run without an external control panel.",
                    ),
                    image: multiTurn,
                  },
                  {
                    type: "overview-text",
                    textContent: localized(
                      "토크와 출력 속도는 밸브 사양에 맞추어 선정합니다. 선정에 필요한 밸브 토크, 회전수, 요구 동작 시간을 알려 주시면 당사가 적합한 기종을 제안해 드립니다.",
                      "Torque and output speed are selected to suit the valve. Send us the valve torque, number of turns and required operating time, and we will propose a suitable model.",
                    ),
                  },
                  { type: "technical-specs", specs: generalSpecs },
                ],
              },
            ],
          },
          {
            pageNumber: 2,
            title: localized("옵션과 선정", "Options and selection"),
            content: [
              {
                type: "section",
                title: localized("주요 옵션", "Main options"),
                content: [
                  {
                    type: "table",
                    table: {
                      caption: localized("460·470 시리즈 옵션", "460/470 series options"),
                      columns: [
                        { label: localized("옵션", "Option") },
                        { label: localized("사양", "Specification") },
                      ],
                      rows: [
                        [
                          localized("고온 옵션", "High-temperature option"),
                          localized("주위 온도 0~+120 °C", "Ambient 0 to +120 °C"),
                        ],
                        [
                          localized("저온 옵션", "Low-temperature option"),
                          localized("주위 온도 -60~+60 °C", "Ambient -60 to +60 °C"),
                        ],
                        [localized("IP68 외함", "IP68 enclosure"), figures.ip68],
                        [localized("추가 스위치", "Extra switches"), figures.extraSwitches],
                        [
                          localized("일체형 제어 장치", "Integral control unit"),
                          figures.integralControl,
                        ],
                        [
                          localized("필드버스", "Fieldbus"),
                          localized(
                            "일체형 제어 장치에 통신 기능 추가",
                            "Communication added to the integral control unit",
                          ),
                        ],
                      ],
                    },
                  },
                ],
              },
              {
                type: "features-list",
                features: {
                  ko: [
                    "밸브 토크에 충분한 여유를 두고 기종을 선정합니다.",
                    "설치 장소의 최저·최고 온도를 확인하여 온도 옵션을 결정합니다.",
                    "침수 가능성이 있는 밸브 피트에는 IP68 옵션을 권장합니다.",
                    "제어반 공간과 배선을 줄이려면 일체형 제어 장치를 선택합니다.",
                  ],
                  en: [
                    "Select the model with ample margin over the valve torque.",
                    "Check the lowest and highest site temperatures to choose the temperature option.",
                    "The IP68 option is recommended for valve pits that may flood.",
                    "Choose the integral control unit to save panel space and wiring.",
                  ],
                },
              },
              { type: "contact", text: quoteText },
            ],
          },
        ],
      },
      {
        id: "integral-control",
        name: localized("일체형 제어", "Integral control"),
        totalPages: 2,
        pages: [
          {
            pageNumber: 1,
            title: localized("일체형 제어 장치", "Integral control unit"),
            content: [
              {
                type: "text",
                html: localized(
                  "<p>일체형 제어 장치는 모터 기동·정지 회로와 현장 조작 기능을 액추에이터 안에 내장합니다. 기존에 제어반에 설치하던 <strong>가역 접촉기</strong>, 제어반과 액추에이터를 잇는 <strong>다심 배선</strong>, 별도의 <strong>현장 조작 푸시버튼</strong>이 필요하지 않습니다.</p><p>전원과 제어 신호만 연결하면 되므로 설치 공사가 단순해지고, 옵션인 필드버스를 적용하면 여러 대의 액추에이터를 통신 케이블 하나로 제어·감시할 수 있습니다.</p>",
                  "<p>The integral control unit builds the motor switching circuit and local operation into the actuator itself. The <strong>reversing contactors</strong> that used to sit in the control panel, the <strong>multi-core wiring</strong> between panel and actuator and the separate <strong>local pushbuttons</strong> are no longer needed.</p><p>Only power and control signals have to be connected, which simplifies installation, and with the optional fieldbus a number of actuators can be controlled and monitored over one communication cable.</p>",
                ),
              },
              {
                type: "highlight",
                text: localized(
                  "외부 가역 접촉기, 배선, 현장 조작 푸시버튼을 액추에이터 하나로 대체합니다. 필드버스 통신은 옵션입니다.",
                  "One actuator replaces external reversing contactors, wiring and local pushbuttons. Fieldbus communication is optional.",
                ),
              },
              {
                type: "section",
                title: localized("외부 제어 방식과의 비교", "Compared with external control"),
                content: [
                  {
                    type: "table",
                    table: {
                      caption: localized(
                        "외부 제어 방식과 일체형 제어 비교",
                        "External control compared with integral control",
                      ),
                      columns: [
                        { label: localized("항목", "Item") },
                        { label: localized("외부 제어 방식", "External control") },
                        { label: localized("일체형 제어", "Integral control") },
                      ],
                      rows: [
                        [
                          localized("모터 가역 접촉기", "Reversing contactors"),
                          localized(
                            "제어반에 별도 설치",
                            "Installed separately in the control panel",
                          ),
                          localized("액추에이터에 내장", "Built into the actuator"),
                        ],
                        [
                          localized("배선", "Wiring"),
                          localized(
                            "제어반-액추에이터 간 모터·스위치 배선",
                            "Motor and switch wiring between panel and actuator",
                          ),
                          localized("전원과 제어 신호만 접속", "Power and control signals only"),
                        ],
                        [
                          localized("현장 조작", "Local operation"),
                          localized(
                            "별도 현장 조작 푸시버튼 설치",
                            "Separate local pushbutton station",
                          ),
                          localized(
                            "액추에이터에서 직접 조작",
                            "Operated directly at the actuator",
                          ),
                        ],
                        [
                          localized("통신", "Communication"),
                          localized("개별 하드와이어 신호", "Individual hard-wired signals"),
                          localized(
                            "하드와이어 또는 필드버스 (옵션)",
                            "Hard-wired, or fieldbus (optional)",
                          ),
                        ],
                      ],
                    },
                  },
                ],
              },
            ],
          },
          {
            pageNumber: 2,
            title: localized("신호와 인터페이스", "Signals and interfaces"),
            content: [
              {
                type: "section",
                title: localized("일체형 제어 장치 사양", "Integral control unit data"),
                content: [
                  {
                    type: "image-text",
                    layout: "image-text",
                    text: localized(
                      "제어 장치는 액추에이터 외함 안에 수납되어 액추에이터와 같은 보호 등급을 가집니다. 위치 신호는 4~20 mA로 출력되며, 케이블은 2 × PG21 + 1 × PG16 전선관 인입구로 인입합니다.",
                      "The control unit sits inside the actuator enclosure and shares its enclosure rating. Position is output as 4–20 mA, and cables enter through 2 × PG21 + 1 × PG16 conduit entries.",
                    ),
                    image: multiTurn,
                  },
                  { type: "technical-specs", specs: integralControlSpecs },
                ],
              },
              {
                type: "features-list",
                features: {
                  ko: [
                    "제어반 공간과 배선 공사를 줄입니다.",
                    "현장에서 바로 조작하고 상태를 확인할 수 있습니다.",
                    "필드버스(옵션)로 여러 대의 액추에이터를 한 번에 연결합니다.",
                    "모터 보호 기능이 액추에이터 안에서 완결됩니다.",
                  ],
                  en: [
                    "Less control panel space and less wiring work.",
                    "Operation and status check right at the actuator.",
                    "Optional fieldbus links many actuators on one network.",
                    "Motor protection is handled inside the actuator.",
                  ],
                },
              },
              { type: "contact", text: quoteText },
            ],
          },
        ],
      },
      {
        id: "actuator-controls",
        name: localized("액추에이터 제어", "Actuator controls"),
        totalPages: 1,
        pages: [
          {
            pageNumber: 1,
            title: localized("제어 방식 선택", "Choosing the control arrangement"),
            content: [
              {
                type: "text",
                html: localized(
                  "<p>전동 액추에이터의 제어 방식은 밸브의 역할과 플랜트의 제어 체계에 따라 정합니다. 개폐용 차단 밸브인지, 개도를 연속으로 조절하는 조절 밸브인지, 그리고 제어 신호를 하드와이어로 받을지 필드버스로 받을지를 먼저 결정해 주십시오.</p>",
                  "<p>How an electric actuator is controlled depends on what the valve does and on the plant's control system. First decide whether the valve is an open-close isolating valve or a modulating control valve, and whether its signals will be hard-wired or carried over a fieldbus.</p>",
                ),
              },
              {
                type: "section",
                title: localized("제어 방식별 사양", "Data by control arrangement"),
                content: [
                  {
                    type: "table",
                    table: {
                      caption: localized("제어 방식 비교", "Control arrangements compared"),
                      columns: [
                        { label: localized("제어 방식", "Arrangement") },
                        { label: localized("용도", "Use") },
                        { label: localized("정격(사용 형식) / 신호", "Duty type / signal") },
                      ],
                      rows: [
                        [
                          localized("개폐 제어", "Open-close"),
                          localized("차단·격리 밸브", "Isolating valves"),
                          localized("S2-15분", "S2 – 15 min"),
                        ],
                        [
                          localized("비례 제어", "Modulating"),
                          localized("유량·압력 조절 밸브", "Flow and pressure control valves"),
                          localized("S4-25%", "S4 – 25%"),
                        ],
                        [
                          localized("위치 감시", "Position monitoring"),
                          localized("제어실 개도 표시", "Valve position in the control room"),
                          localized("4~20 mA 아날로그 출력", "4–20 mA analogue output"),
                        ],
                        [
                          localized("일체형 제어", "Integral control"),
                          localized(
                            "외부 제어반 없는 현장 제어",
                            "Control without an external panel",
                          ),
                          localized(
                            "하드와이어 또는 필드버스 (옵션)",
                            "Hard-wired, or fieldbus (optional)",
                          ),
                        ],
                      ],
                    },
                  },
                ],
              },
              {
                type: "features-list",
                features: {
                  ko: [
                    "모든 제어 방식에서 리밋 스위치 2개와 토크 스위치 2개가 기본입니다.",
                    "인터록과 원격 표시가 많으면 추가 스위치 7개(옵션)를 검토합니다.",
                    "제어반을 줄이려면 일체형 제어 장치를 선택합니다.",
                  ],
                  en: [
                    "Every arrangement comes with 2 limit and 2 torque switches as standard.",
                    "For many interlocks and remote indications, consider the 7 extra switches (optional).",
                    "To do without a control panel, choose the integral control unit.",
                  ],
                },
              },
              { type: "contact", text: quoteText },
            ],
          },
        ],
      },
      {
        id: "quarter-turn-480",
        name: localized("480 쿼터턴", "480 quarter-turn"),
        totalPages: 2,
        pages: [
          {
            pageNumber: 1,
            title: localized(
              "480 시리즈 쿼터턴 전동 액추에이터",
              "480 series quarter-turn electric actuators",
            ),
            content: [
              {
                type: "text",
                html: localized(
                  "<p>480 시리즈는 볼 밸브, 버터플라이 밸브, 플러그 밸브, 댐퍼처럼 90° 회전으로 동작하는 설비를 위한 쿼터턴 전동 액추에이터입니다. 최대 토크 60 N·m부터 1,100 N·m까지 8개 모델로 구성되며, 출력 플랜지를 밸브에 직접 장착합니다.</p>",
                  "<p>The 480 series are quarter-turn electric actuators for ball valves, butterfly valves, plug valves, dampers and other equipment that moves through 90°. Eight models cover maximum torques from 60 N·m to 1,100 N·m, and the output flange mounts directly on the valve.</p>",
                ),
              },
              {
                type: "overview",
                features: {
                  ko: [
                    "최대 토크 60~1,100 N·m, 8개 모델",
                    "F05부터 F14까지의 출력 플랜지, 480-010을 뺀 모든 모델은 이중 플랜지",
                    "전 모델 단상 110~220 V 전원",
                    "480-015 이상 모델은 삼상 380~440 V 전원 선택 가능",
                  ],
                  en: [
                    "Eight models, 60–1,100 N·m maximum torque",
                    "Output flanges from F05 to F14, dual on every model but the 480-010",
                    "Single-phase 110–220 V supply on every model",
                    "Three-phase 380–440 V supply from the 480-015 upwards",
                  ],
                },
                specifications: [
                  specRow(
                    localized("최대 토크", "Maximum torque"),
                    localized("60~1,100 N·m", "60–1,100 N·m"),
                  ),
                  specRow(
                    localized("90° 동작 시간 (50 Hz)", "90° operating time (50 Hz)"),
                    localized("20~39초", "20–39 s"),
                  ),
                  specRow(localized("단상 전원", "Single-phase supply"), singlePhase),
                  specRow(
                    localized("삼상 전원", "Three-phase supply"),
                    localized(
                      "380~440 V, 50/60 Hz (480-006, 480-010 제외)",
                      "380–440 V, 50/60 Hz (not on 480-006 and 480-010)",
                    ),
                  ),
                  specRow(localized("보호 등급", "IP rating"), figures.protection),
                  specRow(
                    localized("주위 온도 (표준)", "Ambient temperature (standard)"),
                    ambient.standard,
                  ),
                ],
                applications: {
                  ko: ["볼 밸브", "버터플라이 밸브", "플러그 밸브", "댐퍼"],
                  en: ["Ball valves", "Butterfly valves", "Plug valves", "Dampers"],
                },
              },
              { type: "title", text: localized("480 시리즈 모델", "480 series models") },
              { type: "product-catalog", products: models.map((m) => m.code) },
            ],
          },
          {
            pageNumber: 2,
            title: localized("기술 자료", "Technical data"),
            content: [
              {
                type: "section",
                title: localized("모델별 사양", "Data by model"),
                content: [{ type: "table", table: modelsTable }],
              },
              {
                type: "section",
                title: localized("전원", "Power supply"),
                content: [
                  {
                    type: "overview-text",
                    textContent: localized(
                      "단상 110~220 V, 50/60 Hz 전원은 전 모델에 적용됩니다. 삼상 380~440 V, 50/60 Hz 전원은 480-015부터 480-110까지 선택할 수 있으며, 480-006과 480-010에는 적용되지 않습니다.",
                      "A single-phase 110–220 V, 50/60 Hz supply is available on every model. A three-phase 380–440 V, 50/60 Hz supply can be chosen for the 480-015 to 480-110; it is not available on the 480-006 and 480-010.",
                    ),
                  },
                  { type: "table", table: supplyTable },
                ],
              },
              {
                type: "section",
                title: localized("공통 사양", "Common data"),
                content: [
                  {
                    type: "image-text",
                    layout: "image-text",
                    text: localized(
                      "480 시리즈 전 모델은 제조사의 다른 전동 액추에이터와 같은 보호 등급과 주위 온도 사양을 가집니다.",
                      "Every 480 model shares the enclosure rating and ambient temperature data of the manufacturer's other electric actuators.",
                    ),
                    image: quarterTurn,
                    table: [
                      specRow(localized("회전 각도", "Rotation"), localized("90°", "90°")),
                      specRow(localized("보호 등급", "IP rating"), figures.protection),
                      specRow(
                        localized("IP68 침수 조건", "IP68 submersion conditions"),
                        figures.ip68,
                      ),
                      specRow(
                        localized("주위 온도 (표준)", "Ambient temperature (standard)"),
                        ambient.standard,
                      ),
                      specRow(
                        localized("주위 온도 (고온 옵션)", "Ambient temperature (high option)"),
                        ambient.high,
                      ),
                      specRow(
                        localized("주위 온도 (저온 옵션)", "Ambient temperature (low option)"),
                        ambient.low,
                      ),
                    ],
                  },
                ],
              },
              { type: "contact", text: quoteText },
            ],
          },
        ],
      },
    ],
    products,
  };
}
