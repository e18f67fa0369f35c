import { data, type AppLoadContext } from "react-router";
import { ownerAtRisk } from "../../../server/admin/accounts";
import type { Account } from "../../../server/admin/services";
import { readInboxQuery } from "../../../server/inquiries/inbox-query";
import { currentStaff, safeNext, staffContext } from "../guard.server";
import { adminMeta, adminPageMeta } from "../frame/meta";
import { inboxWord } from "../frame/inbox-words";
import { inquiriesContext } from "../frame/inquiries.server";
import type { InboxListData } from "./InboxList";
import { adminPath, requestAdminLang } from "../words";
import { launchChecklist, type ChecklistItem } from "./checklist.server";
import { edgeLines, type EdgeLine } from "./edge.server";
import { replicaLines, type ReplicaLines } from "./replica.server";
import { restartsNotice, type RestartsNotice } from "./restarts.server";
import { mailFilesWarning, type MailFilesWarning } from "./mail-files.server";
import { certificateWarnings, type CertificateWarning } from "../content/certificates/home.server";

export type HomeData = InboxListData & {
  /** Owners only: what still stands between the site and its launch. */
  checklist?: ChecklistItem[];
  /** Owners only: the only owner could be locked out by losing one device (`ownerAtRisk`). */
  lockout?: true;
  /** Owners only, from 80% of the mail files' quota: the space they take (issue 47). */
  mailFiles?: MailFilesWarning;
  /** Owners only: the purges and IndexNow pings publishes send (server/edge/). */
  edge?: EdgeLine[];
  /** Owners only: whether the records would come back if the server were lost (REPLICA_URL). */
  replica?: ReplicaLines;
  /** Owners only: certificates within 60 days of their last valid day, or expired. */
  certificates?: CertificateWarning[];
  /** Owners only: the server ended unasked and started again in the last 7 days. */
  restarts?: RestartsNotice;
};

/** The signed-in /admin: the inbox under the URL's filters (app/admin/home/). */
export async function homeData(
  request: Request,
  context: AppLoadContext,
  account: Account,
): Promise<HomeData> {
  const { inbox, store } = inquiriesContext(context);
  const { query, ignored } = readInboxQuery(new URL(request.url).searchParams);
  // The staff services' clock (tests move it): the overdue rule and the ages read it.
  const { services } = staffContext(context);
  const now = services.now();
  const everyone = services.accounts.list();
  const assignees = everyone
    .filter((account) => account.status === "active")
    .map((account) => account.email);
  const checklist =
    account.role === "owner"
      ? await launchChecklist(request, context, requestAdminLang(request))
      : undefined;
  const edge = account.role === "owner" ? edgeLines(context, requestAdminLang(request)) : undefined;
  const replica =
    account.role === "owner" ? replicaLines(context, requestAdminLang(request)) : undefined;
  const certificates =
    account.role === "owner" ? certificateWarnings(context, requestAdminLang(request)) : [];
  const restarts =
    account.role === "owner" ? restartsNotice(context, requestAdminLang(request), now) : undefined;
  const mailFiles =
    account.role === "owner"
      ? mailFilesWarning(store.messages.filesUse(), requestAdminLang(request))
      : undefined;
  return {
    query,
    ignored,
    page: inbox.list(query, now),
    assignees,
    now,
    unmatched: store.messages.unmatchedCount(),
    ...(checklist ? { checklist } : {}),
    ...(mailFiles ? { mailFiles } : {}),
    ...(edge ? { edge } : {}),
    ...(replica ? { replica } : {}),
    ...(certificates.length ? { certificates } : {}),
    ...(restarts ? { restarts } : {}),
    ...(account.role === "owner" && ownerAtRisk(everyone) ? { lockout: true as const } : {}),
  };
}

/** The launch checklist was shown whole on this browser (not personal: one flag). */
const CHECKLIST_COOKIE = "admin-checklist-seen";
const CHECKLIST_SEEN = new RegExp(`(?:^|;\\s*)${CHECKLIST_COOKIE}=1(?:;|$)`);

/**
 * /admin: the sign-in form when no one is signed in (200, noindex), the back office's home when
 * someone is. The home is `Home` and `homeData` (the inbox's slot).
 */
export async function loadAdminHome(request: Request, context: AppLoadContext) {
  const lang = requestAdminLang(request);
  const account = currentStaff(request, context);
  if (!account) {
    return {
      view: "sign-in" as const,
      meta: adminMeta(lang),
      next: safeNext(new URL(request.url).searchParams.get("next"), adminPath(lang)),
    };
  }
  const home = await homeData(request, context, account);
  const seen = CHECKLIST_SEEN.test(request.headers.get("Cookie") ?? "");
  const page = {
    view: "home" as const,
    meta: adminPageMeta(lang, inboxWord(lang, "inbox")),
    home,
    checklistFolded: seen,
  };
  // Shown whole once on this browser; from the next visit, one line.
  return home.checklist && !seen
    ? data(page, {
        headers: {
          "Set-Cookie": `${CHECKLIST_COOKIE}=1; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly`,
        },
      })
    : page;
}
