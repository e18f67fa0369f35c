import { Fact, LinkList } from "../ui/lists";
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
            <Fact term={words.issuer}>{card.issuer}</Fact>
            <Fact term={words.number} className="certificate__number">
              {card.number}
            </Fact>
            <Fact term={words.valid}>
              <time dateTime={card.validFrom}>{card.validFromText}</time> {words.to}{" "}
              <time dateTime={card.validUntil}>{card.validUntilText}</time>
            </Fact>
            <Fact term={words.scope}>{card.scope}</Fact>
            <Fact term={words.covers}>
              {card.covers.length === 0 ? (
                words.company
              ) : (
                <LinkList links={card.covers} className="certificate__covers" />
              )}
            </Fact>
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
