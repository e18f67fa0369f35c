import { LangLink } from "../ui/LangLink";

/** Cards that each lead to a product group: drawing, name as a heading, description. */
export function CategoryCards({
  cards,
  className = "card-grid",
  heading: Heading = "h2",
}: {
  cards: readonly {
    path: string;
    name: string;
    description: string;
    image: { src: string; width: number; height: number };
  }[];
  className?: string;
  heading?: "h2" | "h3";
}) {
  return (
    <ul className={className}>
      {cards.map((card) => (
        <li key={card.path} className="card">
          <LangLink to={card.path} className="card__link">
            <img
              className="card__image"
              src={card.image.src}
              width={card.image.width}
              height={card.image.height}
              alt=""
            />
            <Heading className="card__title">{card.name}</Heading>
            <p>{card.description}</p>
          </LangLink>
        </li>
      ))}
    </ul>
  );
}
