import { describe, expect, it } from "vitest";
import { readConfig } from "../../server/config";

describe("server configuration", () => {
  it("has safe defaults", () => {
    expect(readConfig({})).toEqual({ PORT: 3000, HOST: "0.0.0.0", SHUTDOWN_GRACE_SECONDS: 10 });
  });

  it("reads the environment", () => {
    expect(readConfig({ PORT: "8080", HOST: "127.0.0.1" })).toMatchObject({
      PORT: 8080,
      HOST: "127.0.0.1",
    });
  });

  it("rejects bad values with a message naming the variable and the value", () => {
    expect(() => readConfig({ PORT: "eighty" })).toThrow(/PORT.*"eighty"/);
    expect(() => readConfig({ PORT: "70000" })).toThrow(/Invalid configuration[\s\S]*PORT/);
    expect(() => readConfig({ SHUTDOWN_GRACE_SECONDS: "-1" })).toThrow(/SHUTDOWN_GRACE_SECONDS/);
  });
});
