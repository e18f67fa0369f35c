/**
 * A flood of posts that write nothing (a signed-out sign-out with a self-made CSRF pair, issue 80
 * item 5), looped by CLIENTS clients until SIGTERM; says "flooding" at its first answer, and how
 * many were sent at its end. A process of its own, started under `nice -n 19` by
 * bench/acknowledge.ts: the flood's own CPU stands in for another machine's, so the timed
 * buyer's client and the server are not starved by it. `tsx bench/flood.ts <origin> <clients>`.
 */
// A module, so that its names are its own (`origin` is a global of the DOM's types).
export {};

const [origin, clients = "200"] = process.argv.slice(2);
if (!origin) throw new Error("usage: tsx bench/flood.ts <origin> [clients]");

let sent = 0;
let flooding = true;
process.on("SIGTERM", () => (flooding = false));

await Promise.all(
  Array.from({ length: Number(clients) }, async (_, c) => {
    const token = `bench${String(c).padStart(40, "0")}`;
    while (flooding) {
      try {
        const response = await fetch(`${origin}/admin/sign-out`, {
          method: "POST",
          redirect: "manual",
          headers: {
            cookie: `hf_csrf=${token}`,
            "content-type": "application/x-www-form-urlencoded",
          },
          body: `csrf=${token}`,
        });
        await response.arrayBuffer();
        // The bench times its buyer once the flood's posts are being answered.
        if (sent++ === 0) console.log("flooding");
      } catch {
        // A refused connection under the flood: counted as not sent, tried again.
      }
    }
  }),
);
console.log(`sent ${sent}`);
