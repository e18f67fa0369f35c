import { z } from "zod";
import type { Vars } from "../../../app/i18n/fill";
import { createTranslation, type Dictionary } from "../../../app/i18n/words";
import { kstText } from "../../../app/lib/seoul-time";
import type { ReplicaTarget } from "../../platform/replica-url";
import { adminUrl } from "../letter";
import { newMessageLocal } from "../thread";
import { byRecipientLang, type QueuedMailKind } from "./kind";

/**
 * The owners told of the replica (issue 72): it stopped confirming new records, it confirms them
 * again, or the server started the replication program again. Queued by the replica's incidents
 * (server/backup/replica-mail.ts, which keeps it to one mail per incident); each active owner
 * gets it in their mail language, in the words of the owner's home card.
 */

/** What the row says happened; times are ISO 8601, `target` is REPLICA_URL's kind. */
export type ReplicaMailPayload = { target: ReplicaTarget["kind"] } & (
  | { incident: "unconfirmed"; since: string }
  | { incident: "confirmed"; since: string; at: string }
  | { incident: "restarted"; at: string; count: number }
);

const payloadSchema = z.intersection(
  z.object({ target: z.enum(["file", "sftp", "s3"]) }),
  z.discriminatedUnion("incident", [
    z.object({ incident: z.literal("unconfirmed"), since: z.string() }),
    z.object({ incident: z.literal("confirmed"), since: z.string(), at: z.string() }),
    z.object({ incident: z.literal("restarted"), at: z.string(), count: z.number() }),
  ]),
);

// No program's name: the owner reads "the replication program", in Korean 실시간 백업 and
// 백업 프로그램 (the home card's words; issue 79, ko 35).
const ko = {
  target_file: "연결된 디스크",
  target_sftp: "원격 서버(SFTP)",
  target_s3: "클라우드 저장소(S3)",
  unconfirmed_subject: "[{company}] 실시간 백업이 멈췄습니다 (조치 필요)",
  unconfirmed_body:
    "{since}부터 {target}의 실시간 백업에 새 기록(문의, 요청 등)이 저장되지 않고 있습니다.\n\n" +
    "지금까지 받은 문의와 요청은 이 서버에 안전하게 남아 있습니다. 다만 백업이 복구되기 전에 이 서버에 장애가 나면 그 사이의 기록을 잃을 수 있습니다.\n\n" +
    "하실 일:\n" +
    "- 서버를 운영하는 담당자에게 바로 알리십시오.\n" +
    "- 백업 저장소의 디스크 공간과 네트워크 연결을 확인해 달라고 하십시오.\n\n" +
    "백업이 정상으로 돌아오면 두 번째 메일로 알려 드립니다. 그 뒤 10분 동안 문제가 다시 생기지 않는지 지켜본 다음에 보냅니다.\n\n" +
    "관리자 페이지 첫 화면에서도 실시간 백업의 상태를 볼 수 있습니다: {url}\n",
  confirmed_subject: "[{company}] 실시간 백업이 정상으로 돌아왔습니다",
  confirmed_body:
    "{at}부터 {target}의 실시간 백업에 새 기록이 다시 저장됩니다({since}부터 멈춰 있었습니다). 따로 하실 일은 없습니다.\n\n" +
    "관리자 페이지: {url}\n",
  restarted_subject: "[{company}] 백업 프로그램을 자동으로 다시 시작했습니다",
  restarted_body:
    "{target}의 실시간 백업에 새 기록이 저장되지 않고 멈춰 있어, 서버가 {at}에 백업 프로그램을 자동으로 다시 시작했습니다(이 서버가 시작된 뒤 모두 {count}번). 다시 시작한 백업 프로그램은 밀린 기록을 스스로 따라잡습니다.\n\n" +
    "한 번이면 하실 일은 없습니다. 이 메일이 자주 오면 백업 저장소에 문제가 있을 수 있으니 서버를 운영하는 담당자에게 알리십시오. 이 메일은 한 시간에 한 번까지만 보냅니다.\n\n" +
    "관리자 페이지: {url}\n",
} as const;

const en: Dictionary<keyof typeof ko> = {
  target_file: "on an attached disk",
  target_sftp: "on a remote SFTP server",
  target_s3: "in S3 cloud storage",
  unconfirmed_subject: "[{company}] The replica does not confirm new records",
  unconfirmed_body:
    "Since {since} (Seoul time) the replica {target} has not confirmed that it received new records.\n\n" +
    "The records that came in meanwhile, such as inquiries and requests, are kept on this server. But if this server is lost too before the replica recovers, they are lost.\n\n" +
    "What to do:\n" +
    "- Tell the person who runs the server now.\n" +
    "- Ask them to check the disk space and the network connection where the replica is.\n\n" +
    "A second mail will tell you when the replica confirms records again. It is sent once 10 minutes have passed after that without a new problem.\n\n" +
    "The home page of the Admin Panel shows the replica's state too: {url}\n",
  confirmed_subject: "[{company}] The replica confirms records again",
  confirmed_body:
    "Since {at} (Seoul time) the replica {target} confirms new records again (it had not since {since}). New records reach the replica again, so there is nothing more to do.\n\n" +
    "Admin Panel: {url}\n",
  restarted_subject: "[{company}] The replication program was started again",
  restarted_body:
    "New records stopped reaching the replica {target}, so at {at} (Seoul time) the server started the replication program again by itself ({count} {count:time|times} since this server started). Started again, it catches up with the records that waited.\n\n" +
    "Once is nothing to act on. If this mail comes often, something may be wrong where the replica is: tell the person who runs the server. This mail is sent at most once an hour.\n\n" +
    "Admin Panel: {url}\n",
};

const replicaWord = createTranslation({ ko, en });

export const replicaMail: QueuedMailKind<{ incident: ReplicaMailPayload; local: string }> = {
  automatic: true,
  audience: "staff",
  compose: ({ incident, local }, context) => {
    const owners = context.accounts.filter(
      (account) => account.role === "owner" && account.status === "active",
    );
    return byRecipientLang(owners, (account) => account).map(([lang, to]) => {
      const t = (key: keyof typeof ko, vars?: Vars) => replicaWord(lang, key, vars);
      const vars = {
        company: context.company.name[lang],
        target: t(`target_${incident.target}`),
        url: adminUrl(context.siteUrl, lang),
        ...("since" in incident && { since: kstText(incident.since, lang) }),
        ...("at" in incident && { at: kstText(incident.at, lang) }),
        ...("count" in incident && { count: incident.count }),
      };
      return {
        lang,
        to: to.map((account) => account.email),
        replyTo: context.from,
        subject: t(`${incident.incident}_subject`, vars),
        text: t(`${incident.incident}_body`, vars),
        local: `${local}-${lang}`,
      };
    });
  },
  sample: () => ({
    incident: { target: "sftp", incident: "unconfirmed", since: "2026-11-25T05:12:00.000Z" },
    local: newMessageLocal("replica"),
  }),
  queued: {
    // A row of a kind of incident this version does not know fails its try, with its retries.
    input: async (claim) => ({
      incident: payloadSchema.parse(claim.payload) as ReplicaMailPayload,
      local: claim.local,
    }),
    samplePayload: {
      target: "s3",
      incident: "confirmed",
      since: "2026-11-25T05:12:00.000Z",
      at: "2026-11-25T05:40:00.000Z",
    } satisfies ReplicaMailPayload,
    // About no inquiry: the owner's home card shows the replica's state itself, the log the
    // mail's failure.
    timeline: "elsewhere",
  },
};
