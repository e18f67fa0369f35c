import { useT } from "../i18n/use-lang";
import { LangLink } from "../ui/LangLink";

/** Shown for an unexpected error; the server logs the details, the visitor gets a way on. */
export function ErrorView() {
  const t = useT();
  return (
    <div className="container section">
      <h1>{t("error.title")}</h1>
      <p>{t("error.text")}</p>
      <LangLink className="button" to="/">
        {t("error.home")}
      </LangLink>
    </div>
  );
}
