import { AppError } from '@ponteiro/shared';
import { UNIQUE_FIELDS } from './repository.js';

// The service checks duplicates and references inside its transaction; the database constraints
// stay as the backstop for a concurrent write that slipped in between. This turns their
// violations into the same field errors the checks give, instead of a bare 409 without a field.

const REFERENCE_FIELDS = ['subsidiary_id', 'department_id', 'position_id', 'location_id'];

function driverError(error: unknown): { code: string; constraint: string } | null {
  // drizzle wraps the driver's error; SQLSTATE and constraint are on it or on its cause.
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, constraint: typeof constraint === 'string' ? constraint : '' };
    }
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/** The AppError for a unique or foreign-key violation on employees, or `error` unchanged. */
export function constraintError(error: unknown): unknown {
  const pg = driverError(error);
  if (pg?.code === '23505') {
    const unique = UNIQUE_FIELDS.find((u) => pg.constraint === `employees_company_${u.field}_key`);
    if (unique) {
      return new AppError('conflict', { fieldErrors: { [unique.field]: [unique.message] } });
    }
    if (pg.constraint === 'employees_company_user_key') {
      return new AppError('conflict', { message: 'validation.employee_linked' });
    }
  }
  if (pg?.code === '23503') {
    const field = REFERENCE_FIELDS.find((f) => pg.constraint.includes(`_${f}_`));
    if (field) {
      return new AppError('validation_error', {
        fieldErrors: { [field]: ['validation.not_found_ref'] },
      });
    }
  }
  return error;
}
