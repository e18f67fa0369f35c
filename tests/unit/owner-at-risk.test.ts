import { describe, expect, it } from "vitest";
import { ownerAtRisk, type Account } from "../../server/admin/accounts";

/** The home's lockout warning: when losing one device would leave only the server's shell. */

let ids = 0;
const person = (fields: Partial<Account>): Account => ({
  id: ++ids,
  email: `p${ids}@example.com`,
  role: "owner",
  status: "active",
  mailLang: "ko",
  totp: false,
  passkeys: 0,
  recoveryCodes: 0,
  createdAt: 0,
  ...fields,
});

describe("ownerAtRisk", () => {
  it("names the only owner with one passkey and no codes left", () => {
    const owner = person({ passkeys: 1 });
    const staff = person({ role: "staff", passkeys: 3, recoveryCodes: 10 });
    expect(ownerAtRisk([owner, staff])).toBe(owner);
  });

  it("names the only owner whose authenticator app is the one device, no codes left", () => {
    const owner = person({ totp: true });
    expect(ownerAtRisk([owner])).toBe(owner);
  });

  it("is quiet when a code, a second device or a second active owner remains", () => {
    expect(ownerAtRisk([person({ passkeys: 1, recoveryCodes: 1 })])).toBeUndefined();
    expect(ownerAtRisk([person({ passkeys: 2 })])).toBeUndefined();
    expect(ownerAtRisk([person({ passkeys: 1, totp: true })])).toBeUndefined();
    expect(ownerAtRisk([person({ passkeys: 1 }), person({ totp: true })])).toBeUndefined();
  });

  it("counts only active owners: an invited or disabled one cannot reset anyone", () => {
    const owner = person({ passkeys: 1 });
    const others = [person({ status: "invited" }), person({ status: "disabled", passkeys: 2 })];
    expect(ownerAtRisk([owner, ...others])).toBe(owner);
  });
});
