import type { CatalogGroup } from "../schemas";

export const electric: CatalogGroup = {
  sections: [
    {
      id: "manufacturer-specialists",
      name: { ko: "제조사 소개", en: "Actuator Specialists" },
      totalPages: 1,
      pages: [
        {
          pageNumber: 1,
          title: { ko: "제조사 소개", en: "Actuator Specialists" },
          content: [{ type: "title", text: { ko: "제조사 소개", en: "Actuator Specialists" } }],
        },
      ],
    },
    {
      id: "modular-design",
      name: { ko: "모듈식 설계", en: "Modular Design" },
      totalPages: 1,
      pages: [
        {
          pageNumber: 1,
          title: { ko: "모듈식 설계", en: "Modular Design" },
          content: [{ type: "title", text: { ko: "모듈식 설계", en: "Modular Design" } }],
        },
      ],
    },
    {
      id: "electric-features",
      name: { ko: "주요 특징", en: "Key Features" },
      totalPages: 1,
      pages: [
        {
          pageNumber: 1,
          title: { ko: "주요 특징", en: "Key Features" },
          content: [{ type: "title", text: { ko: "주요 특징", en: "Key Features" } }],
        },
      ],
    },
    {
      id: "range-series",
      name: { ko: "제품 시리즈", en: "Product Range" },
      totalPages: 1,
      pages: [
        {
          pageNumber: 1,
          title: { ko: "제품 시리즈", en: "Product Range" },
          content: [{ type: "title", text: { ko: "제품 시리즈", en: "Product Range" } }],
        },
      ],
    },
    {
      id: "400-410-series",
      name: { ko: "400·410 시리즈", en: "400-410 Series" },
      totalPages: 1,
      pages: [
        {
          pageNumber: 1,
          title: { ko: "400·410 시리즈", en: "400-410 Series" },
          content: [{ type: "title", text: { ko: "400·410 시리즈", en: "400-410 Series" } }],
        },
      ],
    },
    {
      id: "400-470-digital",
      name: { ko: "400~470 디지털", en: "400-470 Digital" },
      totalPages: 1,
      pages: [
        {
          pageNumber: 1,
          title: { ko: "400~470 디지털", en: "400-470 Digital" },
          content: [{ type: "title", text: { ko: "400~470 디지털", en: "400-470 Digital" } }],
        },
      ],
    },
    {
      id: "460-470-series",
      name: { ko: "460·470 시리즈", en: "460-470 Series" },
      totalPages: 1,
      pages: [
        {
          pageNumber: 1,
          title: { ko: "460·470 시리즈", en: "460-470 Series" },
          content: [{ type: "title", text: { ko: "460·470 시리즈", en: "460-470 Series" } }],
        },
      ],
    },
    {
      id: "integral-control",
      name: { ko: "일체형 제어", en: "Integral Control" },
      totalPages: 1,
      pages: [
        {
          pageNumber: 1,
          title: { ko: "일체형 제어", en: "Integral Control" },
          content: [{ type: "title", text: { ko: "일체형 제어", en: "Integral Control" } }],
        },
      ],
    },
    {
      id: "actuator-controls",
      name: { ko: "액추에이터 제어", en: "Actuator Controls" },
      totalPages: 1,
      pages: [
        {
          pageNumber: 1,
          title: { ko: "액추에이터 제어", en: "Actuator Controls" },
          content: [{ type: "title", text: { ko: "액추에이터 제어", en: "Actuator Controls" } }],
        },
      ],
    },
    {
      id: "quarter-turn-480",
      name: { ko: "480 쿼터턴", en: "480 Quarter-Turn" },
      totalPages: 1,
      pages: [
        {
          pageNumber: 1,
          title: { ko: "480 쿼터턴", en: "480 Quarter-Turn" },
          content: [{ type: "title", text: { ko: "480 쿼터턴", en: "480 Quarter-Turn" } }],
        },
      ],
    },
  ],
  products: [],
};
