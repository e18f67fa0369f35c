import { company as seedCompany } from "./company";
import type { AboutContent, Company, ImageEntry } from "./schemas";
import { phoneText } from "../i18n/phone-text";

/** The repository's images are its drawings (staff may put uploaded photos in their place). */
type Drawings = { image: { ko: ImageEntry; en: ImageEntry } };

/** The company pages' copy as the repository writes it. */
export type RepositoryAbout = Omit<AboutContent, "ceoMessage" | "map"> & {
  ceoMessage: Omit<AboutContent["ceoMessage"], "image"> & Drawings;
  map: Omit<AboutContent["map"], "image"> & Drawings;
};

/**
 * Company pages copy (/about and its sub-pages).
 *
 * The company gives two founding years (docs/product.md): the timeline shows each as its own entry,
 * in the company's voice (1992 the start of business, 1994 the founding), and never explains. The CEO
 * message gives no count of years, so it adds no third reading of the years of service.
 * The sources name only one of the three makers (SIRCA); the other two are described, not named.
 */
/** The company pages' copy with the company's facts in it: name, CEO, address, telephone. */
export function aboutFor(company: Company): RepositoryAbout {
  const [firstFounded, secondFounded] = company.claims.foundedYears as [number, number];
  const { name, ceo, address } = company;
  return {
    ceoMessage: {
      title: { ko: "대표이사 인사말", en: "CEO message" },
      paragraphs: {
        ko: [
          `안녕하십니까. ${name.ko} 홈페이지를 찾아 주셔서 진심으로 감사드립니다. 저희는 서울 가산디지털단지역 인근 가마산로에 자리 잡고, 산업 현장의 유체 흐름을 안전하고 정확하게 제어하는 액추에이터와 밸브를 공급하고 있습니다.`,
          "저희는 전동 액추에이터 제조사, 공압 액추에이터와 밸브를 만드는 SIRCA, 핀치 밸브 제조사까지 해외 전문 제조사 세 곳과 협력하고 있습니다. 제품을 들여와 판매하는 데 그치지 않고 밸브와 액추에이터를 직접 조립해 전동·공압·유압 구동 밸브로 납품하며, 이미 설치된 수동 밸브에 액추에이터를 달아 원격으로 제어할 수 있는 자동 밸브로 개조해 드립니다.",
          "상하수도 정수장과 펌프장, 발전소, 석유화학 공장, 조선·해양 설비와 LNG 운반선, 그리고 여러 일반 플랜트까지 현장마다 유체와 압력, 온도, 설치 조건이 모두 다릅니다. 저희 엔지니어는 카탈로그 수치에만 기대지 않고 현장 조건을 직접 확인해 필요한 토크를 계산하며, 조립한 제품은 출하 전에 작동과 누설을 시험한 뒤 시험성적서를 첨부해 보내 드립니다.",
          "밸브 하나가 멈추면 공정 전체가 멈출 수 있습니다. 그래서 저희는 납품 이후를 더 중요하게 생각합니다. 시운전과 정기 점검, 예비 부품 공급, 핀치 밸브 슬리브 교체 같은 현장 정비까지 끝까지 책임지겠습니다.",
          "작은 문의라도 편하게 연락해 주십시오. 고객의 공정을 가장 잘 이해하는 협력자가 되도록 언제나 성실하게 답하겠습니다. 감사합니다.",
        ],
        en: [
          `Thank you for visiting the website of ${name.en}. From our office on Gamasan-ro, close to Gasan Digital Complex Station in Seoul, we supply the actuators and valves that keep industrial flows under safe and precise control.`,
          "We work with three specialist overseas manufacturers: an electric actuator manufacturer, SIRCA (pneumatic actuators and valves) and a pinch valve manufacturer. We do more than import and resell. We assemble valves and actuators in house and deliver them as motor-, air- and hydraulic-operated valves, and we retrofit manual valves already in service with actuators so that they can be operated remotely.",
          "Water and wastewater plants and pumping stations, power plants, petrochemical sites, shipbuilding and marine installations, LNG carriers and general plants all differ in medium, pressure, temperature and installation. Our engineers do not rely on catalogue figures alone: they check the conditions on site and calculate the torque each valve needs. Every assembly is function- and leak-tested before shipment and arrives with its test report.",
          "When one valve stops, a whole process can stop with it. That is why we care most about what happens after delivery: commissioning, periodic inspection, spare parts and field work such as pinch valve sleeve replacement. We stay with you for the life of the installation.",
          "Please contact us with any question, large or small; we will always give you a considered answer and aim to be the partner who understands your process best. Thank you.",
        ],
      },
      signature: { ko: `대표이사 ${ceo.ko}`, en: `${ceo.en}, CEO` },
      image: {
        ko: {
          src: "/images/about/ceo-ko.svg",
          width: 480,
          height: 600,
          alt: {
            ko: "대표이사 일러스트. 정장 차림의 인물 뒤로 N서울타워와 서울 스카이라인이 보이는 창, 옆에 액추에이터가 달린 밸브가 놓인 사무실",
            en: "Illustration of the CEO: a figure in a suit in an office, with a window showing N Seoul Tower and the Seoul skyline and an actuated valve beside him",
          },
        },
        en: {
          src: "/images/about/ceo-en.svg",
          width: 480,
          height: 600,
          alt: {
            ko: "대표이사 일러스트. 정장 차림의 인물 뒤로 세계 지도와 지구본이 걸린 벽, 옆에 액추에이터가 달린 밸브가 놓인 사무실",
            en: "Illustration of the CEO: a figure in a suit in an office, with a world map and globe on the wall behind and an actuated valve beside him",
          },
        },
      },
    },
    history: {
      intro: {
        ko: "첫 공급 계약부터 자체 조립과 현장 개조, 품질 관리까지 한빛플로우컨트롤이 걸어온 길입니다.",
        en: "Our milestones, from our first distribution agreements to in-house assembly, retrofits and quality control.",
      },
      events: [
        {
          date: String(firstFounded),
          event: {
            ko: `${name.ko} 창업. 서울에서 산업용 밸브와 액추에이터 공급 시작`,
            en: `${name.en} starts business in Seoul, supplying industrial valves and actuators`,
          },
        },
        {
          date: String(secondFounded),
          event: {
            ko: `${name.ko} 설립`,
            en: `${name.en} founded`,
          },
        },
        {
          date: "1995.04",
          event: {
            ko: "해외 전동 액추에이터 제조사와 국내 공급 계약 체결. 멀티턴·쿼터턴 전동 액추에이터 공급 시작",
            en: "Distribution agreement with an overseas electric actuator manufacturer; supply of multi-turn and quarter-turn electric actuators begins",
          },
        },
        {
          date: "1996.09",
          event: {
            ko: "SIRCA와 공압 액추에이터 및 버터플라이·볼 밸브 국내 공급 계약 체결",
            en: "Distribution agreement with SIRCA for pneumatic actuators and butterfly and ball valves",
          },
        },
        {
          date: "1997.06",
          event: {
            ko: "전동·공압 구동 밸브 자체 조립 시작. 발전소와 석유화학 플랜트에 조립품 납품",
            en: "In-house assembly of motor- and air-operated valves begins; first assemblies delivered to power plants and petrochemical plants",
          },
        },
        {
          date: "1998.10",
          event: {
            ko: "상하수도 정수장과 펌프장의 수동 밸브를 액추에이터 구동 밸브로 바꾸는 자동화 개조 공사 수행",
            en: "First automation retrofit: manual valves at water treatment plants and pumping stations converted to actuated valves",
          },
        },
        {
          date: "1999.03",
          event: {
            ko: "해외 핀치 밸브 제조사와 국내 공급 계약 체결. 슬러리·분체 공정용 핀치 밸브와 교체용 슬리브 공급 시작",
            en: "Distribution agreement with an overseas pinch valve manufacturer; supply of pinch valves and replacement sleeves for slurry and powder lines begins",
          },
        },
        {
          date: "2000.11",
          event: {
            ko: "지금의 가산디지털단지역 인근 가마산로 사무실로 본사 이전",
            en: "Head office moved to Gamasan-ro, near today's Gasan Digital Complex Station",
          },
        },
        {
          date: "2002.05",
          event: {
            ko: "유압 구동 밸브 조립 시작. 조선·해양 설비와 LNG 운반선용 밸브 원격 제어 설비 공급",
            en: "Assembly of hydraulic-operated valves begins; valve remote-control equipment supplied for shipbuilding, marine installations and LNG carriers",
          },
        },
        {
          date: "2004.03",
          event: {
            ko: "품질관리팀 신설. 모든 조립품의 출하 전 작동·누설 시험과 시험성적서 발행 절차 정립",
            en: "Quality control team established; function and leak testing of every assembly before shipment, with a test report for each, made standard procedure",
          },
        },
      ],
      keywords: {
        ko: [
          "창업",
          "설립",
          "공급 계약",
          "SIRCA",
          "자체 조립",
          "자동화 개조",
          "본사 이전",
          "LNG 운반선",
          "품질관리팀",
        ],
        en: [
          "starts business",
          "founded",
          "Distribution agreement",
          "SIRCA",
          "In-house assembly",
          "automation retrofit",
          "Head office moved",
          "LNG carriers",
          "Quality control team",
        ],
      },
    },
    organization: {
      intro: {
        ko: "대표이사 아래 다섯 개 팀이 문의 접수부터 출하 전 시험까지 하나의 흐름으로 협력합니다.",
        en: "Five teams report to the CEO and work as one team, from the first inquiry to the final test before shipment.",
      },
      ceo: { ko: "대표이사", en: "CEO" },
      teams: [
        {
          name: { ko: "영업팀", en: "Sales" },
          duties: {
            ko: "고객 문의 응대, 사양 검토와 견적, 수주와 납기 관리",
            en: "Customer inquiries, specification review and quotations, orders and delivery follow-up",
          },
        },
        {
          name: { ko: "관리팀", en: "Management" },
          duties: {
            ko: "회계·인사·총무, 계약 관리와 수입 통관 서류 업무",
            en: "Accounting, HR and administration, contracts and import documentation",
          },
        },
        {
          name: { ko: "구매팀", en: "Purchasing" },
          duties: {
            ko: "해외 제조사 발주, 수입 물류, 재고와 예비 부품 관리",
            en: "Orders to the overseas manufacturers, import logistics, stock and spare parts",
          },
        },
        {
          name: { ko: "기술개발팀", en: "Engineering" },
          duties: {
            ko: "액추에이터 선정과 토크 계산, 브래킷·커플링 설계, 시운전과 기술 지원",
            en: "Actuator selection and torque sizing, bracket and coupling design, commissioning and technical support",
          },
        },
        {
          name: { ko: "품질관리팀", en: "Quality Control" },
          duties: {
            ko: "입고 검사, 조립품 작동·누설 시험, 시험성적서 발행",
            en: "Incoming inspection, function and leak tests of assemblies, test reports",
          },
        },
      ],
    },
    business: {
      intro: {
        ko: `${name.ko}은 제품 공급부터 조립, 자동화 개조, 사후 지원까지 밸브 자동화의 전 과정을 맡습니다.`,
        en: `${name.en} covers the whole path of valve automation: supply, assembly, retrofit and after-sales support.`,
      },
      areas: [
        {
          title: {
            ko: "해외 제조사 액추에이터·밸브 공급",
            en: "Actuators and valves from three overseas manufacturers",
          },
          lines: {
            ko: [
              "전동 액추에이터 제조사의 멀티턴·쿼터턴 전동 액추에이터와 일체형 제어 장치",
              "SIRCA 공압 액추에이터와 버터플라이·볼 밸브",
              "핀치 밸브 제조사의 슬러리·분체·부식성 유체용 핀치 밸브와 교체용 슬리브",
              "포지셔너와 서지·펌프 제어·공기 배출 밸브 등 관련 기기",
            ],
            en: [
              "Multi-turn and quarter-turn electric actuators and integral controls from our electric actuator manufacturer",
              "SIRCA pneumatic actuators and butterfly and ball valves",
              "Pinch valves and replacement sleeves for slurries, powders and corrosive media from our pinch valve manufacturer",
              "Positioners and surge, pump-control and air-release valves",
            ],
          },
        },
        {
          title: {
            ko: "전동·공압·유압 구동 밸브 조립",
            en: "Assembly of motor-, air- and hydraulic-operated valves",
          },
          lines: {
            ko: [
              "밸브의 필요 토크와 운전 조건에 맞춘 액추에이터 선정",
              "ISO 5211 장착 브래킷과 커플링 제작, 리밋 스위치·솔레노이드 밸브·포지셔너 조립",
              "출하 전 작동·누설 시험과 시험성적서 제공",
            ],
            en: [
              "Actuator selection matched to the valve's required torque and duty",
              "ISO 5211 mounting brackets and couplings; limit switches, solenoid valves and positioners fitted",
              "Function and leak test before shipment, with a test report",
            ],
          },
        },
        {
          title: { ko: "수동 밸브 자동화 개조", en: "Retrofitting manual valves with actuators" },
          lines: {
            ko: [
              "설치된 밸브의 치수와 필요 토크를 현장에서 조사",
              "배관에서 밸브를 떼어 내지 않고 어댑터와 액추에이터를 장착하는 방식 우선 검토",
              "제어 신호 연결과 현장 시운전까지 일괄 수행",
            ],
            en: [
              "On-site survey of the installed valve's dimensions and required torque",
              "Where possible, adapters and actuators are fitted without removing the valve from the line",
              "Control signal connection and commissioning on site, all in one job",
            ],
          },
        },
        {
          title: {
            ko: "엔지니어링 지원과 사후 서비스",
            en: "Engineering support and after-sales service",
          },
          lines: {
            ko: [
              "상하수도, 발전, 석유화학, 조선·해양, LNG 운반선, 일반 플랜트의 공정 조건에 맞춘 기술 검토",
              "시운전, 정기 점검, 핀치 밸브 슬리브 교체 등 현장 정비",
              "예비 부품 공급과 제조사 기술 자료 제공",
            ],
            en: [
              "Engineering review for water and wastewater, power plants, petrochemical, shipbuilding and marine, LNG carriers and general plants",
              "Commissioning, periodic inspection and field work such as pinch valve sleeve replacement",
              "Spare parts and the manufacturers' technical documentation",
            ],
          },
        },
      ],
    },
    map: {
      title: { ko: "오시는 길", en: "Location and Directions" },
      image: {
        ko: {
          src: "/images/about/map-ko.svg",
          width: 800,
          height: 560,
          alt: {
            ko: "가산디지털단지역(1·7호선) 주변 약도. 역의 가마산로 방면 출구에서 가마산로를 따라 한빛플로우컨트롤 사무실까지 걷는 길이 표시되어 있습니다.",
            en: "Korean-language sketch map of the area around Gasan Digital Complex Station (Lines 1 and 7), showing the walk from the station's Gamasan-ro exit along Gamasan-ro to the Hanbit Flow Control office.",
          },
        },
        en: {
          src: "/images/about/map-en.svg",
          width: 800,
          height: 560,
          alt: {
            ko: "영문 약도: 가산디지털단지역(1·7호선) 주변과 역의 가마산로 방면 출구에서 한빛플로우컨트롤 사무실까지의 도보 경로",
            en: "Sketch map of the area around Gasan Digital Complex Station (Lines 1 and 7), showing the walk from the station's Gamasan-ro exit along Gamasan-ro to the Hanbit Flow Control office.",
          },
        },
      },
      subway: {
        ko: `지하철 1호선 또는 7호선 가산디지털단지역에서 내려 가마산로 방면 출구로 나오십시오. 출구에서 가마산로를 따라 몇 분만 걸으면 사무실 건물이 나옵니다. 건물에 들어오셔서 엘리베이터로 7층 ${address.building.ko}로 오시면 됩니다.`,
        en: `Take Line 1 or Line 7 to Gasan Digital Complex Station and leave by the exit toward Gamasan-ro. From the exit, walk a few minutes along Gamasan-ro to our building, then take the lift to the 7th floor, ${address.building.en}.`,
      },
      car: {
        route1: {
          ko: "서부간선도로 이용 시: 서부간선도로에서 가산디지털단지 방면으로 나와 디지털로를 따라 가산디지털단지역 쪽으로 오십시오. 철길을 건넌 뒤 가마산로로 들어오면 길가에 사무실 건물이 있습니다.",
          en: "From the Seobu Expressway: leave at the Gasan Digital Complex exit and follow Digital-ro toward Gasan Digital Complex Station. After crossing the railway, turn onto Gamasan-ro, where our building stands beside the road.",
        },
        route2: {
          ko: `시흥대로 이용 시: 시흥대로에서 가산디지털단지 방면으로 들어와 디지털로를 따라 역 쪽으로 오시다가 가마산로로 들어오십시오. 주차 안내가 필요하시면 방문 전 ${company.phone}로 연락 주십시오.`,
          en: `From Siheung-daero: turn off toward Gasan Digital Complex, follow Digital-ro toward the station and turn onto Gamasan-ro. For parking information, please call us on ${phoneText(company.phone, "en")} before your visit.`,
        },
      },
    },
  };
}

/** As a fresh install shows it (checked at build); pages read the live one (about.server.ts). */
export const about = aboutFor(seedCompany);
