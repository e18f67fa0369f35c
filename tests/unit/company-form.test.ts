import { describe, expect, it } from "vitest";
import { readCompany } from "../../app/admin/content/company/company.server";
import { flatten } from "../../app/admin/content/use-editor";
import { company } from "../../app/content/company";
import { companySchema } from "../../app/content/schemas";

/** The company editor's form as a browser posts it: every text field, a box only when ticked. */
function posted(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (name.endsWith(".abroad")) {
      if (value === "true") form.set(name, "true");
    } else form.set(name, value);
  }
  return form;
}

const emptyRow = (i: number) =>
  Object.fromEntries(
    ["name", "task", "country"]
      .flatMap((field) => [`${field}.ko`, `${field}.en`])
      .concat("contact")
      .map((field) => [`processors.${i}.${field}`, ""]),
  );

describe("the company facts editor's form", () => {
  it("reads back the facts it shows, privacy officer, desk and processors included", () => {
    const rows = company.processors.length;
    const form = posted({ ...flatten(company), ...emptyRow(rows) });
    const read = readCompany(form, company);
    expect(read).toEqual(company);
    expect(companySchema.safeParse(read).success).toBe(true);
  });

  it("adds a processor from the empty row, abroad when ticked; a cleared row is removed", () => {
    const fields = flatten(company);
    for (const key of Object.keys(fields)) if (key.startsWith("processors.1.")) fields[key] = "";
    const added = {
      "processors.2.name.ko": "메일 회사",
      "processors.2.name.en": "Mail Co.",
      "processors.2.task.ko": "메일 발송",
      "processors.2.task.en": "Sending mail",
      "processors.2.country.ko": "미국",
      "processors.2.country.en": "United States",
      "processors.2.contact": "privacy@mail.example",
      "processors.2.abroad": "true",
    };
    const read = readCompany(posted({ ...fields, ...added }), company);
    expect(read.processors).toHaveLength(2);
    expect(read.processors[0]).toEqual(company.processors[0]);
    expect(read.processors[1]).toMatchObject({ abroad: true, contact: "privacy@mail.example" });
    expect(read.processors[1]!.country.en).toBe("United States");
  });

  it("reads the address's parts; a privacy contact left empty is the company's", () => {
    const fields = {
      ...flatten(company),
      ...emptyRow(company.processors.length),
      "address.street.ko": "디지털로 300",
      "address.street.en": "300 Digital-ro",
      "address.postalCode": "08590",
      "privacyOfficer.phone": "",
      "privacyDesk.phone": "02-868-0000",
    };
    const read = readCompany(posted(fields), company);
    expect(read.address).toEqual({
      ...company.address,
      street: { ko: "디지털로 300", en: "300 Digital-ro" },
      postalCode: "08590",
    });
    expect(read.privacyOfficer.phone).toBeUndefined();
    expect(read.privacyDesk.phone).toBe("02-868-0000");
    expect(companySchema.safeParse(read).success).toBe(true);
  });
});
