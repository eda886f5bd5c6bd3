import { COOKIE_NAMES, LOCAL_STORAGE_KEYS, ROUTES } from '@ponteiro/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { NoPermission } from '../components/result-pages';
import { reloadConsent } from '../consent/consent-store';
import { legalDocuments, pricingContent } from '../content';
import { setCookie } from '../lib/cookies';
import { renderApp } from '../test/render';
import { loadPage } from './page-loaders';

beforeEach(() => {
  // A choice was made, so the banner does not cover the screens under test.
  localStorage.setItem(
    LOCAL_STORAGE_KEYS.cookieConsent,
    JSON.stringify({
      dismissed: true,
      categories: {
        necessary: true,
        functional: true,
        performance: true,
        analytics: true,
        targeting: true,
      },
      savedAt: '2026-08-03T11:00:00.000Z',
    }),
  );
  reloadConsent();
});

describe('route registry', () => {
  it('has a component for every screen of the catalogue', async () => {
    for (const route of ROUTES.filter((r) => r.kind !== 'redirect')) {
      await expect(loadPage(route), route.path).resolves.toBeTypeOf('function');
    }
  });
});

describe('public layout', () => {
  it('lets a page that names itself keep its title, and restores the catalogue one after', async () => {
    const user = userEvent.setup();
    renderApp('/pricing');
    await screen.findByTestId('pricing-plans');
    await waitFor(() => expect(document.title).toBe(`${pricingContent.pt.title} · Ponteiro`));
    await user.click(
      within(screen.getByTestId('public-footer')).getByRole('link', { name: 'LGPD' }),
    );
    await screen.findByTestId('legal-document');
    await waitFor(() => expect(document.title).toBe(`${legalDocuments.lgpd.pt.title} · Ponteiro`));
  });

  it.each(['/404', '/no/such/page'])(
    '%s shows the not-found screen with a link home',
    async (path) => {
      renderApp(path);
      const notFound = await screen.findByTestId('not-found');
      expect(notFound).toHaveTextContent('Página não encontrada');
      expect(
        within(notFound).getByRole('link', { name: 'Ir para a página inicial' }),
      ).toHaveAttribute('href', '/');
      expect(screen.getByTestId('public-header')).toBeInTheDocument();
      const footer = screen.getByTestId('public-footer');
      for (const name of [
        'Política de privacidade',
        'Termos de serviço',
        'LGPD',
        'Acordo do usuário',
      ]) {
        expect(within(footer).getByRole('link', { name })).toBeInTheDocument();
      }
      await waitFor(() => expect(document.title).toBe('Página não encontrada · Ponteiro'));
    },
  );

  it('the footer link reopens the cookie settings', async () => {
    renderApp('/404');
    await userEvent.click(await screen.findByTestId('footer-cookie-settings'));
    expect(await screen.findByTestId('cookie-settings')).toBeInTheDocument();
  });

  it('switches the language from the header and keeps it in the cookie', async () => {
    renderApp('/404');
    await userEvent.click(await screen.findByTestId('language-switch'));
    await userEvent.click(await screen.findByTestId('language-option-en-US'));
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(within(screen.getByTestId('public-header')).getByText('Sign in')).toBeInTheDocument();
    expect(document.cookie).toContain(`${COOKIE_NAMES.language}=en-US`);
    expect(document.documentElement.lang).toBe('en-US');

    await userEvent.click(screen.getByTestId('language-switch'));
    await userEvent.click(await screen.findByTestId('language-option-pt'));
    expect(await screen.findByText('Página não encontrada')).toBeInTheDocument();
  });
});

describe('auth layout', () => {
  it('shows the sign-in form and checks it before sending', async () => {
    renderApp('/signin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrar' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
    expect(screen.getByLabelText('Senha')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Esqueci minha senha' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Cadastre-se' })).toHaveAttribute('href', '/signup');
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@{Enter}');
    expect(await screen.findByText('Informe um e-mail válido.')).toBeInTheDocument();
    expect(screen.getByText('Campo obrigatório.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('language-switch')).toBeInTheDocument();
  });
});

describe('company layout', () => {
  it('shows an area index with links to its screens', async () => {
    renderApp('/organization');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Organização' });
    expect(heading).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Departamentos/ })).toHaveAttribute(
      'href',
      '/organization/department',
    );
    expect(screen.getByTestId('company-topbar')).toBeInTheDocument();
  });

  it('highlights the area of the current screen and links back to it', async () => {
    renderApp('/access-setting/time-period');
    const panel = await screen.findByTestId('being-built');
    expect(panel).toHaveTextContent('Faixas de horário');
    expect(
      within(panel).getByRole('link', { name: 'Voltar para Configuração de acesso' }),
    ).toHaveAttribute('href', '/access-setting');
    const sidebar = screen.getByTestId('company-sidebar');
    const selected = sidebar.querySelector('.ant-menu-item-selected');
    expect(selected).toHaveTextContent('Configuração de acesso');
    for (const label of [
      'Painel',
      'Colaboradores',
      'Acesso',
      'Configurações',
      'Visitantes',
      'Sistema',
    ]) {
      expect(within(sidebar).getAllByText(label).length).toBeGreaterThan(0);
    }
  });

  it('collapses the side menu and remembers it', async () => {
    const first = renderApp('/dashboard');
    const sidebar = await screen.findByTestId('company-sidebar');
    expect(sidebar).toHaveAttribute('data-collapsed', 'false');
    expect(sidebar).toHaveStyle({ width: '235px' });
    await userEvent.click(screen.getByTestId('sidebar-toggle'));
    expect(sidebar).toHaveAttribute('data-collapsed', 'true');
    expect(sidebar).toHaveStyle({ width: '65px' });
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.sidebarCollapsed)).toBe('true');
    first.unmount();

    renderApp('/dashboard');
    expect(await screen.findByTestId('company-sidebar')).toHaveAttribute('data-collapsed', 'true');
  });

  it('opens the notifications menu with an empty state', async () => {
    renderApp('/dashboard');
    await userEvent.click(await screen.findByTestId('notifications-menu'));
    expect(await screen.findByText('Nenhuma notificação por enquanto.')).toBeInTheDocument();
  });

  it('signs out: deletes the session cookies and goes to /signin', async () => {
    setCookie(COOKIE_NAMES.accessToken, 'a');
    setCookie(COOKIE_NAMES.refreshToken, 'r');
    setCookie(COOKIE_NAMES.sessionUser, JSON.stringify({ name: 'Ana Souza' }));
    const { router } = renderApp('/dashboard');
    await userEvent.click(await screen.findByTestId('user-menu'));
    expect(screen.getByText('Ana Souza')).toBeInTheDocument();
    await userEvent.click(await screen.findByText('Sair'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(document.cookie).not.toContain(COOKIE_NAMES.accessToken);
    expect(document.cookie).not.toContain(COOKIE_NAMES.refreshToken);
    expect(document.cookie).not.toContain(COOKIE_NAMES.sessionUser);
  });

  it('goes to the profile from the user menu', async () => {
    const { router } = renderApp('/dashboard');
    await userEvent.click(await screen.findByTestId('user-menu'));
    await userEvent.click(await screen.findByText('Perfil'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user-profile'));
  });
});

describe('admin layout', () => {
  it('/admin redirects to the dashboard', async () => {
    const { router } = renderApp('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(await screen.findByTestId('admin-sidebar')).toBeInTheDocument();
    expect(screen.getByTestId('admin-topbar')).toHaveTextContent('admin');
  });

  it('/admin/account-settings redirects to the profile', async () => {
    const { router } = renderApp('/admin/account-settings');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/admin/account-settings/profile'),
    );
  });

  it('shows the username of the admin session and the fixed notice counts', async () => {
    setCookie(COOKIE_NAMES.adminSession, JSON.stringify({ username: 'maria' }));
    renderApp('/admin/dashboard');
    expect(await screen.findByTestId('admin-topbar')).toHaveTextContent('maria');
    const sidebar = screen.getByTestId('admin-sidebar');
    for (const label of [
      'Empresas',
      'Dispositivos',
      'Usuários',
      'Feedback',
      'Aplicativo',
      'Produtos',
      'Planos',
      'Assinaturas',
      'Distribuidores',
    ]) {
      expect(within(sidebar).getByText(label)).toBeInTheDocument();
    }
    await userEvent.click(screen.getByTestId('notifications-menu'));
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Notificações3', 'Mensagens2', 'Tarefas1']);
  });

  it('logs out: deletes the admin cookie and goes to /admin-login', async () => {
    setCookie(COOKIE_NAMES.adminSession, 'x');
    const { router } = renderApp('/admin/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: /Sair/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-login'));
    expect(document.cookie).not.toContain(COOKIE_NAMES.adminSession);
  });
});

describe('no permission', () => {
  it('renders the 403 screen', () => {
    render(
      <MemoryRouter>
        <NoPermission />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('no-permission')).toHaveTextContent('Acesso negado');
    expect(screen.getByRole('link', { name: 'Voltar ao painel' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });
});
