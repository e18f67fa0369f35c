import { createTranslation, type Dictionary } from "../../../i18n/words";

/** The closed days page's words (app/admin/settings/closed-days/), in both languages. */
const ko = {
  title: "휴무일",
  intro:
    "문의 응답 기한과 지연 표시는 영업일(평일 09:00~18:00, 공휴일 제외)만 셉니다. 회사가 쉬는 날(창립기념일, 여름 휴가 등)과 정부가 새로 정한 임시공휴일을 여기에 넣으면 그날도 영업일에서 빠집니다.",
  ownerOnly: "휴무일은 소유자만 바꿀 수 있습니다.",
  listTitle: "회사 휴무일",
  none: "넣은 휴무일이 없습니다.",
  day: "날짜",
  dayHint: "예: 2027-08-02",
  name: "이름",
  nameHint: "예: 창립기념일, 여름 휴가, 임시공휴일",
  add: "휴무일 추가",
  remove: "삭제",
  added: "{day} 휴무일을 넣었습니다.",
  removed: "{day} 휴무일을 뺐습니다.",
  confirmedDone: "{year}년 휴무일 목록을 확정했습니다.",
  invalid: "입력한 내용을 확인해 주세요.",
  error_day: "날짜를 2027-08-02처럼 넣어 주세요.",
  error_name: "이름을 60자 이내로 넣어 주세요.",
  error_taken: "이미 휴무일로 들어 있는 날짜입니다.",
  yearTitle: "{year}년 쉬는 날",
  yearText:
    "공휴일은 관보와 법에 정한 규칙(선거일 포함)으로 계산합니다. 정부 발표와 다르거나 회사 휴무일이 빠졌으면 위에서 넣은 뒤 확정하세요.",
  holidays: "공휴일",
  companyDays: "회사 휴무일",
  noCompanyDays: "이 해의 회사 휴무일이 없습니다.",
  confirmed: "{year}년 목록은 확정되었습니다.",
  unconfirmed: "{year}년 목록은 아직 확정되지 않았습니다.",
  confirm: "{year}년 목록 확정",
  linkFromSettings: "휴무일 (응답 기한에서 빼는 날)",
} as const;

export type ClosedDaysWordKey = keyof typeof ko;

const en: Dictionary<ClosedDaysWordKey> = {
  title: "Closed days",
  intro:
    "Response deadlines and the overdue mark count business days only (weekdays 09:00–18:00, public holidays excluded). Add the days the company closes (foundation day, summer closing) and temporary holidays the government announces: they leave the business days too.",
  ownerOnly: "Only owners can change closed days.",
  listTitle: "Company closed days",
  none: "No closed days added.",
  day: "Date",
  dayHint: "For example 2027-08-02",
  name: "Name",
  nameHint: "For example foundation day, summer closing, temporary holiday",
  add: "Add closed day",
  remove: "Remove",
  added: "{day} added as a closed day.",
  removed: "{day} removed from the closed days.",
  confirmedDone: "The list for {year} is confirmed.",
  invalid: "Please check what you entered.",
  error_day: "Enter the date like 2027-08-02.",
  error_name: "Enter a name of at most 60 characters.",
  error_taken: "This date is already a closed day.",
  yearTitle: "Days off in {year}",
  yearText:
    "Public holidays come from the official gazette and the law's rules (election days included). If they differ from the government's announcement or a company day is missing, add it above, then confirm.",
  holidays: "Public holidays",
  companyDays: "Company closed days",
  noCompanyDays: "No company closed days this year.",
  confirmed: "The list for {year} is confirmed.",
  unconfirmed: "The list for {year} is not confirmed yet.",
  confirm: "Confirm the list for {year}",
  linkFromSettings: "Closed days (left out of response deadlines)",
};

export const closedDaysWord = createTranslation({ ko, en });
