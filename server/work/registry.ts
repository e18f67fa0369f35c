/**
 * The site's task kinds with their input and output types, filled in by server/work-tasks.ts (a
 * module augmentation): callers of `work()` get the types without importing the tasks' modules,
 * which import much of the site (a caller among them would close an import circle).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by work-tasks.ts
export interface WorkTasks {}
