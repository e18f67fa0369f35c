import { expect, it } from "vitest";
import { calendarIcs, type PlantFile } from "../../app/routes/plant/files.server";

/**
 * calendar.ics's TEXT (RFC 5545 section 3.3.11, issue 81): a bare CR in a legacy product name
 * (imported from an old sheet) must not reach the file, where a calendar would read it as the
 * end of a content line.
 */
it("writes a bare CR, and any other control character, never into a content line", () => {
  const file: PlantFile = {
    heading: { customer: "한빛\r수자원", site: "정수장", facts: [] },
    rows: [
      {
        id: 1,
        serial: "A1234567",
        tag: "MOV-1\r\nBEGIN:VALARM",
        href: "/u/AAAAAAAAAAAAAAAA",
        product: { code: "SA 07.2", name: "구형\r전동 액추에이터\u0007" },
        dueOn: "2026-12-01",
        plan: "12개월마다 점검",
        status: "due",
        fields: {},
      },
    ],
    link: "https://www.hanbit.example/plant/AAAAAAAAAAAAAAAA",
    unitLink: () => "https://www.hanbit.example/u/AAAAAAAAAAAAAAAA",
    today: "2026-11-27",
    windowDays: 30,
    lang: "ko",
  };
  const ics = calendarIcs(file, new Date("2026-11-27T03:00:00Z"));
  // Every CR ends a line (CRLF), every line is a property or a fold, and none was injected.
  // eslint-disable-next-line no-control-regex
  expect(ics.replaceAll("\r\n", "")).not.toMatch(/[\r\n\u0000-\u0008\u000b-\u001f]/);
  const lines = ics.split("\r\n").filter(Boolean);
  expect(lines.every((line) => /^([A-Z-]+[;:]| )/.test(line))).toBe(true);
  expect(lines.filter((line) => line.startsWith("BEGIN:"))).toEqual([
    "BEGIN:VCALENDAR",
    "BEGIN:VEVENT",
  ]);
  const unfolded = ics.replace(/\r\n /g, "");
  expect(unfolded).toContain("X-WR-CALNAME:한빛\\n수자원 정수장");
  expect(unfolded).toContain("SUMMARY:MOV-1\\nBEGIN:VALARM · A1234567: 12개월마다 점검");
  expect(unfolded).toContain("구형\\n전동 액추에이터\\n");
});
