import { offTheMachine } from "../platform/acknowledge";
import { readFile } from "node:fs/promises";
import { Hono, type Context } from "hono";
import { dayText } from "../../app/i18n/day-text";
import type { Vars } from "../../app/i18n/fill";
import type { Lang } from "../../app/i18n/lang";
import { createTranslation } from "../../app/i18n/words";
import { closeAfterAnswer, declareDoor, readBody, type BodyRead } from "../platform/body";
import { clientAddress } from "../platform/client-address";
import { DISK_FULL_RETRY_SECONDS } from "../platform/durable-file";
import { ATTACHMENT_EXTENSIONS, attachmentType } from "../platform/file-kinds";
import { MAX_PO_BYTES } from "./kept-files";
import { BAD_CHARACTER, LINE_BREAK } from "../platform/text";
import { seoulDate, type InquiryStore } from "./store";
import { asSent, itemText, numberLabel } from "../quotations/documents";
import { readQuotationToken } from "../quotations/link";
import { amountInWords, won } from "../quotations/money";
import type { StoredQuotation } from "../quotations/store";
import { quotationWord } from "../quotations/words";
import words from "./quotation-page.words.json" with { type: "json" };

/**
 * The buyer's page of a quotation (decision 027), at `/quotation/{token}` and
 * `/en/quotation/{token}`: no sign-in, the signed link is the key. Plain HTML made here, with no
 * script and nothing of the back office; `noindex` and `no-store`, no Referer sent on. It shows
 * the figures as sent and takes one answer: accept (a name, optionally a PO number and file) or
 * decline (a reason). Anything else (a changed link, a second answer, a replaced or expired
 * quotation) gets a page that says so, and changes nothing.
 */

/** A PO file and the fields around it, counted as the bytes arrive. */
const MAX_BODY = MAX_PO_BYTES + 64 * 1024;
const TEXT_MAX = { name: 100, po: 60, reason: 1000 } as const;

/**
 * The buyer's answer's door: the answer, a name, a PO number, a reason (1,000 characters, 4
 * bytes each at most) and one PO file. Its file may pass 10 MB by a little, so that the page
 * words the refusal under the file's field; past the body's limit the door refuses.
 */
export const QUOTATION_ANSWER_DOOR = declareDoor({
  name: "quotation-answer",
  sample: "/quotation/{token}",
  limits: {
    types: ["multipart", "urlencoded"],
    bytes: MAX_BODY,
    parts: 12,
    fields: 10,
    fieldBytes: 4 * TEXT_MAX.reason,
    files: 1,
    fileBytes: MAX_BODY,
    headerBytes: 2 * 1024,
  },
});

export const answerPageWord = createTranslation(words);

/** The page's words in one language. */
type Words = (key: keyof typeof words.ko, vars?: Vars) => string;
const wordsIn =
  (lang: Lang): Words =>
  (key, vars) =>
    answerPageWord(lang, key, vars);

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

const STYLE = `body{font:16px/1.6 system-ui,"Apple SD Gothic Neo","Malgun Gothic",sans-serif;
color:#1d232b;margin:0;padding:1rem;max-width:48rem;margin-inline:auto;word-break:keep-all}
h1{color:#0f3d75;font-size:1.5rem}table{border-collapse:collapse;width:100%}
th,td{border-bottom:1px solid #c9d1db;padding:.4rem;text-align:start;vertical-align:top}
td.n{text-align:end;font-variant-numeric:tabular-nums;white-space:nowrap}
.scroll{overflow-x:auto}.total{font-size:1.2rem;font-weight:700}
@media (max-width:30rem){td.no,th.no{display:none}th,td{padding:.35rem .2rem;font-size:.9rem}}
form{border:1px solid #c9d1db;border-radius:6px;padding:1rem;margin-block:1rem;display:flex;
flex-direction:column;gap:.4rem}input,textarea,button{font:inherit;min-height:44px;
box-sizing:border-box;max-width:100%}button{padding:0 1rem;align-self:flex-start}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dd{margin:0}
.error{color:#a40e26}.note{border-inline-start:4px solid #0f3d75;padding-inline-start:.75rem}`;

function page(lang: Lang, title: string, body: string) {
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>${escape(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

function send(c: Context, status: number, html: string) {
  c.header("Cache-Control", "no-store");
  c.header("X-Robots-Tag", "noindex, nofollow");
  c.header("Referrer-Policy", "no-referrer");
  return c.html(html, status as 200);
}

/** The quotation as the buyer reads it: the figures stored when it was sent. */
function summary(q: ReturnType<typeof asSent> & object, lang: Lang) {
  const w = (key: Parameters<typeof quotationWord>[1], vars?: Record<string, string>) =>
    escape(quotationWord(lang, key, vars));
  const { sent } = q;
  const rows = q.content.lines
    .map(
      (
        line,
        i,
      ) => `<tr><td class="n no">${i + 1}</td><td>${escape(itemText(line))}${line.note ? `<br><small>${escape(line.note)}</small>` : ""}</td>
<td class="n">${won(line.quantity)}</td><td class="n">${won(line.unitPrice ?? 0)}</td>
<td class="n">${won((line.unitPrice ?? 0) * line.quantity)}</td></tr>`,
    )
    .join("");
  const terms = [
    [w("leadTime"), q.content.terms.leadTime],
    [w("payment"), q.content.terms.payment],
    [w("delivery"), q.content.terms.delivery],
    [w("notes"), q.content.terms.notes],
  ]
    .filter(([, value]) => value)
    .map(([label, value]) => `<dt>${label}</dt><dd>${escape(value!)}</dd>`)
    .join("");
  return `<h1>${w("title")} ${escape(numberLabel(q))}</h1>
<p>${w("toCompany", { company: sent.buyer.company })} · ${escape(sent.buyer.name)}</p>
<p>${w("supplier")}: ${escape(sent.supplier.name)}${
    sent.supplier.businessNumber
      ? ` (${w("businessNumber")} ${escape(sent.supplier.businessNumber)})`
      : ""
  }</p>
<p>${w("issued")}: ${escape(dayText(sent.issuedOn, lang))} · ${w("validUntil")}: ${w(
    "validUntilValue",
    { date: dayText(sent.validUntil, lang) },
  )}</p>
<p class="total">${w("totalLine")}: ${w("won", { amount: won(sent.total) })}</p>
<p>${escape(amountInWords(sent.total))}</p>
<div class="scroll" role="region" aria-label="${w("item")}" tabindex="0"><table>
<thead><tr><th scope="col" class="no">${w("no")}</th><th scope="col">${w("item")}</th>
<th scope="col">${w("quantity")}</th><th scope="col">${w("unitPrice")}</th>
<th scope="col">${w("amount")}</th></tr></thead><tbody>${rows}</tbody></table></div>
<dl><dt>${w("supply")}</dt><dd>${w("won", { amount: won(sent.supply) })}</dd>
<dt>${w("tax")}</dt><dd>${w("won", { amount: won(sent.tax) })}</dd>
<dt>${w("total")}</dt><dd>${w("won", { amount: won(sent.total) })}</dd>${terms}</dl>`;
}

interface Typed {
  name?: string;
  po?: string;
  reason?: string;
  errors?: Partial<Record<"name" | "po" | "poFile" | "reason", string>>;
}

function forms(w: Words, action: string, typed: Typed = {}) {
  const e = typed.errors ?? {};
  const field = (
    id: "name" | "po" | "reason",
    label: string,
    value = "",
    extra = "",
    hint?: string,
  ) => {
    const described = [hint && `${id}-hint`, e[id] && `${id}-error`].filter(Boolean).join(" ");
    const input =
      id === "reason"
        ? `<textarea id="${id}" name="${id}" rows="3" maxlength="${TEXT_MAX.reason}"${extra}${
            described ? ` aria-describedby="${described}"` : ""
          }${e[id] ? ' aria-invalid="true"' : ""}>${escape(value)}</textarea>`
        : `<input id="${id}" name="${id}" value="${escape(value)}"${extra}${
            described ? ` aria-describedby="${described}"` : ""
          }${e[id] ? ' aria-invalid="true"' : ""}>`;
    return `<label for="${id}">${escape(label)}</label>${input}${
      hint ? `<small id="${id}-hint">${escape(hint)}</small>` : ""
    }${e[id] ? `<p id="${id}-error" class="error">${escape(e[id])}</p>` : ""}`;
  };
  return `<form method="post" action="${action}" enctype="multipart/form-data">
<h2>${escape(w("accept"))}</h2><p>${escape(w("acceptHint"))}</p>
<input type="hidden" name="answer" value="accept">
${field("name", w("name"), typed.name, ` required maxlength="${TEXT_MAX.name}" autocomplete="name"`)}
${field("po", w("poNumber"), typed.po, ` maxlength="${TEXT_MAX.po}"`)}
<label for="poFile">${escape(w("poFile"))}</label><input id="poFile" name="poFile" type="file"${
    e.poFile ? ' aria-invalid="true" aria-describedby="poFile-error"' : ""
  }>${e.poFile ? `<p id="poFile-error" class="error">${escape(e.poFile)}</p>` : ""}
<button type="submit">${escape(w("acceptButton"))}</button></form>
<form method="post" action="${action}" enctype="multipart/form-data">
<h2>${escape(w("decline"))}</h2><input type="hidden" name="answer" value="decline">
${field("reason", w("reason"), typed.reason, " required", w("reasonHint"))}
<button type="submit">${escape(w("declineButton"))}</button></form>`;
}

export interface AnswerPageOptions {
  store: InquiryStore;
  /** Wakes the outbox of the staff's notice of an answer. */
  wake: () => void;
  now?: () => Date;
  /**
   * Writes the audit log's entry of an answer (the staff services' log), when there is one,
   * with the client's address as the back office's entries have it.
   */
  audit?: (event: {
    action: "quotation-answered";
    target: string;
    detail: string;
    address: string;
  }) => void;
  /** Behind a proxy that says the client's address (TRUST_PROXY). */
  trustProxy?: boolean;
}

export function quotationAnswerPage(options: AnswerPageOptions) {
  const { store } = options;
  const now = options.now ?? (() => new Date());
  const app = new Hono();

  /** The quotation of a token whose signature and nonce hold; undefined for anything else. */
  const quotationOf = (token: string) => {
    const read = readQuotationToken(store.quotations.key(), token);
    const quotation = read && asSent(store.quotations.byId(read.id));
    return quotation && quotation.sent.nonce === read.nonce ? quotation : undefined;
  };
  const langOf = (c: Context): Lang => (c.req.path.startsWith("/en/") ? "en" : "ko");

  /** The page of a quotation in its present state, with a note and the forms when open. */
  function view(
    c: Context,
    quotation: NonNullable<ReturnType<typeof quotationOf>>,
    status = 200,
    typed?: Typed,
    note?: string,
  ) {
    const lang = langOf(c);
    const w = wordsIn(lang);
    const today = seoulDate.format(now());
    let state: string;
    if (quotation.state === "accepted" || quotation.state === "declined") {
      // The day of the answer in Seoul, as the buyer's calendar had it.
      const day = seoulDate.format(new Date(quotation.answer!.at));
      state = `<p class="note" role="status">${escape(w(quotation.state, { date: dayText(day, lang) }))}</p>`;
    } else if (quotation.state === "replaced") {
      state = `<p class="note">${escape(w("replaced"))}</p>`;
    } else if (quotation.sent.validUntil < today) {
      state = `<p class="note">${escape(w("expired", { date: dayText(quotation.sent.validUntil, lang) }))}</p>`;
    } else state = forms(w, c.req.path, typed);
    const lead = note ? `<p class="note error" role="alert">${escape(note)}</p>` : "";
    return send(
      c,
      status,
      page(
        lang,
        `${quotationWord(lang, "title")} ${numberLabel(quotation)}`,
        lead + summary(quotation, lang) + state,
      ),
    );
  }

  const notFound = (c: Context) => {
    const lang = langOf(c);
    const w = wordsIn(lang);
    return send(
      c,
      404,
      page(
        lang,
        w("notFoundTitle"),
        `<h1>${escape(w("notFoundTitle"))}</h1><p>${escape(w("notFound"))}</p>`,
      ),
    );
  };

  for (const prefix of ["", "/en"]) {
    app.get(`${prefix}/quotation/:quotationLink`, (c) => {
      const quotation = quotationOf(c.req.param("quotationLink"));
      return quotation ? view(c, quotation) : notFound(c);
    });
    app.post(
      `${prefix}/quotation/:quotationLink`,
      // A link that signs nothing gets its 404 before any of its body is read (issue 56).
      async (c, next) => {
        if (quotationOf(c.req.param("quotationLink"))) return next();
        const answer = notFound(c);
        answer.headers.set("Connection", "close");
        closeAfterAnswer(c);
        return answer;
      },
      async (c) => {
        const quotation = quotationOf(c.req.param("quotationLink"));
        if (!quotation) return notFound(c);
        const w = wordsIn(langOf(c));
        const read = await readBody(
          c.req.raw,
          QUOTATION_ANSWER_DOOR,
          clientAddress(c, options.trustProxy ?? false),
        );
        try {
          return await answerWith(c, quotation, w, read);
        } finally {
          await read.release();
        }
      },
    );
  }

  /** The buyer's answer from the body the door read, or the page again with its errors. */
  async function answerWith(
    c: Context,
    quotation: NonNullable<ReturnType<typeof quotationOf>>,
    w: Words,
    read: BodyRead,
  ): Promise<Response> {
    if (!read.ok) {
      if (read.unread) closeAfterAnswer(c);
      if (read.reason === "bytes") {
        const lang = langOf(c);
        const tooLarge = answerPageWord(lang, "tooLargeBody");
        const answer = send(c, 413, page(lang, tooLarge, `<p>${escape(tooLarge)}</p>`));
        if (read.unread) answer.headers.set("Connection", "close");
        return answer;
      }
    }
    const posted = read.posted;
    const form = {
      get: (name: string) => posted.fields.get(name)?.[0] ?? null,
    };
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === "string" ? value.replace(/\r\n?/g, "\n").trim() : "";
    };
    const accept = form.get("answer") === "accept";
    if (!accept && form.get("answer") !== "decline") return view(c, quotation, 400);
    const typed: Typed = {
      name: text("name"),
      po: text("po"),
      reason: text("reason"),
      errors: {},
    };
    const errors = typed.errors!;
    if (!read.ok) {
      // The words typed come back, minus a value past its limit; the file is chosen again.
      if (read.reason === "fileBytes") typed.errors!.poFile = w("fileTooLarge");
      else if (read.reason === "fieldBytes" && read.field && read.field in TEXT_MAX) {
        typed.errors![read.field as keyof typeof TEXT_MAX] = w("tooLong");
      }
      if (read.status === 503) {
        c.header("Retry-After", String(read.reason === "space" ? DISK_FULL_RETRY_SECONDS : 10));
      }
      return view(c, quotation, read.status === 503 ? 503 : 400, typed, w("fixBelow"));
    }
    const file = posted.files.find((sent) => sent.field === "poFile");
    const po = file && file.size > 0 ? file : undefined;
    const poBytes = po && po.size <= MAX_PO_BYTES ? await readFile(po.path) : undefined;
    // The type kept and mailed to staff is the one its bytes show, never the browser's.
    const poType = po && poBytes && attachmentType(po.name, poBytes);
    // The inquiry form's rule (server/platform/text.ts): no control or invisible format
    // characters, which would reorder what staff read in the PDF, the .xlsx and this page;
    // and a name or PO number on one line.
    const check = (field: "name" | "po" | "reason", max: number) => {
      const value = typed[field]!;
      if (BAD_CHARACTER.test(value) || (field !== "reason" && LINE_BREAK.test(value))) {
        errors[field] = w("badCharacters");
      } else if ([...value].length > max) errors[field] = w("tooLong");
    };
    if (accept) {
      if (!typed.name) errors.name = w("required");
      else check("name", TEXT_MAX.name);
      check("po", TEXT_MAX.po);
      if (po && po.size > MAX_PO_BYTES) errors.poFile = w("fileTooLarge");
      else if (po && !poType) {
        errors.poFile = w("fileType", { extensions: ATTACHMENT_EXTENSIONS.join(", ") });
      }
    } else if (!typed.reason) errors.reason = w("required");
    else check("reason", TEXT_MAX.reason);
    if (Object.keys(errors).length > 0) return view(c, quotation, 400, typed, w("fixBelow"));

    const at = now();
    const files =
      po && poBytes && poType ? [{ name: po.name, type: poType, content: poBytes }] : [];
    const result = store.files.keep(files, (record) =>
      store.quotations.answer(
        quotation.id,
        accept
          ? { accept, name: typed.name!, ...(typed.po && { poNumber: typed.po }) }
          : { accept, reason: typed.reason! },
        at,
        seoulDate.format(at),
        (answered) => {
          if (po) record({ inquiryId: answered.inquiryId, quotationId: answered.id });
          // Accepted is ordered: its order is made in the same transaction (decision 047).
          if (accept) store.orders.fromQuotation(answered, seoulDate.format(at), at);
          store.outbox.add(
            {
              kind: "answer",
              inquiryId: answered.inquiryId,
              payload: { quotation: answered.id },
            },
            at,
          );
        },
      ),
    );
    const fresh = asSent(store.quotations.byId(quotation.id))!;
    if (result.result !== "answered") {
      // Nothing changed: the page in its present state, with why.
      return view(
        c,
        fresh,
        409,
        undefined,
        result.result === "answered-before" ? w("answeredBefore") : undefined,
      );
    }
    options.wake();
    // The buyer's answer is acknowledged once it is off the machine, a PO file too (issue 72).
    await offTheMachine(files.length > 0);
    const ref = store.byId(fresh.inquiryId)?.ref ?? "";
    options.audit?.({
      action: "quotation-answered",
      target: ref,
      detail: `${numberLabel(fresh)} ${accept ? "accepted" : "declined"}`,
      address: clientAddress(c, options.trustProxy ?? false),
    });
    return c.redirect(c.req.path, 303);
  }
  return app;
}

export type { StoredQuotation };
