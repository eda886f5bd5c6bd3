import { DEFAULT_RULES } from '@ponteiro/time-engine';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { ScheduleDrawer } from './schedule-drawer';

// The transport under the typed client: the company defaults load, the create answers 409.
const apiRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', () => ({ apiRequest }));

const TAKEN = 'Já existe um horário com este código.';

describe('ScheduleDrawer', () => {
  beforeEach(() => {
    apiRequest.mockReset();
    apiRequest.mockImplementation(async (path: string, options: { method: string }) => {
      if (path === 'time-policy/advanced-settings/') {
        return {
          rules: { ...DEFAULT_RULES, tolerancePerMark: 3 },
          workday_cutoff: null,
          updated_at: null,
        };
      }
      throw new ApiError({
        kind: 'http',
        status: 409,
        code: 'conflict',
        message: 'Este registro conflita com um já existente.',
        fieldErrors: { code: [TAKEN] },
        path,
        method: options.method,
      });
    });
  });

  it('previews the week with the engine, sends only the rules set, and puts a 409 on its field', async () => {
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <ScheduleDrawer schedule={null} onClose={vi.fn()} />
      </QueryClientProvider>,
    );
    const form = await screen.findByTestId('schedule-form');
    // The commercial week a new schedule starts from: 44 h, no warning.
    const totals = await within(form).findByTestId('schedule-totals');
    expect(totals).toHaveTextContent('Horas por semana44h');
    expect(
      within(form).getByText('Nenhum alerta de jornada, intervalo ou descanso.'),
    ).toBeVisible();
    // The company's defaults are the placeholders of the rules left blank.
    expect(within(form).getByLabelText('Tolerância por marcação')).toHaveAttribute(
      'placeholder',
      '3',
    );

    await userEvent.type(within(form).getByLabelText('Nome'), 'Comercial');
    await userEvent.type(within(form).getByLabelText('Código (AEJ)'), 'COM-44');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await within(form).findByText(TAKEN)).toBeInTheDocument();

    const [path, options] = apiRequest.mock.calls.at(-1) ?? [];
    expect(path).toBe('time-policy/schedules/');
    expect(options).toMatchObject({
      method: 'POST',
      body: {
        name: 'Comercial',
        code: 'COM-44',
        rules: {},
        pre_assigned_break: false,
        schedule: { kind: 'weekly', days: { sat: [['08:00', '12:00']], sun: [] } },
      },
    });
  });
});
