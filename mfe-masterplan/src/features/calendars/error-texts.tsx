import { useTranslation } from 'react-i18next';
import { CALENDARS_NAMESPACE } from './calendar-messages';
import type { CalendarErrorText } from './calendar-form-rules';

export function ErrorTexts({ errors }: { errors: readonly CalendarErrorText[] }) {
  const { t } = useTranslation(CALENDARS_NAMESPACE);
  return (
    <>
      {errors.map((error, index) => (
        <div key={index}>{error.text ?? t(error.key, error.params)}</div>
      ))}
    </>
  );
}
