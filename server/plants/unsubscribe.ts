import { Hono, type Context } from "hono";
import type { Lang } from "../../app/i18n/lang";
import { createTranslation } from "../../app/i18n/words";
import type { OutboxQueue } from "../mail/outbox/queue";
import { offTheMachine } from "../platform/acknowledge";
import { closeAfterAnswer, declareDoor, formLimits, readBody } from "../platform/body";
import { clientAddress } from "../platform/client-address";
import { unsubscribeContact } from "./contacts";
import type { Contact, PlantsStore } from "../units/plant-store";

/**
 * The opt-out of a plant's mail (docs/decisions/046-plants.md, "Unsubscribe"), at the link every
 * reminder carries: GET shows one button, POST stops the contact, whether from that button or
 * from a mail client's RFC 8058 one-click POST (`List-Unsubscribe=One-Click`). No sign-in, no
 * script, never cached or indexed; the token never reaches a log (server/http/log-path.ts). A
 * second POST answers the same: the first stop's day stays.
 */

export const UNSUBSCRIBE_PATH = /^\/(?:en\/)?unsubscribe\/[^/]+$/;

export const UNSUBSCRIBE_DOOR = declareDoor({
  name: "unsubscribe",
  sample: "/unsubscribe/{unsubscribeToken}",
  // The button's one field, or the one-click body: a few bytes.
  limits: formLimits({ bytes: 1024, parts: 4, fields: 4, fieldBytes: 256, headerBytes: 1024 }),
});

const words = createTranslation({
  ko: {
    title: "메일 수신 거부",
    ask: "{customer} {site} 설비의 정비 시기 안내 메일을 {email} 주소로 받고 계십니다. 더 받지 않으시려면 아래 단추를 누르십시오. 비용은 들지 않습니다.",
    button: "수신 거부",
    done: "수신을 거부하셨습니다. {email} 주소로 이 현장의 정비 안내 메일을 더 보내지 않습니다.",
    already: "{email} 주소는 이미 수신이 중지되어 있습니다. 더 보내지 않습니다.",
    again: "다시 받고 싶으시면 담당자에게 연락해 주십시오.",
    notFoundTitle: "찾을 수 없는 링크",
    notFound: "이 수신 거부 링크를 찾을 수 없습니다. 이미 삭제된 연락처일 수 있습니다.",
    bad: "요청을 읽을 수 없습니다. 페이지를 다시 열어 단추를 눌러 주십시오.",
  },
  en: {
    title: "Unsubscribe",
    ask: "You receive service reminders for the units at {customer} {site} at {email}. To stop them, press the button below. It costs nothing.",
    button: "Unsubscribe",
    done: "You are unsubscribed. No more service reminders for this site go to {email}.",
    already: "Mail to {email} was already stopped. Nothing more is sent.",
    again: "To receive them again, write to your contact at the company.",
    notFoundTitle: "Link not found",
    notFound: "This unsubscribe link was not found. The contact may have been erased.",
    bad: "The request could not be read. Open the page again and press the button.",
  },
});

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

/** The address as the page shows it: enough for its owner to know it, little for anyone else. */
export const maskedEmail = (email: string) => {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}${"*".repeat(Math.max(1, Math.min(local.length - 1, 5)))}@${domain}`;
};

const STYLE = `body{font:16px/1.6 system-ui,"Apple SD Gothic Neo","Malgun Gothic",sans-serif;
color:#1d232b;margin:0;padding:1rem;max-width:40rem;margin-inline:auto;word-break:keep-all}
h1{color:#0f3d75;font-size:1.5rem}button{font:inherit;min-height:44px;padding:0 1.25rem;
background:#0f3d75;color:#fff;border:0;border-radius:6px}button:focus-visible{outline:3px solid
#c25e00;outline-offset:2px}.note{border-inline-start:4px solid #0f3d75;padding-inline-start:.75rem}`;

function page(lang: Lang, title: string, body: string) {
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>${escape(title)}</title><style>${STYLE}</style></head>
<body><main><h1>${escape(title)}</h1>${body}</main></body></html>`;
}

function send(c: Context, status: number, html: string) {
  c.header("Cache-Control", "no-store");
  c.header("X-Robots-Tag", "noindex, nofollow");
  c.header("Referrer-Policy", "no-referrer");
  return c.html(html, status as 200);
}

export interface UnsubscribeOptions {
  plants: () => PlantsStore;
  outbox: () => Pick<OutboxQueue, "forgetContact">;
  trustProxy?: boolean;
}

export function unsubscribePages(options: UnsubscribeOptions) {
  const app = new Hono();
  const langOf = (c: Context): Lang => (c.req.path.startsWith("/en/") ? "en" : "ko");
  const contactOf = (c: Context) =>
    options.plants().contactByUnsubscribe(c.req.param("unsubscribeToken") ?? "");

  const notFound = (c: Context) => {
    const lang = langOf(c);
    return send(
      c,
      404,
      page(lang, words(lang, "notFoundTitle"), `<p>${escape(words(lang, "notFound"))}</p>`),
    );
  };

  const view = (c: Context, contact: Contact, status = 200) => {
    const lang = langOf(c);
    const plant = options.plants().byId(contact.plantId);
    const vars = {
      customer: plant?.customer ?? "",
      site: plant?.site ?? "",
      email: maskedEmail(contact.email),
    };
    const body =
      contact.stoppedAt !== undefined
        ? `<p class="note" role="status">${escape(words(lang, status === 200 && c.req.method === "POST" ? "done" : "already", vars))}</p><p>${escape(words(lang, "again"))}</p>`
        : `<p>${escape(words(lang, "ask", vars))}</p>
<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">${escape(words(lang, "button"))}</button></form>`;
    return send(c, status, page(lang, words(lang, "title"), body));
  };

  for (const prefix of ["", "/en"]) {
    app.get(`${prefix}/unsubscribe/:unsubscribeToken`, (c) => {
      const contact = contactOf(c);
      return contact ? view(c, contact) : notFound(c);
    });
    app.post(
      `${prefix}/unsubscribe/:unsubscribeToken`,
      // An unknown link gets its 404 before any of its body is read.
      async (c, next) => {
        if (contactOf(c)) return next();
        const answer = notFound(c);
        answer.headers.set("Connection", "close");
        closeAfterAnswer(c);
        return answer;
      },
      async (c) => {
        const contact = contactOf(c);
        if (!contact) return notFound(c);
        const read = await readBody(
          c.req.raw,
          UNSUBSCRIBE_DOOR,
          clientAddress(c, options.trustProxy ?? false),
        );
        try {
          if (!read.ok) {
            if (read.unread) closeAfterAnswer(c);
            const lang = langOf(c);
            return send(
              c,
              400,
              page(lang, words(lang, "title"), `<p>${escape(words(lang, "bad"))}</p>`),
            );
          }
          // Any readable body stops: the button's field and RFC 8058's are the same pair, and
          // a client that sends neither still meant the link it was given.
          const wasStopped = contact.stoppedAt !== undefined;
          if (!wasStopped) unsubscribeContact(options.plants(), options.outbox(), contact);
          await offTheMachine();
          const now = options.plants().contactByUnsubscribe(contact.unsubscribeToken)!;
          return view(c, now);
        } finally {
          await read.release();
        }
      },
    );
  }
  return app;
}
