import { type InputHTMLAttributes, useId } from 'react';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the input and announced (aria-invalid + aria-describedby). */
  error?: string;
  /** A hint under the input (e.g. the password rule). */
  hint?: string;
}

/**
 * A labelled text input without antd's Form (used where the bundle must stay small, e.g. the
 * sign-in screen). Looks like the antd inputs of the other forms.
 */
export function TextField({ label, value, onChange, error, hint, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className={error ? 'text-field text-field--invalid' : 'text-field'}>
      <label htmlFor={id} className="text-field__label">
        {label}
      </label>
      <input
        {...input}
        id={id}
        className="text-field__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint ? (
        <div id={hintId} className="text-field__hint">
          {hint}
        </div>
      ) : null}
      {error ? (
        <div id={errorId} className="text-field__error" role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}
