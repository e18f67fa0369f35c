import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** False while the page is rendered on the server and hydrated, true right after. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
