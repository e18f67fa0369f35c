import { data } from "react-router";
import type { Route } from "./+types/route";
import { notFoundMeta } from "../../site/seo";
import { NotFoundView } from "./NotFoundView";

/** Any path no route claims: HTTP 404 with the 404 page. */
export function loader() {
  return data(null, { status: 404 });
}

export function meta({ location }: Route.MetaArgs) {
  return notFoundMeta(location);
}

export default function NotFound() {
  return <NotFoundView />;
}
