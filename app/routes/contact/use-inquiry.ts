import type { Client } from "@formspree/core";
import { useCallback, useRef, useState } from "react";
import type { Lang } from "../../i18n/lang";
import { translate } from "../../i18n/translate";
import { shownErrors, type ShownErrors } from "./field-errors";
import { formTarget, submitUrl } from "./form-target";

export type InquiryState =
  | { status: "idle" }
  | { status: "submitting" }
  | { status: "succeeded"; reference?: string }
  | { status: "error"; errors: ShownErrors };

let client: Promise<Client> | undefined;

/**
 * The official client, loaded on first use (a visitor entering a field, or a submit), so it is not
 * part of the page's initial JavaScript. Its session data ("loaded at") dates from that moment.
 */
function loadClient(): Promise<Client> {
  if (!client) {
    client = import("@formspree/core").then(({ createClient }) =>
      createClient({ project: formTarget.project }),
    );
    // A failed chunk load is not kept: the next attempt tries again.
    client.catch(() => (client = undefined));
  }
  return client;
}

/**
 * @formspree/core keeps only `next` of a success answer; this site's receiver also sends the
 * inquiry's reference number as `ref`. While the client runs, the answer to its one POST is read
 * a second time (a clone); every other request passes through untouched.
 */
async function withReference<T>(url: string, run: () => Promise<T>) {
  const original = window.fetch;
  let reference: string | undefined;
  window.fetch = async (input, init) => {
    const response = await original.call(window, input, init);
    if (input === url) {
      const body: unknown = await response
        .clone()
        .json()
        .catch(() => null);
      if (body && typeof body === "object" && "ref" in body && typeof body.ref === "string") {
        reference = body.ref;
      }
    }
    return response;
  };
  try {
    const result = await run();
    return { result, reference };
  } finally {
    window.fetch = original;
  }
}

/**
 * Submits the inquiry form through @formspree/core (FORMSPREE.md: core in a small hook is a
 * quarter of @formspree/react's size). One submission at a time.
 */
export function useInquiry(lang: Lang) {
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
        const formspree = await loadClient();
        const data = new FormData(form);
        const { result, reference } = await withReference(submitUrl(endpoint), () =>
          formspree.submitForm(formTarget.key, data, { endpoint }),
        );
        setState(
          result.kind === "success"
            ? { status: "succeeded", reference }
            : {
                status: "error",
                errors: shownErrors(lang, result.getFormErrors(), result.getAllFieldErrors()),
              },
        );
      } catch (error) {
        // The client resolves network failures itself; this is a failed chunk load or a reply
        // shape it refuses (a card-payment step this form never asks for).
        const text = error instanceof Error && error.message ? error.message : "";
        setState({
          status: "error",
          errors: { fields: {}, form: [text || translate(lang, "inquiry.unknownError")] },
        });
      } finally {
        busy.current = false;
      }
    },
    [lang],
  );

  // Started when a visitor first enters a field; a failure shows on submit, not here.
  const preload = useCallback(() => void loadClient().catch(() => undefined), []);

  return { state, submit, preload };
}
