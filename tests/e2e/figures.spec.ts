import { getPage, readableText, type ParsedElement } from "./html-support";
import { LANGS, dict, expect, inLang, pick, test, type Lang, type Localized } from "./support";

/*
 * Every figure of docs/product.md (Catalogue figures) appears on the site as real HTML text, in
 * both languages. The list below is written out by hand from that page, in the exact wording
 * the content modules (app/content/catalog/*.server.ts) give each language, with the page where
 * each figure is shown. Tabular figures are checked inside their table: the row is found by its
 * first cell and every other cell must match.
 */

/** A table cell: one string for both languages, or one per language; null matches any text. */
type Cell = string | Localized | null;

interface TableFigures {
  caption: Localized;
  /** The column headings, units included ("Maximum torque (Nm)"). */
  header?: Cell[];
  /** Rows that must be in the table. */
  rows: Cell[][];
  /** The rows above are the whole table body, in order. */
  complete?: boolean;
}

interface PageFigures {
  /** Language-neutral path, with ?page=N where the figure is on a later catalogue page. */
  path: string;
  /** What docs/product.md says is on this page. */
  covers: string;
  tables?: TableFigures[];
  /** Label/value rows of the page's specification tables (which have no caption). */
  specRows?: Cell[][];
  /** Sentences or notes that carry figures, as they read on the page. */
  texts?: Localized[];
}

const l = (ko: string, en: string): Localized => ({ ko, en });

// -- Pneumatic rotary actuators ---------------------------------------------------------------
const PRESSURE = l("2~8 bar (29~116 psi)", "2–8 bar (29–116 psi)");
const TEMPERATURE = l("-20~+80 °C", "-20 to +80 °C");
const TORQUE = l("25~18,500 N·m", "25–18,500 N·m");
const SIZES = l("AP1~AP12", "AP1–AP12");
const ROTATION = l("90° 표준 (45°·60°·120° 옵션)", "90° standard (45°, 60°, 120° optional)");
const IP_PNEUMATIC = l("IP65/67 (옵션)", "IP65/67 (optional)");

// -- Electric actuators -----------------------------------------------------------------------
const AMBIENT = {
  standard: l("-25~+70 °C", "-25 to +70 °C"),
  high: l("0~+120 °C", "0 to +120 °C"),
  low: l("-60~+60 °C", "-60 to +60 °C"),
};
const SINGLE_PHASE = l("110~220 V, 50/60 Hz", "110–220 V, 50/60 Hz");
const THREE_PHASE = l("380~440 V, 50/60 Hz", "380–440 V, 50/60 Hz");
const IP68_CONDITIONS = l(
  "수심 6 m, 최대 72시간, 최대 10회 개폐 동작",
  "6 m depth, up to 72 hours, up to 10 open-close cycles",
);
const CONDUIT = "2 × PG21 + 1 × PG16";
const signalRows: Cell[][] = [
  [
    l("위치 검출 범위", "Position sensing range"),
    l("출력축 1~100,000회전", "1 to 100,000 output turns"),
  ],
  [l("아날로그 위치 출력", "Analogue position output"), l("4~20 mA", "4–20 mA")],
  [
    l("스위치 (기본)", "Switches (standard)"),
    l("리밋 스위치 2개 + 토크 스위치 2개", "2 limit + 2 torque switches"),
  ],
  [
    l("스위치 (옵션)", "Switches (optional)"),
    l("설정 가능한 추가 스위치 7개", "7 extra configurable switches"),
  ],
  [l("전선관 인입구", "Conduit entries"), CONDUIT],
];

// -- SIRCA valves -----------------------------------------------------------------------------
// A Korean page shows a DN size's A size too (issue 59): "DN 40~1200 (40~1200A)".
const dn = (from: string, to: string) => l(`DN ${from}~${to} (${from}~${to}A)`, `DN ${from}–${to}`);
// A table by model writes each figure as the product's row does, its unit included (issue 73).
const temp = (min: string, max: string) => l(`${min}~${max} °C`, `${min} to ${max} °C`);
// A figure a model does not state is "ask us", never a bare dash (ko 12).
const ASK = l("문의", "Ask us");
// English writes "to" beside a hyphen ("1 to 1-1/4 in"), an en dash otherwise ("1/4–2 in").
// A Korean page shows an inch size's A size too (issue 66): "1/4~2 in (8~50A)".
const A: Record<string, number> = { "1/4": 8, "1/2": 15, "1": 25, "2": 50, "3": 80, "4": 100 };
const inches = (from: string, to: string) =>
  l(
    `${from}~${to} in (${A[from]}~${A[to]}A)`,
    /-/.test(from + to) ? `${from} to ${to} in` : `${from}–${to} in`,
  );

// -- Pinch valves -----------------------------------------------------------------------------
const NOMINAL = l("호칭 구경", "Nominal size");
const MAX_PRESSURE = l("최대 사용 압력", "Max. operating pressure");

const figurePages: PageFigures[] = [
  {
    path: "/products/pneumatic/rotary",
    covers:
      "pneumatic: types, AP1-AP12 (11 sizes stated), 2–8 bar (29–116 psi), -20 to +80 °C, 25–18,500 N·m, 90° with 45/60/120 options, ISO 5211, IP65/67",
    specRows: [
      [l("형식", "Types"), l("복동형, 스프링 복귀형", "Double-acting, spring-return")],
      [l("사이즈", "Sizes"), SIZES],
      [l("공급 압력", "Supply pressure"), PRESSURE],
      [l("주위 온도", "Ambient temperature"), TEMPERATURE],
      [l("출력 토크", "Output torque"), TORQUE],
      [l("회전각", "Rotation"), ROTATION],
      [l("장착 규격", "Mounting"), "ISO 5211"],
      [l("보호 등급", "IP rating"), IP_PNEUMATIC],
    ],
    texts: [
      l(
        "AP1~AP12 사이즈에서 25~18,500 N·m의 토크 범위를 제공합니다.",
        "in sizes AP1–AP12 covering 25–18,500 N·m.",
      ),
    ],
  },
  {
    path: "/products/pneumatic/rotary?page=2",
    covers: "pneumatic: sizes 1 to 12, counted from the sizes listed",
    tables: [
      {
        caption: l("AP 시리즈 구성", "AP series at a glance"),
        rows: [
          [l("사이즈", "Sizes"), SIZES],
          [l("토크 범위", "Torque range"), TORQUE],
          [l("공급 압력", "Supply pressure"), PRESSURE],
          [l("주위 온도", "Ambient temperature"), TEMPERATURE],
        ],
      },
    ],
    texts: [
      l("AP1~AP12의 12개 사이즈를 아래에 소개합니다.", "All 12 sizes, AP1–AP12, are listed below."),
    ],
  },
  {
    path: "/products/pneumatic/rotary?page=5",
    covers: "pneumatic operating data: pressure, temperature, torque, rotation",
    tables: [
      {
        caption: l("AP 시리즈 사용 조건", "Operating limits"),
        rows: [
          [l("공급 압력", "Supply pressure"), PRESSURE, null],
          [l("주위 온도", "Ambient temperature"), TEMPERATURE, l("표준 사양", "Standard version")],
          [l("출력 토크", "Output torque"), TORQUE, null],
          [
            l("회전각", "Rotation"),
            "90°",
            l("표준 (45°·60°·120° 옵션)", "Standard (45°, 60°, 120° optional)"),
          ],
        ],
      },
    ],
  },
  {
    path: "/products/pneumatic/rotary?page=7",
    covers: "pneumatic: ISO 5211 mounting",
    specRows: [[l("장착 규격", "Mounting standard"), "ISO 5211"]],
  },
  {
    path: "/products/pneumatic/rotary?page=9",
    covers: "pneumatic: 90° standard, 45/60/120 options",
    tables: [
      {
        caption: l("회전각", "Rotation angles"),
        header: [l("회전각 (°)", "Rotation (°)"), l("구분", "Version"), l("용도", "Use")],
        rows: [
          ["90", l("표준", "Standard"), null],
          ["45", l("옵션", "Option"), null],
          ["60", l("옵션", "Option"), null],
          ["120", l("옵션", "Option"), null],
        ],
        complete: true,
      },
    ],
  },
  {
    path: "/products/pneumatic/rotary?page=10",
    covers: "pneumatic: IP65/67 optional",
    specRows: [[l("보호 등급", "IP rating"), IP_PNEUMATIC]],
  },
  {
    path: "/products/electric/electric-features",
    covers:
      "electric: ambient -25 to +70 / 0 to +120 / -60 to +60 °C; IP67, IP68 6 m 72 hours 10 cycles",
    tables: [
      {
        caption: l("주위 온도 범위", "Ambient temperature range"),
        header: [l("사양", "Version"), l("주위 온도", "Ambient temperature")],
        rows: [
          [l("표준형", "Standard"), AMBIENT.standard],
          [l("고온 옵션", "High-temperature option"), AMBIENT.high],
          [l("저온 옵션", "Low-temperature option"), AMBIENT.low],
        ],
        complete: true,
      },
      {
        caption: l("외함 보호 등급", "IP rating"),
        rows: [
          [l("표준", "Standard"), "IP67", null],
          [l("옵션", "Optional"), "IP68", IP68_CONDITIONS],
        ],
        complete: true,
      },
    ],
    texts: [
      l(
        "IP68 옵션: 수심 6 m에서 최대 72시간 침수 상태를 견디며, 그동안 최대 10회까지 개폐 동작할 수 있습니다.",
        "IP68 option: withstands submersion at 6 m depth for up to 72 hours, with up to 10 open-close cycles during that time.",
      ),
    ],
  },
  {
    path: "/products/electric/electric-features?page=2",
    covers: "electric: insulation class F 155 °C, duty S2 – 15 min / S4 – 25%",
    specRows: [
      [
        l("모터 절연 등급", "Motor insulation class"),
        l("F종 (최고 155 °C)", "Class F (155 °C max)"),
      ],
      [
        l("정격(사용 형식)", "Duty type"),
        l("S2-15분 (비례 제어형: S4-25%)", "S2 – 15 min (open-close); S4 – 25% (modulating)"),
      ],
    ],
  },
  {
    path: "/products/electric/electric-features?page=3",
    covers:
      "electric: 1 to 100,000 turns, 4–20 mA, 2 limit + 2 torque + 7 switches, 2 × PG21 + 1 × PG16",
    specRows: signalRows,
  },
  {
    path: "/products/electric/modular-design?page=2",
    covers: "electric: 2 limit and 2 torque switches, 7 optional; conduit entries",
    tables: [
      {
        caption: l("스위치 구성", "Switch configuration"),
        header: [
          l("구분", "Configuration"),
          l("스위치 종류", "Switch type"),
          l("수량", "Quantity"),
        ],
        rows: [
          [
            l("기본", "Standard"),
            l("리밋 스위치 (개·폐 위치)", "Limit switches (open and closed)"),
            "2",
          ],
          [
            l("기본", "Standard"),
            l("토크 스위치 (개·폐 방향)", "Torque switches (opening and closing)"),
            "2",
          ],
          [l("옵션", "Optional"), l("설정 가능한 추가 스위치", "Extra configurable switches"), "7"],
        ],
        complete: true,
      },
    ],
    specRows: [[l("전선관 인입구", "Conduit entries"), CONDUIT]],
  },
  {
    path: "/products/electric/integral-control?page=2",
    covers:
      "electric: integral control replaces contactors, wiring, pushbuttons; optional fieldbus",
    specRows: [
      [
        l("대체 기능", "Replaces"),
        l(
          "외부 가역 접촉기, 배선, 현장 조작 푸시버튼을 대체",
          "Replaces external reversing contactors, wiring and local pushbuttons",
        ),
      ],
      [l("통신", "Communication"), l("필드버스 통신 (옵션)", "Fieldbus communication (optional)")],
      [l("아날로그 위치 출력", "Analogue position output"), l("4~20 mA", "4–20 mA")],
      [l("전선관 인입구", "Conduit entries"), CONDUIT],
    ],
  },
  {
    path: "/products/electric/quarter-turn-480?page=2",
    covers: "480 series: torque, flange and 90° time of the eight models; both supplies",
    tables: [
      {
        caption: l("480 시리즈 모델별 사양", "480 series models"),
        header: [
          l("모델", "Model"),
          l("최대 토크", "Maximum torque"),
          l("출력 플랜지", "Output flange"),
          l("90° 동작 시간 (50 Hz)", "90° operating time (50 Hz)"),
          l("단상 전원", "Single-phase supply"),
          l("삼상 전원", "Three-phase supply"),
          l("주위 온도", "Ambient temperature"),
        ],
        rows: [
          [
            "480-006",
            "60 N·m",
            "F05/F07",
            l("20초", "20 s"),
            SINGLE_PHASE,
            l("적용 불가", "Not available"),
            AMBIENT.standard,
          ],
          [
            "480-010",
            "100 N·m",
            "F07",
            l("21초", "21 s"),
            SINGLE_PHASE,
            l("적용 불가", "Not available"),
            AMBIENT.standard,
          ],
          [
            "480-015",
            "160 N·m",
            "F07/F10",
            l("26초", "26 s"),
            SINGLE_PHASE,
            THREE_PHASE,
            AMBIENT.standard,
          ],
          [
            "480-025",
            "240 N·m",
            "F07/F10",
            l("26초", "26 s"),
            SINGLE_PHASE,
            THREE_PHASE,
            AMBIENT.standard,
          ],
          [
            "480-035",
            "350 N·m",
            "F10/F12",
            l("31초", "31 s"),
            SINGLE_PHASE,
            THREE_PHASE,
            AMBIENT.standard,
          ],
          [
            "480-050",
            "500 N·m",
            "F10/F12",
            l("31초", "31 s"),
            SINGLE_PHASE,
            THREE_PHASE,
            AMBIENT.standard,
          ],
          [
            "480-080",
            "800 N·m",
            "F12/F14",
            l("39초", "39 s"),
            SINGLE_PHASE,
            THREE_PHASE,
            AMBIENT.standard,
          ],
          [
            "480-110",
            "1,100 N·m",
            "F12/F14",
            l("39초", "39 s"),
            SINGLE_PHASE,
            THREE_PHASE,
            AMBIENT.standard,
          ],
        ],
        complete: true,
      },
      {
        caption: l("480 시리즈 전원 사양", "480 series power supply"),
        header: [
          l("전원", "Supply"),
          l("전압 (V)", "Voltage (V)"),
          l("주파수 (Hz)", "Frequency (Hz)"),
          l("적용 모델", "Available on"),
        ],
        rows: [
          [
            l("단상", "Single-phase"),
            l("110~220", "110–220"),
            l("50/60", "50/60"),
            l("전 모델", "All models"),
          ],
          [
            l("삼상", "Three-phase"),
            l("380~440", "380–440"),
            l("50/60", "50/60"),
            l(
              "480-015~480-110 (480-006, 480-010은 적용 불가)",
              "480-015 to 480-110 (not available on 480-006 and 480-010)",
            ),
          ],
        ],
        complete: true,
      },
    ],
  },
  {
    path: "/products/special/hydraulic-pneumatic-actuators",
    covers: "special: hydraulic 20–120 bar, vane 2–10 bar, >95 %, 4,000 N·m, IP67/IP68",
    tables: [
      {
        caption: l("4HO/4PO 쿼터턴 시리즈 주요 사양", "4HO/4PO quarter-turn series, key data"),
        header: [
          l("항목", "Item"),
          l("4HO (유압)", "4HO (hydraulic)"),
          l("4PO (공압 베인 모터)", "4PO (pneumatic vane motor)"),
        ],
        rows: [
          [
            l("공급 압력", "Supply pressure"),
            l("20~120 bar", "20–120 bar"),
            l("2~10 bar", "2–10 bar"),
          ],
          [
            l("출력 토크", "Output torque"),
            l("최대 4,000 N·m (시리즈)", "Up to 4,000 N·m (series)"),
            l("최대 4,000 N·m (시리즈)", "Up to 4,000 N·m (series)"),
          ],
          [
            l("기계 효율", "Mechanical efficiency"),
            l("95% 이상", "Above 95%"),
            l("95% 이상", "Above 95%"),
          ],
          [
            l("보호 등급", "IP rating"),
            l("IP67 또는 IP68", "IP67 or IP68"),
            l("IP67 또는 IP68", "IP67 or IP68"),
          ],
        ],
      },
    ],
  },
  {
    path: "/products/sirca-valves/butterfly-valves?page=2",
    covers:
      "butterfly valves: every model row; HT600 wafer up to DN 600, double flanged DN 700–1000",
    tables: [
      {
        caption: l("SIRCA 버터플라이 밸브 모델별 사양", "SIRCA butterfly valves: data by model"),
        header: [
          l("모델", "Model"),
          l("호칭 구경", "Nominal size"),
          l("압력 등급", "Pressure rating"),
          l("사용 온도", "Operating temperature"),
        ],
        rows: [
          ["301", dn("40", "1200"), "PN10/16", temp("-20", "+100")],
          ["301E", dn("50", "500"), "PN10/16", temp("0", "+70")],
          ["301TSS", dn("50", "300"), "PN16", temp("-10", "+200")],
          ["401N", dn("80", "700"), "PN16", temp("-50", "+200")],
          [
            "501M",
            dn("50", "1000"),
            l("Class 150/300/600, PN16/40/63/100", "Class 150/300/600 and PN16/40/63/100"),
            temp("-196", "+538"),
          ],
          [
            "HT600",
            dn("50", "1000"),
            l("PN6/10/16, Class 150", "PN6/10/16 and Class 150"),
            l("최고 600 °C", "Up to 600 °C"),
          ],
        ],
        complete: true,
      },
      {
        caption: l("HT600 구경별 본체 형식", "HT600 body style by size"),
        rows: [
          [dn("50", "600"), l("웨이퍼형", "Wafer")],
          [dn("700", "1000"), l("더블 플랜지형", "Double flanged")],
        ],
        complete: true,
      },
    ],
    texts: [
      l(
        "HT600은 DN 600 (600A)까지 웨이퍼형이며, DN 700~1000 (700~1000A)은 더블 플랜지형입니다.",
        "HT600 is wafer type up to DN 600 and double flanged for DN 700–1000.",
      ),
    ],
  },
  {
    path: "/products/sirca-valves/ball-valves",
    covers: "ball valves: every model row; S50-S80 5.5 bar supply and 16 bar differential",
    tables: [
      {
        caption: l("SIRCA 볼 밸브 모델별 사양", "SIRCA ball valves: data by model"),
        header: [
          l("모델", "Model"),
          l("호칭 구경", "Nominal size"),
          l("압력 등급", "Pressure rating"),
          l("사용 온도", "Operating temperature"),
          l("액추에이터 공급 압력", "Actuator supply pressure"),
          l("최대 차압", "Max. differential pressure"),
        ],
        rows: [
          [
            "S10",
            dn("15", "100"),
            l("PN16/25/40, Class 150/300", "PN16/25/40 and Class 150/300"),
            temp("-29", "+200"),
            ASK,
            ASK,
          ],
          ["S20", inches("1/4", "2"), "55 bar (800 psi)", temp("-25", "+180"), ASK, ASK],
          [
            "S30",
            dn("15", "200"),
            l("Class 150/300/600, 최대 20/50/100 bar", "Class 150/300/600, max. 20/50/100 bar"),
            temp("-20", "+200"),
            ASK,
            ASK,
          ],
          [
            "S30T",
            l("문의", "Ask us"),
            l(
              "38 °C에서 19.6 bar, 200 °C에서 13.8 bar (그 밖의 온도는 문의)",
              "19.6 bar at 38 °C, 13.8 bar at 200 °C (other temperatures: ask us)",
            ),
            temp("-40", "+200"),
            ASK,
            ASK,
          ],
          [
            "S40",
            inches("1/4", "4"),
            l(
              "PN40 (1 in, 25A 이하), PN32 (1-1/4 in, 32A), PN30 (1-1/2~2-1/2 in, 40~65A), PN25 (3~4 in, 80~100A)",
              "PN40 (up to 1 in), PN32 (1-1/4 in), PN30 (1-1/2 to 2-1/2 in), PN25 (3–4 in)",
            ),
            temp("-20", "+120"),
            ASK,
            ASK,
          ],
          ["S50", inches("1/4", "3"), "PN63", temp("-20", "+200"), "5.5 bar", "16 bar"],
          ["S60", inches("1/4", "4"), "PN63", temp("-20", "+200"), "5.5 bar", "16 bar"],
          ...["S70", "S80"].map((code) => [
            code,
            inches("1/2", "2"),
            "PN16",
            l("-20~+150 °C (확장 사양 최고 +200 °C)", "-20 to +150 °C (up to +200 °C extended)"),
            "5.5 bar",
            "16 bar",
          ]),
        ],
        complete: true,
      },
    ],
  },
  {
    path: "/products/pinch-valve/pinch-valves",
    covers: "pinch valves: PQVF figures and dimensions, PQVI sizes, sleeve elastomer temperatures",
    specRows: [
      // PQVF
      [
        NOMINAL,
        l(
          "DN 40~200 (40~200A) (제작 구경: DN 40 (40A), DN 50 (50A), DN 65 (65A), DN 80 (80A), DN 100 (100A), DN 125 (125A), DN 150 (150A), DN 200 (200A))",
          "DN 40–200 (available sizes: DN 40, DN 50, DN 65, DN 80, DN 100, DN 125, DN 150, DN 200)",
        ),
      ],
      [MAX_PRESSURE, l("구경에 따라 4~6 bar", "4–6 bar depending on size")],
      [
        l("본체 재질", "Casing material"),
        l("회주철 GG20 또는 알루미늄", "Grey cast iron GG20 or aluminium"),
      ],
      [
        l("플랜지 규격", "Flanges"),
        l(
          "DIN 2633 (DN 40~150, 40~150A), DIN 2632 (DN 200, 200A)",
          "DIN 2633 (DN 40–150), DIN 2632 (DN 200)",
        ),
      ],
      // PQVI
      [NOMINAL, l("DN 20·25 (20·25A)", "DN 20 and DN 25")],
      [MAX_PRESSURE, "6 bar"],
      [
        l("제어 공기 압력", "Control air pressure"),
        l("사용 압력보다 2~2.5 bar 높게", "2–2.5 bar above operating pressure"),
      ],
      [l("제어 공기 포트", "Control air port"), "G 3/8"],
    ],
    tables: [
      {
        caption: l("PQVF 치수표", "PQVF dimensions"),
        header: [
          l("호칭 구경", "Nominal size"),
          l("L 면간 거리 (mm)", "Face-to-face length L (mm)"),
          l("D 플랜지 외경 (mm)", "Flange outside diameter D (mm)"),
          l("Di 내경 (mm)", "Inside diameter Di (mm)"),
        ],
        rows: [
          [l("DN 40 (40A)", "DN 40"), "156", "150", "40"],
          [l("DN 50 (50A)", "DN 50"), "167", "165", "45"],
          [l("DN 65 (65A)", "DN 65"), "184", "185", "60"],
          [l("DN 80 (80A)", "DN 80"), "226", "200", "75"],
          [l("DN 100 (100A)", "DN 100"), "282", "220", "95"],
          [l("DN 125 (125A)", "DN 125"), "350", "250", "120"],
          [l("DN 150 (150A)", "DN 150"), "420", "285", "145"],
          [l("DN 200 (200A)", "DN 200"), "559", "340", "195"],
        ],
        complete: true,
      },
      {
        caption: l("PQVI 구경별 치수와 중량", "PQVI length and weight by size"),
        header: [
          l("호칭 구경", "Nominal size"),
          l("연결 나사", "Connection thread"),
          l("길이 (mm)", "Length (mm)"),
          l("중량 (kg)", "Weight (kg)"),
        ],
        rows: [
          [l("DN 20 (20A)", "DN 20"), "G 3/4", "140", "1.2"],
          [l("DN 25 (25A)", "DN 25"), "G 1", "150", "1.9"],
        ],
        complete: true,
      },
      {
        caption: l(
          "슬리브 재질별 최고 사용 온도",
          "Sleeve elastomers and their maximum temperature",
        ),
        header: [
          l(dict.ko["blocks.material"], dict.en["blocks.material"]),
          l(dict.ko["blocks.description"], dict.en["blocks.description"]),
          l(`${dict.ko["blocks.maxTemperature"]} (°C)`, `${dict.en["blocks.maxTemperature"]} (°C)`),
        ],
        // The sleeves of docs/product.md: fifteen, plus the MQ silicone sleeve the content adds.
        rows: [
          [l("NR 표준", "NR standard"), null, "80 °C"],
          ["NR SKAZ", null, "80 °C"],
          [l("NR LQ 밝은색", "NR LQ-clear"), null, "80 °C"],
          [l("NR E 도전성", "NR E-conductive"), null, "80 °C"],
          [l("NR LQ 검은색", "NR LQ-black"), null, "100 °C"],
          ["CR", null, "100 °C"],
          ["NBR", null, "100 °C"],
          [l("NBR LQ 밝은색", "NBR LQ-clear"), null, "100 °C"],
          [l("NBR E 도전성", "NBR E-conductive"), null, "100 °C"],
          ["SBR", null, "100 °C"],
          ["FPM", null, "100 °C"],
          ["IIR", null, "100 °C"],
          ["CSM", null, "100 °C"],
          ["EPDM", null, "120 °C"],
          [l("EPDM LQ 밝은색", "EPDM LQ-clear"), null, "120 °C"],
          ["MQ", null, "150 °C"],
        ],
        complete: true,
      },
    ],
  },
];

// ---------------------------------------------------------------------------------------------

interface RenderedTable {
  caption: string | null;
  head: string[][];
  body: string[][];
}

/**
 * Every table in the page's main content and the main text, from the server's HTML: the figures
 * must be there as text, for a reader without JavaScript and a crawler alike.
 */
function readPage(doc: ParsedElement): { tables: RenderedTable[]; text: string } {
  const main = doc.querySelector("main");
  expect(main, "the page's main").not.toBeNull();
  const cells = (tr: ParsedElement) =>
    tr.children.filter((c) => c.tagName === "TD" || c.tagName === "TH").map(readableText);
  const tables = main!.querySelectorAll("table").map((table) => {
    const caption = table.querySelector("caption");
    return {
      caption: caption ? readableText(caption) : null,
      head: table.querySelectorAll("thead tr").map(cells),
      body: table.querySelectorAll("tbody tr").map(cells),
    };
  });
  return { tables, text: readableText(main!) };
}

const cellText = (cell: Cell, lang: Lang): string | null =>
  cell === null ? null : typeof cell === "string" ? cell : pick(cell, lang);

/** The rendered row with the wildcard (null) positions of the expected row blanked out. */
function masked(rendered: string[], expected: (string | null)[]): (string | null)[] {
  return rendered.map((text, index) => (expected[index] === null ? null : text));
}

for (const lang of LANGS) {
  test.describe(`catalogue figures (${lang})`, () => {
    for (const figures of figurePages) {
      const url = inLang(lang, figures.path);
      test(`${url}: ${figures.covers}`, async ({ request }) => {
        const rendered = readPage((await getPage(request, url)).doc);

        for (const table of figures.tables ?? []) {
          const caption = pick(table.caption, lang);
          const found = rendered.tables.filter((t) => t.caption === caption);
          expect(found, `one table captioned "${caption}" on ${url}`).toHaveLength(1);
          const { head, body } = found[0]!;
          if (table.header) {
            expect(head, `column headings of "${caption}"`).toEqual([
              table.header.map((cell) => cellText(cell, lang)),
            ]);
          }
          const expectedRows = table.rows.map((row) => row.map((cell) => cellText(cell, lang)));
          if (table.complete) {
            expect(
              body.map((row, index) => masked(row, expectedRows[index] ?? [])),
              `rows of "${caption}"`,
            ).toEqual(expectedRows);
          } else {
            for (const expectedRow of expectedRows) {
              const sameFirst = body.filter((row) => row[0] === expectedRow[0]);
              expect(
                sameFirst.map((row) => masked(row, expectedRow)),
                `row "${expectedRow[0]}" of "${caption}"`,
              ).toContainEqual(expectedRow);
            }
          }
        }

        if (figures.specRows) {
          const allRows = rendered.tables.flatMap((t) => t.body);
          for (const row of figures.specRows) {
            const expectedRow = row.map((cell) => cellText(cell, lang));
            const sameFirst = allRows.filter((r) => r[0] === expectedRow[0]);
            expect(
              sameFirst.map((r) => masked(r, expectedRow)),
              `specification row "${expectedRow[0]}" on ${url}`,
            ).toContainEqual(expectedRow);
          }
        }

        for (const text of figures.texts ?? []) {
          expect(rendered.text, `text on ${url}`).toContain(pick(text, lang));
        }
      });
    }
  });
}
