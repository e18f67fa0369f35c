/** sign-in: the second step; join: the first factor from an invitation; add: on the account page. */
export type Ceremony = "sign-in" | "join" | "add";
