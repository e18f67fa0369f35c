/**
 * The privacy policy's versions, newest first: a version is named by its effective date, which
 * is also its URL (/privacy/2026-11-22). A new version adds its date here and its text in
 * privacy-policy.server.ts; earlier ones stay readable (docs/decisions/009-privacy.md).
 */
export const policyVersions = ["2026-12-02", "2026-11-23", "2026-11-22"] as const;

export type PolicyVersion = (typeof policyVersions)[number];

export const currentPolicy: PolicyVersion = policyVersions[0];

/**
 * The version of the notice at the form: the policy it summarises. The consent box sends it as
 * its value and the receiver stores it with the inquiry.
 */
export const NOTICE_VERSION: string = currentPolicy;

/** The name of the consent box's field (docs/form-protocol.md, Consent). */
export const CONSENT_FIELD = "privacy_consent";

export const isPolicyVersion = (value: string): value is PolicyVersion =>
  (policyVersions as readonly string[]).includes(value);
