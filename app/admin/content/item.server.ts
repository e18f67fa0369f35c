import { data, type AppLoadContext } from "react-router";
import type { Item, Kind } from "../../../server/content/store";
import { requireStaff } from "../guard.server";
import { publishing } from "./context.server";
import { flatten } from "./use-editor";

/** An item as its editor shows it: the draft's fields by path, its state and its history. */
export function loadItem(request: Request, context: AppLoadContext, kind: Kind, id: string) {
  requireStaff(request, context);
  const { store } = publishing(context);
  const item = store.get(kind, id);
  if (!item) throw data(null, { status: 404 });
  return { value: item.draft, draft: flatten(item.draft), ...itemView(context, kind, id, item) };
}

/** An item's state and history as its editor shows them (ItemStatus, ItemButtons, ItemHistory). */
export function itemView(
  context: AppLoadContext,
  kind: Kind,
  id: string,
  item: Pick<Item<Kind>, "version" | "state" | "changed" | "updatedAt" | "updatedBy">,
) {
  return {
    item: {
      kind,
      id,
      version: item.version,
      state: item.state,
      changed: item.changed,
      updatedAt: item.updatedAt,
      updatedBy: item.updatedBy,
    },
    history: publishing(context)
      .store.history(kind, id)
      .map(({ version, action, at, by }) => ({ version, action, at, by })),
  };
}

export type LoadedItem = ReturnType<typeof loadItem>;
