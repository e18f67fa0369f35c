import type { MenuTheme } from "./schemas";

import { THEME_IDS, type ThemeId } from "./theme-ids";

export { THEME_IDS, type ThemeId };

// Text colours are chosen for at least 4.5:1 contrast on their backgrounds (WCAG AA).
export const menuThemes: Record<ThemeId, MenuTheme> = {
  pneumatic: {
    headerBackground: "linear-gradient(135deg, #6b4226 0%, #8b5a2b 100%)",
    headerTextColor: "#ffffff",
    menuBackground: "#fbf6f1",
    menuTextColor: "#3d2616",
    activeColor: "#7a4a1f",
    hoverColor: "#f1e4d6",
    arrowColor: "#8b5a2b",
  },
  electric: {
    headerBackground: "linear-gradient(135deg, #0b5c5c 0%, #127a7a 100%)",
    headerTextColor: "#ffffff",
    menuBackground: "#f1f9f9",
    menuTextColor: "#0b3b3b",
    activeColor: "#0b6464",
    hoverColor: "#d9efef",
    arrowColor: "#127a7a",
  },
  special: {
    headerBackground: "linear-gradient(135deg, #4b2a7b 0%, #6a3fa0 100%)",
    headerTextColor: "#ffffff",
    menuBackground: "#f6f2fb",
    menuTextColor: "#2e1a4d",
    activeColor: "#5a3490",
    hoverColor: "#e8def5",
    arrowColor: "#6a3fa0",
  },
  valves: {
    headerBackground: "linear-gradient(135deg, #123f7a 0%, #1d5fae 100%)",
    headerTextColor: "#ffffff",
    menuBackground: "#f1f6fc",
    menuTextColor: "#0f2d55",
    activeColor: "#174f94",
    hoverColor: "#dce8f7",
    arrowColor: "#1d5fae",
  },
};

/** A theme as CSS custom properties, so one stylesheet serves every group. */
export function themeStyle(theme: MenuTheme): Record<string, string> {
  return {
    "--theme-header-bg": theme.headerBackground,
    "--theme-header-text": theme.headerTextColor,
    "--theme-menu-bg": theme.menuBackground,
    "--theme-menu-text": theme.menuTextColor,
    "--theme-active": theme.activeColor,
    "--theme-hover": theme.hoverColor,
    "--theme-arrow": theme.arrowColor,
  };
}
