import { localePath } from "../i18n/lang";
import { useLang, useT } from "../i18n/use-lang";
import { MAX_QUERY_LENGTH } from "../search/limits";
import { SearchIcon } from "../ui/icons";

/**
 * The site search field: a plain GET form to `/search` that works without JavaScript. Its first
 * focus loads the combobox (app/search/combobox.ts: roles, the list, the keys) with the search
 * and its index (chrome/behaviour.ts), so none of that is part of any page's initial JavaScript.
 */
export function SearchField({ variant }: { variant: "header" | "menu" }) {
  const lang = useLang();
  const t = useT();
  const label = t("nav.searchLabel");
  return (
    <form
      role="search"
      aria-label={label}
      className={`site-search site-search--${variant}`}
      action={localePath(lang, "/search")}
      // A new language is a new field, with its own index.
      key={lang}
    >
      <input
        className="site-search__input"
        name="q"
        type="search"
        aria-label={label}
        maxLength={MAX_QUERY_LENGTH}
        placeholder={t("nav.searchPlaceholder")}
      />
      <button type="submit" className="site-search__submit" aria-label={t("nav.search")}>
        <SearchIcon />
      </button>
    </form>
  );
}
