import { Csrf } from "../frame/Csrf";
import { kst } from "../frame/inbox-words";
import type { LoadedItem } from "./item.server";
import type { Editor } from "./use-editor";
import { retires } from "./words";

/** Every write to the item, newest first; any version can be restored as the draft. */
export function ItemHistory({
  editor,
  item,
  history,
}: {
  editor: Editor;
  item: LoadedItem["item"];
  history: LoadedItem["history"];
}) {
  const { w } = editor;
  return (
    <section aria-labelledby="content-history" className="admin-card">
      <h2 id="content-history">{w("history")}</h2>
      {history.length === 0 ? (
        <p>{w(item.state === "draft" ? "historyNew" : "historyEmpty")}</p>
      ) : (
        <ol className="content-history">
          {history.map((entry) => (
            <li key={entry.version}>
              <span>
                {w("version", { version: entry.version })}:{" "}
                {w(
                  entry.action === "unpublish" && retires(item.kind)
                    ? "action_retire"
                    : `action_${entry.action}`,
                )}
                , <time dateTime={entry.at}>{kst(entry.at)}</time>, {entry.by}
              </span>
              {entry.version !== item.version && (
                <form method="post" className="admin-inline">
                  <Csrf />
                  <input type="hidden" name="version" value={item.version} />
                  <input type="hidden" name="from" value={entry.version} />
                  <button
                    type="submit"
                    name="intent"
                    value="restore"
                    aria-label={`${w("restore")}: ${w("version", { version: entry.version })}`}
                  >
                    {w("restore")}
                  </button>
                </form>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
