import type { CatalogGroup } from "../schemas";

export const pneumatic: CatalogGroup = {
  sections: [
    {
      id: "rotary",
      name: { ko: "로터리 액추에이터", en: "Rotary Actuators" },
      totalPages: 1,
      pages: [
        {
          pageNumber: 1,
          title: { ko: "로터리 액추에이터", en: "Rotary Actuators" },
          content: [{ type: "title", text: { ko: "로터리 액추에이터", en: "Rotary Actuators" } }],
        },
      ],
    },
  ],
  products: [],
};
