import type { ComponentType } from "react";
import type { MessageKey } from "../i18n/messages";
import { usePageWords } from "../i18n/use-lang";

/** The islands there are: each name is a loader in app/islands/registry.ts. */
export type IslandName =
  | "product-grid"
  | "viewer-thumbnails"
  | "finder"
  | "compare"
  | "quote"
  | "inquiry"
  | "search-results";

/**
 * When an island's code runs: at its first interaction (a pointer over it, a focus, a tap: its
 * code is fetched then, and it wakes at the click, which is then replayed), when it scrolls into
 * view, or when the browser is first idle after the load event.
 */
export type Wake = "interaction" | "visible" | "idle";

/** The data an island's script reads beside it (app/islands/hydrate.tsx). */
export interface IslandData<P> {
  lang: "ko" | "en";
  words: Partial<Record<MessageKey, string>>;
  props: P;
}

/** JSON for a `<script>` data block: no `</script>` or `<!--` can end or bend it. */
const forScript = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * An interactive part of a page. Under the full app (tool pages, decision 042) it is simply its
 * view. On a content page it is its view as the server renders it, in a wrapper that names it,
 * with its props and the words it says beside it: the page loads no framework, and
 * app/islands/boot.ts wakes this one part on its own (`hydrateRoot`) when `wake` says.
 */
export function Island<P extends object>(props: {
  name: IslandName;
  wake: Wake;
  /** The UI strings the view (and what it opens later) may say. */
  words: readonly MessageKey[];
  /** Whole namespaces of the page's strings it may say (a tool page's: "finder" is "finder.*"). */
  namespaces?: readonly string[];
  /**
   * The page's query the server answered (app/site/page-query.ts's form), for a view that
   * answers its URL: where the browser's differs (the static export's one file serves every
   * query), the island wakes once the page has loaded rather than at an interaction.
   */
  query?: string;
  of: ComponentType<P>;
  props: P;
}) {
  const page = usePageWords();
  const View = props.of;
  if (page.app) return <View {...props.props} />;
  const words: IslandData<P>["words"] = {};
  const prefixes = (props.namespaces ?? []).map((namespace) => `${namespace}.`);
  for (const key of Object.keys(page.messages) as MessageKey[]) {
    if (props.words.includes(key) || prefixes.some((prefix) => key.startsWith(prefix)))
      words[key] = page.messages[key];
  }
  const data: IslandData<P> = { lang: page.lang, words, props: props.props };
  return (
    <>
      <div
        className="island"
        data-island={props.name}
        data-wake={props.wake}
        data-query={props.query}
      >
        <View {...props.props} />
      </div>
      <script
        type="application/json"
        data-island-data=""
        dangerouslySetInnerHTML={{ __html: forScript(data) }}
      />
    </>
  );
}
