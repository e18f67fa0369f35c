import type { AppLoadContext } from "react-router";
import type { InquiriesContext } from "../../../server/inquiries/inbox";

/** The inquiry store and inbox from the load context (server/app.ts hands them to admin routes). */
export function inquiriesContext(context: AppLoadContext): InquiriesContext {
  const inquiries = (context as { inquiries?: InquiriesContext }).inquiries;
  if (!inquiries) throw new Error("the inbox needs the inquiry store in the load context");
  return inquiries;
}
