import type { CatalogGroup } from "../schemas";

export const special: CatalogGroup = {
  sections: [
    {
      id: "hydraulic-pneumatic-actuators",
      name: { ko: "유압·공압 액추에이터", en: "Hydraulic & Pneumatic Actuators" },
      totalPages: 1,
      pages: [
        {
          pageNumber: 1,
          title: { ko: "유압·공압 액추에이터", en: "Hydraulic & Pneumatic Actuators" },
          content: [
            {
              type: "title",
              text: { ko: "유압·공압 액추에이터", en: "Hydraulic & Pneumatic Actuators" },
            },
          ],
        },
      ],
    },
  ],
  products: [],
};
