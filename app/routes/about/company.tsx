import type { Route } from "./+types/company";
import { company } from "../../content/company";
import { useLang } from "../../i18n/use-lang";
import { pageMeta } from "../../site/seo";

export function meta({ location }: Route.MetaArgs) {
  return pageMeta("about-company", location);
}

export default function CompanyHistory() {
  const lang = useLang();
  const [first, second] = company.claims.foundedYears;
  return (
    <article className="prose">
      <p>
        {lang === "ko"
          ? `설립 연도는 자료에 따라 ${first}년 또는 ${second}년으로 기록되어 있습니다.`
          : `Our records give the founding year as ${first} in one source and ${second} in another.`}
      </p>
    </article>
  );
}
