import { data, redirect, type AppLoadContext } from "react-router";
import {
  findProductById,
  findRetiredById,
  productPath,
} from "../../content/catalog/catalog.server";
import { companyFacts } from "../../content/company-facts.server";
import { localePath } from "../../i18n/lang";
import { responseOf } from "../../../server/inquiries/inbox";
import { inboxParams, readInboxQuery, withoutPage } from "../../../server/inquiries/inbox-query";
import {
  assignableEmails,
  inquiryPost,
  type InquiryForm,
} from "../../../server/admin/inquiry-actions";
import { attachmentType } from "../../../server/platform/file-kinds";
import {
  cleanFileName,
  MAX_REPLY_FILES,
  MAX_REPLY_FILES_BYTES,
  type NewFile,
} from "../../../server/inquiries/kept-files";
import type { StoredMessage } from "../../../server/inquiries/messages";
import { readReplyForm, replyTemplate } from "../../../server/inquiries/reply-template";
import { repliesView } from "../../../server/inquiries/reply-view";
import { CONFIRMED } from "../frame/ConfirmAction";
import { audit, auditRead, requireStaff, staffContext } from "../guard.server";
import { inquiriesContext } from "../frame/inquiries.server";
import { adminPageMeta } from "../frame/meta";
import { inboxWord } from "../frame/inbox-words";
import { adminPath, requestAdminLang } from "../words";
import { FILES_IN_BROWSER, KEPT_FILE, SEND_ANYWAY } from "./ReplyForm";
import { postedForm } from "../../../server/platform/body";

/**
 * The inquiry page's server side: what the page shows, and its posts read from the form and
 * handed to server/admin/inquiry-actions.ts, whose answer becomes the response.
 */

const assignable = (context: AppLoadContext) =>
  assignableEmails(staffContext(context).services.accounts.list());

/** One inquiry: every field, its lines, mail and consent, the actions and the timeline. */
export function loadInquiry(request: Request, context: AppLoadContext, ref: string) {
  const account = requireStaff(request, context);
  const lang = requestAdminLang(request);
  const { inbox, store, replies } = inquiriesContext(context);
  // The staff services' clock (tests move it) dates the events and reads the overdue rule.
  const now = staffContext(context).services.now();
  // A view is audited each time; the timeline keeps one per person per half hour. Both are
  // best effort: with a full disk the inquiry is still read (auditRead, guard.server.ts).
  try {
    inbox.viewed(ref, account.email, new Date(now));
  } catch (error) {
    console.error("An inquiry's view was not put on its timeline:", error);
  }
  const inquiry = inbox.detail(ref);
  if (!inquiry) {
    return data(
      { found: false as const, meta: adminPageMeta(lang, inboxWord(lang, "notFound")) },
      { status: 404 },
    );
  }
  auditRead(request, context, { action: "inquiry-viewed", target: ref });
  const url = new URL(request.url);
  const { query } = readInboxQuery(url.searchParams);
  const filter = withoutPage(query);
  // A line keeps what was asked; a product retired since links to its editor, marked so.
  const items = (inquiry.items ?? []).map((item) => {
    const product = findProductById(item.productId);
    const retired = !product && findRetiredById(item.productId) !== undefined;
    const href = product
      ? localePath(lang, productPath(product))
      : retired
        ? adminPath(lang, `/content/catalogue/${item.productId}`)
        : "";
    return { ...item, href, retired };
  });
  return {
    found: true as const,
    meta: adminPageMeta(lang, ref),
    inquiry,
    lines: items,
    neighbours: inbox.neighbours(ref, filter, now),
    response: responseOf(inquiry, now),
    // A won inquiry offers to record what was delivered (app/admin/units/).
    won: store.quotations.outcome(inquiry.id)?.outcome === "won",
    // A unit's service request's photos (server/inquiries/request-photos.ts).
    photos: store.photos.ofInquiry(inquiry.id),
    filter: inboxParams(filter).toString(),
    assignees: assignable(context),
    // The buyers' mail by its timeline event (decision 023).
    messages: Object.fromEntries(
      store.messages.ofInquiry(inquiry.id).map((message) => [message.eventId, message]),
    ) as Record<number, StoredMessage>,
    reply: {
      // In the buyer's language, signed with the live company facts of that language.
      template: replyTemplate(inquiry, account.name ?? account.email, companyFacts(inquiry.lang)),
      from: staffContext(context).services.mail.effective().from.value,
      replyTo: account.email,
      on: replies.on(),
      replies: repliesView(
        inquiry.timeline,
        store.replies.states(inquiry.id),
        replyFilesOf(store.files.ofInquiry(inquiry.id)),
      ),
      done: url.searchParams.get("done"),
    },
  };
}

/** The files of each reply, by its event's id. */
function replyFilesOf(files: { id: number; eventId: number | null; name: string; size: number }[]) {
  const byEvent = new Map<number, { id: number; name: string; size: number }[]>();
  for (const { eventId, id, name, size } of files) {
    if (eventId === null) continue;
    byEvent.set(eventId, [...(byEvent.get(eventId) ?? []), { id, name, size }]);
  }
  return byEvent;
}

/**
 * The files of a reply as posted: every non-empty file field named `files`, each with the type
 * its bytes show (the browser's is never used); the first of a kind a reply does not carry is
 * named instead.
 */
async function postedFiles(form: FormData): Promise<InquiryForm["files"]> {
  const files = form
    .getAll("files")
    .filter((value): value is File => value instanceof File && value.size > 0);
  if (files.length > MAX_REPLY_FILES) return "tooLarge";
  // The body limit counted the bytes as they came (server/admin/body-limit.ts); this counts
  // the files themselves against the same total.
  if (files.reduce((sum, file) => sum + file.size, 0) > MAX_REPLY_FILES_BYTES) return "tooLarge";
  const read: NewFile[] = [];
  for (const file of files) {
    const content = Buffer.from(await file.arrayBuffer());
    const type = attachmentType(file.name, content);
    if (!type) return { notAllowed: cleanFileName(file.name) };
    read.push({ name: file.name, type, content });
  }
  return read;
}

/** The inquiry's page again, with the filter and what was done (`done`), after a reply post. */
function back(request: Request, done: string) {
  const url = new URL(request.url);
  url.searchParams.set("done", done);
  return redirect(`${url.pathname}?${url.searchParams.toString()}`);
}

/** Status, assignee, spam, notes and replies: plain form posts, each audited. */
export async function inquiryAction(request: Request, context: AppLoadContext, ref: string) {
  const account = requireStaff(request, context);
  const inquiries = inquiriesContext(context);
  const at = new Date(staffContext(context).services.now());
  const form = postedForm(context);
  const files = form.get("intent") === "reply" ? await postedFiles(form) : [];
  const fields: InquiryForm = {
    files,
    kept: form.getAll(KEPT_FILE),
    filesInBrowser: form.get(FILES_IN_BROWSER) === "yes",
    intent: form.get("intent"),
    reply: readReplyForm(form),
    sendAnyway: form.get(SEND_ANYWAY) === "send",
    replyId: Number(form.get("reply")),
    revision: Number(form.get("revision")),
    confirmed: form.get(CONFIRMED) === "yes",
    status: form.get("status"),
    assignee: form.get("assignee"),
    note: form.get("note"),
  };
  const result = inquiryPost(
    {
      inquiries,
      staff: account,
      ref,
      at,
      audit: (event) => audit(request, context, event),
      assignable: () => assignable(context),
    },
    fields,
  );
  // Redirected, so a reload cannot send a reply twice.
  if ("back" in result) return back(request, result.back);
  return data(result.answer, { status: result.status });
}
