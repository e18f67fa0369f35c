import type { Lang } from "../../i18n/lang";
import type { ChecklistItem } from "./checklist.server";
import { homeWord } from "./words";
import "./checklist.css";

/**
 * The owner's launch checklist: each item's state in words, what to do, and where. Once the
 * owner has seen it, one line ("3 of 6 done") that opens to the list; when all is done, nothing.
 */
export function LaunchChecklist({
  items,
  lang,
  folded,
}: {
  items: ChecklistItem[];
  lang: Lang;
  folded: boolean;
}) {
  const done = items.filter((item) => item.done).length;
  if (done === items.length) return null;
  const count = homeWord(lang, "checklistCount", { done, total: items.length });
  const list = (
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
          {item.places && (
            <ul className="checklist-places">
              {item.places.map((place) => (
                <li key={place.label}>
                  <a href={place.href}>{place.label}</a>
                </li>
              ))}
            </ul>
          )}
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
  );
  if (folded) {
    return (
      <section className="checklist" aria-labelledby="checklist-title">
        <details className="checklist-fold">
          <summary>
            <span id="checklist-title">{homeWord(lang, "checklist")}</span>: {count}
          </summary>
          <p className="admin-hint">{homeWord(lang, "checklistText")}</p>
          {list}
        </details>
      </section>
    );
  }
  return (
    <section className="checklist" aria-labelledby="checklist-title">
      <h2 id="checklist-title">{homeWord(lang, "checklist")}</h2>
      <p className="admin-hint">{`${homeWord(lang, "checklistText")} ${count}`}</p>
      {list}
    </section>
  );
}
