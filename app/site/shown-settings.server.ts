import { SHOWN_DEFAULTS, type ShownSettings } from "../../config/settings";

/**
 * The start settings the pages state (config/settings.ts, `shown`): the retention period in the
 * privacy policy and the form's notice. The server sets them from its settings at start, the
 * static export from its own; the build's prerendered pages state the defaults. Held on
 * `globalThis`, as the live content is: the server and the page build are separate bundles.
 */
const KEY = Symbol.for("hanbit-flow.shown-settings");
const held = globalThis as { [KEY]?: ShownSettings };

export function shownSettings(): ShownSettings {
  return held[KEY] ?? SHOWN_DEFAULTS;
}

export function showSettings(settings: ShownSettings): void {
  held[KEY] = settings;
}
