import type { LegalFileReport } from '@ponteiro/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PROBLEM_MESSAGES } from '../../../../../packages/rep-files/src/problem-messages';
import { AppProviders } from '../../app/app-providers';
import { setLanguage } from '../../i18n';
import { legalFileProblems as problemsEn } from '../../i18n/locales/en-US/legal-file-problems';
import { legalFileProblems as problemsPt } from '../../i18n/locales/pt/legal-file-problems';
import { LegalFileResult } from './legal-file-result';

// The result of /reports/afd and /reports/aej: summary first, then errors and warnings apart.

const problem = (line: number, field: string, message: string) => ({ line, field, message });

const aejWithWarning: LegalFileReport = {
  kind: 'aej',
  filename: 'AEJ.txt',
  bytes: 1200,
  valid: true,
  errors: [],
  warnings: [problem(6, 'motivo', 'left out at the end of the record; read as empty')],
  counts: { '01': 1, '05': 5 },
  summary: {
    layout: 'aej-001',
    rep: 'REP-P',
    crc: null,
    partial: false,
    errorsByField: {},
    warningsByField: { motivo: 1 },
  },
};

const afd595: LegalFileReport = {
  kind: 'afd',
  filename: 'AFD-595.txt',
  bytes: 5000,
  valid: false,
  errors: [problem(4, 'crc', 'CRC does not match'), problem(9, 'crc', 'CRC does not match')],
  warnings: [problem(2, 'cpf', 'a PIS in the CPF field')],
  counts: { type1: 1, type3: 8 },
  summary: {
    layout: 'afd-1510-595',
    rep: 'REP-C',
    crc: 'CRC-16/MODBUS',
    partial: true,
    errorsByField: { crc: 2 },
    warningsByField: { cpf: 1 },
  },
};

const show = (report: LegalFileReport) =>
  render(
    <AppProviders>
      <LegalFileResult report={report} onAnother={vi.fn()} />
    </AppProviders>,
  );

describe('legal file result', () => {
  it('shows a file with only warnings as valid, the warnings in their own tab', async () => {
    show(aejWithWarning);
    await screen.findByText('AEJ.txt: arquivo válido, com 1 aviso.');
    const summary = screen.getByTestId('legal-file-summary');
    expect(within(summary).getByText('AEJ leiaute 001')).toBeVisible();
    expect(within(summary).getByText('REP-P')).toBeVisible();
    // The AEJ has no CRC: no CRC row.
    expect(within(summary).queryByText('Variante do CRC')).toBeNull();
    expect(within(summary).getByText('motivo: 1')).toBeVisible();
    expect(screen.queryByRole('tab', { name: /erro/ })).toBeNull();
    expect(screen.getByRole('tab', { name: '1 aviso' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('cell', { name: /left out at the end/ })).toBeVisible();
  });

  it('shows the summary, then the errors, with the warnings apart', async () => {
    show(afd595);
    await screen.findByText('AFD-595.txt: 2 problemas encontrados.');
    const summary = screen.getByTestId('legal-file-summary');
    expect(within(summary).getByText('Portaria 1510 com o CRC da 595/2013')).toBeVisible();
    expect(within(summary).getByText('Só registros (arquivo parcial)')).toBeVisible();
    expect(within(summary).getByText('CRC-16/MODBUS')).toBeVisible();
    expect(within(summary).getByText('crc: 2')).toBeVisible();
    expect(within(summary).getByText('cpf: 1')).toBeVisible();
    expect(screen.getByRole('tab', { name: '2 erros' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('cell', { name: 'CRC does not match' })).toHaveLength(2);
    expect(screen.queryByRole('cell', { name: 'a PIS in the CPF field' })).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: '1 aviso' }));
    expect(await screen.findByRole('cell', { name: 'a PIS in the CPF field' })).toBeVisible();
  });

  it('speaks en-US', async () => {
    await setLanguage('en-US');
    show({ ...afd595, summary: { ...afd595.summary, crc: null, partial: false } });
    await screen.findByText('AFD-595.txt: 2 problems found.');
    const summary = screen.getByTestId('legal-file-summary');
    expect(within(summary).getByText('Portaria 1510 with the 595/2013 CRC')).toBeVisible();
    expect(within(summary).getByText(/^None \(layout without CRC/)).toBeVisible();
    expect(screen.getByRole('tab', { name: '1 warning' })).toBeVisible();
  });

  it('translates a problem by its code, with its values', async () => {
    await setLanguage('pt');
    const crc = {
      line: 4,
      field: 'crc',
      message: 'CRC 1234 does not match, expected ABCD',
      code: 'afd_crc_mismatch',
      params: { value: '1234', expected: 'ABCD' },
    };
    show({ ...afd595, errors: [crc], warnings: [] });
    expect(await screen.findByText('o CRC 1234 não confere; esperado ABCD')).toBeVisible();
  });
});

describe('validator problem texts', () => {
  it('translate every code rep-files reports, in pt and en-US', () => {
    const codes = Object.keys(PROBLEM_MESSAGES).sort();
    expect(Object.keys(problemsPt).sort()).toEqual(codes);
    expect(Object.keys(problemsEn).sort()).toEqual(codes);
  });
});
