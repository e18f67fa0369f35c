import type { CatalogGroup } from "../schemas";

export const pinchValve: CatalogGroup = {
  sections: [
    {
      id: "pqvf",
      name: { ko: "PQVF·PQVI 핀치 밸브", en: "PQVF and PQVI Pinch Valves" },
      totalPages: 1,
      pages: [
        {
          pageNumber: 1,
          title: { ko: "PQVF·PQVI 핀치 밸브", en: "PQVF and PQVI Pinch Valves" },
          content: [
            {
              type: "title",
              text: { ko: "PQVF·PQVI 핀치 밸브", en: "PQVF and PQVI Pinch Valves" },
            },
          ],
        },
      ],
    },
  ],
  products: [],
};
