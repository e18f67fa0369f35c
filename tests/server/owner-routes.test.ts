import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "../../app/routes";
import { guardManifest, OWNER_ROUTES } from "../../server/admin/http";

/**
 * The owners' screens a staff-role session is never told of (`/__manifest`, issue 41): the list
 * the guard uses is exactly the routes whose modules require the owner role, so a new owner-only
 * screen cannot be forgotten there.
 */

function flat(entries: RouteConfigEntry[]): RouteConfigEntry[] {
  return entries.flatMap((entry) => [entry, ...flat(entry.children ?? [])]);
}

/** The loader's code: a screen every account may see can still keep its actions to owners. */
function loaderOf(source: string) {
  const start = source.search(/export (?:async )?(?:function loader\b|const loader\b)/);
  if (start < 0) return "";
  const end = source.indexOf("\nexport ", start + 1);
  return source.slice(start, end < 0 ? undefined : end);
}

/** A function's code in a module: where a route's loader hands over to its `.server.ts`. */
function functionOf(source: string, name: string) {
  const start = source.search(new RegExp(`export (?:async )?function ${name}\\b`));
  if (start < 0) return "";
  const end = source.indexOf("\nexport ", start + 1);
  return source.slice(start, end < 0 ? undefined : end);
}

/** The loader's code with that of the functions it calls from the route's own `.server.ts`. */
function loaderCode(file: string) {
  const source = readFileSync(file, "utf8");
  const loader = loaderOf(source);
  const handedTo = [...source.matchAll(/import \{([^}]*)\} from "\.\/([\w.-]+\.server)";/g)];
  return [
    loader,
    ...handedTo.flatMap(([, names, module]) =>
      names!
        .split(",")
        .map((name) => name.trim())
        .filter((name) => name && new RegExp(`\\b${name}\\(`).test(loader))
        .map((name) => functionOf(readFileSync(join(dirname(file), `${module}.ts`), "utf8"), name)),
    ),
  ].join("\n");
}

describe("owner-only routes", () => {
  it("are the back-office routes whose modules require the owner role", () => {
    const owners = flat(routes)
      .filter((entry) => entry.id?.startsWith("staff/"))
      .filter((entry) =>
        /requireStaff\([^)]*role: "owner"/.test(loaderCode(join(process.cwd(), "app", entry.file))),
      )
      .map((entry) => entry.id!);
    expect(owners.length).toBeGreaterThan(0);
    expect(new Set(owners)).toEqual(OWNER_ROUTES);
  });

  it("a patch naming an owner's screen is not given to a signed-out request", async () => {
    const patch = Response.json({ "staff/admin-staff": {}, "staff/admin-layout": {} });
    const answer = await guardManifest(undefined, new Request("http://x/__manifest"), patch);
    expect(answer.status).toBe(204);
    expect(answer.headers.get("X-Remix-Reload-Document")).toBe("true");
  });
});
