import type { GalleryItem } from "./schemas";

export const galleryItems: GalleryItem[] = [
  {
    id: 1,
    title: { ko: "핀치 밸브 300A 슬리브 교체 작업", en: "Pinch valve 300A sleeve replacement" },
    imageCount: 19,
  },
];
/** Accepts only a canonical positive integer id ("1", not "01" or "1e0"). */
export function findGalleryItem(rawId: string): GalleryItem | undefined {
  if (!/^[1-9][0-9]{0,8}$/.test(rawId)) return undefined;
  return galleryItems.find((item) => item.id === Number(rawId));
}
