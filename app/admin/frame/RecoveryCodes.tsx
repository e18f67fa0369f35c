import { useWords } from "./use-admin";

/** New recovery codes, shown this once. */
export function RecoveryCodes({ codes, continueTo }: { codes: string[]; continueTo?: string }) {
  const { w } = useWords();
  return (
    <section className="admin-card" aria-labelledby="recovery-title">
      <h2 id="recovery-title">{w("recoveryTitle")}</h2>
      <p>{w("recoveryText")}</p>
      <ul className="admin-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      {continueTo && (
        <p>
          <a href={continueTo}>{w("continue")}</a>
        </p>
      )}
    </section>
  );
}
