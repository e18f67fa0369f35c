/**
 * sign-in: the second step; alone: a full sign-in with a discoverable passkey that verified its
 * user; join: the first factor from an invitation; add: on the account page.
 */
export type Ceremony = "sign-in" | "alone" | "join" | "add";
