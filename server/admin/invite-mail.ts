import type { Lang } from "../../app/i18n/lang";
import { joinLink } from "../mail/kinds/invitation";
import { newMessageLocal } from "../mail/thread";
import type { StaffServices } from "./services";

/** The invitation link, on the site's own origin (SITE_URL), in `lang`; the token is in the path. */
export function inviteLink(site: { SITE_URL: string }, token: string, lang: Lang = "ko"): string {
  return joinLink(site.SITE_URL, token, lang);
}

/** What became of an invitation's mail: sent, no SMTP server set, or the server refused it. */
export type InviteMailResult = "mailed" | "no-server" | "failed";

/**
 * Mails a one-time join link (server/mail/kinds/invitation.ts) at once rather than through the
 * outbox: a queued mail would keep the link in clear in a table, and the tables keep only its
 * hash. A failure is said to the owner, who still has the link (but for an owner's reset).
 */
export async function mailInvite(
  staff: Pick<StaffServices, "mailRoom">,
  to: string,
  link: string,
  { lang = "ko", purpose = "invite" }: { lang?: Lang; purpose?: "invite" | "reset" } = {},
): Promise<InviteMailResult> {
  if (!staff.mailRoom.on("invitation")) return "no-server";
  try {
    await staff.mailRoom.send("invitation", {
      to,
      link,
      lang,
      purpose,
      local: newMessageLocal("invitation"),
    });
    return "mailed";
  } catch {
    return "failed";
  }
}
