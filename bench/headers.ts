import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { nginxBinary, runNginx } from "./load";

export interface HeaderGrade {
  grade: string;
  score: number;
  tests: { name: string; result: string; scoreModifier: number }[];
}

const TOOLS = resolve("bench/.tools");
const SCANNER = join(TOOLS, "node_modules/@mdn/mdn-http-observatory");

/**
 * The MDN HTTP Observatory's own scanner (npm), installed beside the bench on first use. Its
 * install scripts download a CA bundle, an HSTS preload list and a TLD list, which this machine
 * cannot reach; none matters for localhost, so they are skipped and stand-ins are written.
 */
function scanner(): string {
  if (!existsSync(SCANNER)) {
    mkdirSync(TOOLS, { recursive: true });
    execFileSync(
      "npm",
      [
        "install",
        "--prefix",
        TOOLS,
        "--ignore-scripts",
        "--no-save",
        "--no-audit",
        "--no-fund",
        "@mdn/mdn-http-observatory@1.4.8",
      ],
      { stdio: "inherit" },
    );
  }
  for (const [file, empty] of [
    ["hsts-preload.json", "{}"],
    ["tld-list.json", "[]"],
  ] as const) {
    const path = join(SCANNER, "conf", file);
    if (!existsSync(path)) writeFileSync(path, empty);
  }
  return join(SCANNER, "src/scan.js");
}

/**
 * The production shape behind TLS: nginx on ports 80 and 443 (a self-signed certificate for
 * localhost) redirecting HTTP to HTTPS and proxying to the Node server, which sets every header
 * itself (HSTS because the proxy says the request came over TLS). The Observatory scans
 * https://localhost as it would a public site. Needs root (ports 80/443) and nginx.
 */
export async function gradeHeaders(upstream: string): Promise<HeaderGrade | string> {
  if (process.getuid?.() !== 0) return "skipped: needs root for ports 80 and 443";
  const nginx = nginxBinary();
  if (!nginx) return "skipped: nginx is not available";
  const dir = mkdtempSync(join(tmpdir(), "bench-tls-"));
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "2",
      "-keyout",
      join(dir, "key.pem"),
      "-out",
      join(dir, "cert.pem"),
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost",
    ],
    { stdio: "ignore" },
  );
  const proxy = runNginx(
    nginx,
    dir,
    `server {
    listen 127.0.0.1:80;
    server_name localhost;
    return 301 https://$host$request_uri;
  }
  server {
    listen 127.0.0.1:443 ssl;
    server_name localhost;
    ssl_certificate ${dir}/cert.pem;
    ssl_certificate_key ${dir}/key.pem;
    location / {
      proxy_pass ${upstream};
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-Proto https;
    }
  }`,
  );
  try {
    await new Promise((r) => setTimeout(r, 500));
    const output = execFileSync(process.execPath, [scanner(), "localhost"], {
      env: { ...process.env, NODE_EXTRA_CA_CERTS: join(dir, "cert.pem") },
      encoding: "utf8",
    });
    const report = JSON.parse(output) as {
      scan?: { grade: string; score: number };
      tests?: Record<string, { result: string; scoreModifier: number }>;
      error?: string;
    };
    if (!report.scan) return `failed: ${report.error ?? output}`;
    return {
      grade: report.scan.grade,
      score: report.scan.score,
      tests: Object.entries(report.tests ?? {}).map(([name, t]) => ({
        name,
        result: t.result,
        scoreModifier: t.scoreModifier,
      })),
    };
  } finally {
    proxy.kill("SIGQUIT");
  }
}
