import { data, redirect, type AppLoadContext } from "react-router";
import { liveContent } from "../../../../content/live.server";
import { seoulDate } from "../../../../../server/inquiries/store";
import { amountInWords, totalsOf } from "../../../../../server/quotations/money";
import {
  changeLines,
  firstDraft,
  readLineChange,
  readQuotationForm,
  type FieldErrors,
  type QuotationContent,
} from "../../../../../server/quotations/quotation";
import { addDays, sendQuotation } from "../../../../../server/inquiries/send-quotation";
import { asSent, numberLabel } from "../../../../../server/quotations/documents";
import { quotationFile } from "../../../../../server/quotations/files";
import { WorkError } from "../../../../../server/work/pool";
import { disposition } from "../../../download.server";
import { notFound } from "../../kept.server";
import { readSeal } from "../../../../../server/content/seal";
import { publishing } from "../../../content/context.server";
import { audit, requireStaff, staffContext } from "../../../guard.server";
import { inquiriesContext } from "../../../frame/inquiries.server";
import { adminPageMeta } from "../../../frame/meta";
import { adminPath, requestAdminLang } from "../../../words";
import { quotationPageWord } from "./words";
import { postedForm } from "../../../../../server/platform/body";

/**
 * The quotation page's server side (decision 027): the inquiry's draft (or the first one, from
 * its quote list), the versions sent, and the posts: save, a line added, removed or moved, send,
 * and the outcome. Every figure shown is computed here.
 */

/** The draft's figures for the page: per line, and the totals, in whole won. */
function figures(content: QuotationContent) {
  try {
    const totals = totalsOf(content.lines);
    return {
      ...totals,
      words: amountInWords(totals.total),
      missing: totals.amounts.filter((a) => a === undefined).length,
    };
  } catch {
    return undefined;
  }
}

function inquiryOf(request: Request, context: AppLoadContext, ref: string) {
  const account = requireStaff(request, context);
  const inquiries = inquiriesContext(context);
  const inquiry = inquiries.inbox.detail(ref);
  return { account, inquiries, inquiry };
}

export function loadQuotation(request: Request, context: AppLoadContext, ref: string) {
  const lang = requestAdminLang(request);
  const { inquiries, inquiry } = inquiryOf(request, context, ref);
  if (!inquiry) throw new Response("Not found", { status: 404 });
  const { quotations } = inquiries.store;
  const now = new Date(staffContext(context).services.now());
  const draft = quotations.draft(inquiry.id);
  const versions = quotations.ofInquiry(inquiry.id);
  // A revision starts from the version last sent (its prices and terms), not from an empty
  // list: a change of one price must not mean typing every other one again.
  const lastSent = versions.find((q) => q.sent);
  const content = draft?.content ?? lastSent?.content ?? firstDraft(inquiry.items ?? []);
  const today = seoulDate.format(now);
  const sent = versions
    .filter((q) => q.sent)
    .map((q) => ({
      id: q.id,
      label: numberLabel(q),
      state: q.state,
      at: q.sent!.issuedOn,
      total: q.sent!.total,
      validUntil: q.sent!.validUntil,
      ...(q.answer && { answer: q.answer }),
      // The buyer's purchase order, sent with the acceptance.
      files: inquiries.store.files.ofQuotation(q.id).map(({ id, name }) => ({ id, name })),
    }));
  const outcome = quotations.outcome(inquiry.id);
  const url = new URL(request.url);
  return {
    meta: adminPageMeta(lang, quotationPageWord(lang, "titleFor", { ref })),
    ref,
    buyer: { company: inquiry.companyName, name: inquiry.name, lang: inquiry.lang },
    content,
    figures: figures(content),
    validUntil: addDays(today, content.terms.validDays),
    sent,
    outcome: outcome ?? null,
    done: url.searchParams.get("done"),
  };
}

export type QuotationAnswer = {
  typed: Record<string, string>;
  errors: FieldErrors;
  problem?: "errors" | "mailOff" | "gone" | "bad";
};

function back(request: Request, done: string, to?: string) {
  const url = new URL(request.url);
  return redirect(`${to ?? url.pathname}?done=${done}`);
}

export async function quotationAction(request: Request, context: AppLoadContext, ref: string) {
  const lang = requestAdminLang(request);
  const { account, inquiries, inquiry } = inquiryOf(request, context, ref);
  if (!inquiry) throw new Response("Not found", { status: 404 });
  const { quotations } = inquiries.store;
  const at = new Date(staffContext(context).services.now());
  const form = postedForm(context);
  const intent = form.get("intent");
  const refuse = (status: number, answer: QuotationAnswer) => data(answer, { status });

  if (intent === "outcome") {
    const outcome = form.get("outcome");
    const reason = String(form.get("reason") ?? "")
      .trim()
      .slice(0, 500);
    if (outcome !== "won" && outcome !== "lost")
      return refuse(400, { typed: {}, errors: {}, problem: "bad" });
    quotations.setOutcome(
      inquiry.id,
      outcome,
      outcome === "lost" ? reason || undefined : undefined,
      account.email,
      at,
    );
    audit(request, context, { action: "inquiry-outcome", target: ref, detail: outcome });
    return back(request, "outcome");
  }

  const read = readQuotationForm(form);
  const change = readLineChange(form.get("line"));
  const content = change
    ? { ...read.content, lines: changeLines(read.content.lines, change) }
    : read.content;
  // A field that does not read is shown again as typed; the rest is not saved over it.
  if (Object.keys(read.errors).length > 0) {
    return refuse(400, { typed: read.typed, errors: read.errors, problem: "errors" });
  }
  quotations.save(inquiry.id, content, account.email, at);
  if (intent !== "send") return back(request, change ? "line" : "saved");

  const company = liveContent().company;
  // The published seal, printed beside the supplier's name; a missing file sends it without.
  const seal = company.seal && (await readSeal(publishing(context).dataDir, company.seal));
  const result = sendQuotation(inquiries, inquiry, account, company, at, seal);
  if (result.result === "refused") {
    return refuse(400, { typed: read.typed, errors: result.errors, problem: "errors" });
  }
  if (result.result === "mailOff")
    return refuse(503, { typed: read.typed, errors: {}, problem: "mailOff" });
  if (result.result !== "sent") return refuse(409, { typed: {}, errors: {}, problem: "gone" });
  // The audit log names the quotation, never its figures.
  audit(request, context, {
    action: "inquiry-quotation",
    target: ref,
    detail: numberLabel(result.quotation),
  });
  return back(request, "quotation", adminPath(lang, `/inquiries/${encodeURIComponent(ref)}`));
}

/**
 * A sent quotation's PDF or .xlsx, to signed-in staff only: made from the stored version as
 * the buyer got it (the buyer's language), never cached.
 */
export async function quotationDownload(
  request: Request,
  context: AppLoadContext,
  ref: string,
  name: string,
) {
  requireStaff(request, context);
  const { store } = inquiriesContext(context);
  const match = /^([1-9]\d{0,9})\.(pdf|xlsx)$/.exec(name);
  const inquiry = store.idOf(ref);
  const quotation = match && inquiry ? asSent(store.quotations.byId(Number(match[1]))) : undefined;
  if (!match || !quotation || quotation.inquiryId !== inquiry) throw notFound();
  const lang = store.byId(quotation.inquiryId)?.lang ?? "ko";
  const file = await quotationFile(quotation, lang, match[2] as "pdf" | "xlsx").catch((error) => {
    // Past the work pool's time or memory limit, or the pool full: said, never a 500.
    if (!(error instanceof WorkError) || error.reason === "failed") throw error;
    throw new Response(
      "The file could not be made now (파일을 지금 만들 수 없습니다). Please try again in a moment.\n",
      { status: 503, headers: { "Cache-Control": "no-store", "Retry-After": "5" } },
    );
  });
  return new Response(new Uint8Array(file.content), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.content.length),
      "Content-Disposition": disposition(file.filename),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "no-store",
    },
  });
}
