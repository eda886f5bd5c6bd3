import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../api/api-error';
import { FormAlert } from '../../components/form-alert';
import { PlainButton } from '../../components/plain-button';
import { TextField } from '../../components/text-field';
import { emailProblem, passwordInputProblem } from '../../forms/checks';
import { signIn } from '../../session/auth-actions';
import { pathAfterSignIn, withNext } from '../../session/redirect';
import { AuthHeader, useNextPath, useSignedInRedirect } from './auth-kit';
import { formatWait, useRetryCountdown } from './use-retry-countdown';

type Field = 'email' | 'password';
type Problems = Partial<Record<Field, string>>;

/**
 * `/signin`: email and password; then the company (automatic when there is one). A plain form
 * (no antd: plain inputs and button) to keep the sign-in bundle within its budget.
 */
export function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const next = useNextPath();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const wait = useRetryCountdown();
  const redirect = useSignedInRedirect(next);
  if (redirect) return redirect;

  const validate = (): Problems => {
    const found: Problems = {};
    const emailKey = emailProblem(email);
    const passwordKey = passwordInputProblem(password);
    if (emailKey) found.email = t(emailKey);
    if (passwordKey) found.password = t(passwordKey, { n: 256 });
    return found;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate();
    setProblems(found);
    if (found.email || found.password) {
      const first = event.currentTarget.querySelector<HTMLInputElement>('[aria-invalid="true"]');
      first?.focus();
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const outcome = await signIn(email, password, queryClient);
      navigate(pathAfterSignIn(outcome.kind, next), { replace: outcome.kind === 'company' });
    } catch (caught) {
      setBusy(false);
      if (!isApiError(caught)) setError(t('http.genericError'));
      else if (caught.status === 429) {
        if (caught.retryAfterSeconds) wait.start(caught.retryAfterSeconds);
        setError(caught.retryAfterSeconds ? undefined : t('auth.signIn.rateLimited'));
      } else {
        const fields = caught.fieldErrors;
        if (fields.email || fields.password) {
          setProblems({ email: fields.email?.[0], password: fields.password?.[0] });
        } else setError(caught.message);
      }
    }
  };

  return (
    <div className="auth-screen" data-testid="signin-screen">
      <AuthHeader title={t('auth.signIn.title')} subtitle={t('auth.signIn.subtitle')} />
      <FormAlert
        message={
          wait.remaining > 0
            ? t('auth.signIn.rateLimitedFor', { time: formatWait(wait.remaining) })
            : error
        }
      />
      <form noValidate onSubmit={onSubmit} aria-busy={busy} name="signin">
        <TextField
          label={t('auth.email')}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="username"
          autoFocus
          value={email}
          onChange={(value) => {
            setEmail(value);
            if (problems.email) setProblems({ ...problems, email: undefined });
          }}
          error={problems.email}
        />
        <TextField
          label={t('auth.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(value) => {
            setPassword(value);
            if (problems.password) setProblems({ ...problems, password: undefined });
          }}
          error={problems.password}
        />
        <div className="auth-screen__row-end">
          <Link to="/forgot-password">{t('auth.signIn.forgot')}</Link>
        </div>
        <PlainButton
          kind="primary"
          type="submit"
          block
          loading={busy}
          disabled={wait.remaining > 0}
        >
          {t('auth.signIn.submit')}
        </PlainButton>
      </form>
      <p className="auth-screen__footer">
        {t('auth.signIn.noAccount')}{' '}
        <Link to={withNext('/signup', next)}>{t('auth.signIn.signUp')}</Link>
      </p>
    </div>
  );
}
