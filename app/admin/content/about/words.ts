import { createTranslation, type Dictionary } from "../../../i18n/words";

/** The company pages editor's words in both languages. */
const ko = {
  editorTitle: "회사소개 페이지",
  editorText:
    "회사소개의 다섯 페이지(인사말, 연혁, 조직도, 사업 분야, 오시는 길)의 문구와 이미지를 고칩니다. 한국어와 영어를 나란히 씁니다.",
  following:
    "아직 저장한 적이 없어, 페이지는 게시된 회사 정보(회사명, 대표이사, 주소, 전화)를 넣은 기본 문구를 보여 줍니다. 한 번 저장하면 이 문구는 직원이 쓴 글이 되어, 회사 정보를 바꿔도 저절로 바뀌지 않습니다.",
  owned:
    "이 문구는 직원이 쓴 글입니다. 회사 정보(회사명, 대표이사, 주소, 전화)를 바꿔도 저절로 바뀌지 않으니 여기서 고쳐 주세요.",
  ceo: "대표이사 인사말 (/about)",
  ceoTitle: "제목",
  paragraph: "문단 {n}",
  paragraphsHint:
    "문단을 지우려면 '삭제'를 고르고 저장합니다. 새 문단은 마지막 빈 칸에 쓰고 저장하면 그 아래에 빈 칸이 또 생깁니다.",
  signature: "서명",
  ceoImage: "인사말 이미지",
  history: "연혁 (/about/company)",
  historyIntro: "머리 문장",
  eventsHint:
    "페이지에는 날짜 순서로 보이니, 어떤 순서로 써도 됩니다. 새 연혁은 마지막 빈 칸에 씁니다.",
  event: "연혁 {n}",
  date: "날짜",
  dateHint: "연도(2026) 또는 연도와 월(2026.11)",
  eventText: "내용",
  keywords: "강조할 낱말",
  keywordsHint:
    "한 줄에 하나씩 씁니다. 연혁 내용에 이 낱말이 들어 있으면 페이지에서 강조해 보여 줍니다.",
  remove: "삭제",
  organization: "조직도 (/about/organization)",
  orgIntro: "머리 문장",
  orgHead: "맨 위 칸 (대표이사)",
  team: "팀 {n}",
  teamName: "팀 이름",
  duties: "하는 일",
  business: "사업 분야 (/about/business)",
  businessIntro: "머리 문장",
  area: "분야 {n}",
  areaTitle: "제목",
  areaLines: "설명 (한 줄에 한 항목)",
  map: "오시는 길 (/about/map)",
  mapTitle: "제목",
  subway: "지하철로 오시는 길",
  car1: "자동차로 오시는 길 1",
  car2: "자동차로 오시는 길 2",
  mapImage: "약도",
  address: "주소는 회사 정보에 있으며, 바닥글과 문의 페이지에도 함께 쓰입니다.",
  addressLink: "주소 고치기 (회사 정보)",
  imageFor: "{lang} 페이지",
  drawing: "지금 보이는 것: 사이트의 그림",
  photo: "지금 보이는 것: 올린 사진 {name}",
  chooseImage: "새 이미지 파일",
  imageHint:
    "JPEG, PNG, WebP, AVIF 파일, 25 MB까지. 위치 등 사진 속 정보는 지우고 여러 크기로 저장합니다. 새 이미지에는 대체 텍스트를 새로 써 주세요.",
  backToDrawing: "사이트의 그림으로 되돌리기",
  alt: "대체 텍스트 (화면 낭독기가 읽는 설명)",
  uploaded: "이미지를 올렸습니다: {names}.",
  describe: "새 이미지의 대체 텍스트를 써 주세요.",
  uploadFailed: "이미지를 올리지 못했습니다: {files}. 아무것도 저장하지 않았습니다.",
  previewHint: "미리보기는 인사말 페이지를 보여 줍니다.",
};

export type AboutWordKey = keyof typeof ko;

const en: Dictionary<AboutWordKey> = {
  editorTitle: "Company pages",
  editorText:
    "The text and images of the five company pages (message, history, organization, business areas, location), Korean and English side by side.",
  following:
    "Not saved yet: the pages show the repository's text with the published company facts (name, president, address, telephone) in it. Once saved, this text is staff's: changing the company facts no longer changes it.",
  owned:
    "This text is staff's: changing the company facts (name, president, address, telephone) does not change it, so edit it here.",
  ceo: "Message from the President (/about)",
  ceoTitle: "Title",
  paragraph: "Paragraph {n}",
  paragraphsHint:
    "To take a paragraph out, tick Remove and save. Write a new paragraph in the last, empty one; after saving, another empty one follows.",
  signature: "Signature",
  ceoImage: "Message image",
  history: "History (/about/company)",
  historyIntro: "Opening sentence",
  eventsHint:
    "The page shows the events in date order, so any order here will do. Write a new event in the last, empty one.",
  event: "Event {n}",
  date: "Date",
  dateHint: "A year (2026) or a year and month (2026.11)",
  eventText: "What happened",
  keywords: "Highlighted words",
  keywordsHint: "One a line. Where an event's text has one of these words, the page highlights it.",
  remove: "Remove",
  organization: "Organization (/about/organization)",
  orgIntro: "Opening sentence",
  orgHead: "Top box (the President)",
  team: "Team {n}",
  teamName: "Team name",
  duties: "Duties",
  business: "Business areas (/about/business)",
  businessIntro: "Opening sentence",
  area: "Area {n}",
  areaTitle: "Title",
  areaLines: "Description (one item a line)",
  map: "Location (/about/map)",
  mapTitle: "Title",
  subway: "By subway",
  car1: "By car, route 1",
  car2: "By car, route 2",
  mapImage: "Map",
  address: "The address is a company fact, also shown in the footer and on the contact page.",
  addressLink: "Edit the address (company facts)",
  imageFor: "{lang} page",
  drawing: "Shown now: the site's drawing",
  photo: "Shown now: the uploaded image {name}",
  chooseImage: "New image file",
  imageHint:
    "JPEG, PNG, WebP or AVIF, up to 25 MB. Location and other data in the file are removed and copies are made at several sizes. Write new alt text for a new image.",
  backToDrawing: "Show the site's drawing again",
  alt: "Alt text (what screen readers say)",
  uploaded: "Image uploaded: {names}.",
  describe: "Write the new image's alt text.",
  uploadFailed: "The image could not be uploaded: {files}. Nothing was saved.",
  previewHint: "The preview shows the message page.",
};

export const aboutWord = createTranslation({ ko, en });
