import type { AboutContent } from "./schemas";

/** Company pages copy (SPEC section 2, /about). Written by helper; placeholder structure. */
export const about: AboutContent = {
  ceoMessage: {
    title: { ko: "인사말", en: "Message" },
    paragraphs: { ko: ["준비 중"], en: ["Being prepared"] },
    signature: { ko: "대표이사", en: "President" },
    image: {
      ko: {
        src: "/images/about/ceo-ko.svg",
        width: 480,
        height: 600,
        alt: { ko: "대표이사", en: "CEO" },
      },
      en: {
        src: "/images/about/ceo-en.svg",
        width: 480,
        height: 600,
        alt: { ko: "대표이사", en: "CEO" },
      },
    },
  },
  history: {
    intro: { ko: "연혁", en: "History" },
    events: Array.from({ length: 10 }, (_, i) => ({
      date: String(1992 + i),
      event: { ko: "준비 중", en: "Being prepared" },
    })),
    keywords: { ko: ["설립"], en: ["founded"] },
  },
  organization: {
    intro: { ko: "조직", en: "Organization" },
    ceo: { ko: "대표이사", en: "CEO" },
    teams: ["영업팀", "관리팀", "구매팀", "기술개발팀", "품질관리팀"].map((ko) => ({
      name: { ko, en: ko },
      duties: { ko, en: ko },
    })),
  },
  business: {
    intro: { ko: "사업", en: "Business" },
    areas: Array.from({ length: 4 }, () => ({
      title: { ko: "분야", en: "Area" },
      lines: { ko: ["준비 중"], en: ["Being prepared"] },
    })),
  },
  map: {
    title: { ko: "오시는 길", en: "Location" },
    image: {
      ko: {
        src: "/images/about/map-ko.svg",
        width: 800,
        height: 560,
        alt: { ko: "지도", en: "Map" },
      },
      en: {
        src: "/images/about/map-en.svg",
        width: 800,
        height: 560,
        alt: { ko: "지도", en: "Map" },
      },
    },
    subway: { ko: "지하철", en: "Subway" },
    car: { route1: { ko: "자동차 1", en: "Car 1" }, route2: { ko: "자동차 2", en: "Car 2" } },
  },
};
