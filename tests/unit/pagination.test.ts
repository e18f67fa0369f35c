import { describe, expect, it } from "vitest";
import { pageWindow, parsePageParam } from "../../app/site/pagination";

describe("?page parameter", () => {
  it("accepts integers from 1 to totalPages", () => {
    expect(parsePageParam("1", 13)).toBe(1);
    expect(parsePageParam("7", 13)).toBe(7);
    expect(parsePageParam("13", 13)).toBe(13);
  });

  it("ignores everything else and shows the first page", () => {
    for (const raw of [
      null,
      "",
      "0",
      "14",
      "999",
      "abc",
      "2.5",
      "+2",
      " 2",
      "-1",
      "02",
      "1e1",
      "２",
    ]) {
      expect(parsePageParam(raw, 13), String(raw)).toBe(1);
    }
  });
});

describe("page number window", () => {
  it("shows all pages when there are ten or fewer", () => {
    expect(pageWindow(1, 2)).toEqual([1, 2]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it("moves in blocks of ten", () => {
    expect(pageWindow(10, 13)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageWindow(11, 13)).toEqual([11, 12, 13]);
    expect(pageWindow(25, 40)).toEqual([21, 22, 23, 24, 25, 26, 27, 28, 29, 30]);
  });

  it("always contains the current page", () => {
    for (let total = 1; total <= 35; total++) {
      for (let current = 1; current <= total; current++) {
        const window = pageWindow(current, total);
        expect(window).toContain(current);
        expect(window.length).toBeLessThanOrEqual(10);
      }
    }
  });
});
