import type { ReactNode } from 'react';

/** A message above a form or a list, announced to screen readers. */
export function FormAlert({
  message,
  kind = 'error',
}: {
  message: ReactNode | undefined;
  kind?: 'error' | 'success' | 'info';
}) {
  if (!message) return null;
  return (
    <div className={`form-alert form-alert--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {message}
    </div>
  );
}
