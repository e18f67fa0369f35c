import { describe, expect, it } from "vitest";
import { dayText } from "../../app/i18n/day-text";
import {
  countText,
  dnRangeText,
  dnText,
  inchRangeText,
  pressureRangeText,
  rangeText,
  seriesTorque,
  tempText,
  torqueRangeText,
  torqueText,
  voltsText,
} from "../../app/content/catalog/figures-text";

/*
 * One way to write a figure in each language (issue 59, decision 031's amendment): Korean ranges
 * with "~" and no spaces, English with an en dash, or "to" where an end has a sign or a hyphen;
 * the unit once, after the range; torque in N·m; counts with "×"; a Korean DN with its A size.
 */
describe("how a figure is written", () => {
  it("writes a range the Korean way and the English way, the unit once after it", () => {
    expect(rangeText("ko", 2, 8)).toBe("2~8");
    expect(rangeText("en", 2, 8)).toBe("2–8");
    expect(rangeText("ko", "-20", "+100")).toBe("-20~+100");
    expect(rangeText("en", "-20", "+100")).toBe("-20 to +100");
    expect(rangeText("en", "1/2", "1-1/4")).toBe("1/2 to 1-1/4");
    expect(pressureRangeText({ min: 2, max: 8, minPsi: 29, maxPsi: 116 })).toEqual({
      ko: "2~8 bar (29~116 psi)",
      en: "2–8 bar (29–116 psi)",
    });
    expect(tempText({ min: -20, max: 100 }, "spec")).toEqual({
      ko: "-20~+100 °C",
      en: "-20 to +100 °C",
    });
    expect(voltsText({ minV: 110, maxV: 220, minHz: 50, maxHz: 60 })).toEqual({
      ko: "110~220 V, 50~60 Hz",
      en: "110–220 V, 50–60 Hz",
    });
    expect(inchRangeText("1/4", "2")).toEqual({ ko: "1/4~2 in", en: "1/4–2 in" });
  });

  it("writes torque in N·m, thousands grouped", () => {
    expect(torqueText(350)).toEqual({ ko: "350 N·m", en: "350 N·m" });
    expect(torqueText(1100)).toEqual({ ko: "1,100 N·m", en: "1,100 N·m" });
    expect(torqueRangeText(25, 18500)).toEqual({ ko: "25~18,500 N·m", en: "25–18,500 N·m" });
    expect(seriesTorque({ name: "AP", torqueNm: { min: 25, max: 18500 } })).toEqual({
      ko: "25~18,500 N·m (시리즈)",
      en: "25–18,500 N·m (series)",
    });
    expect(seriesTorque({ name: "4HO", torqueNm: { max: 4000 } })).toEqual({
      ko: "최대 4,000 N·m (시리즈)",
      en: "up to 4,000 N·m (series)",
    });
  });

  it("writes a DN size with its A size on Korean pages only", () => {
    expect(dnText(50)).toEqual({ ko: "DN 50 (50A)", en: "DN 50" });
    expect(dnRangeText(40, 200)).toEqual({ ko: "DN 40~200 (40~200A)", en: "DN 40–200" });
    expect(dnRangeText(150, 150)).toEqual({ ko: "DN 150 (150A)", en: "DN 150" });
  });

  it("writes a count with ×", () => {
    expect(countText(2, "PG21")).toBe("2 × PG21");
  });
});

describe("how a day is written", () => {
  it("writes the Korean date on Korean pages and keeps the ISO form in English", () => {
    expect(dayText("2026-11-22", "ko")).toBe("2026. 11. 22.");
    expect(dayText("2026-01-05", "ko")).toBe("2026. 1. 5.");
    expect(dayText("2026-11-22", "en")).toBe("2026-11-22");
    // Not a day: shown as it came.
    expect(dayText("2026.11", "ko")).toBe("2026.11");
  });
});
