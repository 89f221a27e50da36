import { useId, useState, type ChangeEvent, type InputHTMLAttributes } from 'react';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | null;
}

/** A labelled text input; the label text is what assistive tech and e2e tests find it by. */
export function FormField({ label, error, ...input }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="pb-field">
      <label htmlFor={id} className="pb-field__label">
        {label}
      </label>
      <input
        id={id}
        className="pb-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error ? (
        <p id={errorId} className="pb-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A form's text values by field, and what a FormField takes to show and edit one of them
 * (`{...field('email')}`); `onEdit` runs on every change.
 */
export function useFormValues<T extends Record<keyof T, string>>(initial: T, onEdit?: () => void) {
  const [values, setValues] = useState(initial);
  const field = (key: keyof T & string) => ({
    value: values[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [key]: value }));
      onEdit?.();
    },
  });
  return { values, field };
}

/** A form's failure (announced as it appears) and its wide red submit button. */
export function FormFooter({
  error,
  saving,
  label,
  savingLabel,
}: {
  error: string | null;
  saving: boolean;
  label: string;
  savingLabel: string;
}) {
  return (
    <>
      {error ? (
        <p className="pb-form__error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="pb-button pb-button--red pb-button--wide" disabled={saving}>
        {saving ? savingLabel : label}
      </button>
    </>
  );
}
