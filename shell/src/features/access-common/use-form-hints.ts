import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formMessage, type FormError } from './validation/form-messages';

/** Hints show on blur (spec 2.4) or after a submit attempt, in the current language. */
export function useFormHints<F extends string>(errors: Partial<Record<F, FormError>>) {
  const { i18n } = useTranslation();
  const [touched, setTouched] = useState<ReadonlySet<F>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const blur = useCallback((field: F) => setTouched((previous) => new Set(previous).add(field)), []);
  const hint = (field: F): string | undefined => {
    const error = errors[field];
    if (error === undefined || (!submitted && !touched.has(field))) return undefined;
    return formMessage(error, i18n.language);
  };
  const valid = Object.values(errors).every((error) => error === undefined);
  const markSubmitted = () => setSubmitted(true);
  /** The form's submit handler: shows every hint, and sends once when the form is valid and nothing is on its way. */
  const submitWith =
    (send: { isPending: boolean; mutate: () => void }, ready = valid) =>
    (event: FormEvent) => {
      event.preventDefault();
      markSubmitted();
      if (ready && !send.isPending) send.mutate();
    };
  return { hint, blur, valid, markSubmitted, submitWith };
}
