import { createTranslation, type Dictionary } from "../../../i18n/words";

/** The gallery editor's words in both languages (the back office only). */
const ko = {
  gallery: "시공사례",
  newJob: "새 시공사례",
  title: "제목",
  date: "작업일",
  dateHint: "예: 2026-11-22. 모르면 비워 두십시오.",
  sector: "분야",
  sectorHint: "예: 광산, 수처리. 없으면 두 언어 모두 비워 두십시오.",
  products: "관련 제품",
  productsHint: "이 작업에 쓰인 카탈로그 제품을 모두 고르십시오.",
  description: "설명",
  photos: "사진",
  noPhotos: "아직 사진이 없습니다. 아래에서 사진을 올리십시오.",
  caption: "사진 설명",
  main: "대표 사진",
  moveUp: "위로",
  moveDown: "아래로",
  remove: "삭제",
  photoN: "사진 {n}",
  upload: "사진 올리기",
  uploadHint:
    "JPEG, PNG, WebP, AVIF, 한 장에 25 MB, 5천만 화소까지. 여러 장을 한 번에 고를 수 있습니다.",
  uploadButton: "선택한 사진 올리기",
  uploadProgress: "사진 처리 진행",
  processed: "{done}/{total}장 처리됨",
  refused: "{name}: {message}",
  added: "사진 {total}장 중 {added}장을 추가했습니다. 설명을 쓰고 저장하세요.",
  uploadFailed: "{name}: 올리지 못했습니다 (연결 오류). 다시 시도하십시오.",
  tooLarge: "{name}: 25 MB보다 큰 파일은 받지 않습니다. 더 작은 사진을 보내 주십시오.",
  drawing: "저장소 그림",
  preview: "미리 보기",
  edit: "편집",
} as const;

const en: Dictionary<GalleryWord> = {
  gallery: "Work gallery",
  newJob: "New gallery job",
  title: "Title",
  date: "Date of the work",
  dateHint: "For example 2026-11-22. Leave empty if unknown.",
  sector: "Sector",
  sectorHint: "For example mining, water treatment. Leave both languages empty if none.",
  products: "Related products",
  productsHint: "Tick every catalogue product used in this job.",
  description: "Description",
  photos: "Photos",
  noPhotos: "No photos yet. Upload photos below.",
  caption: "Caption",
  main: "Main photo",
  moveUp: "Move up",
  moveDown: "Move down",
  remove: "Remove",
  photoN: "Photo {n}",
  upload: "Upload photos",
  uploadHint:
    "JPEG, PNG, WebP or AVIF, up to 25 MB and 50 megapixels each. Choose several at once.",
  uploadButton: "Upload the chosen photos",
  uploadProgress: "Photo processing progress",
  processed: "{done} of {total} processed",
  refused: "{name}: {message}",
  added: "{added} of {total} photos added. Write their captions and save.",
  uploadFailed: "{name}: could not be uploaded (connection error). Please try again.",
  tooLarge: "{name}: files over 25 MB are not accepted. Please send a smaller photo.",
  drawing: "Repository drawing",
  preview: "Preview",
  edit: "Edit",
};

export type GalleryWord = keyof typeof ko;

export const galleryWord = createTranslation({ ko, en });
