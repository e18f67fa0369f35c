/**
 * A field people never see and bots fill in: a post that carries it is answered as if taken,
 * and nothing is kept (the receivers check `_gotcha`).
 */
export function BotTrap({ label }: { label: string }) {
  return (
    <div className="bot-trap" aria-hidden="true">
      <label>
        {label}
        <input type="text" name="_gotcha" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
