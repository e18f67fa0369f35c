import { describe, expect, it } from "vitest";
import { readCompany, explainCompany } from "../../app/admin/content/company/company.server";
import { flatten } from "../../app/admin/content/use-editor";
import {
  businessDigits,
  hasBusinessChecksum,
  isBusinessNumber,
} from "../../app/content/business-number";
import { company } from "../../app/content/company";
import { companySchema } from "../../app/content/schemas";

// 124-81-00998 is a registration number printed on public invoices (Samsung Electronics); the
// others are it with one digit changed, which the check digit must catch.
const REAL = "1248100998";

describe("사업자등록번호", () => {
  it("accepts a number whose check digit is right, with or without hyphens", () => {
    expect(hasBusinessChecksum(REAL)).toBe(true);
    expect(businessDigits("124-81-00998")).toBe(REAL);
    expect(businessDigits(" 124 81 00998 ")).toBe(REAL);
    expect(isBusinessNumber("124-81-00998")).toBe(true);
  });

  it("refuses any single changed digit, a wrong length and letters", () => {
    for (let i = 0; i < 10; i++) {
      for (let d = 0; d <= 9; d++) {
        if (String(d) === REAL[i]) continue;
        const changed = REAL.slice(0, i) + d + REAL.slice(i + 1);
        expect(hasBusinessChecksum(changed), changed).toBe(false);
      }
    }
    expect(businessDigits("124-81-0099")).toBeUndefined();
    expect(businessDigits("124-81-0099a")).toBeUndefined();
    expect(isBusinessNumber("1248100998")).toBe(false);
  });
});

describe("the company editor's registration number", () => {
  const form = (value: string) => {
    const data = new FormData();
    for (const [name, text] of Object.entries(flatten(company))) data.set(name, text);
    for (const field of ["name", "task", "country"])
      for (const lang of ["ko", "en"])
        data.set(`processors.${company.processors.length}.${field}.${lang}`, "");
    data.set(`processors.${company.processors.length}.contact`, "");
    data.set("businessNumber", value);
    return data;
  };

  it("stores ten digits as printed", () => {
    const read = readCompany(form("1248100998"), company);
    expect(read.businessNumber).toBe("124-81-00998");
    expect(companySchema.safeParse(read).success).toBe(true);
  });

  it("is optional: left empty, it is absent", () => {
    const read = readCompany(form(""), company);
    expect(read.businessNumber).toBeUndefined();
    expect(companySchema.safeParse(read).success).toBe(true);
  });

  it("keeps a wrong number as typed and names the field's error", () => {
    const read = readCompany(form("124-81-00997"), company);
    expect(read.businessNumber).toBe("124-81-00997");
    const parsed = companySchema.safeParse(read);
    expect(parsed.success).toBe(false);
    const issue = parsed.error!.issues[0]!;
    expect(issue.path).toEqual(["businessNumber"]);
    expect(explainCompany(issue.path.join("."), issue.message)).toBe("field_business");
  });
});
