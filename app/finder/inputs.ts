/** The choices the finders' forms offer: shared by the page's form and the finder's checks. */

export const VALVE_TYPES = ["butterfly", "ball", "pinch"] as const;
export type ValveType = (typeof VALVE_TYPES)[number];
export const SUPPLIES = ["1ph", "3ph", "air", "hydraulic"] as const;
export type Supply = (typeof SUPPLIES)[number];
/** ISO 5211 flange codes a visitor may ask for. */
export const ISO_FLANGES = [
  "F03",
  "F04",
  "F05",
  "F07",
  "F10",
  "F12",
  "F14",
  "F16",
  "F25",
  "F30",
  "F35",
  "F40",
  "F48",
] as const;
export const ANSI_CLASSES = [150, 300, 600, 900, 1500, 2500] as const;
/**
 * The default safety margin: published sizing guidance puts an actuator's output at 1.25 to 1.5
 * times the valve's maximum (breakaway) torque; 25% is the lower end, for clean service. The
 * valve maker's own recommendation comes first.
 */
export const DEFAULT_MARGIN = 25;
