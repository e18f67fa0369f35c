import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The files that take longest, longest first. A fresh clone has no timing cache, and Vitest then
 * starts the largest files first, which left these small, slow ones at the end with one core
 * idle. Names from a whole run's report (`npx vitest run`, the milliseconds after each file).
 */
const LONGEST = [
  "tests/ops/replica-older.test.ts",
  "tests/unit/recipes.test.ts",
  // The replica's fault tests mostly wait (a 50 ms link, Litestream's intervals): each is put
  // beside files that keep the cores busy, not left together at the end.
  "tests/ops/replica-checked.test.ts",
  "tests/server/flood.test.ts",
  "tests/ops/replica-network.test.ts",
  "tests/server/hostile-corpus.test.ts",
  "tests/ops/replica.test.ts",
  "tests/server/documents-remade.test.ts",
  "tests/ops/replica-faults.test.ts",
  "tests/mail/reader.test.ts",
  "tests/ops/replica-writes.test.ts",
  "tests/ops/backup-drill.test.ts",
  "tests/server/production.test.ts",
  "tests/server/mail-hardening.test.ts",
];

const rank = (file: TestSpecification) => {
  const index = LONGEST.findIndex((name) => file.moduleId.endsWith(name));
  return index === -1 ? LONGEST.length : index;
};

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
