import { data, redirect, type AppLoadContext } from "react-router";
import { unmatchedPost } from "../../../server/admin/unmatched-actions";
import { UNMATCHED_PAGE } from "../../../server/inquiries/messages";
import { inboxWord } from "../frame/inbox-words";
import { inquiriesContext } from "../frame/inquiries.server";
import { adminPageMeta } from "../frame/meta";
import { audit, requireStaff } from "../guard.server";
import { adminPath, requestAdminLang } from "../words";
import { postedForm } from "../../../server/platform/body";

/**
 * Unmatched mail (decision 023): what reached the mailbox and matched no inquiry, oldest first,
 * to attach to an inquiry by its reference or to dismiss. Plain form posts; a dismissed mail
 * stays on the site until retention, its copy on the mail server goes at once (issue 47).
 */
export function loadUnmatched(request: Request, context: AppLoadContext) {
  requireStaff(request, context);
  const lang = requestAdminLang(request);
  const params = new URL(request.url).searchParams;
  const asked = Number(params.get("page") ?? "1");
  const page = Number.isSafeInteger(asked) && asked >= 1 && asked <= 100_000 ? asked : 1;
  const { messages } = inquiriesContext(context).store;
  const pages = Math.max(1, Math.ceil(messages.unmatchedCount() / UNMATCHED_PAGE));
  return {
    meta: adminPageMeta(lang, inboxWord(lang, "unmatchedTitle")),
    page,
    pages,
    mails: messages
      .unmatched(page)
      .map(
        ({
          id,
          sender,
          senderName,
          subject,
          receivedAt,
          body,
          cut,
          files,
          notKept,
          held,
          claimedRef,
        }) => ({
          id,
          ...(cut && { cut }),
          sender: senderName ? `${senderName} <${sender}>` : sender,
          subject,
          receivedAt,
          body,
          files: files.map((file) => ({ id: file.id, name: file.name })),
          notKept,
          ...(held && { held }),
          ...(claimedRef && { claimedRef }),
        }),
      ),
    attached: params.get("attached") ?? undefined,
    dismissed: params.has("dismissed"),
  };
}

/** Attach or dismiss: the form read here, decided by server/admin/unmatched-actions.ts. */
export async function unmatchedAction(request: Request, context: AppLoadContext) {
  requireStaff(request, context);
  const lang = requestAdminLang(request);
  const form = postedForm(context);
  const result = unmatchedPost(
    inquiriesContext(context).store.messages,
    {
      intent: form.get("intent"),
      mail: Number(form.get("mail")),
      ref: form.get("ref"),
      trust: form.get("trust"),
    },
    (event) => audit(request, context, event),
  );
  const back = adminPath(lang, "/mail");
  if ("refused" in result) return data({ refused: result.refused }, { status: 400 });
  if (result.back === "dismissed") return redirect(`${back}?dismissed`);
  if (result.back === "attached") {
    return redirect(`${back}?attached=${encodeURIComponent(result.ref)}`);
  }
  return redirect(back);
}
