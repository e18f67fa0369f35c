import { useAdminFrame } from "./use-admin";

/** The CSRF token every admin form posts (checked by server/admin/http.ts). */
export function Csrf() {
  return <input type="hidden" name="csrf" value={useAdminFrame()?.csrf ?? ""} />;
}
