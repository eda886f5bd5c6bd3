import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../app/app-providers';
import { registerToastTarget, type ToastArgs, toast } from './toast';

describe('toast adapter', () => {
  it('queues toasts raised before the app registers, then shows them', () => {
    registerToastTarget(null);
    toast.error('Antes do registro');
    const shown: ToastArgs[] = [];
    registerToastTarget({ open: (args) => shown.push(args) });
    expect(shown).toEqual([
      { type: 'error', content: 'Antes do registro', duration: 2, key: 'error:Antes do registro' },
    ]);
    registerToastTarget(null);
  });

  it("shows an error toast through antd's message API", async () => {
    render(
      <AppProviders>
        <p>app</p>
      </AppProviders>,
    );
    toast.error('Falhou ao salvar');
    const text = await screen.findByText('Falhou ao salvar');
    expect(text.closest('.ant-message-notice')).toHaveClass('ant-message-notice-error');
  });
});
