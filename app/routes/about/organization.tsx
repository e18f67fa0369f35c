import type { Route } from "./+types/organization";
import { useLang } from "../../i18n/use-lang";
import { pageMeta } from "../../site/seo";

export function meta({ location }: Route.MetaArgs) {
  return pageMeta("about-organization", location);
}

const chart = {
  ko: { head: "대표이사", teams: ["영업팀", "관리팀", "구매팀", "기술개발팀", "품질관리팀"] },
  en: {
    head: "CEO",
    teams: ["Sales", "Management", "Purchasing", "Technical Development", "Quality Control"],
  },
};

export default function Organization() {
  const { head, teams } = chart[useLang()];
  return (
    <ul className="org-chart fade-in">
      <li>
        <span className="org-chart__head">{head}</span>
        <ul className="org-chart__teams">
          {teams.map((team) => (
            <li key={team}>{team}</li>
          ))}
        </ul>
      </li>
    </ul>
  );
}
