import { data, type ServerBuild } from "react-router";
import { DISK_FULL_RETRY_SECONDS, DISK_FULL_WORDS, isDiskFull } from "../platform/durable-file";
import words from "./disk-full.words.json" with { type: "json" };

/** The data of a route's error when the disk took no more: the error boundaries say so. */
export const DISK_FULL_ERROR = { diskFull: true, message: DISK_FULL_WORDS } as const;

/**
 * The steps of signing in (app/routes.ts): "nothing was saved" says nothing to someone signing
 * in, so theirs say that the sign-in could not be recorded and who can free space. Their writes
 * come after the disk's reserve is given up (server/platform/disk-space.ts): this is the case
 * where even that was taken.
 */
const SIGN_IN_ROUTES = new Set(
  ["admin-sign-in", "admin-verify", "admin-recovery", "admin-join", "admin-passkey"].map(
    (name) => `staff/${name}`,
  ),
);
export const SIGN_IN_DISK_FULL_ERROR = {
  diskFull: true,
  message: { ko: words.ko.signIn, en: words.en.signIn },
} as const;

/** A route's error data is the disk's refusal. */
export const isDiskFullError = (value: unknown) =>
  typeof value === "object" &&
  value !== null &&
  (value as { diskFull?: unknown }).diskFull === true;

type RouteFunction = (...args: never[]) => unknown;

function refusingWhenFull<F extends RouteFunction>(
  run: F | undefined,
  error: typeof DISK_FULL_ERROR | typeof SIGN_IN_DISK_FULL_ERROR,
): F | undefined {
  if (!run) return run;
  return (async (...args: Parameters<F>) => {
    try {
      return await run(...args);
    } catch (thrown) {
      if (!isDiskFull(thrown)) throw thrown;
      console.error("A write was refused, the disk is full:", thrown);
      throw data(error, {
        status: 503,
        headers: { "Retry-After": String(DISK_FULL_RETRY_SECONDS) },
      });
    }
  }) as F;
}

type RouteHeaders = (args: {
  parentHeaders: Headers;
  errorHeaders?: Headers;
  loaderHeaders: Headers;
  actionHeaders: Headers;
}) => HeadersInit;

/**
 * A route's headers with the `Retry-After` of an error it shows: React Router gives a page only
 * the cookies of what was thrown unless its route says otherwise (its `headers`), and a page
 * refused by a full disk must still say when to try again. Without headers of its own, a route
 * keeps its parent's, as React Router does then.
 */
function passingRetryAfter(own: unknown): RouteHeaders {
  return (args) => {
    const headers = new Headers(
      typeof own === "function"
        ? (own as RouteHeaders)(args)
        : own === undefined
          ? args.parentHeaders
          : (own as HeadersInit),
    );
    const retry = args.errorHeaders?.get("Retry-After");
    if (retry && !headers.has("Retry-After")) headers.set("Retry-After", retry);
    return headers;
  };
}

/**
 * The build with every route's loader and action answering a full disk as a 503 that its error
 * boundary words (DISK_FULL_WORDS) and its headers give `Retry-After`, never a 500: a save, an
 * upload or a reply refused by the disk says so, in both languages, and the next one works once
 * space is freed.
 */
export function answeringDiskFull(build: ServerBuild): ServerBuild {
  // A test's app without pages has no routes to wrap.
  if (!build.routes) return build;
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => {
      if (!route) return [id, route];
      const module = route.module;
      const error = SIGN_IN_ROUTES.has(id) ? SIGN_IN_DISK_FULL_ERROR : DISK_FULL_ERROR;
      return [
        id,
        {
          ...route,
          module: {
            ...module,
            loader: refusingWhenFull(module.loader, error),
            action: refusingWhenFull(module.action, error),
            headers: passingRetryAfter(module.headers),
          },
        },
      ];
    }),
  );
  return { ...build, routes } as ServerBuild;
}
