import { useState } from "react";
import { localePath } from "../i18n/lang";
import { useLang, useT } from "../i18n/use-lang";
import { pages } from "../site/pages";

/**
 * "Differences only": without JavaScript a GET form (`&diff=1`) with its Apply button; with it
 * the box applies at once, in place.
 */
export function DiffSwitch(props: {
  ids: string[];
  diff: boolean;
  live: boolean;
  onToggle: (on: boolean) => void;
}) {
  const t = useT();
  // The box follows a click at once; the URL (and the table) a moment later.
  const [on, setOn] = useState(props.diff);
  const [urlDiff, setUrlDiff] = useState(props.diff);
  if (urlDiff !== props.diff) {
    setUrlDiff(props.diff);
    setOn(props.diff);
  }
  return (
    <form
      className="compare__diff"
      method="get"
      action={localePath(useLang(), pages.compare.path)}
      onSubmit={(event) => {
        event.preventDefault();
        props.onToggle(!props.diff);
      }}
    >
      <input type="hidden" name="ids" value={props.ids.join(",")} />
      <label>
        <input
          type="checkbox"
          name="diff"
          value="1"
          checked={on}
          onChange={(event) => {
            setOn(event.target.checked);
            props.onToggle(event.target.checked);
          }}
        />{" "}
        {t("compare.diffOnly")}
      </label>
      {!props.live && (
        <button type="submit" className="button button--ghost">
          {t("compare.apply")}
        </button>
      )}
    </form>
  );
}
