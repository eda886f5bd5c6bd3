import { invitationsEndpoints } from '@ponteiro/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../api/api-error';
import { callOperation } from '../../api/operations';
import { selectCompany } from '../../session/auth-actions';
import { COMPANIES_QUERY_KEY } from '../../session/session-query';

export const INVITATION_PARAM = 'invitation';

export type InvitationState =
  | { status: 'none' }
  | { status: 'accepting' }
  | { status: 'failed'; message: string };

/**
 * The invitation link (`/select-company?invitation=<token>`): accepts it for the signed-in user
 * once, then enters the company it belongs to. On failure the page shows why and the usual
 * company list stays usable.
 */
export function useInvitationAcceptance(): InvitationState {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const token = params.get(INVITATION_PARAM);
  const [state, setState] = useState<InvitationState>(() =>
    token ? { status: 'accepting' } : { status: 'none' },
  );
  // StrictMode runs effects twice in development; a token is accepted at most once per page.
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!token || handled.current === token) return;
    handled.current = token;
    setState({ status: 'accepting' });
    (async () => {
      try {
        const company = await callOperation(
          invitationsEndpoints.accept,
          { body: { token } },
          { silent: true },
        );
        await queryClient.invalidateQueries({ queryKey: COMPANIES_QUERY_KEY });
        await selectCompany(company.id, queryClient);
        navigate('/dashboard', { replace: true });
      } catch (caught) {
        const message =
          isApiError(caught) && (caught.status === 404 || caught.code === 'validation_error')
            ? t('auth.invitation.invalid')
            : caught instanceof Error
              ? caught.message
              : t('http.genericError');
        setState({ status: 'failed', message });
        // Drop the spent token from the address so a reload does not try it again.
        setParams(
          (current) => {
            const rest = new URLSearchParams(current);
            rest.delete(INVITATION_PARAM);
            return rest;
          },
          { replace: true },
        );
      }
    })();
  }, [token, navigate, queryClient, setParams, t]);

  return state;
}
