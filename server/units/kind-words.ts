import { createTranslation, type Dictionary } from "../../app/i18n/words";

/**
 * The names of a unit's paper and service kinds (kinds.ts), said once (decision 029): the
 * back office's unit page, where staff choose them, and the public unit page (/u/{token}) both
 * read them here. Imports only the words' factory, as kinds.ts imports nothing: pages' scripts
 * read both.
 */
const ko = {
  "paper.test-report": "시험성적서",
  "paper.wiring": "결선도",
  "paper.manual": "취급설명서",
  "paper.certificate": "인증서",
  "paper.other": "기타",
  "service.delivered": "납품",
  "service.inspection": "점검",
  "service.repair": "수리",
  "service.parts": "부품 교체",
  "service.retrofit": "개조",
  "service.other": "기타",
} as const;

export type UnitKindWordKey = keyof typeof ko;

const en: Dictionary<UnitKindWordKey> = {
  "paper.test-report": "Test report",
  "paper.wiring": "Wiring diagram",
  "paper.manual": "Manual",
  "paper.certificate": "Certificate",
  "paper.other": "Other",
  "service.delivered": "Delivered",
  "service.inspection": "Inspection",
  "service.repair": "Repair",
  "service.parts": "Parts replaced",
  "service.retrofit": "Retrofit",
  "service.other": "Other",
};

export const unitKindWord = createTranslation({ ko, en });
