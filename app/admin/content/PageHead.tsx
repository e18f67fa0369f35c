import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * A content page's head: the way back (to a list, to the content overview), its title, what it
 * is for, then what the page adds (links, a page choice). An editor's way back is a plain link
 * (`reload`), which its leave guard asks about as the browser leaves the page.
 */
export function PageHead(props: {
  back?: { to: string; label: string; reload?: boolean };
  title: ReactNode;
  text?: ReactNode;
  children?: ReactNode;
}) {
  const { back } = props;
  return (
    <>
      {back && (
        <p>
          <Link to={back.to} reloadDocument={back.reload}>
            ← {back.label}
          </Link>
        </p>
      )}
      <h1>{props.title}</h1>
      {props.text && <p>{props.text}</p>}
      {props.children}
    </>
  );
}
