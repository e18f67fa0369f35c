import { useEffect, useRef } from "react";
import { LinkButtonRow } from "../ui/LinkButtonRow";
import { useT } from "../i18n/use-lang";

/**
 * "Thank you for your inquiry": in place of the form after a submission,
 * and on the thank-you page a plain post lands on. `focus` moves focus to the heading, so a
 * screen reader announces the result where the form was.
 */
export function SuccessPanel({
  reference,
  focus = false,
}: {
  reference?: string;
  focus?: boolean;
}) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <section className="inquiry-success" aria-labelledby="inquiry-success-title">
      <h2 id="inquiry-success-title" ref={heading} tabIndex={-1}>
        {t("inquiry.successTitle")}
      </h2>
      <p>{t("inquiry.successText")}</p>
      {reference && (
        <p>
          {t("inquiry.reference")}: <strong className="inquiry-success__ref">{reference}</strong>
        </p>
      )}
      <LinkButtonRow
        as="div"
        links={[
          { to: "/", label: t("inquiry.toHome") },
          { to: "/products", label: t("inquiry.toProducts") },
        ]}
      />
    </section>
  );
}
