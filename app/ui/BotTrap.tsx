import "../styles/forms.css";

/**
 * A field people never see or reach (off screen, out of the tab order, hidden from assistive
 * technology); a bot that fills it gives itself away. Styled by app/styles/forms.css.
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
