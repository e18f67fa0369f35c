import type { Route } from "./+types/ceo";
import { company } from "../../content/company";
import { pick } from "../../i18n/localized";
import { useLang } from "../../i18n/use-lang";
import { pageMeta } from "../../site/seo";

export function meta({ location }: Route.MetaArgs) {
  return pageMeta("about", location);
}

const message = {
  ko: [
    "저희 홈페이지를 찾아 주셔서 감사합니다.",
    "저희는 전동·공압·특수 액추에이터와 산업용 밸브를 공급하고, 구동 밸브를 조립하며, 수동 밸브를 자동화 밸브로 개조해 왔습니다. 현장에서 쌓은 경험으로 고객의 공정에 맞는 제품을 정확하게 제안하겠습니다.",
  ],
  en: [
    "Thank you for visiting our website.",
    "We supply electric, pneumatic and special actuators and industrial valves, assemble actuated valves and retrofit manual valves for automation. We put our field experience to work to propose exactly the right product for your process.",
  ],
};

export default function CeoMessage() {
  const lang = useLang();
  return (
    <article className="prose">
      {message[lang].map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <p className="signature">
        {pick(company.name, lang)} {lang === "ko" ? "대표이사" : "President"}{" "}
        <strong>{pick(company.ceo, lang)}</strong>
      </p>
    </article>
  );
}
