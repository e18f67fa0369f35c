import { request, type IncomingHttpHeaders } from "node:http";

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One HTTP/1.1 request to `origin`, from `from` (a loopback address), the body read whole. */
export function send(
  origin: string,
  path: string,
  {
    method = "GET",
    headers = {},
    body,
    from = "127.0.0.1",
  }: { method?: string; headers?: Record<string, string>; body?: string; from?: string } = {},
): Promise<Answer> {
  const url = new URL(path, origin);
  return new Promise((done, fail) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        headers: {
          ...(body !== undefined && { "Content-Length": Buffer.byteLength(body) }),
          ...headers,
        },
        localAddress: from,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          done({
            status: res.statusCode!,
            headers: res.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        res.on("error", fail);
      },
    );
    req.on("error", fail);
    req.end(body);
  });
}
