import type { ComponentProps } from "react";
import { Link } from "react-router";
import { localePath } from "../i18n/lang";
import { useLang } from "../i18n/use-lang";
import { isAppPath } from "../site/app-pages";

type Props = Omit<ComponentProps<typeof Link>, "to"> & { to: string };

/**
 * A link to a language-neutral path, in the page's language. Under the app, a link to a content
 * page is a page load (it has no app to render in: decision 042).
 */
export function LangLink({ to, ...rest }: Props) {
  const lang = useLang();
  return <Link to={localePath(lang, to)} reloadDocument={!isAppPath(to)} {...rest} />;
}
