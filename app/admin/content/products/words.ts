import { createTranslation, type Dictionary } from "../../../i18n/words";

/** The product photos editor's own words in both languages (the frame's are in ../words.ts). */
const ko = {
  title: "제품 사진",
  pickText:
    "사진을 올릴 제품을 고르세요. 게시한 사진은 제품 페이지, 목록의 제품 카드와 미리보기에서 도면보다 먼저 나옵니다.",
  find: "제품 찾기",
  findHint: "코드나 이름의 일부, 예: 480-035, 볼 밸브",
  findButton: "찾기",
  showAll: "모두 보기",
  noMatch: "찾는 제품이 없습니다.",
  photoCount: "사진 {n}장",
  noPhotos: "사진 없음",
  editorTitle: "{product} 사진",
  editorText:
    "사진은 올린 순서대로 도면 앞에 나옵니다. 사진마다 한국어와 영어 대체 텍스트(사진을 볼 수 없는 사람에게 읽어 줄 설명)가 필요합니다.",
  allProducts: "제품 목록",
  openPage: "제품 페이지 보기",
  photos: "사진",
  none: "아직 사진이 없습니다. 제품 페이지에는 도면만 나옵니다.",
  photo: "사진 {n}",
  file: "파일: {name}",
  alt: "대체 텍스트",
  position: "순서",
  remove: "이 사진 빼기",
  notAPhoto: "올린 사진이 아닙니다. 빼고 다시 올리세요.",
  add: "사진 추가",
  addHint:
    "JPEG, PNG, WebP, AVIF. 한 장에 25 MB, 5천만 화소까지. 위치 정보를 비롯한 메타데이터는 모두 지워집니다.",
  chooseFiles: "사진 파일",
  upload: "올리기",
  uploaded: "사진 {n}장을 올렸습니다. 대체 텍스트를 쓰고 초안을 저장하거나 게시하세요.",
  uploadNone: "올릴 사진 파일을 고르세요.",
  uploadFailed: "올리지 못한 파일: {files}",
};

export type PhotoWordKey = keyof typeof ko;

const en: Dictionary<PhotoWordKey> = {
  title: "Product photos",
  pickText:
    "Choose the product to add photos to. Published photos come first on its page, its card in the list and its preview, before the drawings.",
  find: "Find a product",
  findHint: "Part of a code or name, e.g. 480-035, ball valve",
  findButton: "Find",
  showAll: "Show all",
  noMatch: "No product matches.",
  photoCount: "{n} photos",
  noPhotos: "No photos",
  editorTitle: "Photos of {product}",
  editorText:
    "Photos come before the drawings, in this order. Each needs alt text in Korean and English: what it shows, read to people who cannot see it.",
  allProducts: "All products",
  openPage: "Open the product page",
  photos: "Photos",
  none: "No photos yet: the product page shows its drawings only.",
  photo: "Photo {n}",
  file: "File: {name}",
  alt: "Alt text",
  position: "Position",
  remove: "Remove this photo",
  notAPhoto: "This is not an uploaded photo. Remove it and upload it again.",
  add: "Add photos",
  addHint:
    "JPEG, PNG, WebP or AVIF, up to 25 MB and 50 megapixels each. Location and all other metadata are removed.",
  chooseFiles: "Photo files",
  upload: "Upload",
  uploaded: "{n} photos uploaded. Write their alt text, then save the draft or publish.",
  uploadNone: "Choose the photo files to upload.",
  uploadFailed: "Not uploaded: {files}",
};

export const photoWord = createTranslation({ ko, en });
