/**
 * The privacy policy's versions, newest first: a version is named by its effective date, which
 * is also its URL (/privacy/2026-11-22). A new version adds its date here and its text in
 * privacy-policy.server.ts; earlier ones stay readable (docs/decisions/009-privacy.md). A
 * version is announced before its date (PIPA: 7 days): until that day it is "upcoming", and the
 * one before it stays in force.
 */
export const policyVersions = [
  "2026-12-29",
  "2026-12-18",
  "2026-12-11",
  "2026-12-10",
  "2026-12-02",
  "2026-11-23",
  "2026-11-22",
] as const;

export type PolicyVersion = (typeof policyVersions)[number];

/** The version in force on a Seoul day ("2026-11-26"): the newest whose date has come. */
export function policyInForce(day: string): PolicyVersion {
  return policyVersions.find((version) => version <= day) ?? policyVersions.at(-1)!;
}

/** Versions announced for a later day, the soonest first. */
export function upcomingPolicies(day: string): PolicyVersion[] {
  return policyVersions.filter((version) => version > day).reverse();
}

/** A version's standing on a day: in force, upcoming, or an earlier one. */
export function policyStanding(version: PolicyVersion, day: string) {
  if (version > day) return "upcoming" as const;
  return version === policyInForce(day) ? ("current" as const) : ("earlier" as const);
}

/**
 * What each version newly covers: the purposes for which the site takes personal data or
 * mails (issue 79). A feature names its purpose once; it stays closed until the version that
 * covers it is in force (`purposeOpensOn`, `purposeOpen`), and says on its page when it opens.
 */
export type PrivacyPurpose =
  | "inquiry"
  | "visit-counts"
  | "quotation-answer"
  | "unit-request"
  | "plant-request"
  | "service-reminders"
  | "search-words";

export const policyPurposes: Record<PolicyVersion, readonly PrivacyPurpose[]> = {
  "2026-11-22": ["inquiry"],
  "2026-11-23": ["visit-counts"],
  "2026-12-02": ["quotation-answer"],
  "2026-12-10": ["unit-request"],
  "2026-12-11": [],
  "2026-12-18": ["plant-request", "service-reminders", "search-words"],
  // What an order keeps and for how long: no new purpose, a longer keeping (issue 82).
  "2026-12-29": [],
};

/** The day the first version covering `purpose` takes effect. */
export function purposeOpensOn(purpose: PrivacyPurpose): PolicyVersion {
  return [...policyVersions].reverse().find((v) => policyPurposes[v].includes(purpose))!;
}

/** Whether the version in force on a Seoul day covers `purpose` (each keeps what came before). */
export const purposeOpen = (purpose: PrivacyPurpose, day: string): boolean =>
  purposeOpensOn(purpose) <= policyInForce(day);

/** The name of the consent box's field (docs/form-protocol.md, Consent). */
export const CONSENT_FIELD = "privacy_consent";

export const isPolicyVersion = (value: string): value is PolicyVersion =>
  (policyVersions as readonly string[]).includes(value);

/**
 * The version of the notice at the form on a day: the policy in force, which the notice
 * summarises. The consent box sends it as its value and the receiver stores it with the inquiry.
 */
export const noticeVersion = (day: string): PolicyVersion => policyInForce(day);
