import type { Lang } from "../../i18n/lang";
import type { ChecklistItem } from "./checklist.server";
import { homeWord } from "./words";
import "./checklist.css";

/** The owner's launch checklist: each item's state in words, what to do, and where. */
export function LaunchChecklist({ items, lang }: { items: ChecklistItem[]; lang: Lang }) {
  const done = items.filter((item) => item.done).length;
  return (
    <section className="checklist" aria-labelledby="checklist-title">
      <h2 id="checklist-title">{homeWord(lang, "checklist")}</h2>
      <p className="admin-hint">
        {done === items.length
          ? homeWord(lang, "checklistDone")
          : `${homeWord(lang, "checklistText")} ${homeWord(lang, "checklistCount", { done, total: items.length })}`}
      </p>
      <ul>
        {items.map((item) => (
          <li key={item.id} className={item.done ? "checklist-done" : "checklist-todo"}>
            <p>
              <strong className="checklist-state">
                {homeWord(lang, item.done ? "done" : "todo")}
              </strong>{" "}
              <strong>{item.title}</strong>
            </p>
            <p>{item.text}</p>
            {item.href && !item.done && (
              <p>
                <a href={item.href}>
                  {homeWord(lang, "fix")}
                  <span className="sr-only">: {item.title}</span>
                </a>
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
