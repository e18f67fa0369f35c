import { createHash } from "node:crypto";
import type { Page } from "@playwright/test";

/** The sources of a policy's script-src: 'self' plus the hashes of the page's own inline scripts. */
export function scriptSources(policy: string | undefined): string[] {
  const directive = policy?.split(";").find((part) => part.trim().startsWith("script-src"));
  return directive?.trim().split(/\s+/).slice(1) ?? [];
}

/** The CSP hash of every inline script in a page, computed here on its own, as a browser does. */
export function inlineScriptHashes(html: string): Set<string> {
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)];
  return new Set(
    inline.map(([, body]) => `'sha256-${createHash("sha256").update(body!).digest("base64")}'`),
  );
}

/** Every Content-Security-Policy violation the page reports, as "directive blocked source:line". */
export async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { reportViolation(t: string): void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return violations;
}
