import type { ComponentProps } from "react";
import { localePath } from "../i18n/lang";
import { useLang } from "../i18n/use-lang";

type Props = Omit<ComponentProps<"a">, "href"> & { to: string };

/**
 * A link to a language-neutral path, in the page's language. Every site page is a page load
 * (decision 042: only the back office keeps the app), so this is a plain link, which an island
 * can render with no router around it.
 */
export function LangLink({ to, ...rest }: Props) {
  return <a href={localePath(useLang(), to)} {...rest} />;
}
