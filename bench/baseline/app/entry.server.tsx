import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";
import { firstViewHtml } from "../../../app/site/first-view.server";

/**
 * React Router's default Node entry without the bot check, and with the site's first view (no
 * module preloads ahead of the content): the page is sent when fully rendered, as the site's is.
 */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(<ServerRouter context={context} url={request.url} />, {
      onAllReady() {
        const chunks: Buffer[] = [];
        const body = new PassThrough();
        body.on("data", (chunk: Buffer) => chunks.push(chunk));
        body.on("end", () => {
          headers.set("Content-Type", "text/html");
          resolve(
            new Response(firstViewHtml(Buffer.concat(chunks).toString("utf8")), {
              headers,
              status,
            }),
          );
        });
        pipe(body);
      },
      onShellError: reject,
    });
  });
}
