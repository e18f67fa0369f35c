import type { ReactNode } from "react";
import { LangLink } from "./LangLink";

/** A list of short texts, each its own item (the texts are unique in their list). */
export function TextList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** One term and its value in a `<dl>`, grouped in a `<div>` so the pair can be styled as one. */
export function Fact({
  term,
  children,
  className,
}: {
  term: ReactNode;
  children: ReactNode;
  /** On the value. */
  className?: string;
}) {
  return (
    <div>
      <dt>{term}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}

/** A section named by its own heading (`aria-labelledby`), the heading first. */
export function LabelledSection({
  id,
  title,
  className,
  headingClass,
  children,
}: {
  id: string;
  title: ReactNode;
  className?: string;
  headingClass?: string;
  children: ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className={headingClass}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A list of links to pages of the site, each by its language-neutral path. */
export function LinkList({
  links,
  className,
}: {
  links: readonly { path: string; label: ReactNode }[];
  className?: string;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.path}>
          <LangLink to={link.path}>{link.label}</LangLink>
        </li>
      ))}
    </ul>
  );
}

/** A table's head row: a column header for each label (the labels are unique in their row). */
export function ColumnHeads({ labels }: { labels: readonly string[] }) {
  return (
    <tr>
      {labels.map((label) => (
        <th key={label} scope="col">
          {label}
        </th>
      ))}
    </tr>
  );
}
