import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { theme as antdTheme } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { withAntd } from './antd-provider';
import { PRIMARY_COLOR } from './theme';

const session = vi.hoisted(() => ({ brandColor: null as string | null }));
vi.mock('../session/session-query', () => ({
  useSession: () => ({ data: { brandColor: session.brandColor } }),
}));

/** A layout that writes the primary colour of the theme it is drawn in. */
function Probe() {
  const { token } = antdTheme.useToken();
  return <p data-testid="primary">{token.colorPrimary}</p>;
}

function renderLayout(id: string) {
  const router = createMemoryRouter([{ id, path: '*', Component: withAntd(Probe) }]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the layouts’ antd theme', () => {
  it('follows the company’s brand colour in the company shell', async () => {
    session.brandColor = '#0b6e4f';
    renderLayout('company-layout');
    expect(await screen.findByTestId('primary')).toHaveTextContent('#0b6e4f');
  });

  it('keeps the product colour when the company has none', async () => {
    session.brandColor = null;
    renderLayout('company-layout');
    expect(await screen.findByTestId('primary')).toHaveTextContent(PRIMARY_COLOR);
  });

  it('keeps the product colour on the public site and in the back-office', async () => {
    session.brandColor = '#0b6e4f';
    renderLayout('admin-layout');
    expect(await screen.findByTestId('primary')).toHaveTextContent(PRIMARY_COLOR);
  });
});
