import { langFromPath, type Lang } from "../i18n/lang";

/**
 * The back office's words in both languages. Kept here, not in app/i18n's dictionaries, so that
 * no public page's data or script carries them.
 */
const ko = {
  panel: "관리자",
  home: "홈",
  content: "콘텐츠",
  account: "내 계정",
  staff: "직원 계정",
  audit: "감사 기록",
  erase: "개인정보 파기",
  mailSettings: "메일 설정",
  closedDays: "휴무일",
  unmatchedMail: "연결되지 않은 메일",
  numbers: "통계",
  units: "납품 제품",
  signIn: "로그인",
  signOut: "로그아웃",
  signOutEverywhere: "모든 기기에서 로그아웃",
  email: "이메일",
  password: "비밀번호",
  newPassword: "새 비밀번호",
  currentPassword: "현재 비밀번호",
  passwordAgain: "새 비밀번호 확인",
  passwordHint: "12자 이상 128자 이하. 문장처럼 긴 비밀번호를 권장합니다.",
  wrong: "이메일 또는 비밀번호가 맞지 않거나, 여러 번 실패하여 계정이 잠시 잠겼습니다.",
  rate: "시도가 너무 많습니다. 1분 후 다시 시도하세요.",
  secondStep: "2단계 인증",
  secondStepText: "인증 앱의 6자리 코드, 복구 코드 또는 패스키로 확인하세요.",
  code: "인증 앱 코드",
  recoveryCode: "복구 코드",
  verify: "확인",
  wrongCode: "코드가 맞지 않거나, 여러 번 실패하여 계정이 잠시 잠겼습니다.",
  usePasskey: "패스키로 확인",
  passkeyFailed: "패스키로 확인하지 못했습니다. 다시 시도하거나 다른 방법을 쓰세요.",
  passkeyNeedsJs: "패스키에는 자바스크립트가 필요합니다. 인증 앱 코드는 없이도 됩니다.",
  passkeySignIn: "패스키로 로그인",
  passkeyAloneText:
    "등록한 패스키가 지문, 얼굴 또는 PIN으로 본인을 확인하면 이메일과 비밀번호 없이 바로 로그인합니다.",
  passkeyAloneNoJs:
    "패스키로 로그인하려면 자바스크립트가 필요합니다. 자바스크립트 없이는 위에서 이메일과 비밀번호로 로그인하세요.",
  passkeyAloneFailed:
    "패스키로 로그인하지 못했습니다. 지문, 얼굴 또는 PIN으로 본인 확인을 하는, 이 사이트에 등록한 패스키만 혼자 로그인할 수 있습니다. 아니면 이메일과 비밀번호로 로그인하세요.",
  passkeyUnverified:
    "이 패스키는 지문, 얼굴 또는 PIN으로 본인 확인을 하지 않아 혼자서는 로그인할 수 없습니다. 이메일과 비밀번호로 로그인한 뒤 2단계 인증으로 쓰세요.",
  roleOwner: "소유자",
  roleStaff: "직원",
  join: "계정 만들기",
  joinText: "{email} 계정의 로그인 방법을 설정하세요.",
  joinNameText: "{email} 계정을 만듭니다. 먼저 이름을 알려 주세요.",
  joinName: "이름",
  joinNameHint:
    "문의에 보내는 답장의 서명에 들어갑니다. 예: 김영업 과장. 나중에 내 계정에서 바꿀 수 있습니다.",
  joinNameError: "이름을 {max}자 이내로, 줄바꿈 없이 입력하세요.",
  joinPasskeyTitle: "패스키로 만들기 (권장)",
  joinPasskeyText:
    "이 기기의 화면 잠금(지문, 얼굴, PIN)으로 본인을 확인하는 패스키 하나로 로그인합니다. 비밀번호는 필요 없고, 나중에 내 계정에서 설정할 수 있습니다.",
  joinWithPasskey: "패스키로 계정 만들기",
  joinPasskeyNoJs:
    "패스키에는 자바스크립트가 필요합니다. 아래의 비밀번호와 인증 앱은 없이도 됩니다.",
  joinPasskeyFailed:
    "패스키를 등록하지 못했습니다. 지문, 얼굴 또는 PIN으로 본인을 확인하는 패스키가 필요합니다. 다시 시도하거나 아래에서 비밀번호로 만드세요.",
  joinPasswordTitle: "비밀번호와 2단계 인증으로 만들기",
  badLink: "이 링크는 유효하지 않거나 만료되었습니다. 관리자에게 새 초대 링크를 요청하세요.",
  savePassword: "비밀번호 저장",
  mismatch: "두 비밀번호가 다릅니다.",
  tooShort: "비밀번호는 12자 이상이어야 합니다.",
  tooLong: "비밀번호는 128자 이하여야 합니다.",
  common: "너무 흔한 비밀번호입니다. 다른 비밀번호를 고르세요.",
  containsEmail: "비밀번호에 이메일 주소를 넣지 마세요.",
  passwordSaved: "비밀번호를 저장했습니다. 이제 2단계 인증을 설정하세요.",
  factorChoice: "2단계 인증 방법",
  totpTitle: "인증 앱 (TOTP)",
  totpText: "인증 앱에서 QR 코드를 스캔하거나 아래 키를 입력한 뒤, 앱에 표시된 코드를 입력하세요.",
  totpKey: "설정 키",
  qrAlt: "인증 앱에 등록할 QR 코드",
  addTotp: "인증 앱 등록",
  passkeyTitle: "패스키",
  passkeyText: "이 기기의 화면 잠금(지문, 얼굴, PIN)이나 보안 키로 로그인합니다.",
  addPasskey: "패스키 등록",
  recoveryTitle: "복구 코드",
  recoveryText:
    "인증 앱이나 패스키를 쓸 수 없을 때 코드 하나로 한 번 로그인할 수 있습니다. 지금 안전한 곳에 적어 두세요. 다시 표시되지 않습니다.",
  continue: "계속",
  changePassword: "비밀번호 변경",
  passwordChanged: "비밀번호를 변경했습니다.",
  setPassword: "비밀번호 설정",
  setPasswordText:
    "지금은 패스키로만 로그인합니다. 비밀번호를 설정하면 이메일과 비밀번호, 2단계 인증으로도 로그인할 수 있습니다.",
  passwordSet: "비밀번호를 설정했습니다.",
  factors: "2단계 인증",
  totpOn: "인증 앱이 등록되어 있습니다.",
  removeTotp: "인증 앱 삭제",
  passkeys: "패스키",
  noPasskeys: "등록된 패스키가 없습니다.",
  passkeyDevice: "패스키 {n} (이 기기)",
  passkeySynced: "패스키 {n} (동기화됨)",
  remove: "삭제",
  renewCodes: "새 복구 코드 만들기",
  codesLeft: "남은 복구 코드: {count}개",
  lastFactor: "마지막 2단계 인증 수단은 삭제할 수 없습니다.",
  recoveryLink: "패스키를 잃어버렸나요? 복구 코드로 로그인",
  recoverySignIn: "복구 코드로 로그인",
  recoverySignInText:
    "패스키로만 로그인하던 계정에서 패스키를 잃어버렸을 때 씁니다. 적어 둔 복구 코드 중 하나를 넣으세요. 코드 하나는 한 번만 쓸 수 있습니다.",
  recoverySignInPassword:
    "비밀번호가 있는 계정은 로그인 화면에서 이메일과 비밀번호를 넣은 뒤, 다음 화면에 복구 코드를 넣으세요.",
  wrongRecovery:
    "이메일 또는 복구 코드가 맞지 않거나, 여러 번 실패하여 계정이 잠시 잠겼습니다. 이미 쓴 코드는 다시 쓸 수 없습니다.",
  backToSignIn: "로그인 화면으로 돌아가기",
  recoveredTitle: "복구 코드로 로그인했습니다",
  recoveredText:
    "남은 복구 코드는 {count}개입니다. 다음에는 코드 없이 로그인할 수 있도록 지금 새 로그인 방법을 등록하세요.",
  recoveredPasskey: "이 기기에 새 패스키 등록",
  recoveredPasskeyNoJs:
    "패스키 등록에는 자바스크립트가 필요합니다. 자바스크립트 없이는 비밀번호와 인증 앱을 설정하세요.",
  recoveredPassword: "비밀번호 설정하기",
  recoveredTotp: "인증 앱 등록하기",
  recoveredLost:
    "새 방법으로 로그인되는 것을 확인한 뒤, 잃어버린 기기의 패스키나 인증 앱은 아래에서 삭제하세요.",
  sessionsTitle: "로그인 세션",
  sessionsText: "다른 기기와 브라우저의 세션도 모두 끝냅니다.",
  forbidden: "이 페이지는 소유자 계정만 볼 수 있습니다.",
  auditText: "로그인, 계정 변경, 문의 열람과 처리 기록. {days}일 동안 보관합니다.",
  when: "일시 (KST)",
  who: "사용자",
  action: "작업",
  target: "대상",
  detail: "내용",
  address: "IP 주소",
  actionCode: "작업 코드",
  from: "시작일",
  to: "종료일",
  all: "전체",
  filter: "조회",
  csv: "CSV 내보내기",
  none: "기록이 없습니다.",
  previous: "이전",
  next: "다음",
  count: "{count}건",
  skip: "본문으로 건너뛰기",
  language: "English",
  menu: "메뉴",
  shortcuts: "바로 가기",
  catalogue: "제품 카탈로그",
} as const;

type Words = Record<keyof typeof ko, string>;

const en: Words = {
  panel: "Admin Panel",
  home: "Home",
  content: "Content",
  account: "My account",
  staff: "Staff accounts",
  audit: "Audit log",
  erase: "Erase data",
  mailSettings: "Mail settings",
  closedDays: "Closed days",
  unmatchedMail: "Unmatched mail",
  numbers: "Numbers",
  units: "Delivered units",
  signIn: "Sign in",
  signOut: "Sign out",
  signOutEverywhere: "Sign out everywhere",
  email: "E-mail",
  password: "Password",
  newPassword: "New password",
  currentPassword: "Current password",
  passwordAgain: "New password again",
  passwordHint: "12 to 128 characters. A long phrase is best.",
  wrong:
    "The e-mail or password is wrong, or the account is locked for a while after too many tries.",
  rate: "Too many tries. Please wait a minute.",
  secondStep: "Second step",
  secondStepText:
    "Confirm with your authenticator app's 6-digit code, a recovery code or a passkey.",
  code: "Authenticator code",
  recoveryCode: "Recovery code",
  verify: "Verify",
  wrongCode: "The code is wrong, or the account is locked for a while after too many tries.",
  usePasskey: "Use a passkey",
  passkeyFailed: "The passkey did not work. Try again or use another way.",
  passkeyNeedsJs: "Passkeys need JavaScript; authenticator codes work without it.",
  passkeySignIn: "Sign in with a passkey",
  passkeyAloneText:
    "When your passkey checks it is you (fingerprint, face or PIN), it signs you in at once, without e-mail and password.",
  passkeyAloneNoJs:
    "Signing in with a passkey needs JavaScript. Without it, sign in above with your e-mail and password.",
  passkeyAloneFailed:
    "The passkey did not sign you in. Only a passkey registered here that checks it is you (fingerprint, face or PIN) can sign in alone; otherwise sign in with your e-mail and password.",
  passkeyUnverified:
    "This passkey did not check it is you (fingerprint, face or PIN), so it cannot sign in alone. Sign in with your e-mail and password and use it as the second step.",
  roleOwner: "Owner",
  roleStaff: "Staff",
  join: "Create your account",
  joinText: "Choose how {email} signs in.",
  joinNameText: "Making the account {email}. First, your name.",
  joinName: "Your name",
  joinNameHint:
    "Signs the replies you send to inquiries, e.g. Kim Young-up, Sales Manager. You can change it later under My account.",
  joinNameError: "Enter your name, at most {max} characters, on one line.",
  joinPasskeyTitle: "With a passkey (recommended)",
  joinPasskeyText:
    "A passkey that checks it is you with this device's screen lock (fingerprint, face or PIN) signs you in alone: no password is needed. You can set one later under My account.",
  joinWithPasskey: "Create the account with a passkey",
  joinPasskeyNoJs:
    "Passkeys need JavaScript. The password and authenticator app below work without it.",
  joinPasskeyFailed:
    "The passkey was not registered. It must check it is you (fingerprint, face or PIN). Try again, or use a password below.",
  joinPasswordTitle: "With a password and a second factor",
  badLink: "This link is not valid or has expired. Ask an owner for a new invitation.",
  savePassword: "Save password",
  mismatch: "The two passwords differ.",
  tooShort: "The password needs at least 12 characters.",
  tooLong: "The password may have at most 128 characters.",
  common: "This password is too common. Please choose another.",
  containsEmail: "Please leave your e-mail address out of the password.",
  passwordSaved: "Password saved. Now set up a second factor.",
  factorChoice: "Second factor",
  totpTitle: "Authenticator app (TOTP)",
  totpText:
    "Scan the QR code with your authenticator app or type in the key below, then enter the code the app shows.",
  totpKey: "Setup key",
  qrAlt: "QR code to add to an authenticator app",
  addTotp: "Add authenticator app",
  passkeyTitle: "Passkey",
  passkeyText: "Sign in with this device's screen lock (fingerprint, face, PIN) or a security key.",
  addPasskey: "Add a passkey",
  recoveryTitle: "Recovery codes",
  recoveryText:
    "When your authenticator app or passkey is out of reach, each code signs you in once. Write them down somewhere safe now: they are not shown again.",
  continue: "Continue",
  changePassword: "Change password",
  passwordChanged: "Password changed.",
  setPassword: "Set a password",
  setPasswordText:
    "You sign in with your passkey alone. With a password you can also sign in with your e-mail, the password and a second factor.",
  passwordSet: "Password set.",
  factors: "Second factors",
  totpOn: "An authenticator app is set up.",
  removeTotp: "Remove authenticator app",
  passkeys: "Passkeys",
  noPasskeys: "No passkeys yet.",
  passkeyDevice: "Passkey {n} (this device)",
  passkeySynced: "Passkey {n} (synced)",
  remove: "Remove",
  renewCodes: "Make new recovery codes",
  codesLeft: "Recovery codes left: {count}",
  lastFactor: "The last second factor cannot be removed.",
  recoveryLink: "Lost your passkey? Sign in with a recovery code",
  recoverySignIn: "Sign in with a recovery code",
  recoverySignInText:
    "For an account that signs in with a passkey alone, when the passkey is lost. Enter one of the recovery codes you wrote down; each code works once.",
  recoverySignInPassword:
    "An account with a password: sign in with your e-mail and password, and enter the code on the next screen.",
  wrongRecovery:
    "The e-mail or recovery code is wrong, or the account is locked for a while after several failures. A code already used does not work again.",
  backToSignIn: "Back to sign-in",
  recoveredTitle: "You signed in with a recovery code",
  recoveredText:
    "Recovery codes left: {count}. Add a new way to sign in now, so that next time you need no code.",
  recoveredPasskey: "Add a new passkey on this device",
  recoveredPasskeyNoJs:
    "Adding a passkey needs JavaScript. Without it, set a password and an authenticator app.",
  recoveredPassword: "Set a password",
  recoveredTotp: "Set up an authenticator app",
  recoveredLost:
    "Once the new way signs you in, remove the lost device's passkey or authenticator app below.",
  sessionsTitle: "Sessions",
  sessionsText: "Ends the sessions on every other device and browser too.",
  forbidden: "Only owner accounts can see this page.",
  auditText: "Sign-ins, account changes, inquiry views and actions. Kept for {days} days.",
  when: "Time (KST)",
  who: "User",
  action: "Action",
  target: "Target",
  detail: "Detail",
  address: "IP address",
  actionCode: "Action code",
  from: "From",
  to: "To",
  all: "All",
  filter: "Show",
  csv: "Export CSV",
  none: "No entries.",
  previous: "Previous",
  next: "Next",
  count: "{count} {count:entry|entries}",
  skip: "Skip to content",
  language: "한국어",
  menu: "Menu",
  shortcuts: "Shortcuts",
  catalogue: "Product catalogue",
};

export type WordKey = keyof typeof ko;
const dictionaries: Record<Lang, Words> = { ko, en };

/**
 * `text` with `{name}` filled from `vars`; `{name:one|other}` picks the noun for the number
 * `vars[name]` by the language's plural rules ("1 entry", "2 entries"; Korean needs none).
 */
export function fill(lang: Lang, text: string, vars: Record<string, string | number> = {}) {
  const rules = new Intl.PluralRules(lang === "ko" ? "ko-KR" : "en-GB");
  return text.replace(
    /\{(\w+)(?::([^|}]*)\|([^}]*))?\}/g,
    (_, name: string, one?: string, other?: string) =>
      one === undefined
        ? String(vars[name] ?? "")
        : rules.select(Number(vars[name])) === "one"
          ? one
          : other!,
  );
}

/** A word of the back office in `lang`, `{name}` filled from `vars`. */
export function word(lang: Lang, key: WordKey, vars: Record<string, string | number> = {}) {
  return fill(lang, dictionaries[lang][key], vars);
}

/** The admin path in a language: ("en", "/account") -> "/en/admin/account". */
export function adminPath(lang: Lang, path = ""): string {
  return `${lang === "en" ? "/en" : ""}/admin${path}`;
}

export function requestAdminLang(request: Request): Lang {
  return langFromPath(new URL(request.url).pathname);
}
