import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LaunchChecklist } from "../../app/admin/home/Checklist";
import type { ChecklistItem } from "../../app/admin/home/checklist.server";

const ids = ["facts", "officer", "processors", "mail", "backup", "https"] as const;
/** React's markup without the comments it puts between adjacent texts. */
const render = (node: React.ReactElement) => renderToString(node).replaceAll("<!-- -->", "");
const items = (done: number): ChecklistItem[] =>
  ids.map((id, i) => ({ id, title: id, text: `${id} text`, done: i < done }));

/** The owner's launch checklist on the home: whole, folded to one line, or gone (issue 42). */
describe("the launch checklist", () => {
  it("shows whole the first time, with each item", () => {
    const html = render(<LaunchChecklist items={items(3)} lang="ko" folded={false} />);
    expect(html).toContain("<h2");
    expect(html).not.toContain("<details");
    expect(html.match(/<li/g)).toHaveLength(6);
  });

  it("once seen, is one closed line that says how many are done and opens to the list", () => {
    const ko = render(<LaunchChecklist items={items(3)} lang="ko" folded />);
    expect(ko).toMatch(/<details class="checklist-fold">/);
    expect(ko).toContain("출시 점검표</span>: 6개 중 3개 완료</summary>");
    expect(ko.match(/<li/g)).toHaveLength(6);
    const en = render(<LaunchChecklist items={items(3)} lang="en" folded />);
    expect(en).toContain("Launch checklist</span>: 3 of 6 done</summary>");
  });

  it("is gone when everything is done", () => {
    for (const folded of [true, false]) {
      expect(render(<LaunchChecklist items={items(6)} lang="ko" folded={folded} />)).toBe("");
    }
  });
});
