import { z } from "zod";

const schema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  /** Seconds to let open requests finish after SIGTERM before exiting anyway. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(300).default(10),
});

export type ServerConfig = z.infer<typeof schema>;

/** Reads the environment once at start; a bad value stops the server with a clear message. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues
    .map(
      (issue) =>
        `  ${issue.path.join(".")}: ${issue.message} (got ${JSON.stringify(env[String(issue.path[0])])})`,
    )
    .join("\n");
  throw new Error(`Invalid configuration:\n${problems}`);
}
