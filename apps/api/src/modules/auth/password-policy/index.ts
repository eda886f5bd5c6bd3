import { AppError } from '@ponteiro/shared';
import { type PasswordOwner, passwordProblem } from './strength.js';

export { type PasswordOwner, passwordProblem } from './strength.js';

/**
 * 400 on `field` unless the new password is hard to guess. Every place that sets a password calls
 * this (sign-up, reset, password changes, system users), after the schema's 8–128 length check.
 */
export function assertStrongPassword(
  password: string,
  owner: PasswordOwner,
  field: 'password' | 'new_password' = 'password',
): void {
  const problem = passwordProblem(password, owner);
  if (problem) {
    throw new AppError('validation_error', {
      fieldErrors: { [field]: [`validation.${problem}`] },
    });
  }
}
