import type { GalleryItem } from "./schemas";

const step = (n: number) => ({
  src: `/images/gallery/pinch-300a/${String(n).padStart(2, "0")}.svg`,
  width: 800,
  height: 600,
  alt: { ko: `작업 ${n}단계`, en: `Step ${n}` },
  caption: { ko: `작업 ${n}단계`, en: `Step ${n}` },
});

export const galleryItems: GalleryItem[] = [
  {
    id: 1,
    title: { ko: "핀치 밸브 300A 슬리브 교체 작업", en: "Pinch valve 300A sleeve replacement" },
    description: { ko: "준비 중", en: "Being prepared" },
    image: step(1),
    images: Array.from({ length: 19 }, (_, i) => step(i + 1)),
  },
];

/** Accepts only a canonical positive integer id ("1", not "01" or "1e0"). */
export function findGalleryItem(rawId: string): GalleryItem | undefined {
  if (!/^[1-9][0-9]{0,8}$/.test(rawId)) return undefined;
  return galleryItems.find((item) => item.id === Number(rawId));
}
