/** Where inquiries go, fixed at build time (FORM_ENDPOINT, FORM_KEY, FORM_PROJECT; vite.config.ts). */
export const formTarget = {
  /** "" = this site's own receiver. */
  endpoint: __FORM_ENDPOINT__,
  key: __FORM_KEY__,
  project: __FORM_PROJECT__ || undefined,
};

/**
 * The URL @formspree/core posts to for this endpoint, built the way it builds it. With the
 * configured endpoint it is also the form's no-JS `action` (relative for this site's receiver).
 */
export function submitUrl(endpoint: string): string {
  const project = formTarget.project ? `/p/${formTarget.project}` : "";
  return `${endpoint}${project}/f/${formTarget.key}`;
}
