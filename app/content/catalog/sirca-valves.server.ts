import type { CatalogGroup } from "../schemas";

export const sircaValves: CatalogGroup = {
  sections: [
    {
      id: "butterfly-valves",
      name: { ko: "버터플라이 밸브", en: "Butterfly Valves" },
      totalPages: 1,
      pages: [
        {
          pageNumber: 1,
          title: { ko: "버터플라이 밸브", en: "Butterfly Valves" },
          content: [{ type: "title", text: { ko: "버터플라이 밸브", en: "Butterfly Valves" } }],
        },
      ],
    },
    {
      id: "ball-valves",
      name: { ko: "볼 밸브", en: "Ball Valves" },
      totalPages: 1,
      pages: [
        {
          pageNumber: 1,
          title: { ko: "볼 밸브", en: "Ball Valves" },
          content: [{ type: "title", text: { ko: "볼 밸브", en: "Ball Valves" } }],
        },
      ],
    },
  ],
  products: [],
};
