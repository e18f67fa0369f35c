// Imported first by bench/run.ts: the server's modules share app modules that read the app's
// build-time constants, as the built server has them inlined.
import { buildConstants } from "../config/settings";

Object.assign(globalThis, buildConstants());
