import type { CatalogGroup, Localized, Product } from "../schemas";
import { drawings } from "./images";
import { specRow } from "./build";
import { FIGURE_LABELS, figureRows, figureText } from "./figure-rows";
import type { FigureLookup } from "./build";

/** The group built from `figuresOf`: the live figures when content is composed. */
export function special(figuresOf: FigureLookup): CatalogGroup {
  /**
   * Hydraulic and pneumatic special-medium actuators (docs/product.md): hydraulic motor supply 20 to
   * 120 bar, pneumatic vane motor supply 2 to 10 bar, mechanical efficiency above 95%, the 4HO/4PO
   * quarter-turn series up to 4,000 Nm, protection IP67 or IP68.
   */

  const drawing = drawings.specialHydraulic;

  // The numbers come from figures.server.ts, the one source of tables, cards and finders.
  function actuator(id: string) {
    const figures = figuresOf(id);
    if (figures.kind !== "actuator" || !figures.series) throw new Error(`${id} needs its series`);
    return { ...figures, series: figures.series };
  }
  const ho = actuator("4ho");
  const po = actuator("4po");
  // The series table's figure rows, as each product's own rows write them (the registry's).
  const HYDRAULIC_SUPPLY = figureText("supply", ho)!;
  const VANE_SUPPLY = figureText("supply", po)!;
  const MAX_TORQUE = figureText("seriesTorque", ho)!;
  const EFFICIENCY: Localized = { ko: "95% 이상", en: "Above 95%" };
  const PROTECTION: Localized = { ko: "IP67 또는 IP68", en: "IP67 or IP68" };
  const QUARTER_TURN: Localized = { ko: "쿼터턴", en: "Quarter-turn" };

  const products: Product[] = [
    {
      id: "4ho",
      code: "4HO",
      name: {
        ko: "4HO 유압 모터 구동 쿼터턴 액추에이터",
        en: "4HO Hydraulic motor quarter-turn actuator",
      },
      category: "special",
      subcategory: "hydraulic-pneumatic-actuators",
      image: drawing,
      description: {
        ko: "유압 모터로 구동하는 쿼터턴 액추에이터로, 20~120 bar의 유압으로 최대 4,000 N·m의 토크를 냅니다.",
        en: "A quarter-turn actuator driven by a hydraulic motor, delivering up to 4,000 N·m from a 20–120 bar hydraulic supply.",
      },
      detailDescription: {
        ko: "4HO는 4HO/4PO 쿼터턴 시리즈 중 유압 모터로 구동하는 모델입니다. 20~120 bar의 유압을 공급받아 밸브를 개폐하며(출력 토크는 시리즈 최대 4,000 N·m 안에서 밸브의 필요 토크에 맞춰 선정해 드립니다), 기계 효율은 95% 이상입니다. 보호 등급은 IP67 또는 IP68로 공급되므로 침수 우려가 있는 장소에도 대응할 수 있습니다. 선박이나 플랜트에 이미 유압 설비가 있는 경우, 이를 구동원으로 활용해 밸브를 원격으로 조작할 수 있습니다.",
        en: "The 4HO is the hydraulic motor version of the 4HO/4PO quarter-turn series. Supplied with hydraulic pressure of 20–120 bar, it operates the valve at a mechanical efficiency above 95%; its output is chosen for the valve's torque within the series maximum of 4,000 N·m. It is available with IP67 or IP68 protection, so it can also be used where flooding is a risk. Where a ship or plant already has a hydraulic power supply, the 4HO uses it to operate valves remotely.",
      },
      features: {
        ko: [
          "유압 모터 구동, 공급 압력 20~120 bar",
          "쿼터턴 출력 (시리즈 최대 4,000 N·m)",
          "95% 이상의 기계 효율",
          "IP67 또는 IP68 보호 등급",
          "선박·플랜트의 기존 유압 설비를 구동원으로 활용",
        ],
        en: [
          "Hydraulic motor drive for a 20–120 bar supply",
          "Quarter-turn output (series maximum 4,000 N·m)",
          "Mechanical efficiency above 95%",
          "IP67 or IP68 protection",
          "Runs from the existing hydraulic supply of a ship or plant",
        ],
      },
      specifications: [
        specRow(
          { ko: "시리즈", en: "Series" },
          { ko: "4HO/4PO 쿼터턴 시리즈", en: "4HO/4PO quarter-turn series" },
        ),
        specRow({ ko: "동작", en: "Operation" }, QUARTER_TURN),
        specRow({ ko: "구동", en: "Drive" }, { ko: "유압 모터", en: "Hydraulic motor" }),
        ...figureRows(figuresOf("4ho")),
        specRow({ ko: "기계 효율", en: "Mechanical efficiency" }, EFFICIENCY),
        specRow({ ko: "보호 등급", en: "IP rating" }, PROTECTION),
      ],
      detailImages: [drawings.specialGearboxSection, drawings.special4hoCircuit],
    },
    {
      id: "4po",
      code: "4PO",
      name: {
        ko: "4PO 공압 베인 모터 구동 쿼터턴 액추에이터",
        en: "4PO Pneumatic vane motor quarter-turn actuator",
      },
      category: "special",
      subcategory: "hydraulic-pneumatic-actuators",
      image: drawing,
      description: {
        ko: "공압 베인 모터로 구동하는 쿼터턴 액추에이터로, 2~10 bar의 압축 공기로 최대 4,000 N·m의 토크를 냅니다.",
        en: "A quarter-turn actuator driven by a pneumatic vane motor, delivering up to 4,000 N·m from a 2–10 bar compressed-air supply.",
      },
      detailDescription: {
        ko: "4PO는 4HO/4PO 쿼터턴 시리즈 중 공압 베인 모터로 구동하는 모델입니다. 2~10 bar의 압축 공기를 공급받아 밸브를 개폐하며(출력 토크는 시리즈 최대 4,000 N·m 안에서 밸브의 필요 토크에 맞춰 선정해 드립니다), 기계 효율은 95% 이상입니다. 보호 등급은 IP67 또는 IP68로 공급됩니다. 구동부에 전동기가 필요 없으므로, 압축 공기는 확보되어 있으나 전동 구동을 피하고 싶은 현장에 적합합니다.",
        en: "The 4PO is the pneumatic vane motor version of the 4HO/4PO quarter-turn series. Supplied with compressed air at 2–10 bar, it operates the valve at a mechanical efficiency above 95%; its output is chosen for the valve's torque within the series maximum of 4,000 N·m. It is available with IP67 or IP68 protection. As the drive needs no electric motor, it suits sites where compressed air is available but an electric drive is not wanted.",
      },
      features: {
        ko: [
          "공압 베인 모터 구동, 공급 압력 2~10 bar",
          "쿼터턴 출력 (시리즈 최대 4,000 N·m)",
          "95% 이상의 기계 효율",
          "IP67 또는 IP68 보호 등급",
          "전동기 없이 압축 공기만으로 구동",
        ],
        en: [
          "Pneumatic vane motor drive for a 2–10 bar supply",
          "Quarter-turn output (series maximum 4,000 N·m)",
          "Mechanical efficiency above 95%",
          "IP67 or IP68 protection",
          "Driven by compressed air alone, with no electric motor",
        ],
      },
      specifications: [
        specRow(
          { ko: "시리즈", en: "Series" },
          { ko: "4HO/4PO 쿼터턴 시리즈", en: "4HO/4PO quarter-turn series" },
        ),
        specRow({ ko: "동작", en: "Operation" }, QUARTER_TURN),
        specRow({ ko: "구동", en: "Drive" }, { ko: "공압 베인 모터", en: "Pneumatic vane motor" }),
        ...figureRows(figuresOf("4po")),
        specRow({ ko: "기계 효율", en: "Mechanical efficiency" }, EFFICIENCY),
        specRow({ ko: "보호 등급", en: "IP rating" }, PROTECTION),
      ],
      detailImages: [drawings.specialGearboxSection, drawings.special4poCircuit],
    },
  ];

  return {
    sections: [
      {
        id: "hydraulic-pneumatic-actuators",
        name: { ko: "유압·공압 액추에이터", en: "Hydraulic and pneumatic actuators" },
        description: {
          ko: "유압 모터 또는 공압 베인 모터로 구동하는 4HO/4PO 쿼터턴 액추에이터",
          en: "4HO/4PO quarter-turn actuators driven by a hydraulic motor or a pneumatic vane motor",
        },
        totalPages: 1,
        pages: [
          {
            pageNumber: 1,
            title: { ko: "개요", en: "Overview" },
            content: [
              {
                type: "title",
                text: {
                  ko: "유압·공압 모터 구동 쿼터턴 액추에이터",
                  en: "Hydraulic and pneumatic motor-driven quarter-turn actuators",
                },
              },
              {
                type: "highlight",
                text: {
                  ko: "4HO/4PO 쿼터턴 시리즈는 유압 모터 또는 공압 베인 모터로 구동하며, 최대 4,000 N·m의 토크를 냅니다.",
                  en: "The 4HO/4PO quarter-turn series is driven by a hydraulic motor or a pneumatic vane motor and delivers up to 4,000 N·m.",
                },
              },
              {
                type: "text",
                html: {
                  ko: "<p>전원을 끌어오기 어렵거나 전동 구동을 피해야 하는 현장, 또는 유압·압축 공기 설비를 이미 갖춘 현장에서는 해당 매체로 직접 구동하는 액추에이터가 효과적입니다. <strong>4HO</strong>는 유압 모터로, <strong>4PO</strong>는 공압 베인 모터로 밸브를 구동하며, 두 모델 모두 기계 효율이 95% 이상입니다. 조선·해양, LNG 운반선, 석유화학 플랜트의 밸브 원격 조작에 적합합니다.</p>",
                  en: "<p>Where electric power is hard to bring in or an electric drive is best avoided, or where a hydraulic or compressed-air supply is already in place, an actuator driven directly by that medium is the practical choice. The <strong>4HO</strong> drives the valve with a hydraulic motor and the <strong>4PO</strong> with a pneumatic vane motor; both reach a mechanical efficiency above 95%. They suit remote valve operation in shipbuilding and marine, on LNG carriers and in petrochemical plants.</p>",
                },
              },
              {
                type: "section",
                title: { ko: "주요 사양", en: "Key data" },
                content: [
                  {
                    type: "table",
                    table: {
                      caption: {
                        ko: "4HO/4PO 쿼터턴 시리즈 주요 사양",
                        en: "4HO/4PO quarter-turn series, key data",
                      },
                      columns: [
                        { label: { ko: "항목", en: "Item" } },
                        { label: { ko: "4HO (유압)", en: "4HO (hydraulic)" } },
                        { label: { ko: "4PO (공압 베인 모터)", en: "4PO (pneumatic vane motor)" } },
                      ],
                      rows: [
                        [
                          { ko: "구동 모터", en: "Drive motor" },
                          { ko: "유압 모터", en: "Hydraulic motor" },
                          { ko: "공압 베인 모터", en: "Pneumatic vane motor" },
                        ],
                        [FIGURE_LABELS.supply, HYDRAULIC_SUPPLY, VANE_SUPPLY],
                        [{ ko: "동작", en: "Operation" }, QUARTER_TURN, QUARTER_TURN],
                        [FIGURE_LABELS.seriesTorque, MAX_TORQUE, MAX_TORQUE],
                        [{ ko: "기계 효율", en: "Mechanical efficiency" }, EFFICIENCY, EFFICIENCY],
                        [{ ko: "보호 등급", en: "IP rating" }, PROTECTION, PROTECTION],
                      ],
                      notes: {
                        ko: [
                          "출력 토크 4,000 N·m은 시리즈 최댓값입니다. 밸브의 필요 토크와 현장 공급 압력에 맞춰 적합한 모델을 선정해 드립니다.",
                        ],
                        en: [
                          "4,000 N·m is the maximum for the series. We select the model to match the valve's required torque and the supply pressure on site.",
                        ],
                      },
                    },
                  },
                  {
                    type: "image-text",
                    layout: "text-image",
                    text: {
                      ko: "유압 모터(4HO) 또는 공압 베인 모터(4PO)가 액추에이터를 구동해 밸브를 쿼터턴으로 개폐합니다. 구동 매체의 공급 압력은 4HO가 20~120 bar, 4PO가 2~10 bar이며, 보호 등급은 현장 조건에 따라 IP67 또는 IP68을 선택합니다.",
                      en: "A hydraulic motor (4HO) or a pneumatic vane motor (4PO) drives the actuator, which opens and closes the valve through a quarter turn. The supply pressure is 20–120 bar for the 4HO and 2–10 bar for the 4PO, and protection is IP67 or IP68 to suit the site.",
                    },
                    image: drawing,
                  },
                ],
              },
              { type: "product-catalog", products: products.map((product) => product.id) },
              {
                type: "contact",
                text: {
                  ko: "4HO/4PO 액추에이터의 사양 검토나 견적이 필요하시면 밸브 사양, 필요 토크, 현장의 유압 또는 공압 공급 조건을 알려 주십시오.",
                  en: "For a specification review or a quotation for 4HO/4PO actuators, please send us the valve data, the required torque and the hydraulic or air supply available on site.",
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
