/**
 * The invited address carried by an invitation link (`/select-company?invitation=…&email=…`),
 * read from the `next` path the sign-in and sign-up screens keep, so a new user does not retype
 * it. Undefined for any other `next`.
 */
export function invitationEmail(next: string | undefined): string | undefined {
  if (!next) return undefined;
  const url = new URL(next, 'https://app.invalid');
  if (url.pathname !== '/select-company' || !url.searchParams.get('invitation')) return undefined;
  return url.searchParams.get('email')?.trim() || undefined;
}
