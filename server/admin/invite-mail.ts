import type { StaffServices } from "./services";
import { AUTO_SUBMITTED } from "../mail/thread";

/** The invitation link, on the site's own origin (SITE_URL); the token is in the path. */
export function inviteLink(site: { SITE_URL: string }, token: string): string {
  return `${site.SITE_URL}/admin/join/${token}`;
}

/** What became of an invitation's mail: sent, no SMTP server set, or the server refused it. */
export type InviteMailResult = "mailed" | "no-server" | "failed";

/**
 * Mails a one-time join link through the mail settings (the back office's, or SMTP_URL), at
 * once rather than through an outbox: a queued mail would keep the link in clear in a table,
 * and the tables keep only its hash. A failure is said to the owner, who still has the link.
 */
export async function mailInvite(
  staff: Pick<StaffServices, "mail">,
  to: string,
  link: string,
): Promise<InviteMailResult> {
  const sender = staff.mail.sender();
  if (!sender) return "no-server";
  try {
    await sender.send({
      to,
      subject: "관리자 초대 / Invitation to the Admin Panel",
      headers: AUTO_SUBMITTED,
      text: [
        "관리자 계정을 만들려면 24시간 안에 아래 링크를 여세요.",
        "To create your Admin Panel account, open this link within 24 hours:",
        "",
        link,
        "",
      ].join("\n"),
    });
    return "mailed";
  } catch {
    return "failed";
  }
}
