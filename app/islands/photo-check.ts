interface Limits {
  max: number;
  bytes: number;
  totalBytes: number;
}
interface Words {
  count: string;
  size: string;
  total: string;
}

/**
 * A unit's service and parts forms (app/routes/unit/request.tsx): the photos' count and sizes
 * are checked in the browser before anything is sent, with the limits and the words the input
 * carries. The server checks them again; this only spares a phone a long upload refused.
 */
export function checkPhotosBeforeSending(): void {
  document.addEventListener("change", (event) => {
    const input = photoInput(event.target);
    if (input) show(input, problem(input) ?? "");
  });
  document.addEventListener("submit", (event) => {
    const input = (event.target as HTMLFormElement).querySelector<HTMLInputElement>(
      "input[data-photo-limits]",
    );
    const found = input && problem(input);
    if (!input || !found) return;
    event.preventDefault();
    show(input, found);
    input.focus();
  });
}

function photoInput(target: EventTarget | null): HTMLInputElement | null {
  return target instanceof HTMLInputElement && target.dataset.photoLimits ? target : null;
}

function problem(input: HTMLInputElement): string | undefined {
  const limits = JSON.parse(input.dataset.photoLimits!) as Limits;
  const words = JSON.parse(input.dataset.photoWords!) as Words;
  const files = [...(input.files ?? [])];
  if (files.length > limits.max) return words.count;
  const large = files.find((file) => file.size > limits.bytes);
  if (large) return words.size.replace("{name}", large.name);
  const total = files.reduce((sum, file) => sum + file.size, 0);
  return total > limits.totalBytes ? words.total : undefined;
}

/** The field's error under it, as the server writes one: named by the input, read out. */
function show(input: HTMLInputElement, text: string) {
  const id = `${input.id}-error`;
  let error = document.getElementById(id);
  const described = (input.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
  if (!text) {
    error?.remove();
    input.removeAttribute("aria-invalid");
    const rest = described.filter((token) => token !== id);
    if (rest.length) input.setAttribute("aria-describedby", rest.join(" "));
    else input.removeAttribute("aria-describedby");
    return;
  }
  if (!error) {
    error = document.createElement("p");
    error.className = "request-error";
    error.id = id;
    input.after(error);
  }
  error.textContent = text;
  input.setAttribute("aria-invalid", "true");
  if (!described.includes(id)) input.setAttribute("aria-describedby", [...described, id].join(" "));
}
