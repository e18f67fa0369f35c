import { createTranslation, type Dictionary } from "../../i18n/words";

/**
 * The words of the owner's home: the lockout warning (Home.tsx), the launch checklist
 * (app/admin/home/checklist.server.ts), the mail files' space and the edge, in both languages.
 */
const ko = {
  lockout: "로그인 방법을 하나 더 마련하세요",
  lockoutText:
    "소유자 계정이 이 계정 하나뿐인데, 로그인할 수 있는 기기가 하나뿐이고 남은 복구 코드도 없습니다. 그 기기를 잃어버리면 서버 담당자가 서버에서 직접 계정을 복구해야 합니다. 새 복구 코드를 만들어 종이에 적어 두거나, 다른 기기(컴퓨터, 다른 휴대폰, 보안 키)로 패스키를 하나 더 등록하세요.",
  lockoutCodes: "새 복구 코드 만들기",
  lockoutPasskey: "패스키 하나 더 등록하기",
  checklist: "출시 점검표",
  checklistText: "사이트를 공개하기 전에 확인할 일입니다. 고치면 이 표가 바로 바뀝니다.",
  checklistCount: "{total}개 중 {done}개 완료",
  done: "완료",
  todo: "할 일",
  fix: "고치러 가기",
  facts: "회사 정보를 실제 값으로",
  factsTodo:
    "저장소의 예시 값 그대로인 항목: {fields}. 회사 정보에서 실제 값으로 바꾸고 게시하세요.",
  factsDone: "상호, 대표자, 전화, 팩스, 이메일을 실제 값으로 바꿨습니다.",
  fact_name: "상호",
  fact_ceo: "대표자",
  fact_phone: "전화",
  fact_fax: "팩스",
  fact_email: "이메일",
  registration: "사업자등록번호",
  registrationTodo:
    "사업자등록번호가 비어 있습니다. 공공기관과 기업의 구매 담당자가 거래 전에 가장 먼저 확인하는 정보입니다. 회사 정보에 적고 게시하세요.",
  registrationDone: "사업자등록번호를 적었습니다.",
  address: "주소의 건물 번호",
  addressTodo:
    "주소 '{address}'에 도로명 뒤의 건물 번호가 없습니다. 방문하거나 물건을 보내는 분이 찾을 수 있도록 회사 정보에 건물 번호를 적고 게시하세요.",
  addressDone: "주소에 건물 번호가 있습니다.",
  claims: "회사의 업력을 한 가지로",
  claimsTodo:
    "공개 페이지가 회사의 업력을 한꺼번에 여러 가지로 말합니다. 구매 담당자는 이런 차이를 신뢰의 문제로 봅니다. 아래 자리마다 보이는 표현을 하나로 맞추세요. 회사 정보에 적힌 연도는 모두 그대로 남습니다.",
  claimsDone: "공개 페이지가 회사의 업력을 한 가지로 말합니다.",
  place_heroClaim: "홈 첫 화면의 문장: {reading}",
  place_yearsFigure: "홈의 주요 수치: {reading}",
  place_why: "홈의 '왜 한빛인가': {reading}",
  place_history: "회사소개 연혁: {year}년 창업·설립",
  history: "최근까지 이어지는 연혁",
  historyTodo:
    "회사소개의 연혁이 {year}년에서 멈춰 있습니다. 그 뒤의 주요 납품, 인증, 사옥 이전 같은 일을 더하고 게시하세요.",
  historyDone: "연혁이 최근까지 이어집니다.",
  officer: "개인정보 보호책임자와 담당 부서",
  officerTodo:
    "저장소의 예시 값 그대로인 항목: {fields}. 개인정보 처리방침에 그대로 나옵니다. 회사 정보에서 바꾸고 게시하세요.",
  officerDone: "보호책임자와 담당 부서를 정했습니다.",
  fact_officerName: "보호책임자 성명",
  fact_officerEmail: "보호책임자 이메일",
  fact_deskName: "담당 부서",
  fact_deskEmail: "부서 이메일",
  processors: "개인정보 처리 위탁 업체 (호스팅, 메일)",
  processorsTodo:
    "업체 이름이 빠진 업무: {tasks}. 처리방침에는 업체 이름 대신 법이 요구하는 내용만 나옵니다. 회사 정보의 '개인정보 처리 위탁'에 업체 이름과 연락처를 적고 게시하세요.",
  processorsDone: "위탁 업체의 이름을 모두 적었습니다.",
  mail: "문의 알림 메일",
  mailTodo:
    "문의가 와도 직원에게 알림 메일이 가지 않습니다. 메일 설정에서 메일 서버(SMTP)와 보내는 사람을 입력하세요.",
  mailUntested:
    "메일 설정은 되어 있지만 지금 설정으로 보낸 시험 메일이 없습니다. 메일 설정에서 '시험 메일 보내기'를 누르세요.",
  mailDone: "문의가 오면 직원에게 알림 메일을 보냅니다. 마지막 시험 메일: {when}.",
  backup: "최근 하루 안의 백업",
  backupNone:
    "백업이 한 번도 없습니다. 서버에 백업 폴더(BACKUP_DIR)가 정해져 있으면 매일 자동으로 백업합니다.",
  backupOld: "마지막 백업이 {when}으로, 하루가 넘었습니다. 서버의 매일 백업이 멈췄는지 확인하세요.",
  backupNoDir:
    "백업 폴더(BACKUP_DIR)가 정해져 있지 않아 자동 백업이 없습니다. 서버를 관리하는 분께 설정을 부탁하세요.",
  backupDone: "마지막 백업: {when}",
  https: "HTTPS와 사이트 주소(SITE_URL)",
  httpsNotHttps: "사이트 주소(SITE_URL)가 {site}로, https로 시작하지 않습니다.",
  httpsOther:
    "이 페이지는 {here}에서 열렸지만 사이트 주소(SITE_URL)는 {site}입니다. 메일의 링크와 검색엔진 정보가 다른 주소를 가리킵니다.",
  httpsDone: "이 페이지의 주소와 사이트 주소가 같고 HTTPS입니다: {site}",
  closedDays: "내년 휴무일",
  closedDaysTodo:
    "{year}년 휴무일 목록이 아직 확정되지 않았습니다. 공휴일과 회사 휴무일(창립기념일, 여름 휴가 등)을 확인하고 확정하세요. 응답 기한이 이 목록으로 계산됩니다.",
  closedDaysDone: "{year}년 휴무일 목록을 확정했습니다.",
  mailFiles: "메일 파일 저장 공간",
  mailFilesNear:
    "메일 첨부 파일이 저장 공간 한도 {quota} 가운데 {used}({percent}%)를 쓰고 있습니다. 한도를 넘으면 새로 오는 메일의 첨부 파일은 보관하지 않습니다. 필요 없는 문의를 개인정보 파기 화면에서 지우거나, 서버 담당자에게 한도(MAIL_FILES_QUOTA_MB)를 늘려 달라고 부탁하세요.",
  mailFilesFull:
    "메일 첨부 파일이 저장 공간 한도 {quota}를 다 썼습니다({used}). 새로 오는 메일의 첨부 파일은 더 이상 보관하지 않고, 문의 기록에 파일 이름과 크기만 남깁니다. 필요 없는 문의를 개인정보 파기 화면에서 지우거나, 서버 담당자에게 한도(MAIL_FILES_QUOTA_MB)를 늘려 달라고 부탁하세요.",
  mailFilesErase: "개인정보 파기 화면으로",
  edge: "캐시와 검색엔진",
  edgeText:
    "게시하면 바뀐 페이지를 CDN 캐시에서 지우고(CDN_PURGE_URL), 검색엔진에 바뀐 주소를 알립니다(IndexNow).",
  edgePurgeNone: "CDN 비우기({host}): 아직 보낸 적이 없습니다.",
  edgePurgeOk: "CDN 비우기({host}): 모두 보냈습니다. 마지막 {when}, 키 {count}개.",
  edgePurgeWaiting:
    "CDN 비우기({host}): {pending}건이 {since}부터 기다리며 다시 시도하는 중입니다. 그동안 바뀐 페이지가 캐시에서 최대 5분 옛 내용으로 보일 수 있습니다. 마지막 오류: {error}",
  edgePurgeFailed:
    "CDN 비우기({host}): {failed}건을 하루 동안 보내지 못해 그만두었습니다. CDN 설정과 토큰(CDN_PURGE_TOKEN)을 확인하세요. 마지막 오류: {error}",
  edgeIndexNowNone: "IndexNow({host}): 아직 알린 적이 없습니다. 키 파일: {keyUrl}",
  edgeIndexNowOk: "IndexNow({host}): 마지막 알림 {when}, 주소 {count}개를 보냈습니다.",
  edgeIndexNowWaiting:
    "IndexNow({host}): {pending}건이 {since}부터 기다리는 중입니다. 마지막 오류: {error}",
  edgeIndexNowFailed:
    "IndexNow({host}): {failed}건을 보내지 못해 그만두었습니다. 마지막 오류: {error}",
  edgeIndexNowOffSetting: "IndexNow: 꺼져 있습니다(INDEXNOW=false).",
  edgeIndexNowOffLocal:
    "IndexNow: 사이트 주소(SITE_URL)가 검색엔진이 찾아올 수 없는 주소라 알리지 않습니다.",
};

export type HomeWordKey = keyof typeof ko;

const en: Dictionary<HomeWordKey> = {
  lockout: "Add a second way to sign in",
  lockoutText:
    "Yours is the only owner account, it signs in with one device only, and no recovery codes are left. If that device is lost, someone with access to the server has to restore the account there. Make new recovery codes and keep them on paper, or add another passkey from a second device (a computer, another phone, a security key).",
  lockoutCodes: "Make new recovery codes",
  lockoutPasskey: "Add another passkey",
  checklist: "Launch checklist",
  checklistText:
    "What to check before the site goes public. The list changes as soon as you fix a thing.",
  checklistCount: "{done} of {total} done",
  done: "Done",
  todo: "To do",
  fix: "Fix it",
  facts: "Real company facts",
  factsTodo:
    "Still the repository's sample values: {fields}. Replace them in the company facts and publish.",
  factsDone: "The trading name, CEO, telephone, fax and e-mail are your own.",
  fact_name: "trading name",
  fact_ceo: "CEO",
  fact_phone: "telephone",
  fact_fax: "fax",
  fact_email: "e-mail",
  registration: "Business registration number",
  registrationTodo:
    "The business registration number (사업자등록번호) is empty. Purchasing staff at public bodies and companies check it before anything else. Enter it in the company facts and publish.",
  registrationDone: "The business registration number is entered.",
  address: "The building's number in the address",
  addressTodo:
    "The address '{address}' has no building number after the road. Add it in the company facts so that visitors and couriers find you, and publish.",
  addressDone: "The address has its building number.",
  claims: "One age of the company",
  claimsTodo:
    "The public pages state the company's age several ways at once, which purchasing staff read as a question of trust. Choose one wording for every place below. Every year in the company facts stays as it is.",
  claimsDone: "The public pages state the company's age one way.",
  place_heroClaim: "Home, hero sentence: {reading}",
  place_yearsFigure: "Home, headline figure: {reading}",
  place_why: "Home, why choose us: {reading}",
  place_history: "Company history: founded {year}",
  history: "A history up to recent years",
  historyTodo:
    "The company history stops at {year}. Add what came after (major deliveries, certificates, a move) and publish.",
  historyDone: "The history reaches recent years.",
  officer: "Privacy officer and desk",
  officerTodo:
    "Still the repository's sample values: {fields}. The privacy policy shows them as they are. Change them in the company facts and publish.",
  officerDone: "The privacy officer and the desk are your own.",
  fact_officerName: "officer's name",
  fact_officerEmail: "officer's e-mail",
  fact_deskName: "desk's team",
  fact_deskEmail: "desk's e-mail",
  processors: "Providers processing personal data (hosting, mail)",
  processorsTodo:
    "Tasks without a provider's name: {tasks}. The privacy policy shows only what the law asks instead of a name. Add each provider's name and contact under the company facts' providers and publish.",
  processorsDone: "Every provider is named.",
  mail: "Inquiry notice mail",
  mailTodo:
    "Staff get no mail when an inquiry arrives: enter the mail server (SMTP) and sender in the mail settings.",
  mailUntested:
    "Mail is set up, but no test mail has gone through with these settings: press 'Send a test mail' in the mail settings.",
  mailDone: "Staff get a notice mail for each inquiry. Last test mail: {when}.",
  backup: "A backup in the last day",
  backupNone:
    "There is no backup yet. With a backup folder (BACKUP_DIR) set, the server makes one every day.",
  backupOld:
    "The last backup is from {when}, more than a day ago. Check that the server's daily backup still runs.",
  backupNoDir:
    "No backup folder (BACKUP_DIR) is set, so nothing is backed up. Ask whoever runs the server to set one.",
  backupDone: "Last backup: {when}",
  https: "HTTPS and the site's address (SITE_URL)",
  httpsNotHttps: "The site's address (SITE_URL) is {site}, which does not start with https.",
  httpsOther:
    "This page was opened at {here} but the site's address (SITE_URL) is {site}: links in mails and search engines' data point elsewhere.",
  httpsDone: "This page's address is the site's address, over HTTPS: {site}",
  closedDays: "Next year's closed days",
  closedDaysTodo:
    "The closed days for {year} are not confirmed yet. Check the public holidays and the company's own days (foundation day, summer closing) and confirm them: response deadlines are counted with this list.",
  closedDaysDone: "The closed days for {year} are confirmed.",
  mailFiles: "Space for mail files",
  mailFilesNear:
    "Mail attachments take {used} of their {quota} limit ({percent}%). Past the limit, new mail's attachments are not kept. Erase inquiries you no longer need on the Erase data page, or ask whoever runs the server to raise the limit (MAIL_FILES_QUOTA_MB).",
  mailFilesFull:
    "Mail attachments have used their whole {quota} limit ({used}). New mail's attachments are no longer kept: the inquiry shows only their names and sizes. Erase inquiries you no longer need on the Erase data page, or ask whoever runs the server to raise the limit (MAIL_FILES_QUOTA_MB).",
  mailFilesErase: "Go to Erase data",
  edge: "Caches and search engines",
  edgeText:
    "A publish removes the changed pages from the CDN's cache (CDN_PURGE_URL) and tells search engines their addresses (IndexNow).",
  edgePurgeNone: "CDN purge ({host}): none sent yet.",
  edgePurgeOk: "CDN purge ({host}): all sent. Last {when}, {count} keys.",
  edgePurgeWaiting:
    "CDN purge ({host}): {pending} waiting since {since}, being tried again. Meanwhile a changed page may show its old content from the cache for up to 5 minutes. Last error: {error}",
  edgePurgeFailed:
    "CDN purge ({host}): {failed} could not be sent for a day and were given up. Check the CDN's settings and its token (CDN_PURGE_TOKEN). Last error: {error}",
  edgeIndexNowNone: "IndexNow ({host}): nothing sent yet. Key file: {keyUrl}",
  edgeIndexNowOk: "IndexNow ({host}): last ping {when}, {count} addresses sent.",
  edgeIndexNowWaiting: "IndexNow ({host}): {pending} waiting since {since}. Last error: {error}",
  edgeIndexNowFailed:
    "IndexNow ({host}): {failed} could not be sent and were given up. Last error: {error}",
  edgeIndexNowOffSetting: "IndexNow: off (INDEXNOW=false).",
  edgeIndexNowOffLocal:
    "IndexNow: not sent, since the site's address (SITE_URL) is one no search engine can reach.",
};

export const homeWord = createTranslation({ ko, en });
