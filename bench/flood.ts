/**
 * A flood of posts that write nothing (a signed-out sign-out with a self-made CSRF pair, issue 80
 * item 5), looped by CLIENTS clients until SIGTERM; says "flooding" at its first answer, and how
 * many were sent at its end and how many of them the door's count refused (429). Each client
 * posts from an address of its own (127.0.1.1 on), as the flood came from 200. A process of its own, started under `nice -n 19` by
 * bench/acknowledge.ts: the flood's own CPU stands in for another machine's, so the timed
 * buyer's client and the server are not starved by it. `tsx bench/flood.ts <origin> <clients>`.
 */
import { Agent, request } from "node:http";

const [origin, clients = "200"] = process.argv.slice(2);
if (!origin) throw new Error("usage: tsx bench/flood.ts <origin> [clients]");

let sent = 0;
let refused = 0;
let flooding = true;
process.on("SIGTERM", () => (flooding = false));

/** One post on the client's own kept-alive connection; resolves on its answer or its error. */
function postOnce(agent: Agent, token: string) {
  const body = `csrf=${token}`;
  return new Promise<boolean>((resolve) => {
    const post = request(
      `${origin}/admin/sign-out`,
      {
        method: "POST",
        agent,
        headers: {
          cookie: `hf_csrf=${token}`,
          "content-type": "application/x-www-form-urlencoded",
          "content-length": body.length,
        },
      },
      (response) => {
        if (response.statusCode === 429) refused++;
        response.resume();
        response.on("end", () => resolve(true));
      },
    );
    // A refused connection under the flood: counted as not sent, tried again.
    post.on("error", () => resolve(false));
    post.end(body);
  });
}

await Promise.all(
  Array.from({ length: Number(clients) }, async (_, c) => {
    const token = `bench${String(c).padStart(40, "0")}`;
    // The timed buyer is 127.0.0.1.
    const localAddress = `127.0.${1 + Math.floor(c / 250)}.${1 + (c % 250)}`;
    const agent = new Agent({ keepAlive: true, maxSockets: 1, localAddress });
    while (flooding) {
      if (!(await postOnce(agent, token))) continue;
      // The bench times its buyer once the flood's posts are being answered.
      if (sent++ === 0) console.log("flooding");
    }
    agent.destroy();
  }),
);
console.log(`sent ${sent}, refused ${refused}`);
