import { createTranslation, type Dictionary } from "../../i18n/words";

/** The numbers page's words (app/admin/numbers/), in both languages. */
const ko = {
  intro:
    "문의는 문의 데이터베이스에서 셉니다(스팸 제외). 페이지 조회와 결과 없는 검색은 개인정보 없이 날짜별 숫자로만 셉니다: 쿠키, IP 주소, 브라우저 정보는 저장하지 않고, 이메일 주소나 7자리 이상 숫자가 든 검색어는 남기지 않으며, {days}일이 지나면 지웁니다. 로봇으로 보이는 방문은 세지 않습니다.",
  introOff:
    "문의는 문의 데이터베이스에서 셉니다(스팸 제외). 페이지 조회와 검색은 세지 않도록 설정되어 있습니다(STATS_RETENTION_DAYS=0).",
  dates: "날짜는 서울 시간 기준입니다. 오늘: {today}.",
  months: "월별 문의와 견적 품목 (12개월)",
  weeks: "주별 문의와 견적 품목 (12주)",
  sectors: "분야별 문의 (12개월)",
  products: "제품별 문의 (12개월, 상위 20개)",
  searches: "결과가 없었던 검색어 (30일, 상위 20개)",
  viewed: "많이 본 제품 (30일, 상위 20개)",
  month: "월",
  week: "주 (월요일)",
  sector: "분야",
  product: "제품",
  query: "검색어",
  inquiries: "문의",
  lines: "견적 품목",
  searchCount: "검색 횟수",
  views: "조회수",
  noSector: "제품 없이 온 문의",
  none: "아직 없습니다.",
  csv: "CSV 내려받기",
  chartOf: "{title}: 막대 그래프. 같은 숫자가 옆 표에 있습니다.",
  max: "최대 {value}",
  responses: "답변 속도 (12개월, 업무 시간 기준)",
  responsesText:
    "업무 시간은 평일 09:00~18:00(서울)이며 주말과 공휴일은 세지 않습니다. 첫 응답은 사이트에서 보낸 첫 답장이나, 상태를 '답변 완료'로 바꾼 때입니다.",
  medianResponse: "첫 응답까지 걸린 시간 (중앙값)",
  medianMessageResponse: "구매자 메일마다 응답까지 걸린 시간 (중앙값, {count}건)",
  withinDay: "업무일 하루 안에 답변한 비율",
  withinDayValue: "{percent}% ({within}/{due}건)",
  noResponse: "아직 답변한 문의가 없습니다.",
  quotations: "분야별 견적과 수주 (12개월, 금액은 공급가액, 원)",
  quoted: "견적 보낸 문의",
  valueQuoted: "견적 금액",
  wonCount: "수주",
  valueWon: "수주 금액",
  winRate: "수주율 (%)",
  hoursToQuote: "첫 견적까지 (업무 시간, 중앙값)",
  unitRequests: "납품 제품의 서비스 요청과 부품 주문 (월별)",
  unitRequestsText:
    "납품 제품 페이지(명판의 QR 코드)에서 온 요청입니다. 응답 시간은 접수부터 첫 응답까지의 업무 시간 중앙값입니다.",
  serviceRequests: "서비스 요청",
  partsOrders: "부품 주문",
  requestsAnswered: "응답함",
  requestResponse: "첫 응답까지 (중앙값)",
  allSectors: "전체",
};

const en: Dictionary<NumbersWord> = {
  intro:
    "Inquiries are counted from the inquiry database (spam left out). Page views and searches that found nothing are counted without personal data, as numbers per day: no cookie, IP address or browser details are stored, a search holding an e-mail address or a number of 7 or more digits is not kept, and counts are deleted after {days} days. Visits that look like robots are not counted.",
  introOff:
    "Inquiries are counted from the inquiry database (spam left out). Page views and searches are not counted on this server (STATS_RETENTION_DAYS=0).",
  dates: "Dates are Seoul time. Today: {today}.",
  months: "Inquiries and quote lines per month (12 months)",
  weeks: "Inquiries and quote lines per week (12 weeks)",
  sectors: "Inquiries by sector (12 months)",
  products: "Inquiries by product (12 months, top 20)",
  searches: "Searches that found nothing (30 days, top 20)",
  viewed: "Most viewed products (30 days, top 20)",
  month: "Month",
  week: "Week (Monday)",
  sector: "Sector",
  product: "Product",
  query: "Search",
  inquiries: "Inquiries",
  lines: "Quote lines",
  searchCount: "Searches",
  views: "Views",
  noSector: "No product named",
  none: "None yet.",
  csv: "Download CSV",
  chartOf: "{title}: bar chart. The same numbers are in the table beside it.",
  max: "Most {value}",
  responses: "How fast inquiries were answered (12 months, business hours)",
  responsesText:
    "Business hours are weekdays 09:00 to 18:00 (Seoul); weekends and public holidays do not count. The first response is the first reply sent from the site, or the status set to answered.",
  medianResponse: "Time to the first response (median)",
  medianMessageResponse:
    "Time to the response to each buyer's mail (median, {count} {count:mail|mails})",
  withinDay: "Answered within one business day",
  withinDayValue: "{percent}% ({within} of {due})",
  noResponse: "No inquiry has been answered yet.",
  quotations: "Quotations and orders won by sector (12 months, supply value in KRW)",
  quoted: "Inquiries quoted",
  valueQuoted: "Value quoted",
  wonCount: "Won",
  valueWon: "Value won",
  winRate: "Win rate (%)",
  hoursToQuote: "To the first quotation (business hours, median)",
  unitRequests: "Service requests and parts orders from delivered units (per month)",
  unitRequestsText:
    "Requests sent from a delivered unit's page (the nameplate's QR code). The response time is the median business time from receipt to the first response.",
  serviceRequests: "Service requests",
  partsOrders: "Parts orders",
  requestsAnswered: "Answered",
  requestResponse: "To the first response (median)",
  allSectors: "All",
};

export type NumbersWord = keyof typeof ko;

export const numbersWord = createTranslation({ ko, en });
