import { josa } from "es-hangul";
import type { Lang } from "../i18n/lang";
import { pick } from "../i18n/localized";
import { isUnnamedProcessor, privacyContact } from "./company";
import { liveContent } from "./live.server";
import { policyStanding, policyVersions, type PolicyVersion } from "./privacy";
import type { Company, Processor } from "./schemas";
import { phoneText } from "../i18n/phone-text";

/**
 * The privacy policy (개인정보 처리방침, PIPA Art. 30, Enforcement Decree Art. 31), in the order
 * of PIPC's writing guideline. Text is the company's own; figures and names come from the facts
 * the site runs on: the retention setting, the published company facts (officer, desk,
 * processors) and, when the form posts to a hosted service (FORM_ENDPOINT), that service as a
 * processor abroad. `**bold**` marks what the page sets
 * in bold. docs/decisions/009-privacy.md says what each part relies on.
 */
export type PolicyBlock = { p: string } | { ul: string[] } | { table: string[][] };

export interface PolicySection {
  id: string;
  title: string;
  blocks: PolicyBlock[];
}

/**
 * The hosted form service the pages post to when built with FORM_ENDPOINT (Formspree's facts:
 * confirm them with its terms). It goes with that build setting, not with the company facts.
 */
export const hostedFormService: Processor = {
  name: { ko: "Formspree, Inc.", en: "Formspree, Inc." },
  country: { ko: "미국", en: "United States" },
  abroad: true,
  task: {
    ko: "문의 양식의 접수·보관과 직원에게 보내는 알림 메일",
    en: "Receiving and keeping the inquiry form's submissions and mailing them to the staff",
  },
  contact: "https://formspree.io",
};

export interface PolicyFacts {
  retentionDays: number;
  /**
   * Days the server keeps its counts of page views and searches (STATS_RETENTION_DAYS); absent
   * where nothing is counted (the static export has no server).
   */
  countDays?: number;
  /** The company facts published now. */
  company: Company;
  /** The hosted form service, when the site posts to one. */
  formService?: Processor;
}

type Text = (ko: string, en: string) => string;

/**
 * The version of 2026-11-22, the first, as it was published (superseded by 2026-11-23). Its
 * period is the server's setting, which has not changed since: a change needs a new version.
 */
function policy20261122(lang: Lang, facts: PolicyFacts): PolicySection[] {
  const tx: Text = (ko, en) => (lang === "ko" ? ko : en);
  const days = facts.retentionDays;
  const officer = facts.company.privacyOfficer;
  const desk = facts.company.privacyDesk;
  const reach = (who: { phone?: string; email?: string }) => {
    const { phone, email } = privacyContact(facts.company, who);
    return `${phoneText(phone, lang)}, ${email}`;
  };
  // A processor still under the repository's placeholder name is described by its task only.
  const unnamed = facts.company.processors.filter(isUnnamedProcessor);
  const processors = [
    ...facts.company.processors.filter((p) => !isUnnamedProcessor(p)),
    facts.formService,
  ].filter((p): p is Processor => p !== undefined);
  const abroad = processors.filter((p) => p.abroad);
  const name = (p: Processor) => pick(p.name, lang);
  const country = (p: Processor) => pick(p.country, lang);

  return [
    {
      id: "purposes",
      title: tx("1. 개인정보의 처리 목적", "1. Why we process personal data"),
      blocks: [
        {
          p: tx(
            "회사는 웹사이트의 문의 양식(제품 문의, 기술 지원, 견적 요청)으로 받은 개인정보를 문의와 견적 요청에 답변하고, 이를 위해 문의하신 분께 연락하는 데에만 씁니다. 광고나 홍보에는 쓰지 않으며, 목적이 바뀌면 「개인정보 보호법」 제18조에 따라 미리 다시 동의를 받습니다.",
            "We use the personal data sent with the website's inquiry form (product inquiries, technical support, quote requests) only to answer the inquiry or quote request and to contact the person about it. We do not use it for advertising or marketing; if the purpose ever changes, we will ask for consent again beforehand, as Article 18 of the Personal Information Protection Act (PIPA) requires.",
          ),
        },
      ],
    },
    {
      id: "items",
      title: tx("2. 처리하는 개인정보의 항목", "2. What personal data we process"),
      blocks: [
        {
          table: [
            [tx("구분", "Kind"), tx("항목", "Data")],
            [
              tx("필수", "Required"),
              tx(
                "회사명, 성명, 연락처(전화번호), 이메일, 문의 내용",
                "Company name, name, phone number, email address, inquiry",
              ),
            ],
            [
              tx("선택", "Optional"),
              tx(
                "팩스 번호, 견적 목록(제품, 수량, 메모)",
                "Fax number, quote list (products, quantities, notes)",
              ),
            ],
            [
              tx("자동 기록", "Recorded with it"),
              tx(
                "접수 번호, 접수 시각, 양식의 언어, 동의 시각과 동의한 안내문의 판(시행일)",
                "Reference number, time received, the form's language, time of consent and the version (effective date) of the notice agreed to",
              ),
            ],
          ],
        },
        {
          p: tx(
            "과도한 전송을 막기 위해 보낸 곳의 IP 주소를 1분 동안 서버의 메모리에서만 세며, 저장하지 않습니다.",
            "To stop floods of submissions the server counts posts per IP address in memory for one minute; it does not store the address.",
          ),
        },
      ],
    },
    {
      id: "retention",
      title: tx("3. 개인정보의 처리 및 보유 기간", "3. How long we keep it"),
      blocks: [
        {
          p: tx(
            `문의와 견적 목록은 **접수일부터 ${days}일** 동안 보유하며, 이 기간이 지나면 지체 없이 파기합니다. 보유 기간 안이라도 삭제를 요청하시면 바로 파기합니다.`,
            `We keep an inquiry and its quote list for **${days} days from the day it was received**, then destroy it without delay. If you ask us to delete it sooner, we do.`,
          ),
        },
      ],
    },
    {
      id: "destruction",
      title: tx("4. 개인정보의 파기 절차 및 방법", "4. How we destroy it"),
      blocks: [
        {
          ul: [
            tx(
              "절차: 웹사이트 서버가 시작할 때와 그 뒤 매일, 보유 기간이 지난 문의를 찾아 견적 목록과 함께 한 번에 삭제합니다. 삭제 요청은 담당 부서가 확인한 뒤 같은 방법으로 삭제합니다.",
              "Procedure: when the website's server starts and every day after, it finds the inquiries past the retention period and deletes each with its quote list in one step. A deletion request is carried out the same way once the desk below has checked it.",
            ),
            tx(
              "방법: 전자 파일은 삭제한 자리를 0으로 덮어써 복구할 수 없게 지웁니다. 종이에 출력한 문의는 분쇄합니다.",
              "Method: electronic records are deleted by overwriting them with zeros, so they cannot be recovered. Printed inquiries are shredded.",
            ),
            tx(
              "데이터베이스 밖의 사본: 문의 접수 알림 메일은 담당 직원의 메일함에 남으므로 같은 보유 기간이 지나면, 삭제 요청이 있으면 바로 담당 직원이 삭제합니다. 백업은 보유 기간보다 오래 보관하지 않으며, 백업을 복원할 때는 그 사이에 파기한 문의를 다시 지웁니다.",
              "Copies outside the database: the notice mail of each inquiry stays in the staff's mailbox, so the staff delete it when the same period ends, or at once on a deletion request. Backups are kept no longer than the retention period, and when one is restored, the inquiries destroyed since are deleted again.",
            ),
            tx(
              "파기 기록에는 접수 번호, 건수, 시각만 남기고 개인정보는 남기지 않습니다.",
              "The record of each destruction keeps only the reference numbers, the count and the time, never the personal data.",
            ),
          ],
        },
      ],
    },
    {
      id: "third-parties",
      title: tx("5. 개인정보의 제3자 제공", "5. Provision to third parties"),
      blocks: [
        {
          p: tx(
            "회사는 개인정보를 제3자에게 제공하지 않습니다. 법률에 특별한 규정이 있는 경우(「개인정보 보호법」 제17조, 제18조)에만 예외로 합니다.",
            "We do not provide personal data to third parties, except where a law specifically requires it (PIPA Articles 17 and 18).",
          ),
        },
      ],
    },
    {
      id: "processors",
      title: tx("6. 개인정보 처리의 위탁 및 국외 이전", "6. Processors and transfers abroad"),
      blocks: [
        ...(processors.length === 0 && unnamed.length === 0
          ? [
              {
                p: tx(
                  "회사는 개인정보 처리를 다른 업체에 맡기지 않습니다.",
                  "We do not entrust the processing of personal data to any other company.",
                ),
              },
            ]
          : []),
        ...(processors.length === 0
          ? []
          : [
              {
                p: tx(
                  "회사는 웹사이트 운영을 위해 다음 업체에 개인정보 처리를 맡기며, 「개인정보 보호법」 제26조에 따라 목적 외 처리 금지, 안전성 확보 조치, 재위탁 제한, 관리·감독, 손해배상 책임을 계약서에 정하고 감독합니다.",
                  "We entrust the processing below to these companies to run the website. As PIPA Article 26 requires, our contracts bind them to process the data for this task only, keep it secure, not entrust it further, accept our supervision and answer for damage.",
                ),
              },
              {
                table: [
                  [
                    tx("수탁자", "Processor"),
                    tx("맡기는 업무", "Task"),
                    tx("보관 국가", "Country"),
                  ],
                  ...processors.map((p) => [name(p), pick(p.task, lang), country(p)]),
                ],
              },
            ]),
        ...(unnamed.length === 0
          ? []
          : [
              {
                p: tx(
                  "「개인정보 보호법」 제26조에 따라 회사가 개인정보 처리를 맡기는 업체는 그 이름과 맡기는 업무를 이곳에 알립니다. 다음 업무를 맡을 업체는 아직 이곳에 적지 않았으며, 정해지면 이름과 보관 국가를 여기에 적습니다.",
                  "PIPA Article 26 requires us to list here each company we entrust with processing personal data and the task it does. The companies for the tasks below are not listed here yet; each will be named here, with the country where it keeps the data, once chosen.",
                ),
              },
              { ul: unnamed.map((p) => pick(p.task, lang)) },
            ]),
        ...(abroad.length === 0
          ? [
              {
                p: tx(
                  "회사는 개인정보를 국외로 이전하지 않습니다.",
                  "We do not transfer personal data abroad.",
                ),
              },
            ]
          : abroad.map((p) => ({
              ul: [
                tx(
                  `국외 이전(「개인정보 보호법」 제28조의8): ${name(p)}`,
                  `Transfer abroad (PIPA Article 28-8): ${name(p)}`,
                ),
                tx(
                  `이전되는 항목: 2번의 항목 전부`,
                  `Data transferred: everything listed in section 2`,
                ),
                tx(`이전되는 국가: ${country(p)}`, `Country: ${country(p)}`),
                tx(
                  "이전 시기와 방법: 문의 양식을 보낼 때 인터넷으로(암호화된 HTTPS) 전송",
                  "When and how: as the form is sent, over the internet (encrypted HTTPS)",
                ),
                tx(`받는 자의 연락처: ${p.contact}`, `Recipient's contact: ${p.contact}`),
                tx(
                  `이용 목적과 보유 기간: ${pick(p.task, lang)}; 회사가 삭제할 때까지, 길어도 접수일부터 ${days}일`,
                  `Purpose and retention: ${pick(p.task, lang)}; until we delete it, at most ${days} days from receipt`,
                ),
                tx(
                  "거부 방법: 국외 이전을 원하지 않으시면 양식 대신 전화나 이메일로 문의해 주세요. 양식은 이전 없이는 보낼 수 없습니다.",
                  "How to refuse: if you do not want the transfer, please call or email us instead of using the form, which cannot be sent without it.",
                ),
              ],
            }))),
      ],
    },
    {
      id: "rights",
      title: tx("7. 정보주체의 권리·의무 및 행사 방법", "7. Your rights and how to use them"),
      blocks: [
        {
          p: tx(
            "문의하신 분은 언제든지 자신의 개인정보의 열람(제35조), 정정·삭제(제36조), 처리정지와 동의 철회(제37조)를 요구할 수 있습니다. 아래 담당 부서에 이메일, 전화 또는 서면으로 요구해 주시고, 찾을 수 있도록 문의에 쓰신 이메일이나 전화번호를 알려 주세요. 대리인을 통해서도 요구할 수 있습니다.",
            "You may at any time ask to see your personal data (PIPA Article 35), to have it corrected or deleted (Article 36), or to have its processing stopped and your consent withdrawn (Article 37). Ask the desk below by email, phone or letter, and give the email address or phone number you used in the inquiry so that we can find it. Someone you authorise may ask for you.",
          ),
        },
        {
          p: tx(
            "회사는 요구하신 분이 본인(또는 정당한 대리인)인지 확인한 뒤, **요구를 받은 날부터 10일 이내**에 조치하고 결과를 알려 드립니다. 법령에 따라 요구를 제한하거나 거절할 때는 그 이유와 이의를 제기하는 방법을 알려 드립니다.",
            "We check that the request comes from you (or your authorised representative), act on it and tell you the result **within 10 days of receiving it**. Where a law limits or refuses a request, we tell you why and how to object.",
          ),
        },
        {
          p: tx(
            "문의하실 때는 정확한 정보를 적어 주시고, 다른 사람의 개인정보를 적지 말아 주세요.",
            "Please give accurate details, and do not enter other people's personal data.",
          ),
        },
        {
          p: tx(
            "개인정보 침해에 대한 상담이나 구제는 다음 기관에도 요청할 수 있습니다.",
            "For advice or remedies about an infringement you may also turn to:",
          ),
        },
        {
          ul: [
            tx(
              "개인정보분쟁조정위원회: 1833-6972 (www.kopico.go.kr)",
              "Personal Information Dispute Mediation Committee: 1833-6972 (www.kopico.go.kr)",
            ),
            tx(
              "개인정보침해신고센터: 118 (privacy.kisa.or.kr)",
              "Personal Information Infringement Report Center: 118 (privacy.kisa.or.kr)",
            ),
            tx(
              "대검찰청: 1301 (www.spo.go.kr)",
              "Supreme Prosecutors' Office: 1301 (www.spo.go.kr)",
            ),
            tx("경찰청: 182", "Korean National Police Agency: 182"),
          ],
        },
      ],
    },
    {
      id: "officer",
      title: tx("8. 개인정보 보호책임자", "8. Privacy officer"),
      blocks: [
        {
          table: [
            [tx("구분", "Role"), tx("성명·부서", "Name or team"), tx("연락처", "Contact")],
            [
              tx("개인정보 보호책임자", "Privacy officer"),
              `${pick(officer.name, lang)} (${pick(officer.position, lang)})`,
              reach(officer),
            ],
            [
              tx("열람 청구 접수·처리 부서", "Desk for requests"),
              pick(desk.name, lang),
              reach(desk),
            ],
          ],
        },
      ],
    },
    {
      id: "security",
      title: tx("9. 개인정보의 안전성 확보 조치", "9. How we keep it secure"),
      blocks: [
        {
          ul: [
            tx(
              "접근 통제: 문의 데이터베이스는 웹사이트 서버 안에만 두고, 권한을 받은 직원만 열람합니다.",
              "Access control: the inquiry database stays on the website's server, and only staff given access may read it.",
            ),
            tx(
              "전송 구간 암호화: 양식은 HTTPS로 전송합니다.",
              "Encryption in transit: the form is sent over HTTPS.",
            ),
            tx(
              "기록 관리: 서버의 로그에는 개인정보를 남기지 않으며, 개인정보가 담긴 응답은 캐시하지 않습니다.",
              "Logs: the server writes no personal data to its logs and never caches a response holding personal data.",
            ),
            tx(
              "파기: 4번의 방법으로 복구할 수 없게 지웁니다.",
              "Destruction: as in section 4, beyond recovery.",
            ),
          ],
        },
      ],
    },
    {
      id: "cookies",
      title: tx(
        "10. 개인정보 자동 수집 장치(쿠키 등)의 설치·운영 및 거부",
        "10. Cookies and browser storage",
      ),
      blocks: [
        {
          p: tx(
            "이 웹사이트는 방문자를 추적하는 쿠키, 광고·분석 쿠키, 외부 추적 도구를 쓰지 않습니다. 다음은 방문자의 브라우저(localStorage)에만 저장되며 서버로 보내지 않습니다.",
            "This website uses no tracking, advertising or analytics cookies and no third-party trackers. It keeps the following in your browser (localStorage) only; none of it is sent to the server.",
          ),
        },
        {
          ul: [
            tx(
              "언어 선택 (언어를 바꾸면 1분짜리 쿠키에 담았다가 바로 옮깁니다)",
              "Your language choice (a one-minute cookie carries it when you switch language)",
            ),
            tx(
              "견적 목록 (담은 제품, 수량, 메모)",
              "Your quote list (products, quantities, notes)",
            ),
            tx("비교 목록 (비교할 제품)", "Your compare list (products to compare)"),
          ],
        },
        {
          p: tx(
            "페이지의 성능 수치(로딩 속도 등)는 쿠키나 식별자 없이 서버로 보냅니다. 브라우저 설정에서 사이트 데이터를 지우면 저장된 내용이 모두 지워집니다.",
            "Page speed figures are sent to the server without cookies or identifiers. Clearing this site's data in your browser's settings removes everything stored.",
          ),
        },
      ],
    },
    {
      id: "changes",
      title: tx("11. 개인정보 처리방침의 변경", "11. Changes to this policy"),
      blocks: [
        {
          p: tx(
            "이 처리방침을 바꿀 때는 시행 7일 전에 이 페이지에 알리고, 이전 처리방침은 아래 목록에서 계속 볼 수 있습니다.",
            "We announce a change on this page 7 days before it takes effect; earlier versions stay readable in the list below.",
          ),
        },
      ],
    },
  ];
}

/**
 * The version of 2026-11-23: the one before, and in section 10 what the server counts of visits
 * and for how long (docs/decisions/021-counting-without-personal-data.md).
 */
function policy20261123(lang: Lang, facts: PolicyFacts): PolicySection[] {
  const tx: Text = (ko, en) => (lang === "ko" ? ko : en);
  const counting: PolicyBlock[] =
    facts.countDays === undefined
      ? []
      : [
          {
            p: tx(
              `방문 통계는 개인정보 없이 숫자로만 셉니다: 날짜와 페이지 주소별 조회수, 그리고 결과가 없었던 검색어의 글자입니다. 이메일 주소나 전화번호처럼 보이는 검색어(7자리 이상 숫자)는 남기지 않습니다. 쿠키, IP 주소, 브라우저 정보(사용자 에이전트)는 저장하지 않으며, 이 숫자는 **${facts.countDays}일**이 지나면 지웁니다.`,
              `Visits are counted without personal data, as numbers only: views per day and page address, and the text of searches that found nothing. A search that looks like an e-mail address or a telephone number (7 or more digits) is not kept. No cookie, IP address or browser details (user agent) are stored, and the counts are deleted after **${facts.countDays} days**.`,
            ),
          },
        ];
  return policy20261122(lang, facts).map((section) =>
    section.id === "cookies" ? { ...section, blocks: [...section.blocks, ...counting] } : section,
  );
}

/**
 * The version of 2026-12-02 (announced 7 days before, as section 11 promises): the one before,
 * and in section 2 what a buyer gives when answering a quotation at its link, a purchase order
 * file among it, kept with the inquiry and deleted with it (docs/decisions/027-quotations.md);
 * in section 4, where buyers' mails to the company are kept (the company's mailbox, in the
 * site's folder, and the site's database) and for how long (issue 47; decision 023).
 */
function policy20261202(lang: Lang, facts: PolicyFacts): PolicySection[] {
  const tx: Text = (ko, en) => (lang === "ko" ? ko : en);
  const days = facts.retentionDays;
  const mails = tx(
    `고객이 회사에 보내신 메일(회사 메일에 대한 답장 등): 웹사이트가 읽는 회사의 메일함에 도착하면, 웹사이트가 해당 문의와 함께 웹사이트의 데이터베이스에 보관하고, 메일 원본은 그 메일함 안의 웹사이트 전용 폴더로 옮겨 둡니다. 보유 기간은 그 문의와 같아(접수일부터 ${days}일), 기간이 지나거나 삭제를 요청하시면 문의와 함께 데이터베이스와 메일함에서 모두 지웁니다. 그때 메일 서버에 연결되지 않으면 연결되는 즉시 지웁니다. 어느 문의에도 연결되지 않은 메일은 직원이 확인할 때까지 보관하고, 필요 없다고 정한 메일은 메일함에서 바로, 데이터베이스에서는 받은 날부터 ${days}일이 지나면 지우며, 삭제를 요청하시면 그 주소에서 온 메일도 함께 지웁니다. 웹사이트가 메일함에 처음 연결되기 전부터 있던 메일은 읽지 않습니다.`,
    `Mail you send to the company (such as an answer to our mail): when it reaches the company's mailbox that the website reads, the website keeps it with your inquiry in its database, and moves the original mail to a folder of that mailbox kept for the website. It is kept as long as the inquiry (${days} days from the day the inquiry was received): when that period ends, or when you ask for erasure, it is deleted with the inquiry from both the database and the mailbox, and if the mail server cannot be reached at that moment, as soon as it can. Mail that matches no inquiry is kept until the staff have looked at it; what they set aside as not needed is deleted from the mailbox at once and from the database ${days} days after it arrived, and on a request for erasure the mail from your address goes too. Mail that was in the mailbox before the website first connected to it is not read.`,
  );
  const withMails = (block: PolicyBlock): PolicyBlock => {
    if (!("ul" in block)) return block;
    // After the copies outside the database: the mails are another place the data is kept.
    const at = block.ul.findIndex((item) => /^(데이터베이스 밖의 사본|Copies outside)/.test(item));
    return at < 0
      ? block
      : { ul: [...block.ul.slice(0, at + 1), mails, ...block.ul.slice(at + 1)] };
  };
  const answer: PolicyBlock = {
    p: tx(
      "견적서에 답하실 때(선택): 수락하시는 분의 성함, 발주번호, **발주서 파일**, 거절하실 때의 이유. 이 정보는 해당 문의와 함께 보관하며, 문의와 같은 기간이 지나거나 삭제를 요청하시면 파일까지 함께 지웁니다. 회사가 보내 드리는 답장의 첨부 파일도 문의와 함께 보관하고 지웁니다.",
      "When you answer a quotation (optional): the name of the person accepting, a purchase order number, a **purchase order file**, and when declining, the reason. These are kept with the inquiry and deleted with it, file included, after the same period or when you ask for erasure. Files the company attaches to its replies are kept and deleted with the inquiry too.",
    ),
  };
  return policy20261123(lang, facts)
    .map((section) =>
      section.id === "items"
        ? { ...section, blocks: [...section.blocks, answer] }
        : section.id === "destruction"
          ? { ...section, blocks: section.blocks.map(withMails) }
          : section,
    )
    .map((section) => ({ ...section, blocks: section.blocks.map(corrected) }));
}

/**
 * Sentences of the earlier versions written again in this one (issue 59): a garbled one, two in
 * a developer's words, three in 해요체. The earlier versions stay as they were published.
 */
const corrections = new Map<string, string>([
  // One register (issue 59, item 1): the policy speaks 합쇼체, as the rest of the site does.
  [
    "거부 방법: 국외 이전을 원하지 않으시면 양식 대신 전화나 이메일로 문의해 주세요. 양식은 이전 없이는 보낼 수 없습니다.",
    "거부 방법: 국외 이전을 원하지 않으시면 양식 대신 전화나 이메일로 문의해 주십시오. 양식은 이전 없이는 보낼 수 없습니다.",
  ],
  [
    "문의하신 분은 언제든지 자신의 개인정보의 열람(제35조), 정정·삭제(제36조), 처리정지와 동의 철회(제37조)를 요구할 수 있습니다. 아래 담당 부서에 이메일, 전화 또는 서면으로 요구해 주시고, 찾을 수 있도록 문의에 쓰신 이메일이나 전화번호를 알려 주세요. 대리인을 통해서도 요구할 수 있습니다.",
    "문의하신 분은 언제든지 자신의 개인정보의 열람(제35조), 정정·삭제(제36조), 처리정지와 동의 철회(제37조)를 요구할 수 있습니다. 아래 담당 부서에 이메일, 전화 또는 서면으로 요구해 주시고, 찾을 수 있도록 문의에 쓰신 이메일이나 전화번호를 알려 주십시오. 대리인을 통해서도 요구할 수 있습니다.",
  ],
  [
    "문의하실 때는 정확한 정보를 적어 주시고, 다른 사람의 개인정보를 적지 말아 주세요.",
    "문의하실 때는 정확한 정보를 적어 주시고, 다른 사람의 개인정보를 적지 말아 주십시오.",
  ],
  [
    "방법: 전자 파일은 삭제한 자리를 0으로 덮어써 복구할 수 없게 지웁니다. 종이에 출력한 문의는 분쇄합니다.",
    "방법: 전자 파일은 기록을 복구할 수 없도록 덮어써서 삭제합니다. 종이에 출력한 문의는 분쇄합니다.",
  ],
  [
    "Method: electronic records are deleted by overwriting them with zeros, so they cannot be recovered. Printed inquiries are shredded.",
    "Method: electronic records are overwritten when deleted, so that they cannot be recovered. Printed inquiries are shredded.",
  ],
  [
    "데이터베이스 밖의 사본: 문의 접수 알림 메일은 담당 직원의 메일함에 남으므로 같은 보유 기간이 지나면, 삭제 요청이 있으면 바로 담당 직원이 삭제합니다. 백업은 보유 기간보다 오래 보관하지 않으며, 백업을 복원할 때는 그 사이에 파기한 문의를 다시 지웁니다.",
    "데이터베이스 밖의 사본: 문의 접수 알림 메일은 담당 직원의 메일함에도 남습니다. 담당 직원은 이 메일을 보유 기간이 지나면 삭제하고, 삭제 요청을 받으면 바로 삭제합니다. 백업은 보유 기간보다 오래 보관하지 않으며, 백업을 복원할 때는 그 사이에 파기한 문의를 다시 지웁니다.",
  ],
  [
    "언어 선택 (언어를 바꾸면 1분짜리 쿠키에 담았다가 바로 옮깁니다)",
    "언어 선택 (언어를 바꾸실 때 1분 동안만 유효한 쿠키로 전달하며, 페이지가 이를 브라우저에 저장하고 쿠키는 바로 지웁니다)",
  ],
  [
    "Your language choice (a one-minute cookie carries it when you switch language)",
    "Your language choice (when you switch language, a cookie valid for one minute carries it; the page keeps it in your browser and deletes the cookie at once)",
  ],
]);

function corrected(block: PolicyBlock): PolicyBlock {
  // One spelling of "email" (issue 73's style sheet), wherever an earlier sentence wrote "e-mail".
  const fix = (text: string) => (corrections.get(text) ?? text).replace(/\be-mail\b/g, "email");
  if ("p" in block) return { p: fix(block.p) };
  if ("ul" in block) return { ul: block.ul.map(fix) };
  return block;
}

/**
 * The version of 2026-12-10 (announced more than 7 days before): the one before, and in section 2
 * what a service or spare-parts request sent from a delivered unit's page keeps (the words,
 * contacts and photos, kept and erased with it as an inquiry; photos made again without their
 * location), and what the unit's page itself shows: no personal data (issue 58; decision 033).
 */
function policy20261210(lang: Lang, facts: PolicyFacts): PolicySection[] {
  const tx: Text = (ko, en) => (lang === "ko" ? ko : en);
  const days = facts.retentionDays;
  const request: PolicyBlock = {
    p: tx(
      `납품 제품의 명판 QR 코드로 여는 제품 페이지에서 서비스나 예비 부품을 요청하실 때: 회사명, 성명, 연락처, 이메일, 요청 내용과 선택해서 보내신 **사진**(최대 4장)을 받습니다. 사진은 받을 때 위치 정보(GPS), 촬영 기기, 촬영 시각 등 사진 속 부가 정보를 모두 지우고 크기를 줄인 사본만 보관하며, 원본 파일은 보관하지 않습니다. 요청은 문의와 같이 보관하고 권한을 받은 직원만 봅니다. 보유 기간은 문의와 같아(접수일부터 **${days}일**), 기간이 지나거나 삭제를 요청하시면 사진까지 함께 지웁니다.`,
      `When you request service or spare parts on a delivered unit's page (opened from the QR code on its nameplate): company name, name, phone number, email address, your request and the **photos** you choose to send (at most 4). Photos are re-encoded on receipt, which removes their location (GPS), device, time taken and all other metadata; a smaller copy is kept and the file as sent is not. A request is stored and protected in the same way as an inquiry, and only staff given access see it. It is kept as long as an inquiry (**${days} days** from receipt) and deleted, photos included, when that period ends or when you ask for erasure.`,
    ),
  };
  const unitPage: PolicyBlock = {
    p: tx(
      "납품 제품 페이지에는 제조번호, 태그, 제품과 그 사양, 서류, 정비 이력(날짜와 종류)만 나오며 개인정보는 나오지 않습니다. 요청을 보내시면 그 페이지의 정비 이력에 '서비스 요청 접수'와 날짜만 남고, 보내신 분이나 요청 내용은 나오지 않습니다. 이 페이지는 검색엔진에 노출하지 않고 캐시하지 않습니다.",
      "A delivered unit's page shows its serial number, tag, product data, documents and service history (dates and kinds) only, and no personal data. When you send a request, that page's history shows only 'Service requested' and the date, never who sent it or what it said. The page is kept out of search engines and never cached.",
    ),
  };
  return policy20261202(lang, facts)
    .map((section) =>
      section.id === "items"
        ? { ...section, blocks: [...section.blocks, request, unitPage] }
        : section,
    )
    .map((section) => ({
      ...section,
      title: editorialLabels.get(section.title) ?? section.title,
      blocks: section.blocks.map(edited),
    }));
}

/**
 * Sentences an editor read again (issue 79), written so from the version of 2026-12-10 on (more
 * than 7 days before it, so within its announcement): a section named as the law names it and a
 * draft's words. The server's words stay in it as announced: the version of 2026-12-11 puts them
 * plainly (`plainWords`), and that is all it changes.
 */
const editorial = new Map<string, string>([
  [
    "파기: 4번의 방법으로 복구할 수 없게 지웁니다.",
    "파기: 제4항의 방법으로 복구할 수 없게 지웁니다.",
  ],
  ["이전되는 항목: 2번의 항목 전부", "이전되는 항목: 제2항의 항목 전부"],
  [
    "「개인정보 보호법」 제26조에 따라 회사가 개인정보 처리를 맡기는 업체는 그 이름과 맡기는 업무를 이곳에 알립니다. 다음 업무를 맡을 업체는 아직 이곳에 적지 않았으며, 정해지면 이름과 보관 국가를 여기에 적습니다.",
    "「개인정보 보호법」 제26조에 따라 회사가 개인정보 처리를 맡기는 업체는 그 이름과 맡기는 업무를 이곳에 알립니다. 다음 업무를 맡길 업체는 정해지는 대로 그 이름과 개인정보를 보관하는 국가를 이곳에 알립니다.",
  ],
  [
    "PIPA Article 26 requires us to list here each company we entrust with processing personal data and the task it does. The companies for the tasks below are not listed here yet; each will be named here, with the country where it keeps the data, once chosen.",
    "PIPA Article 26 requires us to list here each company we entrust with processing personal data and the task it does. The company for each task below will be named here, with the country where it keeps the data, as soon as it is chosen.",
  ],
]);

/** A section's title and a table's label an editor read again (issue 79), from 2026-12-10 on. */
const editorialLabels = new Map<string, string>([
  ["5. Provision to third parties", "5. Disclosure of personal data to third parties"],
  ["Recorded with it", "Recorded automatically"],
  ["Desk for requests", "Department handling requests"],
]);

/** Words within a sentence an editor read again (issue 79), from the version of 2026-12-10 on. */
const editorialWords: [RegExp, string][] = [
  // The department of section 8, named as its table names it (en 23).
  [
    /Ask the desk below by email, phone or letter/,
    "Ask the department handling requests (below) by email, phone or letter",
  ],
  [
    /once the desk below has checked it\./,
    "once the department handling requests (below) has verified it.",
  ],
  // The first purpose's scope: the inquiry's data, not the reminders' (section 1 of 2026-12-18).
  [/ 광고나 홍보에는 쓰지 않으며,/, " 이 개인정보는 광고나 홍보에 쓰지 않으며,"],
  [
    / We do not use it for advertising or marketing;/,
    " We do not use this data for advertising or marketing;",
  ],
  // An item's name, as the forms name it.
  [/수락하시는 분의 성함/, "수락하시는 분의 성명"],
  [/^경찰청: 182$/, "경찰청: 182 (ecrm.police.go.kr)"],
  [
    /^Korean National Police Agency: 182$/,
    "Korean National Police Agency: 182 (ecrm.police.go.kr)",
  ],
];

function edited(block: PolicyBlock): PolicyBlock {
  const fix = (text: string) =>
    editorialWords.reduce(
      (line, [pattern, words]) => line.replace(pattern, words),
      editorial.get(text) ?? text,
    );
  if ("p" in block) return { p: fix(block.p) };
  if ("ul" in block) return { ul: block.ul.map(fix) };
  return { table: block.table.map((row) => row.map((cell) => editorialLabels.get(cell) ?? cell)) };
}

/**
 * The version of 2026-12-11 (announced more than 7 days before, issue 73): the one before, its
 * words written again where a buyer met a developer's (the browser's storage by its programming
 * name, the purge "when the server starts", a count "in the server's memory"); the earlier
 * versions stay as they were published.
 */
const plainWords = new Map<string, string>([
  [
    "과도한 전송을 막기 위해 보낸 곳의 IP 주소를 1분 동안 서버의 메모리에서만 세며, 저장하지 않습니다.",
    "과도한 전송을 막기 위해 보낸 곳의 IP 주소별 전송 횟수를 1분 동안만 세며, IP 주소는 저장하지 않습니다.",
  ],
  [
    "To stop floods of submissions the server counts posts per IP address in memory for one minute; it does not store the address.",
    "To prevent abuse of the form, we count the submissions from each IP address for one minute, without storing the address.",
  ],
  [
    "절차: 웹사이트 서버가 시작할 때와 그 뒤 매일, 보유 기간이 지난 문의를 찾아 견적 목록과 함께 한 번에 삭제합니다. 삭제 요청은 담당 부서가 확인한 뒤 같은 방법으로 삭제합니다.",
    "절차: 보유 기간이 지난 문의는 매일 찾아 견적 목록과 함께 한 번에 삭제합니다. 삭제 요청은 담당 부서가 확인한 뒤 같은 방법으로 삭제합니다.",
  ],
  [
    "Procedure: when the website's server starts and every day after, it finds the inquiries past the retention period and deletes each with its quote list in one step. A deletion request is carried out the same way once the department handling requests (below) has verified it.",
    "Procedure: every day we delete the inquiries that have passed the retention period, each with its quote list in one step. A deletion request is carried out the same way once the department handling requests (below) has verified it.",
  ],
  [
    "이 웹사이트는 방문자를 추적하는 쿠키, 광고·분석 쿠키, 외부 추적 도구를 쓰지 않습니다. 다음은 방문자의 브라우저(localStorage)에만 저장되며 서버로 보내지 않습니다.",
    "이 웹사이트는 방문자를 추적하는 쿠키, 광고·분석 쿠키, 외부 추적 도구를 쓰지 않습니다. 다음은 방문자의 브라우저에만 저장되며, 언어를 바꾸실 때 언어 선택을 1분 동안만 유효한 쿠키로 전달하는 것 외에는 회사로 보내지 않습니다.",
  ],
  [
    "This website uses no tracking, advertising or analytics cookies and no third-party trackers. It keeps the following in your browser (localStorage) only; none of it is sent to the server.",
    "This website uses no tracking, advertising or analytics cookies and no third-party trackers. It keeps the following in your browser only. None of it is sent to us, except that your language choice is passed in a cookie that lasts one minute when you switch language.",
  ],
]);

function policy20261211(lang: Lang, facts: PolicyFacts): PolicySection[] {
  const plain = (text: string) => plainWords.get(text) ?? text;
  return policy20261210(lang, facts).map((section) => ({
    ...section,
    blocks: section.blocks.map((block) =>
      "p" in block ? { p: plain(block.p) } : "ul" in block ? { ul: block.ul.map(plain) } : block,
    ),
  }));
}

/**
 * The version of 2026-12-18 (announced more than 7 days before): the one of 2026-12-11, and what the
 * plants' service reminders keep (issue 74; decision 046): a plant contact's name, email,
 * language and the record of their consent, why (reminders of units falling due, which are
 * advertising under 정보통신망법 section 50), and how long (until they withdraw, the mail
 * bounces or we are asked to erase; the consent told again every two years). A section of its
 * own in each of 1, 2 and 3, so another version's changes merge beside it.
 */
function policy20261218(lang: Lang, facts: PolicyFacts): PolicySection[] {
  const tx: Text = (ko, en) => (lang === "ko" ? ko : en);
  const added: Record<string, PolicyBlock[]> = {
    purposes: [
      {
        p: tx(
          "**설비 정비 안내**: 고객사 현장(플랜트)의 담당자가 따로 동의하신 경우에만, 납품한 설비의 정비 시기가 다가오거나 지났을 때 그 설비 목록과 서비스·예비 부품 요청 링크를 이메일로 보내 드립니다. 이 메일은 「정보통신망 이용촉진 및 정보보호 등에 관한 법률」(이하 「정보통신망법」) 제50조의 영리 목적 광고성 정보로 보고, 제목 앞에 (광고)를 붙이며, 보내는 곳과 연락처, 무료 수신 거부 방법을 함께 적습니다.",
          '**Service reminders**: only where a person at a customer\'s site (plant) has agreed separately, we email them when units we delivered there are falling due for service or are past it, with the list of those units and a link to request service or spare parts. We treat these mails as advertising under Article 50 of the Network Act: as Korean law requires, the subject line starts with "(광고)" (Korean for "advertisement"), and each mail names the sender, its contact details and a free way to unsubscribe.',
        ),
      },
    ],
    items: [
      {
        p: tx(
          "고객사 현장(플랜트) 페이지에서 여러 설비의 서비스나 예비 부품을 한 번에 요청하실 때: 납품 제품 페이지의 요청과 같은 항목(회사명, 성명, 연락처, 이메일, 요청 내용, 선택해서 보내신 사진)과 요청하신 설비 목록을 받으며, 같은 방법으로 보관하고 같은 기간이 지나거나 삭제를 요청하시면 지웁니다.",
          "When you request service or spare parts for several units at once on a customer site's (plant's) page: the same details as a request from a delivered unit's page (company name, name, phone number, email address, your request and the photos you choose to send) and the list of units you chose. They are kept the same way, and deleted after the same period or when you ask for erasure.",
        ),
      },
      {
        p: tx(
          "설비 정비 안내를 받기로 동의하신 현장 담당자: 성명, 이메일, 메일 언어, 동의한 날과 방법, 안내받은 개인정보 처리방침의 판, 밤 시간(21:00~08:00) 수신 동의 여부, 동의를 다시 알려 드린 날, 수신 거부나 주소 오류로 중지된 날. 보낸 안내 메일의 기록(보낸 날, 설비 목록)도 보관합니다.",
          "People at a site who agreed to service reminders: name, email address, mail language, the day and way they agreed, the privacy policy version they were told, whether they also agreed to mail between 21:00 and 08:00, the day their consent was last confirmed to them, and the day their mail stopped (unsubscribed or bounced). A record of the reminders sent (the day and the units listed) is kept too.",
        ),
      },
    ],
    cookies:
      facts.countDays === undefined
        ? []
        : [
            {
              p: tx(
                "검색어는 결과가 있었던 것도 같은 방법으로 셉니다: 검색어의 글자, 그 검색의 횟수, 그 결과를 연 횟수입니다. 찾는 제품이 목록에 없는지 알기 위한 것으로, 누가 검색했는지는 남기지 않으며 검색어는 길어도 12개월이 지나면 지웁니다.",
                "Searches that found something are counted the same way: the text of the search, how often it was made and how often a result was opened from it. This tells us what buyers look for and do not find; who searched is never kept, and the texts are deleted after 12 months at most.",
              ),
            },
          ],
    retention: [
      {
        p: tx(
          "설비 정비 안내의 수신 동의 기록은 동의를 철회하시거나 삭제를 요청하실 때까지 보관하며, 요청하시면 지체 없이 파기합니다. 수신을 거부하시면 그 뒤로는 메일을 보내지 않고, 거부한 사실과 날짜만 다시 보내지 않기 위해 남깁니다. 「정보통신망법」 시행령 제62조의3에 따라 동의하신 날로부터 2년마다 동의 사실과 철회 방법을 알려 드립니다.",
          "The record of a consent to service reminders is kept until the person withdraws it or asks us to erase it, which we then do without delay. After an unsubscribe no more mail is sent, and only the fact and day of it are kept, so that none is sent again. As the Network Act's Enforcement Decree (Article 62-3) requires, we tell the person every two years that they agreed, when, and how to withdraw.",
        ),
      },
    ],
  };
  return policy20261211(lang, facts).map((section) =>
    added[section.id]
      ? { ...section, blocks: [...section.blocks, ...added[section.id]!] }
      : section,
  );
}

/**
 * The version of 2026-12-29 (announced 30 days before, as a longer keeping is a change against
 * the person: issue 82): the one of 2026-12-18, and in sections 1, 2 and 3 what an order keeps and
 * for how long. An inquiry that became an order is kept the retention's days from the order's
 * last day (won, promised or delivered); each delivery's 거래명세서 is kept apart for the tax law
 * (국세기본법 제85조의3) through 30 June of the sixth year after its delivery's year,
 * without the contact's name or details (server/orders/kept.ts; decision 047).
 */
function policy20261229(lang: Lang, facts: PolicyFacts): PolicySection[] {
  const tx: Text = (ko, en) => (lang === "ko" ? ko : en);
  const days = facts.retentionDays;
  const added: Record<string, PolicyBlock[]> = {
    purposes: [
      {
        p: tx(
          "**주문과 거래 기록**: 주문하시면 제2항의 정보로 계약을 이행하고(주문 확인, 납품, 거래명세서 발행), 거래명세서는 세법에 따라 제3항에 적은 기간 동안 보존합니다.",
          "**Orders and tax records**: when you place an order, we use the details in section 2 to carry out the contract (the order acknowledgement, deliveries and transaction statements), and we keep the transaction statements for as long as tax law requires (section 3).",
        ),
      },
    ],
    items: [
      {
        p: tx(
          "주문하실 때(견적 수락, 전화·팩스·이메일 주문): 발주번호, 주문하신 분의 성명, 거래명세서에 적는 공급받는자 정보(상호, 사업자등록번호, 대표자 성명, 사업장 주소), 주문 내용(품목, 규격, 수량, 단가, 금액, 납기, 납품일). 이 정보는 해당 문의와 함께 보관합니다.",
          "When you place an order (by accepting a quotation, or by phone, fax or email): the purchase order number, the name of the person ordering, the buyer's company name, business registration number, the name of its representative (chief executive or owner) and its business address, as printed on the transaction statement, and the order's items, specifications, quantities, unit prices, amounts, promised dates and delivery dates. These are kept with the inquiry.",
        ),
      },
    ],
    retention: [
      {
        p: tx(
          `**주문으로 이어진 문의**: 계약 이행을 위해 보유하며, **그 주문의 주문일, 납기, 납품일 중 가장 늦은 날부터 ${days}일**이 지나면 지체 없이 파기합니다.`,
          `**An inquiry that became an order**: we keep it to carry out the contract until **${days} days after the order's last date** (the latest of the order date, the promised delivery dates and the actual delivery dates), then destroy it without delay.`,
        ),
      },
      {
        p: tx(
          "**거래명세서**: 납품할 때 발행한 거래명세서에 적힌 사항(공급받는자의 상호, 사업자등록번호, 대표자 성명, 사업장 주소, 발주번호, 납품일, 품목, 규격, 수량, 단가, 공급가액, 세액)은 「국세기본법」 제85조의3에 따라 관련 국세의 법정신고기한이 지난 날부터 5년간 보존해야 하므로 **납품한 해의 6년 뒤 6월 30일까지** 보존합니다(예: 2026년 납품분은 2032년 6월 30일까지). 이 기간에는 보유 기간이 지나거나 삭제 요청에 따라 문의를 파기하더라도 거래명세서에 적힌 사항만 다른 개인정보와 분리하여 보존하며(「개인정보 보호법」 제21조 제1항 단서 및 제2항), 문의하시거나 주문하신 분의 성명, 연락처(전화번호), 이메일은 거래명세서에 적히지 않으므로 보존하지 않습니다. 기간이 지나면 지체 없이 파기합니다.",
          "**Transaction statements**: the details on the transaction statement issued with each delivery (the buyer's company name, business registration number, representative's name and business address, the purchase order number, the delivery date, and the items, specifications, quantities, unit prices, amounts and VAT) must be kept for five years after the filing deadline of the taxes concerned, under Article 85-3 of the Framework Act on National Taxes, so we keep them **until 30 June of the sixth year after the year of delivery** (for example, for a delivery in 2026, until 30 June 2032). If the inquiry is destroyed during that time, at the end of its period or because you asked for erasure, only these details are kept, separately from other personal data (PIPA Article 21(1), proviso, and Article 21(2)); the name, phone number and email address of the person who inquired or ordered, which the statement does not show, are not kept. The details are destroyed without delay when the period ends.",
        ),
      },
    ],
  };
  return policy20261218(lang, facts).map((section) =>
    added[section.id]
      ? { ...section, blocks: [...section.blocks, ...added[section.id]!] }
      : section,
  );
}

const versions: Record<PolicyVersion, typeof policy20261122> = {
  "2026-12-29": policy20261229,
  "2026-12-18": policy20261218,
  "2026-12-11": policy20261211,
  "2026-12-10": policy20261210,
  "2026-12-02": policy20261202,
  "2026-11-23": policy20261123,
  "2026-11-22": policy20261122,
};

/** The policy of `version` in one language on a Seoul day, built from the site's facts. */
export function privacyPolicy(
  version: PolicyVersion,
  lang: Lang,
  facts: Omit<PolicyFacts, "company">,
  day: string,
) {
  const { company } = liveContent();
  return {
    version,
    /** In force on the day, announced for a later day, or an earlier one. */
    standing: policyStanding(version, day),
    company: pick(company.name, lang),
    /** The topic particle after "{company}(이하 ‘회사’)", agreeing with the name (not 회사); none in English. */
    particle: lang === "ko" ? josa.pick(pick(company.name, lang), "은/는") : "",
    sections: versions[version](lang, { ...facts, company }),
    /** Every version, newest first, with its standing on the day. */
    versions: policyVersions.map((each) => ({
      version: each,
      standing: policyStanding(each, day),
    })),
  };
}
