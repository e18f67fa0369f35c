import { useSyncExternalStore } from "react";

/**
 * The browser's query for a tool page's island (decision 042): the query the server answered
 * while it hydrates, then `location.search`, kept in step with the island's own history entries
 * (`goTo`) and the back button. What React Router's location did for these pages, without it.
 */
const listeners = new Set<() => void>();

function subscribe(callback: () => void) {
  listeners.add(callback);
  addEventListener("popstate", callback);
  return () => {
    listeners.delete(callback);
    removeEventListener("popstate", callback);
  };
}

export function useUrlSearch(served: string): string {
  return useSyncExternalStore(
    subscribe,
    () => location.search,
    () => served,
  );
}

/**
 * Goes to a URL of this site: on the same page a history entry (`replace`: the same one) that
 * the island answers in place, keeping the scroll; any other page an ordinary page load.
 */
export function goTo(to: string, options: { replace?: boolean } = {}): void {
  const url = new URL(to, location.href);
  if (url.pathname !== location.pathname) {
    location.assign(url.href);
    return;
  }
  if (options.replace) history.replaceState(history.state, "", url.href);
  else history.pushState(null, "", url.href);
  for (const listener of listeners) listener();
}
