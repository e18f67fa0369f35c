import { isAbsolute } from "node:path";

/**
 * REPLICA_URL, read once into what Litestream's configuration and rclone's environment need
 * (docs/decisions/041-replica.md). Secrets never come through here: an S3 key is read by both
 * tools from AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, an SFTP key from its file.
 */
export type ReplicaTarget =
  | { kind: "file"; path: string }
  | { kind: "sftp"; user: string; host: string; port: number; path: string; keyFile: string }
  | {
      kind: "s3";
      bucket: string;
      path: string;
      endpoint?: string;
      region?: string;
    };

/** The target a REPLICA_URL names, or a sentence saying what is wrong with it. */
export function parseReplicaUrl(value: string): ReplicaTarget | string {
  if (!URL.canParse(value))
    return "expected file:///path, sftp://user@host/path?key=/file or s3://bucket/path";
  const url = new URL(value);
  const path = decodeURIComponent(url.pathname).replace(/\/+$/, "");
  if (url.protocol === "file:") {
    if (url.host !== "") return "a file:// URL names no host: file:///mnt/replica/hanbit";
    if (!isAbsolute(path) || path === "")
      return "expected an absolute folder: file:///mnt/replica/hanbit";
    return { kind: "file", path };
  }
  if (url.protocol === "sftp:") {
    const keyFile = url.searchParams.get("key") ?? "";
    if (!url.username || !url.hostname) return "expected sftp://user@host/path?key=/path/to/key";
    if (url.password) return "an SFTP replica signs in with a key (?key=/file), never a password";
    if (!isAbsolute(keyFile)) return "expected ?key=/absolute/path/to/the/private/key";
    if (path === "") return "expected a folder on the SFTP server: sftp://user@host/srv/replica";
    return {
      kind: "sftp",
      user: decodeURIComponent(url.username),
      host: url.hostname,
      port: url.port ? Number(url.port) : 22,
      path,
      keyFile,
    };
  }
  if (url.protocol === "s3:") {
    if (!url.hostname) return "expected s3://bucket/path";
    if (url.username || url.password) {
      return "an S3 key goes in AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, not in the URL";
    }
    const endpoint = url.searchParams.get("endpoint") ?? undefined;
    if (
      endpoint !== undefined &&
      !(URL.canParse(endpoint) && /^https?:$/.test(new URL(endpoint).protocol))
    ) {
      return "expected ?endpoint=https://host of the S3-compatible service";
    }
    return {
      kind: "s3",
      bucket: url.hostname,
      path: path.replace(/^\/+/, ""),
      endpoint,
      region: url.searchParams.get("region") ?? undefined,
    };
  }
  return "expected a file://, sftp:// or s3:// URL";
}
