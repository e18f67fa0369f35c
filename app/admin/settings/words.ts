import type { Lang } from "../../i18n/lang";
import { fill } from "../words";

/** The settings pages' words in both languages (kept with the back office, out of public pages). */
const ko = {
  mailTitle: "메일 설정",
  mailIntro:
    "문의가 들어오면 알림 메일을 보내고, 원하면 문의한 고객에게 접수 확인 메일도 보냅니다. 메일 서버(SMTP) 정보는 메일 서비스나 호스팅 업체의 안내에 있습니다.",
  stateOn: "메일 설정이 되어 있습니다. 문의 알림은 {to}(으)로 갑니다.",
  stateNoServer:
    "메일 서버가 설정되지 않아 메일을 보내지 않습니다. 문의는 문의함에 그대로 쌓입니다.",
  stateNoRecipient:
    "알림 받을 주소가 없어 문의 알림을 보내지 않습니다. 알림 받을 주소를 넣거나 소유자 계정을 만드세요.",
  lastTest: "마지막 시험 메일 성공: {at} (KST)",
  noTest: "지금 설정으로 보낸 시험 메일이 아직 없습니다.",
  fromEnv: "서버 환경 변수 {name}(으)로 정해져 있어 여기서 바꿀 수 없습니다.",
  serverTitle: "메일 서버 (SMTP)",
  serverFromEnv: "메일 서버: {host}:{port}",
  serverUser: "사용자: {user}",
  host: "서버 주소",
  hostHint: "예: smtp.example.com. 비워 두면 메일을 보내지 않습니다.",
  port: "포트",
  portHint: "비워 두면 TLS는 465, STARTTLS와 없음은 587을 씁니다.",
  security: "보안 연결",
  security_tls: "TLS (보통 포트 465)",
  security_starttls: "STARTTLS (보통 포트 587)",
  security_none: "없음 (같은 서버나 내부망의 메일 중계 서버만)",
  user: "사용자 이름",
  userHint: "메일 서버에 로그인하는 이름(보통 메일 주소). 비워 두면 로그인하지 않습니다.",
  password: "비밀번호",
  passwordStored: "비밀번호가 저장되어 있습니다. 그대로 두려면 비워 두세요.",
  passwordNone:
    "메일 서버에 로그인할 때 쓰는 비밀번호(앱 비밀번호)입니다. 화면에 다시 표시하지 않습니다.",
  passwordRetype: "저장하지 않았으므로 비밀번호를 다시 입력하세요.",
  addressesTitle: "보내는 사람과 받는 사람",
  from: "보내는 사람 주소",
  fromHint: "비워 두면 {address}",
  to: "알림 받을 주소",
  toHint: "한 줄에 하나씩 (쉼표로 나눠도 됩니다), 20개까지.",
  toOwners: "비워 두면 소유자 계정의 주소로 보냅니다: {owners}",
  toNoOwners: "비워 두면 소유자 계정의 주소로 보냅니다 (지금은 없음).",
  confirm: "문의한 고객에게 접수 확인 메일 보내기",
  confirmHint:
    "접수 번호, 견적 품목, 업무 시간과 연락처만 보내고 고객이 쓴 글은 넣지 않습니다. 같은 주소에는 하루 3통까지 보냅니다.",
  confirmOn: "고객 접수 확인 메일: 보냄",
  confirmOff: "고객 접수 확인 메일: 보내지 않음",
  save: "저장",
  saved: "메일 설정을 저장했습니다.",
  invalid: "저장하지 못했습니다. 표시된 칸을 고치세요.",
  error_host: "서버 주소는 smtp.example.com 같은 이름이어야 합니다.",
  error_port: "포트는 1에서 65535 사이의 숫자여야 합니다.",
  error_security: "보안 연결 방식을 고르세요.",
  error_user: "사용자 이름에 줄바꿈 같은 제어 문자를 넣을 수 없습니다.",
  error_password: "비밀번호는 500자 이하이고 제어 문자가 없어야 합니다.",
  error_from: "보내는 사람 주소가 올바른 메일 주소가 아닙니다.",
  error_to: "알림 받을 주소 중 올바른 메일 주소가 아닌 것이 있습니다 (20개까지).",
  testTitle: "시험 메일 보내기",
  testText: "저장된 설정으로 시험 메일을 보냅니다. 받은편지함에 도착하는지 확인하세요.",
  testTo: "받는 주소",
  testSend: "시험 메일 보내기",
  testSent: "{to}(으)로 시험 메일을 보냈습니다. 받은편지함(스팸함도)을 확인하세요.",
  testBadAddress: "받는 주소가 올바른 메일 주소가 아닙니다.",
  testSubject: "[{site}] 시험 메일 / Test mail",
  testBody:
    "관리자 화면의 메일 설정에서 보낸 시험 메일입니다. 이 메일이 도착했다면 문의 알림도 도착합니다.",
  problem_noServer: "메일 서버가 설정되지 않았습니다. 서버 주소를 넣고 저장한 뒤 다시 보내세요.",
  problem_auth: "메일 서버가 사용자 이름이나 비밀번호를 받아들이지 않았습니다.",
  problem_connect: "메일 서버에 연결하지 못했습니다. 서버 주소와 포트를 확인하세요.",
  problem_timeout: "메일 서버가 응답하지 않습니다. 포트와 보안 연결 방식을 확인하세요.",
  problem_tls:
    "보안 연결을 맺지 못했습니다. 보안 연결 방식(TLS 또는 STARTTLS)과 포트를 확인하세요.",
  problem_refused: "메일 서버가 보내는 사람이나 받는 사람 주소를 거절했습니다.",
  problem_other: "메일을 보내지 못했습니다.",
  serverAnswer: "메일 서버의 응답:",
} as const;

export type SettingsWordKey = keyof typeof ko;

const en: Record<SettingsWordKey, string> = {
  mailTitle: "Mail settings",
  mailIntro:
    "Each inquiry sends a notice by e-mail and, if you want, a confirmation to the buyer. Your mail service or host gives the mail server's (SMTP) details.",
  stateOn: "Mail is set. Inquiry notices go to {to}.",
  stateNoServer: "No mail server is set, so no mail is sent. Inquiries still arrive in the inbox.",
  stateNoRecipient:
    "No one is set to receive the notices, so none are sent. Add an address, or make an owner account.",
  lastTest: "Last test mail that went through: {at} (KST)",
  noTest: "No test mail has gone through these settings yet.",
  fromEnv: "Set by the server's environment variable {name}: it cannot be changed here.",
  serverTitle: "Mail server (SMTP)",
  serverFromEnv: "Mail server: {host}:{port}",
  serverUser: "User: {user}",
  host: "Server address",
  hostHint: "For example smtp.example.com. Empty: no mail is sent.",
  port: "Port",
  portHint: "Empty: 465 for TLS, 587 for STARTTLS and none.",
  security: "Secure connection",
  security_tls: "TLS (usually port 465)",
  security_starttls: "STARTTLS (usually port 587)",
  security_none: "None (a mail relay on this server or network only)",
  user: "User name",
  userHint: "The name to sign in to the mail server (often an e-mail address). Empty: no sign-in.",
  password: "Password",
  passwordStored: "A password is stored. Leave this empty to keep it.",
  passwordNone: "The password (app password) for the mail server. It is never shown again.",
  passwordRetype: "Nothing was saved: please type the password again.",
  addressesTitle: "Sender and recipients",
  from: "Sender address",
  fromHint: "Empty: {address}",
  to: "Notice recipients",
  toHint: "One a line (or separated by commas), up to 20.",
  toOwners: "Empty: the owner accounts' addresses: {owners}",
  toNoOwners: "Empty: the owner accounts' addresses (none yet).",
  confirm: "Send buyers a confirmation of their inquiry",
  confirmHint:
    "It has the reference, the quoted models, office hours and contacts, never what the buyer wrote. At most 3 a day to one address.",
  confirmOn: "Buyer's confirmation: sent",
  confirmOff: "Buyer's confirmation: not sent",
  save: "Save",
  saved: "Mail settings saved.",
  invalid: "Nothing was saved. Please correct the marked fields.",
  error_host: "The server address must be a name such as smtp.example.com.",
  error_port: "The port must be a number from 1 to 65535.",
  error_security: "Please choose a secure connection.",
  error_user: "The user name cannot hold control characters such as line breaks.",
  error_password: "The password may have up to 500 characters and no control characters.",
  error_from: "The sender address is not a valid e-mail address.",
  error_to: "One of the recipients is not a valid e-mail address (up to 20).",
  testTitle: "Send a test mail",
  testText: "Sends a test mail with the saved settings. Check that it arrives.",
  testTo: "Send to",
  testSend: "Send a test mail",
  testSent: "A test mail went to {to}. Check the inbox (and the spam folder).",
  testBadAddress: "The address to send to is not a valid e-mail address.",
  testSubject: "[{site}] 시험 메일 / Test mail",
  testBody:
    "This test mail was sent from the mail settings of the Admin Panel. If it arrived, inquiry notices will too.",
  problem_noServer: "No mail server is set. Enter a server address, save, and send again.",
  problem_auth: "The mail server did not accept the user name or password.",
  problem_connect: "Could not reach the mail server. Check the server address and port.",
  problem_timeout: "The mail server does not answer. Check the port and the secure connection.",
  problem_tls:
    "The secure connection failed. Check the secure connection (TLS or STARTTLS) and the port.",
  problem_refused: "The mail server refused the sender's or the recipient's address.",
  problem_other: "The mail could not be sent.",
  serverAnswer: "The mail server's answer:",
};

const WORDS = { ko, en } satisfies Record<Lang, Record<SettingsWordKey, string>>;

/** One word in `lang`, `{name}` replaced by `vars`. */
export function settingsWord(
  lang: Lang,
  key: SettingsWordKey,
  vars: Record<string, string | number> = {},
): string {
  return fill(lang, WORDS[lang][key], vars);
}
