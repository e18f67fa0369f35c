import { data, type ServerBuild } from "react-router";
import { DISK_FULL_WORDS, isDiskFull } from "../platform/durable-file";

/** How long a refused write's answer asks a client to wait: space is freed by a person. */
export const DISK_FULL_RETRY_SECONDS = 60;

/** The data of a route's error when the disk took no more: the error boundaries say so. */
export const DISK_FULL_ERROR = { diskFull: true, message: DISK_FULL_WORDS } as const;

/** A route's error data is the disk's refusal. */
export const isDiskFullError = (value: unknown) =>
  typeof value === "object" &&
  value !== null &&
  (value as { diskFull?: unknown }).diskFull === true;

type RouteFunction = (...args: never[]) => unknown;

function refusingWhenFull<F extends RouteFunction>(run: F | undefined): F | undefined {
  if (!run) return run;
  return (async (...args: Parameters<F>) => {
    try {
      return await run(...args);
    } catch (error) {
      if (!isDiskFull(error)) throw error;
      console.error("A write was refused, the disk is full:", error);
      throw data(DISK_FULL_ERROR, {
        status: 503,
        headers: { "Retry-After": String(DISK_FULL_RETRY_SECONDS) },
      });
    }
  }) as F;
}

/**
 * The build with every route's loader and action answering a full disk as a 503 that its error
 * boundary words (DISK_FULL_WORDS), never a 500: a save, an upload or a reply refused by the
 * disk says so, in both languages, and the next one works once space is freed.
 */
export function answeringDiskFull(build: ServerBuild): ServerBuild {
  // A test's app without pages has no routes to wrap.
  if (!build.routes) return build;
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => {
      if (!route) return [id, route];
      const module = route.module;
      return [
        id,
        {
          ...route,
          module: {
            ...module,
            loader: refusingWhenFull(module.loader),
            action: refusingWhenFull(module.action),
          },
        },
      ];
    }),
  );
  return { ...build, routes } as ServerBuild;
}
