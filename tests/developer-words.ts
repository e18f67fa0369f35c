/**
 * Words about the server's insides that a buyer should never read in an error (issue 66, item
 * 4): "사진 처리 한도(시간, 메모리)" told a plant engineer how the photo worker is bounded,
 * not what to do. A public text says what happened and what to do in the buyer's words.
 */
const DEVELOPER_WORDS: RegExp[] = [
  /메모리/,
  /한도/,
  /스레드|쓰레드/,
  /워커/,
  /버퍼/,
  /타임아웃|시간 초과/,
  /프로세스/,
  /\bthreads?\b/i,
  /\bpools?\b/i,
  /\bmemory\b/i,
  /\btime-?outs?\b/i,
  /\bworkers?\b/i,
  /\bbuffers?\b/i,
  /\bheap\b/i,
  /\bCPU\b/,
  /\bqueues?\b/i,
  /\bexceptions?\b/i,
  /\bpayload\b/i,
  /\brequest body\b/i,
  /\bstack trace\b/i,
];

/** Each developer's word in `text`, with a little of the text around it. */
export function developerWords(text: string): string[] {
  return DEVELOPER_WORDS.flatMap((pattern) => {
    const match = pattern.exec(text);
    if (!match) return [];
    const at = match.index;
    return [`"${match[0]}" in …${text.slice(Math.max(0, at - 30), at + 30)}…`];
  });
}
