import { LOCAL_STORAGE_KEYS } from '@ponteiro/shared';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { getConsentState, hasConsent, openCookieSettings, reloadConsent } from './consent-store';
import { CookieConsent } from './cookie-consent';

function stored() {
  return JSON.parse(localStorage.getItem(LOCAL_STORAGE_KEYS.cookieConsent) ?? 'null');
}

function renderConsent() {
  const router = createMemoryRouter([{ path: '*', element: <CookieConsent /> }]);
  return render(<RouterProvider router={router} />);
}

beforeEach(() => {
  reloadConsent();
});

describe('cookie consent', () => {
  it('shows the banner until a choice, in Portuguese', () => {
    renderConsent();
    const banner = screen.getByTestId('cookie-banner');
    expect(banner).toHaveTextContent('Sua privacidade');
    expect(screen.getByTestId('cookie-accept-all')).toHaveTextContent('Aceitar todos');
    expect(screen.getByTestId('cookie-necessary-only')).toHaveTextContent('Somente necessários');
    expect(screen.getByTestId('cookie-customize')).toHaveTextContent('Personalizar');
  });

  it('accept all: stores every category on and hides the banner', async () => {
    renderConsent();
    await userEvent.click(screen.getByTestId('cookie-accept-all'));
    expect(screen.queryByTestId('cookie-banner')).not.toBeInTheDocument();
    expect(stored()).toMatchObject({
      dismissed: true,
      categories: {
        necessary: true,
        functional: true,
        performance: true,
        analytics: true,
        targeting: true,
      },
    });
    expect(typeof stored().savedAt).toBe('string');
    expect(hasConsent('analytics')).toBe(true);
  });

  it('necessary only: stores only necessary on and hides the banner', async () => {
    renderConsent();
    await userEvent.click(screen.getByTestId('cookie-necessary-only'));
    expect(screen.queryByTestId('cookie-banner')).not.toBeInTheDocument();
    expect(stored().categories).toEqual({
      necessary: true,
      functional: false,
      performance: false,
      analytics: false,
      targeting: false,
    });
    expect(hasConsent('necessary')).toBe(true);
    expect(hasConsent('analytics')).toBe(false);
  });

  it('customize: switches start on, necessary is locked, save stores the choice', async () => {
    renderConsent();
    await userEvent.click(screen.getByTestId('cookie-customize'));
    const dialog = await screen.findByTestId('cookie-settings');
    expect(dialog).toHaveTextContent('Configurações de cookies');

    const necessary = screen.getByRole('switch', { name: 'Necessários' });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    for (const category of ['functional', 'performance', 'analytics', 'targeting']) {
      expect(screen.getByTestId(`cookie-toggle-${category}`)).toBeChecked();
    }

    await userEvent.click(screen.getByTestId('cookie-toggle-performance'));
    await userEvent.click(screen.getByTestId('cookie-toggle-targeting'));
    expect(screen.getByTestId('cookie-toggle-performance')).not.toBeChecked();
    await userEvent.click(screen.getByTestId('cookie-save'));

    expect(stored().categories).toEqual({
      necessary: true,
      functional: true,
      performance: false,
      analytics: true,
      targeting: false,
    });
    expect(screen.queryByTestId('cookie-banner')).not.toBeInTheDocument();
    expect(getConsentState().settingsOpen).toBe(false); // antd then animates the dialog out
  });

  it('stays hidden after a reload, and openCookieSettings() reopens the dialog with the saved choice', async () => {
    localStorage.setItem(
      LOCAL_STORAGE_KEYS.cookieConsent,
      JSON.stringify({
        dismissed: true,
        categories: {
          necessary: true,
          functional: false,
          performance: true,
          analytics: false,
          targeting: false,
        },
        savedAt: '2026-08-03T11:00:00.000Z',
      }),
    );
    reloadConsent();
    renderConsent();
    expect(screen.queryByTestId('cookie-banner')).not.toBeInTheDocument();

    act(() => openCookieSettings());
    await screen.findByTestId('cookie-settings');
    expect(screen.getByTestId('cookie-toggle-functional')).not.toBeChecked();
    expect(screen.getByTestId('cookie-toggle-performance')).toBeChecked();
  });

  it('closing the dialog without saving keeps the banner', async () => {
    renderConsent();
    await userEvent.click(screen.getByTestId('cookie-customize'));
    await screen.findByTestId('cookie-settings');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByTestId('cookie-banner')).toBeInTheDocument();
    expect(stored()).toBeNull();
  });
});
