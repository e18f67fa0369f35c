import type { Client } from "@formspree/core";
import { useCallback, useRef, useState } from "react";
import { useLang, useT } from "../i18n/use-lang";
import type { ShownErrors } from "./field-errors";
import type { shownErrors } from "./shown-errors";
import { formTarget } from "./form-target";

export type InquiryState =
  | { status: "idle" }
  | { status: "submitting" }
  | { status: "succeeded"; reference?: string }
  | { status: "error"; errors: ShownErrors };

type Loaded = { formspree: Client; shownErrors: typeof shownErrors };

let client: Promise<Loaded> | undefined;

/**
 * The official client and the words for its errors, loaded on first use (a visitor entering a
 * field, or a submit), so they are not part of the page's initial JavaScript. Its session data
 * ("loaded at") dates from that moment.
 */
function loadClient(): Promise<Loaded> {
  if (!client) {
    client = Promise.all([import("@formspree/core"), import("./shown-errors")]).then(
      ([{ createClient }, { shownErrors }]) => ({
        formspree: createClient({ project: formTarget.project }),
        shownErrors,
      }),
    );
    // A failed chunk load is not kept: the next attempt tries again.
    client.catch(() => (client = undefined));
  }
  return client;
}

/** The reference number the receiver puts in `next` (`/contact/thanks?ref=…`), if any. */
function referenceOf(next: string): string | undefined {
  return new URL(next, window.location.origin).searchParams.get("ref") ?? undefined;
}

/**
 * Submits the inquiry form through @formspree/core (docs/form-protocol.md: core in a small hook
 * is a quarter of @formspree/react's size). One submission at a time.
 */
export function useInquiry() {
  const t = useT();
  const lang = useLang();
  const [state, setState] = useState<InquiryState>({ status: "idle" });
  const busy = useRef(false);

  const submit = useCallback(
    async (form: HTMLFormElement) => {
      if (busy.current) return;
      busy.current = true;
      setState({ status: "submitting" });
      // core treats an empty endpoint as https://formspree.io; "" here means this site.
      const endpoint = formTarget.endpoint || window.location.origin;
      try {
        const { formspree, shownErrors } = await loadClient();
        const data = new FormData(form);
        const result = await formspree.submitForm(formTarget.key, data, { endpoint });
        setState(
          result.kind === "success"
            ? { status: "succeeded", reference: referenceOf(result.next) }
            : {
                status: "error",
                errors: shownErrors(t, lang, result.getFormErrors(), result.getAllFieldErrors()),
              },
        );
      } catch (error) {
        // The client resolves network failures itself; this is a failed chunk load or a reply
        // shape it refuses (a card-payment step this form never asks for).
        const text = error instanceof Error && error.message ? error.message : "";
        setState({
          status: "error",
          errors: { fields: {}, form: [text || t("inquiry.unknownError")] },
        });
      } finally {
        busy.current = false;
      }
    },
    [t, lang],
  );

  // Started when a visitor first enters a field; a failure shows on submit, not here.
  const preload = useCallback(() => void loadClient().catch(() => undefined), []);

  return { state, submit, preload };
}
