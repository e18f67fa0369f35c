import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import autocannon from "autocannon";
import { contentDatabase, openContentStore } from "../server/content/store";

export interface LoadFigures {
  target: string;
  url: string;
  requestsPerSecond: number;
  p99: number;
  /** Bytes per response, headers included. */
  bytes: number;
  non2xx: number;
  errors: number;
}

const CONNECTIONS = 50;

async function measure(
  target: string,
  url: string,
  seconds: number,
  options: Partial<autocannon.Options> = {},
): Promise<LoadFigures> {
  // Let the previous target's queued requests drain first.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, ...options });
  console.log(`load ${target}: ${Math.round(result.requests.average)} req/s`);
  return {
    target,
    url,
    requestsPerSecond: Math.round(result.requests.average),
    p99: result.latency.p99,
    bytes: Math.round(result.throughput.average / Math.max(result.requests.average, 1)),
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** The largest hashed script: a static asset of realistic size. */
function largestAsset(): string {
  const dir = "build/client/assets";
  const [largest] = readdirSync(dir)
    .filter((name) => name.endsWith(".js"))
    .sort((a, b) => statSync(join(dir, b)).size - statSync(join(dir, a)).size);
  return `/assets/${largest}`;
}

/** Debian's nginx, installed when missing and allowed (root); the ceiling is skipped otherwise. */
export function nginxBinary(): string | undefined {
  const found = () => ["/usr/sbin/nginx", "/usr/bin/nginx"].find((path) => existsSync(path));
  if (!found() && process.getuid?.() === 0) {
    console.log("installing Debian's nginx");
    execFileSync("apt-get", ["update", "-q"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-q", "nginx"], { stdio: "inherit" });
  }
  return found();
}

/** nginx in the foreground with its files in `dir`: one worker, as the Node server is one process. */
export function runNginx(binary: string, dir: string, http: string): ChildProcess {
  const config = join(dir, "nginx.conf");
  writeFileSync(
    config,
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir};
  proxy_temp_path ${dir};
  fastcgi_temp_path ${dir};
  uwsgi_temp_path ${dir};
  scgi_temp_path ${dir};
  ${http}
}
`,
  );
  return spawn(binary, ["-c", config, "-p", dir], { stdio: "inherit" });
}

/** nginx serving the same prerendered file as the reference ceiling. */
async function startNginx(port: number) {
  const binary = nginxBinary();
  if (!binary) return undefined;
  const child = runNginx(
    binary,
    mkdtempSync(join(tmpdir(), "bench-nginx-")),
    `include /etc/nginx/mime.types;
  server {
    listen 127.0.0.1:${port};
    root ${resolve("build/client")};
    location / { try_files $uri/index.html =404; }
  }`,
  );
  for (let i = 0; i < 50; i++) {
    if (
      await fetch(`http://127.0.0.1:${port}${PAGE}`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return { stop: () => child.kill("SIGQUIT") };
}

/** A publish in the served DATA_DIR (a product's photo): the server shows published content now. */
export function publishSomething(dataDir: string) {
  const store = openContentStore(contentDatabase(dataDir));
  try {
    const photo = {
      id: "1b4e28ba-2fa1-41d2-883f-0016d3cca427",
      width: 960,
      height: 720,
      widths: [480, 960],
      placeholder: "#6a7b8c",
      name: "bench.jpg",
      alt: { ko: "벤치마크 사진", en: "Benchmark photo" },
    };
    const by = (baseVersion: number) => ({ by: "bench", baseVersion });
    const saved = store.saveDraft("productPhotos", "ap1", { photos: [photo] }, by(0));
    if (!saved.ok || !store.publish("productPhotos", "ap1", by(1)).ok) {
      throw new Error("bench: the publish was refused");
    }
  } finally {
    store.close();
  }
}

const BROTLI = { "accept-encoding": "gzip, deflate, br" };

const inquiry = JSON.stringify({
  companyName: "벤치마크 주식회사",
  name: "홍길동",
  phone: "02-1234-5678",
  email: "bench@example.com",
  inquiry: "AP5 공압 액추에이터 견적을 요청합니다. Please quote 10 units.",
});

/**
 * The page the server's paths are compared on: a catalogue listing whose pages 1 and 2 weigh the
 * same (56.6 and 56.5 KB), so the ratios measure how each URL is answered, not its bytes.
 */
const PAGE = "/en/products/electric/range-series";

/** A new unknown path for every request, as a flood of made-up URLs would send. */
function randomPaths(): Partial<autocannon.Options> {
  let n = 0;
  return {
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          path: `/en/no-such-${(n += 1).toString(36)}/page-${Math.random().toString(36).slice(2)}`,
        }),
      },
    ],
  };
}

/**
 * Throughput on loopback, each target for `seconds`, side by side: the prerendered page, the same
 * page with a campaign parameter and as `?page=2`, random unknown paths, a page rendered on demand
 * (then cached), assets, inquiries, and nginx serving the same file as the ceiling; with
 * `publish`, the page and random unknown paths again once staff have published.
 */
export async function runLoad(
  origin: string,
  seconds: number,
  publish?: () => void,
): Promise<LoadFigures[]> {
  const asset = `${origin}${largestAsset()}`;
  const figures = [
    await measure("prerendered page", `${origin}${PAGE}`, seconds),
    await measure("same page, ?utm_source=x", `${origin}${PAGE}?utm_source=x`, seconds),
    await measure("catalogue page ?page=2", `${origin}${PAGE}?page=2`, seconds),
    await measure("random unknown paths (404)", origin, seconds, randomPaths()),
    await measure("rendered on demand (?product=ap5)", `${origin}/en/contact?product=ap5`, seconds),
    await measure("static asset", asset, seconds),
    // As browsers ask: served from the copies compressed at build (scripts/precompress.ts).
    await measure("prerendered page, Brotli", `${origin}${PAGE}`, seconds, { headers: BROTLI }),
    await measure("static asset, Brotli", asset, seconds, { headers: BROTLI }),
    await measure("inquiry submission (JSON)", `${origin}/f/inquiry`, seconds, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: inquiry,
    }),
  ];
  if (publish) {
    // Once staff have published, pages are rendered and cached, and the 404 template is made again.
    publish();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    figures.push(
      await measure("prerendered page, after a publish", `${origin}${PAGE}`, seconds),
      await measure("random unknown paths (404), after a publish", origin, seconds, randomPaths()),
    );
  }
  const nginx = await startNginx(4990);
  if (nginx) {
    try {
      figures.push(
        await measure("nginx, same prerendered file", `http://127.0.0.1:4990${PAGE}`, seconds),
      );
    } finally {
      nginx.stop();
    }
  }
  return figures;
}
