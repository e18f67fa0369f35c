import type { ReactNode } from "react";
import { useWords } from "../frame/use-admin";
import { unitsNumbersWord } from "./units-words";

/** The delivered units' part of the numbers page: what is counted, then its tables. */
export function UnitsNumbers({ children }: { children: ReactNode }) {
  const { lang } = useWords();
  return (
    <div className="numbers-units">
      <section className="numbers-section" aria-labelledby="h-units">
        <h2 id="h-units">{unitsNumbersWord(lang, "title")}</h2>
        <p>{unitsNumbersWord(lang, "text")}</p>
      </section>
      {children}
    </div>
  );
}
