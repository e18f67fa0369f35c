import type { ReactNode } from "react";
import type { InquiryDetail } from "../../../server/inquiries/inbox";
import { mailtoHref } from "../../lib/email";
import { kst } from "../frame/inbox-words";
import { mailStateText, type Words } from "./words";

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** What the buyer sent, their consent, and what became of the notice and confirmation. */
export function InquiryFields({ inquiry, w }: { inquiry: InquiryDetail; w: Words }) {
  const notice = inquiry.timeline.find((entry) => entry.kind === "notice");
  const confirmation = inquiry.timeline.find((entry) => entry.kind === "confirmation");
  return (
    <section>
      <h2 id="inquiry-fields">{w("fields")}</h2>
      <dl className="inquiry-fields">
        <Field label={w("received")}>
          <time dateTime={inquiry.createdAt}>{kst(inquiry.createdAt)}</time>
        </Field>
        <Field label={w("language")}>{inquiry.lang === "ko" ? "한국어" : "English"}</Field>
        <Field label={w("company")}>{inquiry.companyName}</Field>
        <Field label={w("name")}>{inquiry.name}</Field>
        <Field label={w("phone")}>
          <a href={`tel:${inquiry.phone.replace(/[^\d+]/g, "")}`}>{inquiry.phone}</a>
        </Field>
        {inquiry.fax && <Field label={w("fax")}>{inquiry.fax}</Field>}
        <Field label={w("email")}>
          <a href={mailtoHref(inquiry.email)}>{inquiry.email}</a>
        </Field>
        {inquiry.productCode && <Field label={w("productCode")}>{inquiry.productCode}</Field>}
        {inquiry.productName && <Field label={w("productName")}>{inquiry.productName}</Field>}
        {inquiry.category && <Field label={w("category")}>{inquiry.category}</Field>}
        <Field label={w("inquiry")}>
          <p className="inquiry-text">{inquiry.inquiry}</p>
        </Field>
        <Field label={w("consent")}>
          {inquiry.consentAt
            ? w("consentGiven", {
                at: kst(inquiry.consentAt),
                version: inquiry.noticeVersion ?? "–",
              })
            : w("consentNone")}
        </Field>
        <Field label={w("notice")}>{notice ? mailStateText(w, notice) : "–"}</Field>
        <Field label={w("confirmation")}>
          {confirmation ? mailStateText(w, confirmation) : w("mail_off")}
        </Field>
      </dl>
    </section>
  );
}
