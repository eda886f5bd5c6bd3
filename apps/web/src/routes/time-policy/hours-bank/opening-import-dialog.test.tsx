import type { OpeningImportResult } from '@ponteiro/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render-screen';
import { OpeningImportDialog } from './opening-import-dialog';

const apiRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', () => ({ apiRequest }));
const saveBlob = vi.hoisted(() => vi.fn());
vi.mock('../../../api/download', () => ({ saveBlob }));

const report = (dryRun: boolean): OpeningImportResult => ({
  total_rows: 5,
  created: 1,
  updated: 2,
  unchanged: 0,
  rejected: [
    { row: 4, errors: { cpf: ['Colaborador não encontrado.'] } },
    { row: 6, errors: { minutes: ['Saldo inválido.'], as_of: ['Data inválida.'] } },
  ],
  dry_run: dryRun,
});

describe('the opening balances import dialog', () => {
  beforeEach(() => {
    apiRequest.mockReset();
    saveBlob.mockReset();
    apiRequest.mockImplementation(async (_path: string, init: { query: { dry_run: boolean } }) =>
      report(init.query.dry_run),
    );
  });

  it('offers an example, simulates, counts corrections, names every rejected field, then imports', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderScreen(<OpeningImportDialog onClose={() => undefined} />);
    const dialog = await screen.findByTestId('opening-import');
    expect(dialog).toHaveTextContent('Colunas: CPF;Matrícula;Data;Saldo;Observação.');

    await user.click(screen.getByRole('button', { name: /Baixar exemplo/ }));
    expect(saveBlob).toHaveBeenCalledWith(expect.any(Blob), 'exemplo-saldos-banco-de-horas.csv');

    const input = () => dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input(), new File(['x'], 'saldos.pdf'));
    await within(dialog).findByText('Envie uma planilha .xlsx ou um arquivo .csv.');
    expect(screen.getByRole('button', { name: 'Simular' })).toBeDisabled();

    await user.upload(input(), new File(['CPF;Data;Saldo\n'], 'saldos.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Simular' }));
    const result = await screen.findByTestId('opening-import-result');
    expect(result).toHaveTextContent(
      '5 linhas: 1 seria cadastrado, 2 seriam corrigidos, 0 já cadastrados, 2 rejeitadas.',
    );
    const rows = within(result)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      '4CPFColaborador não encontrado.',
      '6SaldoSaldo inválido.',
      '6DataData inválida.',
    ]);
    expect(apiRequest.mock.calls[0]?.[0]).toBe('time-policy/hours-bank/openings/import/');
    const sent = apiRequest.mock.calls[0]?.[1].body;
    expect(sent).toBeInstanceOf(FormData);
    expect((sent as FormData).get('file')).toBeInstanceOf(File);

    await user.click(screen.getByRole('button', { name: 'Importar' }));
    await waitFor(() =>
      expect(screen.getByTestId('opening-import-result')).toHaveTextContent(
        '5 linhas: 1 cadastrado, 2 corrigidos, 0 já cadastrados, 2 rejeitadas.',
      ),
    );
    expect(apiRequest.mock.calls.map(([, init]) => init.query.dry_run)).toEqual([true, false]);
    expect(screen.getByRole('button', { name: 'Fechar' })).toBeInTheDocument();
  });

  it('lets a simulation that only corrects balances be imported', async () => {
    apiRequest.mockImplementation(async (_path: string, init: { query: { dry_run: boolean } }) => ({
      total_rows: 1,
      created: 0,
      updated: 1,
      unchanged: 0,
      rejected: [],
      dry_run: init.query.dry_run,
    }));
    const user = userEvent.setup();
    renderScreen(<OpeningImportDialog onClose={() => undefined} />);
    const dialog = await screen.findByTestId('opening-import');
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['CPF;Data;Saldo\n'], 'saldos.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Simular' }));
    await within(dialog).findByText(
      '1 linha: 0 seriam cadastrados, 1 seria corrigido, 0 já cadastrados, 0 rejeitadas.',
    );
    expect(screen.getByRole('button', { name: 'Importar' })).toBeEnabled();
  });
});
