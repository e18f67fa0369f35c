/**
 * The server's settings. They are defined, with the build's, in config/settings.ts: this module
 * keeps the server's names for them.
 */
export {
  readStartSettings as readConfig,
  type StartSettings as ServerConfig,
} from "../../config/settings";
