import type { Inquiry } from "../../server/inquiries/validate";

/** An inquiry as the form stores it, for the mail tests. */
export const VALID_INQUIRY: Inquiry = {
  lang: "ko",
  companyName: "한빛상사",
  name: "Jane Buyer",
  phone: "010-1234-5678",
  email: "jane@buyer.example",
  inquiry: "Please quote 10 pieces.",
  noticeVersion: "2026-11-01",
};
