import { createTranslation, type Dictionary } from "../../i18n/words";

/** The staff page's words in both languages (kept with the back office, out of public pages). */
const ko = {
  title: "직원 계정",
  intro:
    "직원을 초대하고, 역할을 바꾸고, 계정을 잠시 막거나 다시 쓰게 합니다. 모든 변경은 감사 기록에 남습니다.",
  inviteTitle: "직원 초대",
  inviteText:
    "초대받은 사람은 24시간 안에 한 번만 쓸 수 있는 링크로 비밀번호와 2단계 인증을 설정합니다.",
  inviteMailOn: "메일 서버가 설정되어 있어 링크를 초대 메일로도 보냅니다.",
  inviteMailOff: "메일 서버가 설정되지 않아 링크를 직접 전해야 합니다.",
  email: "이메일",
  name: "이름 (선택)",
  nameHint:
    "답장 서명에 들어갑니다. 예: 김영업 과장. 비워 두면 본인이 계정을 만들 때 입력하며, 내 계정에서 바꿀 수 있습니다.",
  role: "역할",
  owner: "소유자",
  staff: "직원",
  roleHint: "소유자는 직원 계정, 감사 기록, 메일 설정과 개인정보 파기도 다룹니다.",
  invite: "초대",
  invited: "{email}님을 초대했습니다.",
  resetDone: "{email} 계정을 초기화했습니다. 이 사람은 새 링크로 다시 가입해야 합니다.",
  linkLabel: "가입 링크 (24시간 유효)",
  linkOnce: "이 링크는 지금 한 번만 표시되고 어디에도 저장되지 않습니다. 복사해 두세요.",
  mailed: "초대 메일을 {email}(으)로 보냈습니다.",
  notMailed: "메일 서버가 설정되지 않아 메일은 보내지 않았습니다. 링크를 직접 전하세요.",
  mailFailed: "메일 서버가 초대 메일을 받지 않았습니다. 링크를 직접 전하세요.",
  ownerResetMailed:
    "새 가입 링크는 {email}(으)로만 메일로 보냈습니다. 소유자 계정의 링크는 다른 사람에게 보이지 않습니다.",
  ownerResetMailFailed:
    "메일 서버가 메일을 받지 않아 {email}에게 새 링크가 가지 않았습니다. 메일 설정을 확인한 뒤 다시 초기화하세요.",
  ownerResetNeedsMail:
    "소유자이거나 소유자였던 계정은 초기화 링크를 그 사람에게 메일로만 보냅니다. 메일 서버가 설정되지 않았으므로 초기화하지 않았습니다. 먼저 메일 설정을 마치세요.",
  listTitle: "계정 목록",
  nameShown: "서명 이름",
  noName: "없음 (이메일로 서명)",
  you: "(나)",
  status: "상태",
  status_invited: "초대됨",
  status_active: "사용 중",
  status_disabled: "사용 중지",
  lastSignIn: "마지막 로그인 (KST)",
  never: "없음",
  factors: "로그인 수단",
  password: "비밀번호",
  noPassword: "비밀번호 없음",
  totp: "인증 앱",
  passkeys: "패스키 {count}개",
  codesLeft: "남은 복구 코드 {count}개",
  changeRole: "역할 변경",
  disable: "사용 중지",
  disableQuestion:
    "{email} 계정을 사용 중지할까요? 열려 있는 세션이 바로 끝나고 다시 사용하게 할 때까지 로그인할 수 없습니다.",
  enable: "다시 사용",
  enabled: "{email} 계정을 다시 쓸 수 있습니다.",
  enabledInvited:
    "{email} 계정은 아직 가입을 마치지 않았습니다. 초기화로 새 가입 링크를 만들어 전하세요.",
  disabled: "{email} 계정을 사용 중지했습니다. 열려 있던 세션이 모두 끝났습니다.",
  roleChanged: "{email} 계정의 역할을 {role}(으)로 바꿨습니다.",
  reset: "초기화",
  resetQuestion:
    "{email} 계정을 초기화할까요? 비밀번호, 인증 앱, 패스키, 복구 코드와 세션이 모두 지워지고, 새 링크로 다시 가입해야 합니다.",
  confirm: "예",
  cancel: "취소",
  yourself:
    "내 계정의 역할, 사용 중지, 초기화는 여기서 바꿀 수 없습니다. 다른 소유자에게 부탁하세요. 비밀번호와 2단계 인증은 내 계정에서 바꿉니다.",
  lastOwner:
    "사용 중인 마지막 소유자 계정은 사용 중지하거나, 직원으로 바꾸거나, 초기화할 수 없습니다.",
  error_email: "올바른 이메일 주소를 입력하세요.",
  error_exists:
    "이 이메일 주소의 계정이 이미 있습니다. 목록에서 초기화하거나 다시 사용하게 하세요.",
  error_role: "역할을 고르세요.",
  error_name: "이름은 {max}자 이내로 입력하세요.",
  noAccount: "그 계정을 찾지 못했습니다. 목록을 다시 확인하세요.",
} as const;

export type StaffWordKey = keyof typeof ko;

const en: Dictionary<StaffWordKey> = {
  title: "Staff accounts",
  intro:
    "Invite staff, change their role, stop an account for a while or let it sign in again. Every change is in the audit log.",
  inviteTitle: "Invite someone",
  inviteText:
    "The person sets a password and a second factor through a link that works once, within 24 hours.",
  inviteMailOn: "A mail server is set, so the link is also sent as an invitation mail.",
  inviteMailOff: "No mail server is set, so you pass the link on yourself.",
  email: "E-mail",
  name: "Name (optional)",
  nameHint:
    "Signs their replies, e.g. Kim Young-up, Sales Manager. Left empty, they give it when they join; they can change it on My account.",
  role: "Role",
  owner: "Owner",
  staff: "Staff",
  roleHint: "Owners also manage staff accounts, the audit log, mail settings and data erasure.",
  invite: "Invite",
  invited: "{email} is invited.",
  resetDone: "{email} is reset. The person must join again through the new link.",
  linkLabel: "Join link (valid 24 hours)",
  linkOnce: "This link is shown only now and is stored nowhere. Copy it.",
  mailed: "The invitation mail went to {email}.",
  notMailed: "No mail server is set, so no mail was sent. Pass the link on yourself.",
  mailFailed: "The mail server did not take the invitation mail. Pass the link on yourself.",
  ownerResetMailed:
    "The new join link went by mail to {email} only: an owner's link is shown to nobody else.",
  ownerResetMailFailed:
    "The mail server did not take the mail, so {email} has no new link. Check the mail settings, then reset again.",
  ownerResetNeedsMail:
    "An account that is or was an owner gets its reset link only by mail, and no mail server is set, so nothing was reset. Set up mail first.",
  listTitle: "Accounts",
  nameShown: "Signature name",
  noName: "None (signs with the e-mail)",
  you: "(you)",
  status: "Status",
  status_invited: "Invited",
  status_active: "Active",
  status_disabled: "Disabled",
  lastSignIn: "Last sign-in (KST)",
  never: "Never",
  factors: "Sign-in factors",
  password: "Password",
  noPassword: "No password",
  totp: "Authenticator app",
  passkeys: "{count} {count:passkey|passkeys}",
  codesLeft: "{count} recovery {count:code|codes} left",
  changeRole: "Change role",
  disable: "Disable",
  disableQuestion:
    "Disable {email}? Its open sessions end at once, and it cannot sign in until enabled again.",
  enable: "Enable",
  enabled: "{email} can sign in again.",
  enabledInvited: "{email} has not finished joining. Reset it to make a new join link.",
  disabled: "{email} is disabled. Its open sessions have ended.",
  roleChanged: "{email} is now {role}.",
  reset: "Reset",
  resetQuestion:
    "Reset {email}? Its password, authenticator app, passkeys, recovery codes and sessions are all removed, and the person must join again through a new link.",
  confirm: "Yes",
  cancel: "Cancel",
  yourself:
    "Your own role, disabling and reset cannot be changed here: ask another owner. Your password and second factors are on My account.",
  lastOwner: "The last active owner cannot be disabled, made staff or reset.",
  error_email: "Enter a valid e-mail address.",
  error_exists:
    "An account with this e-mail address exists. Reset it or enable it again in the list.",
  error_role: "Choose a role.",
  error_name: "Enter a name of at most {max} characters.",
  noAccount: "That account was not found. Check the list again.",
};

export const staffWord = createTranslation({ ko, en });
