// Loaded with `--import` through NODE_OPTIONS (which refuses --cpu-prof): profiles the whole
// process and writes the profile to CPU_PROFILE_DIR when it exits.
import { Session } from "node:inspector";
import { writeFileSync } from "node:fs";
import { join } from "node:path";

const session = new Session();
session.connect();
session.post("Profiler.enable");
// V8's own interval (1 ms): these commands render for seconds, and one sample every 100 µs
// took more CPU than the export itself (83 s against 35 s for the test).
session.post("Profiler.setSamplingInterval", { interval: 1000 });
session.post("Profiler.start");
process.on("exit", () => {
  // An in-process session answers synchronously, so the profile is written before exit.
  session.post("Profiler.stop", (error, result) => {
    if (error) return;
    const file = join(process.env.CPU_PROFILE_DIR, `${process.pid}-${Date.now()}.cpuprofile`);
    writeFileSync(file, JSON.stringify(result.profile));
  });
});
