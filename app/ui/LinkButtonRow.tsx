import type { ReactNode } from "react";
import { LangLink } from "./LangLink";

export interface LinkButton {
  /** Language-neutral path. */
  to: string;
  label: ReactNode;
  /** The button's look; by default the first is the main action and the others are ghosts. */
  look?: "light" | "outline-light";
}

/** A row of links that look like buttons: where a page sends a person next. */
export function LinkButtonRow({ links, as: Row = "p" }: { links: LinkButton[]; as?: "p" | "div" }) {
  return (
    <Row className="button-row">
      {links.map((link, index) => (
        <LangLink key={link.to} className={buttonClass(link.look, index)} to={link.to}>
          {link.label}
        </LangLink>
      ))}
    </Row>
  );
}

/** One main action on its own line, e.g. the page's way to ask the company. */
export function LinkButtonLine({ to, label }: { to: string; label: ReactNode }) {
  return (
    <p>
      <LangLink className="button" to={to}>
        {label}
      </LangLink>
    </p>
  );
}

function buttonClass(look: LinkButton["look"], index: number): string {
  if (look) return `button button--${look}`;
  return index === 0 ? "button" : "button button--ghost";
}
