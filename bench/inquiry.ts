/**
 * The benches' inquiry: valid as the contact form sends it (tests/receiver/harness.ts's,
 * without its imports), and its post as a script client makes it.
 */
export const VALID = {
  companyName: "한빛산업 주식회사",
  name: "김민준",
  phone: "+82 2-1234-5678",
  email: "buyer@example.com",
  inquiry: "공압 액추에이터 AP5 견적을 부탁드립니다.",
  privacy_consent: "2026-11-22",
};

/** Posts an inquiry from `companyName`; its reference when it was accepted (200). */
export async function postInquiry(
  origin: string,
  companyName: string,
): Promise<{ status: number; ref?: string }> {
  const response = await fetch(`${origin}/f/inquiry`, {
    method: "POST",
    headers: { Accept: "application/json" },
    body: new URLSearchParams({ ...VALID, companyName }),
  });
  if (response.status !== 200) {
    await response.arrayBuffer();
    return { status: response.status };
  }
  const { next } = (await response.json()) as { next: string };
  return { status: 200, ref: /HF-\d{8}-\d{6}/.exec(next)![0] };
}
