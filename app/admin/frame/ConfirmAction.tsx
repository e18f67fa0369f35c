import { type MouseEvent, type ReactNode, useId, useRef } from "react";
import { Form, Link } from "react-router";
import { trapFocus } from "../../ui/modal-dialog";

/** The field a confirmed post carries; without it the action answers with `ConfirmStep`. */
export const CONFIRMED = "confirmed";

interface Words {
  /** The action's button, e.g. "스팸으로 표시". */
  label: string;
  /** What will happen, asked before it does. */
  question: string;
  confirm: string;
  cancel: string;
}

/**
 * A destructive action as a secondary button. With JavaScript it asks in a modal <dialog> (focus
 * kept inside, given back to the button on close); without, the post comes back as `ConfirmStep`.
 */
export function ConfirmAction({ fields, words }: { fields: ReactNode; words: Words }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const id = useId();
  const open = (event: MouseEvent) => {
    const modal = dialog.current;
    if (!modal?.showModal) return;
    event.preventDefault();
    modal.showModal();
    modal.querySelector<HTMLElement>("[data-cancel]")?.focus();
  };
  const close = () => dialog.current?.close();
  return (
    <>
      <Form method="post">
        {fields}
        <button ref={opener} type="submit" className="admin-button-secondary" onClick={open}>
          {words.label}
        </button>
      </Form>
      <dialog
        ref={dialog}
        className="admin-dialog"
        aria-labelledby={`${id}-question`}
        onKeyDown={(event) => {
          if (event.key === "Tab") trapFocus(event.nativeEvent, event.currentTarget);
        }}
        onClose={() => opener.current?.focus()}
      >
        <p id={`${id}-question`}>{words.question}</p>
        <Form method="post" onSubmit={close} className="admin-confirm-buttons">
          {fields}
          <input type="hidden" name={CONFIRMED} value="yes" />
          <button type="submit" className="admin-button-danger">
            {words.confirm}
          </button>
          <button type="button" className="admin-button-secondary" data-cancel onClick={close}>
            {words.cancel}
          </button>
        </Form>
      </dialog>
    </>
  );
}

/** The confirmation without JavaScript: the question again, with the confirmed post and a way back. */
export function ConfirmStep({
  fields,
  words,
  back,
}: {
  fields: ReactNode;
  words: Words;
  back: string;
}) {
  const id = useId();
  return (
    <section className="admin-confirm" aria-labelledby={`${id}-question`}>
      <p id={`${id}-question`}>{words.question}</p>
      <Form method="post" className="admin-confirm-buttons">
        {fields}
        <input type="hidden" name={CONFIRMED} value="yes" />
        <button type="submit" className="admin-button-danger">
          {words.confirm}
        </button>
        <Link to={back}>{words.cancel}</Link>
      </Form>
    </section>
  );
}
