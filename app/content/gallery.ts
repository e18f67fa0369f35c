import type { GalleryItem } from "./schemas";

interface StepText {
  /** What the drawing shows, for screen readers. */
  alt: { ko: string; en: string };
  /** Short step name; the lightbox shows it with the step number. */
  caption: { ko: string; en: string };
}

/** The 19 drawings of the pinch valve 300A sleeve replacement, in the order of the job. */
const sleeveReplacementSteps: StepText[] = [
  {
    alt: {
      ko: "슬러리 배관에 설치되어 운전 중인 300A 플랜지형 공압 핀치 밸브 전경. 상·하류에 나이프 게이트 차단 밸브가 있고, 상부 에어 라인에서 내려온 제어 공기 호스가 밸브에 연결되어 있으며, 배관 안의 화살표가 흐름 방향을, 점선 테두리가 작업 대상 밸브를 나타냅니다.",
      en: "Overview of the 300A flanged pneumatic pinch valve in service on the slurry line: knife-gate isolation valves upstream and downstream, the control-air hose running down from the air header, arrows showing the flow and a dashed frame marking the valve to be serviced.",
    },
    caption: { ko: "운전 중인 핀치 밸브 (작업 전)", en: "The valve in service before the work" },
  },
  {
    alt: {
      ko: "상류와 하류 차단 밸브를 닫고 각 핸드휠에 자물쇠와 잠금 표지(태그)를 건 모습. 확대 원에 핸드휠의 자물쇠와 태그가 크게 그려져 있습니다.",
      en: "Both isolation valves closed, each handwheel fitted with a padlock and a lock-out tag; a magnified circle shows the padlock and tag on the handwheel.",
    },
    caption: {
      ko: "라인 격리: 차단 밸브 잠금 및 표지 부착",
      en: "Isolating the line: isolation valves closed and locked out",
    },
  },
  {
    alt: {
      ko: "솔레노이드 밸브 배기구로 제어 공기가 빠져나가고, 배관 아래 드레인 밸브를 열어 남은 슬러리를 양동이로 받아내는 모습.",
      en: "Control air escaping from the solenoid valve exhaust while the drain valve under the pipe is open and the remaining slurry drips into a bucket.",
    },
    caption: {
      ko: "제어 공기 배기 및 배관 드레인",
      en: "Venting control air and draining the line",
    },
  },
  {
    alt: {
      ko: "밸브 상부 공기 포트의 확대 모습. 장갑 낀 손이 제어 공기 호스의 커플링을 잡고 포트에서 분리해 들어 올리고 있습니다.",
      en: "Close-up of the air port on top of the valve: a gloved hand pulls the control-air hose coupling off the port.",
    },
    caption: { ko: "제어 공기 호스 분리", en: "Disconnecting the air supply" },
  },
  {
    alt: {
      ko: "배관 축 방향에서 본 12볼트 플랜지. 볼트 몇 개는 이미 빠져 구멍만 남아 있고, 스패너로 다음 너트를 반시계 방향으로 풀고 있으며, 풀어낸 너트는 트레이에 모아 두었습니다.",
      en: "End view of the 12-bolt flange: several bolts are already out, a spanner turns the next nut anticlockwise, and the removed nuts sit in a tray.",
    },
    caption: { ko: "플랜지 볼트 풀기", en: "Loosening the flange bolts" },
  },
  {
    alt: {
      ko: "천장 호이스트 훅에 슬링을 걸어 핀치 밸브를 배관 플랜지 사이에서 위로 들어 올리는 모습. 분리한 에어 호스는 옆에 걸려 있고 차단 밸브는 잠긴 상태입니다.",
      en: "The valve, slung from the overhead hoist hook, rising out from between the pipe flanges; the disconnected air hose hangs to one side and the isolation valves stay locked.",
    },
    caption: { ko: "호이스트로 밸브 인양", en: "Lifting the valve out with a hoist" },
  },
  {
    alt: {
      ko: "작업대 위 받침 블록에 내려놓은 밸브. 슬링을 푼 호이스트 훅은 위로 올라가 있습니다.",
      en: "The valve set down on support blocks on the workbench, with the slings released and the hoist hook raised.",
    },
    caption: { ko: "작업대에 밸브 안착", en: "The valve on the workbench" },
  },
  {
    alt: {
      ko: "케이싱 볼트를 빼서 작업대에 늘어놓고, 호이스트로 상부 케이싱을 들어 올려 하부 케이싱에 놓인 고무 슬리브가 드러난 모습.",
      en: "The casing bolts laid out on the bench and the upper casing half lifted on the hoist, exposing the rubber sleeve lying in the lower half.",
    },
    caption: {
      ko: "케이싱 분해: 볼트 제거 및 상부 케이싱 분리",
      en: "Opening the casing: casing bolts out, upper half lifted",
    },
  },
  {
    alt: {
      ko: "하부 케이싱에 놓인 기존 슬리브. 가운데 조임 부위에 주름과 균열이 있고, 확대 단면에는 슬러리 마모로 얇아진 아래쪽 내벽이 원래 내경(점선)과 비교되어 있습니다.",
      en: "The old sleeve in the lower casing, creased and cracked at the pinch zone; a magnified cross-section shows the bore worn thin at the bottom by the slurry, compared with the original bore (dashed).",
    },
    caption: { ko: "마모된 기존 슬리브 확인", en: "The worn sleeve exposed" },
  },
  {
    alt: {
      ko: "두 손으로 슬리브 끝을 잡고 기존 슬리브를 하부 케이싱에서 축 방향으로 빼내는 모습.",
      en: "Two hands gripping the sleeve end and drawing the old sleeve axially out of the lower casing.",
    },
    caption: { ko: "기존 슬리브 빼내기", en: "Pulling the old sleeve out" },
  },
  {
    alt: {
      ko: "작업대 위에 나란히 놓인 두 슬리브. 왼쪽 기존 슬리브에는 주름과 관통된 구멍이 있고, 오른쪽 신품 슬리브는 매끈하며 확인 표시가 붙어 있습니다.",
      en: "Two sleeves side by side on the bench: the old one on the left creased and worn through, the new one on the right smooth and marked with a check.",
    },
    caption: { ko: "기존 슬리브와 신품 슬리브 비교", en: "Old and new sleeves compared" },
  },
  {
    alt: {
      ko: "하부 케이싱 단면. 천으로 내부를 닦아 내고, 손전등을 비춰 내면에 손상이 없는지 확인하는 모습.",
      en: "Section through the lower casing half: a hand wipes the inside with a cloth while a torch lights the inner surface to check it for damage.",
    },
    caption: { ko: "케이싱 내부 청소 및 점검", en: "Cleaning and inspecting the casing interior" },
  },
  {
    alt: {
      ko: "두 손으로 신품 슬리브를 왼쪽에서 하부 케이싱 안으로 밀어 넣는 모습.",
      en: "Two hands pushing the new sleeve into the lower casing from the left.",
    },
    caption: { ko: "신품 슬리브 삽입", en: "Inserting the new sleeve" },
  },
  {
    alt: {
      ko: "플랜지 끝부분의 확대 단면. 고무 망치로 벌어진 슬리브 립을 두드려 플랜지 면에 밀착시키고 있으며, 아래쪽 립은 이미 안착되어 있습니다.",
      en: "Close-up section of a flange end: a rubber mallet taps the flared sleeve lip flat against the flange face; the lower lip is already seated.",
    },
    caption: {
      ko: "슬리브 립을 플랜지 면에 안착",
      en: "Seating the sleeve lips on the flange faces",
    },
  },
  {
    alt: {
      ko: "케이싱을 닫고 토크 렌치로 케이싱 볼트를 조이는 모습. 왼쪽 위 평면도에 가운데에서 바깥쪽으로 앞뒤 볼트를 번갈아 조이는 대각선 체결 순서가 표시되어 있습니다.",
      en: "The casing closed and a torque wrench on a casing bolt; the plan view at top left shows the crosswise sequence, from the centre outwards, alternating between the front and back rows.",
    },
    caption: {
      ko: "케이싱 조립 및 대각선 순서 볼트 체결",
      en: "Closing the casing and torquing the bolts crosswise",
    },
  },
  {
    alt: {
      ko: "밸브 단면. 압력계가 달린 시험용 레귤레이터에서 제어 공기를 넣자 슬리브가 가운데에서 완전히 눌려 닫히는 모습이 화살표로 표시되어 있습니다.",
      en: "The valve in section: control air from a test regulator with a pressure gauge squeezes the sleeve fully shut in the middle, shown by arrows.",
    },
    caption: { ko: "작업대 압력·작동 시험", en: "Pressure and function test on the bench" },
  },
  {
    alt: {
      ko: "정비를 마친 밸브를 호이스트로 배관 플랜지 사이에 내리는 모습. 점선이 플랜지 면 정렬 위치를 나타냅니다.",
      en: "The overhauled valve lowered on the hoist between the pipe flanges, with dashed lines marking where the flange faces line up.",
    },
    caption: { ko: "밸브를 배관에 다시 설치", en: "Lowering the valve back into the line" },
  },
  {
    alt: {
      ko: "배관 축 방향에서 본 플랜지. 볼트 12개를 모두 끼우고 점선으로 표시한 대각선 순서에 따라 토크 렌치로 시계 방향으로 조이며, 상부 공기 포트에는 제어 공기 호스가 다시 연결되어 있습니다.",
      en: "End view of the flange with all 12 bolts in place, tightened clockwise with a torque wrench in the crosswise order shown by dashed lines; the control-air hose is reconnected to the port on top.",
    },
    caption: {
      ko: "플랜지 볼트 재체결 및 에어 호스 재연결",
      en: "Re-bolting the flanges and reconnecting the air",
    },
  },
  {
    alt: {
      ko: "차단 밸브의 잠금을 풀고 열어 배관에 다시 흐름이 생긴 모습. 양쪽 플랜지 연결부에 누설이 없음을 뜻하는 확인 표시가 있습니다.",
      en: "The line running again with the isolation valves unlocked and open; check marks at both flange joints show they are free of leaks.",
    },
    caption: { ko: "운전 재개 및 누설 점검", en: "Back in service: checking for leaks" },
  },
];

const stepSrc = (n: number) => `/images/gallery/pinch-300a/${String(n).padStart(2, "0")}.svg`;

export const galleryItems: GalleryItem[] = [
  {
    id: 1,
    title: {
      ko: "핀치 밸브 300A 슬리브 교체 작업 (현재 공급 범위 밖의 기존 밸브 수리)",
      en: "Sleeve replacement on a DN 300 pinch valve: repair of an existing valve outside the current range",
    },
    description: {
      ko: "슬러리 배관에 설치된 DN 300 (300A) 플랜지형 공압 핀치 밸브의 마모된 고무 슬리브를 교체했습니다. 현재 공급하는 핀치 밸브는 DN 200 (200A)까지이며, 이 작업은 그보다 큰 기존 밸브의 수리였습니다. 라인을 격리하고 배수한 뒤 밸브를 들어내 작업대에서 케이싱을 분해하고, 새 슬리브를 장착해 볼트를 대각선 순서로 체결한 다음 작동 시험을 거쳐 라인에 다시 설치했습니다. 핀치 밸브는 제어 공기가 슬리브를 눌러 유로를 막는 방식이라 슬리브 자체가 밀봉면이므로, 마모로 얇아지고 주름진 슬리브를 새것으로 바꾸면 확실한 차단 성능이 되살아납니다.",
      en: "The worn rubber sleeve of a DN 300 flanged pneumatic pinch valve on a slurry line was replaced. The pinch valves we supply today go up to DN 200; this job was a repair of a larger valve already in service. The line was isolated and drained, and the valve was lifted out and opened on the workbench. A new sleeve was fitted, the casing bolts were torqued in a crosswise pattern, and the valve was function-tested before it went back into the line. In a pinch valve the control air squeezes the sleeve shut, so the sleeve itself is the seal: replacing a sleeve thinned and creased by abrasion restores tight shut-off.",
    },
    photos: sleeveReplacementSteps.map((step, index) => ({
      src: stepSrc(index + 1),
      width: 800,
      height: 600,
      alt: step.alt,
      caption: {
        ko: `${index + 1}. ${step.caption.ko}`,
        en: `${index + 1}. ${step.caption.en}`,
      },
    })),
    main: 0,
  },
];
