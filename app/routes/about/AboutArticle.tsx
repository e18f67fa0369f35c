import type { ReactNode } from "react";

/** An about page's content: its lead paragraph, then what the page shows. */
export function AboutArticle({
  intro,
  className,
  children,
}: {
  intro: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <article className={className}>
      <p className="lead">{intro}</p>
      {children}
    </article>
  );
}
