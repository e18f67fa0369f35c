import type { MouseEvent } from "react";

/**
 * A text that still states an old figure or code: a link to its field (`href`), what it says
 * and the figure as it is now.
 */
export function StaleTextLine(props: {
  text: { label: string; excerpt: string; figure: string };
  href: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const { text } = props;
  return (
    <li>
      <a href={props.href} onClick={props.onClick}>
        {text.label}
      </a>
      : <q>{text.excerpt}</q> <span className="catalogue-stale-figure">({text.figure})</span>
    </li>
  );
}
