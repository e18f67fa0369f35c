import { LangLink } from "../ui/LangLink";
import type { CardWords, CertificateCard } from "./certificates.server";
import "./certificates.css";

/**
 * Certificates as cards (a table would scroll sideways at 375 px): name, issuer, number, scope,
 * what it covers, the days it is valid and its PDF. `level` is the heading level of each name.
 */
export function CertificateCards({
  cards,
  words,
  level = 2,
}: {
  cards: CertificateCard[];
  words: CardWords;
  level?: 2 | 3;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <ul className="certificates">
      {cards.map((card) => (
        <li key={card.id} className="certificate" data-certificate={card.id}>
          <Heading className="certificate__name" id={`certificate-${card.id}`}>
            {card.name}
          </Heading>
          <dl className="certificate__facts">
            <div>
              <dt>{words.issuer}</dt>
              <dd>{card.issuer}</dd>
            </div>
            <div>
              <dt>{words.number}</dt>
              <dd className="certificate__number">{card.number}</dd>
            </div>
            <div>
              <dt>{words.valid}</dt>
              <dd>
                <time dateTime={card.validFrom}>{card.validFrom}</time> {words.to}{" "}
                <time dateTime={card.validUntil}>{card.validUntil}</time>
              </dd>
            </div>
            <div>
              <dt>{words.scope}</dt>
              <dd>{card.scope}</dd>
            </div>
            <div>
              <dt>{words.covers}</dt>
              <dd>
                {card.covers.length === 0 ? (
                  words.company
                ) : (
                  <ul className="certificate__covers">
                    {card.covers.map((cover) => (
                      <li key={cover.path}>
                        <LangLink to={cover.path}>{cover.label}</LangLink>
                      </li>
                    ))}
                  </ul>
                )}
              </dd>
            </div>
          </dl>
          <p>
            <a
              className="button button--ghost"
              href={card.pdf.href}
              type="application/pdf"
              aria-label={card.pdf.label}
            >
              {`${words.download} (${card.pdf.size})`}
            </a>
          </p>
        </li>
      ))}
    </ul>
  );
}
