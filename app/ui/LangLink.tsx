import type { ComponentProps } from "react";
import { Link } from "react-router";
import { localePath } from "../i18n/lang";
import { useLang } from "../i18n/use-lang";

type Props = Omit<ComponentProps<typeof Link>, "to"> & { to: string };

/** A link to a language-neutral path, in the page's language. */
export function LangLink({ to, ...rest }: Props) {
  const lang = useLang();
  return <Link to={localePath(lang, to)} {...rest} />;
}
