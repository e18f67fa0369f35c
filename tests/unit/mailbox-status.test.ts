import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { readerReasonWords, readerStatus } from "../../app/admin/settings/mail/mail.server";
import { settingsWord } from "../../app/admin/settings/words";
import { mailboxProblemAdvice } from "../../server/mail/problem-words";

/**
 * The mailbox reader's state on the mail settings page: read from the load context's
 * `mailboxStatus` (server/mail/reader.ts's `status()`, wired by the server) when it is there,
 * its times in Seoul time and its reason in the page's words, never the server's.
 */
describe("the mailbox reader's state line", () => {
  it("is absent while the server hands no status", () => {
    expect(readerStatus({} as AppLoadContext)).toBeUndefined();
  });

  it("gives the state, since when and the last look in KST", () => {
    const context = {
      mailboxStatus: () => ({
        state: "failing",
        reason: "login-refused",
        since: "2026-11-24T01:00:00.000Z",
        lastCheckedAt: "2026-11-24T00:59:00.000Z",
      }),
    } as unknown as AppLoadContext;
    expect(readerStatus(context)).toEqual({
      state: "failing",
      reason: "login-refused",
      since: "2026-11-24 10:00",
      lastCheckedAt: "2026-11-24 09:59",
    });
  });

  it("words each reason the reader gives in both languages", () => {
    for (const lang of ["ko", "en"] as const) {
      expect(readerReasonWords(lang, "login-refused")).toBe(mailboxProblemAdvice(lang, "auth"));
      expect(readerReasonWords(lang, "folder-missing")).toBe(mailboxProblemAdvice(lang, "folder"));
      expect(readerReasonWords(lang, "dropped")).toBe(settingsWord(lang, "readerDropped"));
      expect(readerReasonWords(lang, "something new")).toBe(mailboxProblemAdvice(lang, "other"));
    }
    expect(readerReasonWords("ko", "host-not-found")).toMatch(/[가-힣]/);
  });
});
