import { data, type AppLoadContext } from "react-router";
import { z } from "zod";
import { displayName, NAME_MAX } from "../../../server/admin/accounts";
import { inviteLink, mailInvite, type InviteMailResult } from "../../../server/admin/invite-mail";
import type { Account } from "../../../server/admin/services";
import { isMailbox } from "../../../server/mail/settings";
import { recipientLang } from "../../../server/mail/kinds/kind";
import type { Lang } from "../../i18n/lang";
import { CONFIRMED } from "../frame/ConfirmAction";
import { adminPageMeta } from "../frame/meta";
import { audit, requireStaff, staffContext } from "../guard.server";
import { requestAdminLang } from "../words";
import { kst } from "../frame/inbox-words";
import { staffWord, type StaffWordKey } from "./words";
import { postedForm } from "../../../server/platform/body";

/** One row of the page: what an owner sees of an account (never a secret). */
export interface StaffRow {
  id: number;
  email: string;
  name?: string;
  role: Account["role"];
  status: Account["status"];
  lastSignIn?: string;
  password: boolean;
  totp: boolean;
  passkeys: number;
  recoveryCodes: number;
}

/** The page: the accounts, whose is one's own, and whether invitations can go by mail. */
export function loadStaff(request: Request, context: AppLoadContext) {
  const me = requireStaff(request, context, { role: "owner" });
  const lang = requestAdminLang(request);
  return {
    meta: adminPageMeta(lang, staffWord(lang, "title")),
    me: me.id,
    rows: staffRows(context),
    mailOn: staffContext(context).services.mail.sender() !== undefined,
  };
}

/** An owner's post, answered with the page's words (and its status). */
export async function staffAction(request: Request, context: AppLoadContext) {
  const me = requireStaff(request, context, { role: "owner" });
  const lang = requestAdminLang(request);
  const form = postedForm(context);
  const { status, body } = await staffChange(request, context, me, lang, form);
  return data(body, { status });
}

/** The accounts with their last sign-in (from the audit log, Seoul time). */
function staffRows(context: AppLoadContext): StaffRow[] {
  const { services } = staffContext(context);
  const last = services.audit.lastSignIns();
  return services.accounts.list().map((account) => {
    const at = last.get(account.email.toLowerCase());
    return {
      id: account.id,
      email: account.email,
      ...(account.name && { name: account.name }),
      role: account.role,
      status: account.status,
      ...(at !== undefined && { lastSignIn: kst(new Date(at).toISOString()) }),
      password: services.accounts.passwordHash(account.id) !== undefined,
      totp: account.totp,
      passkeys: account.passkeys,
      recoveryCodes: account.recoveryCodes,
    };
  });
}

/**
 * A one-time link, shown to the owner in this answer only, and how its mail went. An owner's
 * reset has no link here: it went by mail to that owner alone.
 */
export interface Issued {
  kind: "invited" | "reset";
  email: string;
  link?: string;
  mail: InviteMailResult;
}

export type StaffAnswer = {
  issued?: Issued;
  done?: string;
  error?: string;
  /** The invite form's values and field errors, kept when it is refused. */
  values?: { email: string; name: string; role: string };
  errors?: { email?: string; name?: string; role?: string };
  /** A destructive action asked without JavaScript: its confirmation step. */
  confirm?: { intent: "disable" | "reset"; id: number; email: string };
};

const inviteForm = z.object({
  email: z.string().trim().max(254).refine(isMailbox),
  name: displayName,
  role: z.enum(["owner", "staff"]),
});
const targetForm = z.object({
  intent: z.enum(["disable", "enable", "reset", "role"]),
  id: z.coerce.number().int().positive(),
  role: z.enum(["owner", "staff"]).optional(),
});

/**
 * The owner's changes to accounts. Every refusal is an answer in words (never a 500); the last
 * active owner keeps the back office reachable, and no owner changes their own account here.
 */
async function staffChange(
  request: Request,
  context: AppLoadContext,
  me: Account,
  lang: Lang,
  form: FormData,
): Promise<{ status: number; body: StaffAnswer }> {
  const { services } = staffContext(context);
  const t = (key: StaffWordKey, vars?: Record<string, string | number>) =>
    staffWord(lang, key, vars);
  const refuse = (error: string, status = 400) => ({ status, body: { error } });

  if (form.get("intent") === "invite") {
    const values = {
      email: String(form.get("email") ?? ""),
      name: String(form.get("name") ?? ""),
      role: String(form.get("role") ?? ""),
    };
    const parsed = inviteForm.safeParse(values);
    if (!parsed.success) {
      const errors: StaffAnswer["errors"] = {};
      for (const issue of parsed.error.issues) {
        const field =
          issue.path[0] === "role" || issue.path[0] === "name" ? issue.path[0] : "email";
        errors[field] ??= t(`error_${field}`, { max: NAME_MAX });
      }
      return { status: 400, body: { values, errors } };
    }
    if (services.accounts.byEmail(parsed.data.email)) {
      return { status: 400, body: { values, errors: { email: t("error_exists") } } };
    }
    const { email, role, name } = parsed.data;
    const { account, token } = services.accounts.invite(email, role, name);
    return { status: 200, body: { issued: await issue("invited", account, token) } };
  }

  const parsed = targetForm.safeParse(Object.fromEntries(form));
  if (!parsed.success) return refuse(t("noAccount"));
  const { intent, id } = parsed.data;
  const target = services.accounts.byId(id);
  if (!target) return refuse(t("noAccount"), 404);
  if (target.id === me.id) return refuse(t("yourself"));
  const email = target.email;
  // The last active owner is never taken away (only reachable by another owner's race).
  const lastOwner =
    target.role === "owner" && target.status === "active" && services.accounts.activeOwners() <= 1;

  if (intent === "enable") {
    const status = services.accounts.enable(target.id);
    audit(request, context, { action: "enabled", target: email, detail: status });
    return {
      status: 200,
      body: { done: t(status === "active" ? "enabled" : "enabledInvited", { email }) },
    };
  }
  if (intent === "role") {
    const role = parsed.data.role;
    if (!role) return refuse(t("error_role"));
    if (role === target.role) return { status: 200, body: {} };
    if (role === "staff" && lastOwner) return refuse(t("lastOwner"));
    services.accounts.setRole(target.id, role);
    audit(request, context, { action: "role-changed", target: email, detail: role });
    return { status: 200, body: { done: t("roleChanged", { email, role: t(role) }) } };
  }
  if (lastOwner) return refuse(t("lastOwner"));
  if (form.get(CONFIRMED) !== "yes")
    return { status: 200, body: { confirm: { intent, id, email } } };
  if (intent === "disable") {
    services.accounts.disable(target.id);
    audit(request, context, { action: "disabled", target: email });
    return { status: 200, body: { done: t("disabled", { email }) } };
  }
  // An owner's reset link would let the owner who asked join as them (issue 41): it goes by
  // mail to that owner alone, so it is refused, before anything is removed, while mail is off.
  // So for one made staff first (the audit log remembers an owner), or that would be the way.
  const mailOnly = target.role === "owner" || wasOwner(email);
  if (mailOnly && !services.mail.sender()) return refuse(t("ownerResetNeedsMail"), 409);
  const token = services.accounts.reset(target.id);
  return { status: 200, body: { issued: await issue("reset", target, token, mailOnly) } };

  /**
   * True when the audit log has the account invited as an owner or its role changed (to owner,
   * or to staff, which only an owner's account is changed to).
   */
  function wasOwner(address: string): boolean {
    const about = (action: "invited" | "role-changed", detail: RegExp) =>
      services.audit
        .list({ action })
        .entries.some(
          (entry) =>
            entry.target?.toLowerCase() === address.toLowerCase() &&
            detail.test(entry.detail ?? ""),
        );
    return about("role-changed", /^(owner|staff)$/) || about("invited", /^owner\b/);
  }

  /** Audits the link's making (never the link) and mails it when a server is set. */
  async function issue(
    kind: Issued["kind"],
    account: Account,
    token: string,
    mailOnly = false,
  ): Promise<Issued> {
    // A reset goes in the language the account reads its mail in; an invitation in the page's.
    const mailLang = kind === "reset" ? recipientLang({ staff: account }) : lang;
    const link = inviteLink({ SITE_URL: services.siteOrigin }, token, mailLang);
    const mail = await mailInvite(services, account.email, link, {
      lang: mailLang,
      purpose: kind === "reset" ? "reset" : "invite",
    });
    audit(request, context, {
      action: kind,
      target: account.email,
      detail: `${kind === "invited" ? `${account.role}, ` : ""}mail: ${mail}`,
    });
    return { kind, email: account.email, ...(!mailOnly && { link }), mail };
  }
}
