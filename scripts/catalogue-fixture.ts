// Writes tests/fixtures/catalogue/before.json from the seed (tests/catalogue-snapshot.ts): run
// after a change to a figure, the registry or a builder, and read its diff before committing.
import { writeFileSync } from "node:fs";
import { FIXTURE, snapshotText } from "../tests/catalogue-snapshot";

writeFileSync(FIXTURE, snapshotText());
console.log(`wrote ${FIXTURE}`);
