import type { AfdPlan, Subsidiary } from '@ponteiro/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render-screen';
import { AfdPage } from '../legal-file-page';

const apiRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', () => ({ apiRequest }));
const saveBlob = vi.hoisted(() => vi.fn());
vi.mock('../../../api/download', () => ({ saveBlob }));

const MATRIZ = {
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  name: 'Matriz',
  employer_type: 'cnpj',
  employer_id: '12345678000195',
  rep_inpi_number: '12345678901234567',
} as Subsidiary;
const FILIAL = {
  ...MATRIZ,
  id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  name: 'Filial Norte',
  employer_id: '12345678000276',
  rep_inpi_number: null,
} as Subsidiary;

const PLAN = {
  file_name: 'AFD1234567890123456712345678000195REP_P.txt',
  signature_file_name: 'AFD1234567890123456712345678000195REP_P.p7s',
  generated_at: '2026-05-14T12:34:00.000Z',
  through_nsr: 4321,
  records: 1234,
  signable: true,
};

function renderPage(subsidiaries: Subsidiary[], plan: AfdPlan = PLAN) {
  apiRequest.mockImplementation(async (path: string) => {
    if (path === 'organization/subsidiaries/') {
      return { results: subsidiaries, count: subsidiaries.length, page: 1, page_size: 100 };
    }
    if (path === 'reports/afd/plan/') return plan;
    if (path === 'reports/afd/') return new Blob(['0000000001...'], { type: 'text/plain' });
    if (path === 'reports/afd/signature/') {
      return new Blob(['0\x82'], { type: 'application/pkcs7-signature' });
    }
    throw new Error(`unexpected call: ${path}`);
  });
  renderScreen(<AfdPage />);
}

const queryOf = (path: string) =>
  apiRequest.mock.calls.find(([called]) => called === path)?.[1].query;

describe('the company AFD', () => {
  beforeEach(() => {
    apiRequest.mockReset();
    saveBlob.mockReset();
  });

  it('sits above the validator and generates the AFD of the only subsidiary, this month', async () => {
    renderPage([MATRIZ]);
    const card = await screen.findByTestId('afd-export');
    expect(card.compareDocumentPosition(screen.getByTestId('afd-check'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(card).toHaveTextContent('Portaria 671 (leiaute 003, ISO-8859-1)');
    await within(card).findByText('Matriz');
    await userEvent.click(within(card).getByRole('button', { name: /Gerar AFD/ }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalled());
    const period = {
      subsidiary_id: MATRIZ.id,
      from: dayjs().startOf('month').format('YYYY-MM-DD'),
      to: dayjs().format('YYYY-MM-DD'),
    };
    const pin = { ...period, generated_at: PLAN.generated_at, through_nsr: PLAN.through_nsr };
    // The plan first, then the file it pinned, saved under the name the plan gives.
    expect(apiRequest.mock.calls.map(([path]) => path).slice(-2)).toEqual([
      'reports/afd/plan/',
      'reports/afd/',
    ]);
    expect(queryOf('reports/afd/plan/')).toEqual(period);
    expect(queryOf('reports/afd/')).toEqual(pin);
    expect(saveBlob.mock.calls[0]?.[1]).toBe(PLAN.file_name);
    const result = await within(card).findByTestId('afd-export-result');
    expect(result).toHaveTextContent(`AFD gerado: ${PLAN.file_name}, com 1.234 registros.`);
    expect(within(card).queryByTestId('afd-export-unsigned')).toBeNull();

    // Signable: the .p7s of the same bytes (same pin), named by the plan.
    await userEvent.click(
      within(result).getByRole('button', { name: /Baixar assinatura \(\.p7s\)/ }),
    );
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(2));
    expect(queryOf('reports/afd/signature/')).toEqual(pin);
    expect(saveBlob.mock.calls[1]?.[1]).toBe(PLAN.signature_file_name);
    expect(apiRequest.mock.calls.filter(([path]) => path === 'reports/afd/plan/')).toHaveLength(1);
  });

  it('asks which subsidiary when there are several', async () => {
    const name = 'AFD0000000000000000012345678000276REP_P.txt';
    renderPage([MATRIZ, FILIAL], { ...PLAN, file_name: name });
    const card = await screen.findByTestId('afd-export');
    const generate = within(card).getByRole('button', { name: /Gerar AFD/ });
    expect(generate).toBeDisabled();
    await userEvent.click(within(card).getByLabelText('Filial'));
    const option = await waitFor(() => {
      const found = document.querySelector<HTMLElement>(
        '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="Filial Norte"]',
      );
      if (!found) throw new Error('no option');
      return found;
    });
    await userEvent.click(option);
    await userEvent.click(generate);
    await waitFor(() => expect(saveBlob).toHaveBeenCalled());
    expect(saveBlob.mock.calls[0]?.[1]).toBe(name);
    expect(queryOf('reports/afd/plan/')).toMatchObject({ subsidiary_id: FILIAL.id });
  });

  it('points to System › AFD e AEJ when the company has no certificate to sign the file', async () => {
    renderPage([MATRIZ], {
      ...PLAN,
      signable: false,
      signature_file_name: null,
      records: 1,
    });
    const card = await screen.findByTestId('afd-export');
    await within(card).findByText('Matriz');
    await userEvent.click(within(card).getByRole('button', { name: /Gerar AFD/ }));
    const result = await within(card).findByTestId('afd-export-result');
    expect(result).toHaveTextContent(`AFD gerado: ${PLAN.file_name}, com 1 registro.`);
    expect(within(result).queryByRole('button', { name: /assinatura/ })).toBeNull();
    const hint = within(result).getByTestId('afd-export-unsigned');
    expect(hint).toHaveTextContent(
      'Envie o certificado da empresa em Sistema › AFD e AEJ para assinar o arquivo.',
    );
    expect(within(hint).getByRole('link', { name: 'Sistema › AFD e AEJ' })).toHaveAttribute(
      'href',
      '/system/afd-aej',
    );
    expect(apiRequest.mock.calls.some(([path]) => path === 'reports/afd/signature/')).toBe(false);
  });
});
