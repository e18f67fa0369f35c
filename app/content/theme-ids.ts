/** The menu themes' ids: a leaf the schemas read without importing the themes' data. */
export const THEME_IDS = ["pneumatic", "electric", "special", "valves"] as const;
export type ThemeId = (typeof THEME_IDS)[number];
