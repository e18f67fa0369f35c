import type { ReactNode } from "react";
import { useWords } from "../frame/use-admin";
import { adminPath } from "../words";

/** A sign-in step's card: its title over what it asks. */
export function SignInCard(props: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="admin-card admin-narrow" aria-labelledby={props.id}>
      <h1 id={props.id}>{props.title}</h1>
      {props.children}
    </section>
  );
}

/** The way back to the first step. */
export function BackToSignIn({ label }: { label: string }) {
  const { lang } = useWords();
  return (
    <p>
      <a href={adminPath(lang)}>{label}</a>
    </p>
  );
}
