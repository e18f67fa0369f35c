import { Form } from "react-router";
import { Csrf } from "../frame/Csrf";
import { UnitField } from "../units/UnitForm";
import { useWords } from "../frame/use-admin";
import { adminPath } from "../words";
import { contactsWord } from "./contacts-words";

/**
 * The days before a due day that a unit counts as due and its plant's contacts are reminded
 * (staff's setting, 30 by default): a small form for the due list or the plants list, posting
 * to /admin/plants/reminder-days.
 */
export function ReminderDays({ days, error }: { days: number; error?: boolean }) {
  const { lang } = useWords();
  return (
    <Form
      method="post"
      action={adminPath(lang, "/plants/reminder-days")}
      className="settings-form"
      noValidate
    >
      <Csrf />
      <UnitField
        id="reminder-days"
        label={contactsWord(lang, "reminderDays")}
        hint={contactsWord(lang, "reminderDaysHint")}
        error={error ? contactsWord(lang, "reminderDaysError") : undefined}
      >
        {(describedBy, invalid) => (
          <input
            id="reminder-days"
            name="days"
            type="number"
            inputMode="numeric"
            min={1}
            max={180}
            required
            defaultValue={days}
            aria-describedby={describedBy}
            aria-invalid={invalid}
          />
        )}
      </UnitField>
      <p>
        <button type="submit">{contactsWord(lang, "reminderDaysSave")}</button>
      </p>
    </Form>
  );
}
