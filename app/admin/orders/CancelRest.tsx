import { useEffect, useRef } from "react";
import { ConfirmStep } from "../frame/ConfirmAction";
import { Field, InputField } from "../frame/Field";
import { PostFields, PostForm } from "../frame/PostForm";
import type { OrdersWordKey } from "./words";

type T = (key: OrdersWordKey, vars?: Record<string, string | number>) => string;

interface OpenLine {
  position: number;
  code: string;
  open: number;
}

/**
 * A cancellation's fields as posted: the line, the quantity, the reason, and the version of the
 * page it was typed on, so a change made since is refused at the confirmation.
 */
const FIELDS = ["version", "cancel.position", "cancel.quantity", "cancel.reason"] as const;

/**
 * Cancelling what is left of a line (orders.server.ts, intent "cancel"): the line, how many and
 * why. The post is read back first (`CancelQuestion`), since it cannot be undone and mails the
 * buyer: under the form, where staff are, and given the focus when it appears. Without script
 * the form's address ends in the section's id, so the answer opens at it.
 */
export function CancelRest({
  lines,
  version,
  typed,
  asked,
  error,
  base,
  t,
}: {
  lines: readonly OpenLine[];
  version: number;
  typed?: Record<string, string>;
  /** The fields posted, read back for confirmation. */
  asked?: Record<string, string>;
  error: (field: string) => string | undefined;
  /** The order page's address. */
  base: string;
  t: T;
}) {
  const question = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (asked) question.current?.focus();
  }, [asked]);
  return (
    <section className="orders-section" aria-labelledby="order-cancel">
      <h2 id="order-cancel">{t("cancelTitle")}</h2>
      <p className="admin-hint">{t("cancelHint")}</p>
      {/* A new version draws an empty form: a cancellation done is not typed again. */}
      <PostForm
        key={version}
        intent="cancel"
        values={{ version }}
        action={`${base}#order-cancel`}
        noValidate
      >
        <div className="orders-fields">
          <Field
            id="cancel-line"
            label={t("cancelLine")}
            error={error("cancel.position")}
            className="orders-field"
          >
            {(describedBy, invalid) => (
              <select
                id="cancel-line"
                name="cancel.position"
                defaultValue={typed?.["cancel.position"] ?? String(lines[0]?.position ?? "")}
                aria-describedby={describedBy}
                aria-invalid={invalid}
              >
                {lines.map((line) => (
                  <option key={line.position} value={line.position}>
                    {t("cancelLineOption", { n: line.position, code: line.code, open: line.open })}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <InputField
            id="cancel-quantity"
            name="cancel.quantity"
            label={t("cancelQuantity")}
            inputMode="numeric"
            defaultValue={typed?.["cancel.quantity"] ?? ""}
            error={error("cancel.quantity")}
            className="orders-field"
          />
          <InputField
            id="cancel-reason"
            name="cancel.reason"
            label={t("cancelReason")}
            hint={t("cancelReasonHint")}
            defaultValue={typed?.["cancel.reason"] ?? ""}
            error={error("cancel.reason")}
            maxLength={500}
            className="orders-field"
          />
        </div>
        <button type="submit" className="admin-button-secondary">
          {t("cancelSubmit")}
        </button>
      </PostForm>
      {asked && (
        <div ref={question} tabIndex={-1}>
          <CancelQuestion lines={lines} typed={asked} back={base} t={t} />
        </div>
      )}
    </section>
  );
}

/** The cancellation read back before it is done: the line, how many and why. */
function CancelQuestion({
  lines,
  typed,
  back,
  t,
}: {
  lines: readonly OpenLine[];
  typed: Record<string, string>;
  back: string;
  t: T;
}) {
  const line = lines.find((l) => String(l.position) === typed["cancel.position"]);
  if (!line) return null;
  const values = Object.fromEntries(FIELDS.map((field) => [field, typed[field]]));
  return (
    <ConfirmStep
      fields={<PostFields intent="cancel" values={values} />}
      words={{
        label: t("cancelSubmit"),
        question: t("cancelQuestion", {
          line: t("line", { n: line.position }),
          code: line.code,
          count: typed["cancel.quantity"] ?? "",
          reason: typed["cancel.reason"] ?? "",
        }),
        confirm: t("cancelConfirm"),
        cancel: t("cancelBack"),
      }}
      back={back}
    />
  );
}
