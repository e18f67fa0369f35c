import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";
import { firstViewHtml } from "./site/first-view.server";

export const streamTimeout = 5_000;

/**
 * React Router's default Node entry, except that every visitor gets the page once it is fully
 * rendered (React's `onAllReady`), as crawlers do by default. The loaders read bundled content
 * and never wait, so nothing is gained by sending the shell early; and a complete render keeps
 * lazily loaded components (the root's 404 view) in place in the HTML, readable without JS,
 * instead of streamed behind a fallback. The finished page then gets its stylesheets inlined
 * (`firstViewHtml`), which needs the whole document anyway.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let rendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        onAllReady() {
          rendered = true;
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("end", () => {
            clearTimeout(timeout);
            responseHeaders.set("Content-Type", "text/html");
            const html = firstViewHtml(Buffer.concat(chunks).toString("utf8"));
            resolve(new Response(html, { headers: responseHeaders, status }));
          });
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          // Errors before the page is ready reject and are logged by React Router.
          if (rendered) console.error(error);
        },
      },
    );
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}
