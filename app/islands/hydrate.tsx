import { type ReactNode, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { PageWordsContext } from "../i18n/use-lang";
import type { IslandData, IslandName } from "../ui/Island";
import { islandViews } from "./registry";

/** Resolves once React has committed the island: its handlers are then in place. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

const woken = new WeakMap<HTMLElement, Promise<void>>();

/** Fetches an island's view (and React) without running it: on a pointer over it, a focus. */
export function warm(name: IslandName): void {
  void islandViews[name]().catch(() => undefined);
}

/**
 * Wakes one island: its view hydrates the server's HTML in its wrapper with the props and words
 * serialised beside it (app/ui/Island.tsx), as a root of its own. Once per island.
 */
export function hydrate(container: HTMLElement): Promise<void> {
  let done = woken.get(container);
  if (!done) {
    done = (async () => {
      const name = container.dataset.island as IslandName;
      const script = container.nextElementSibling;
      const data = JSON.parse(script?.textContent ?? "") as IslandData<object>;
      const View = await islandViews[name]();
      await new Promise<void>((resolve) => {
        hydrateRoot(
          container,
          <PageWordsContext.Provider value={{ lang: data.lang, messages: data.words, app: false }}>
            <Committed onCommit={resolve}>
              <View {...data.props} />
            </Committed>
          </PageWordsContext.Provider>,
        );
      });
      container.dataset.hydrated = "";
    })();
    woken.set(container, done);
  }
  return done;
}
