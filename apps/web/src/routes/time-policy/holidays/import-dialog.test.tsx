import type { HolidayImportResult } from '@ponteiro/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render-screen';
import { HolidayImportDialog } from './import-dialog';

const apiRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', () => ({ apiRequest }));
const saveBlob = vi.hoisted(() => vi.fn());
vi.mock('../../../api/download', () => ({ saveBlob }));

const report = (dryRun: boolean): HolidayImportResult => ({
  total_rows: 4,
  created: 1,
  unchanged: 1,
  rejected: [
    { row: 3, errors: { date: ['Data inválida.'] } },
    { row: 4, errors: { scope: ['Opção inválida.'], state: ['Campo obrigatório.'] } },
  ],
  dry_run: dryRun,
});

describe('the holiday import dialog', () => {
  beforeEach(() => {
    apiRequest.mockReset();
    saveBlob.mockReset();
    apiRequest.mockImplementation(async (_path: string, init: { query: { dry_run: boolean } }) =>
      report(init.query.dry_run),
    );
  });

  it('takes a spreadsheet or a CSV, simulates first, then imports, and lists every rejected field', async () => {
    // The dialog refuses other files itself, with its reason: the browser's filter is off here.
    const user = userEvent.setup({ applyAccept: false });
    renderScreen(<HolidayImportDialog year={2026} onClose={() => undefined} />);
    const dialog = await screen.findByTestId('holiday-import');
    expect(dialog).toHaveTextContent('.xlsx (primeira aba) ou .csv');

    await user.click(screen.getByRole('button', { name: /Baixar exemplo/ }));
    expect(saveBlob).toHaveBeenCalledWith(expect.any(Blob), 'exemplo-feriados.csv');

    // The upload renders a fresh file input after each choice.
    const input = () => dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input(), new File(['x'], 'feriados.pdf'));
    await within(dialog).findByText('Envie uma planilha .xlsx ou um arquivo .csv.');
    expect(screen.getByRole('button', { name: 'Simular' })).toBeDisabled();

    await user.upload(input(), new File(['Data;Nome\n'], 'feriados.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Simular' }));
    const result = await screen.findByTestId('holiday-import-result');
    expect(result).toHaveTextContent(
      '4 linhas: 1 seria cadastrado, 1 já cadastrado, 2 rejeitadas.',
    );
    const rows = within(result)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      '3DataData inválida.',
      '4AbrangênciaOpção inválida.',
      '4UFCampo obrigatório.',
    ]);
    expect(apiRequest.mock.calls[0]?.[0]).toBe('time-policy/holidays/import/');
    expect(apiRequest.mock.calls[0]?.[1].body).toBeInstanceOf(FormData);

    await user.click(screen.getByRole('button', { name: 'Importar' }));
    await waitFor(() =>
      expect(screen.getByTestId('holiday-import-result')).toHaveTextContent(
        '4 linhas: 1 cadastrado, 1 já cadastrado, 2 rejeitadas.',
      ),
    );
    expect(apiRequest.mock.calls.map(([, init]) => init.query.dry_run)).toEqual([true, false]);
    expect(screen.getByRole('button', { name: 'Fechar' })).toBeInTheDocument();
  });
});
