import type { AejPlan, Subsidiary } from '@ponteiro/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { renderScreen } from '../../../test/render-screen';
import { AejPage } from '../legal-file-page';

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

const PLAN: AejPlan = {
  file_name: 'AEJ_12345678000195_2026-04-01_2026-04-30.txt',
  signature_file_name: 'AEJ_12345678000195_2026-04-01_2026-04-30.txt.p7s',
  generated_at: '2026-05-14T12:34:00.000Z',
  employees: 12,
  marks: 1234,
  pending_days: 0,
  signable: true,
};

function renderPage(
  plan: AejPlan = PLAN,
  answers: { file?: () => Promise<Blob>; signature?: () => Promise<Blob> } = {},
) {
  apiRequest.mockImplementation(async (path: string) => {
    if (path === 'organization/subsidiaries/') {
      return { results: [MATRIZ, FILIAL], count: 2, page: 1, page_size: 100 };
    }
    if (path === 'reports/aej/plan/') return plan;
    if (path === 'reports/aej/') {
      return answers.file?.() ?? new Blob(['01|1|12345678000195...'], { type: 'text/plain' });
    }
    if (path === 'reports/aej/signature/') {
      return answers.signature?.() ?? new Blob(['0\x82'], { type: 'application/pkcs7-signature' });
    }
    throw new Error(`unexpected call: ${path}`);
  });
  renderScreen(<AejPage />);
}

const queryOf = (path: string) =>
  apiRequest.mock.calls.find(([called]) => called === path)?.[1].query;

const lastMonth = () => {
  const month = dayjs().subtract(1, 'month');
  return {
    from: month.startOf('month').format('YYYY-MM-DD'),
    to: month.endOf('month').format('YYYY-MM-DD'),
  };
};

async function chooseFilialNorte(card: HTMLElement) {
  await userEvent.click(within(card).getByLabelText('Filial'));
  const option = await waitFor(() => {
    const found = document.querySelector<HTMLElement>(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="Filial Norte"]',
    );
    if (!found) throw new Error('no option');
    return found;
  });
  await userEvent.click(option);
}

describe('the company AEJ', () => {
  beforeEach(() => {
    apiRequest.mockReset();
    saveBlob.mockReset();
  });

  it('sits above the validator and generates the whole company’s AEJ of last month, then its .p7s', async () => {
    renderPage();
    const card = await screen.findByTestId('aej-export');
    expect(card.compareDocumentPosition(screen.getByTestId('aej-check'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(card).toHaveTextContent('Portaria 671 (AEJ leiaute 001, ISO-8859-1)');
    expect(screen.queryByTestId('afd-export')).toBeNull();
    // Every input and button is named.
    expect(within(card).getByLabelText('Filial')).toBeInTheDocument();
    expect(within(card).getByText('Todas as filiais')).toBeInTheDocument();
    const period = lastMonth();
    expect(within(card).getByLabelText('De')).toHaveValue(dayjs(period.from).format('DD/MM/YYYY'));
    expect(within(card).getByLabelText('Até')).toHaveValue(dayjs(period.to).format('DD/MM/YYYY'));

    await userEvent.click(within(card).getByRole('button', { name: /Gerar AEJ/ }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalled());
    const pin = { ...period, generated_at: PLAN.generated_at };
    // The plan first, then the file it pinned, saved under the name the plan gives; no
    // subsidiary is the whole company.
    expect(apiRequest.mock.calls.map(([path]) => path).slice(-2)).toEqual([
      'reports/aej/plan/',
      'reports/aej/',
    ]);
    expect(queryOf('reports/aej/plan/')).toEqual(period);
    expect(queryOf('reports/aej/')).toEqual(pin);
    expect(saveBlob.mock.calls[0]?.[1]).toBe(PLAN.file_name);
    const result = await within(card).findByTestId('aej-export-result');
    expect(result).toHaveTextContent(
      `AEJ gerado: ${PLAN.file_name}, com 12 colaboradores e 1.234 marcações.`,
    );
    expect(within(card).queryByTestId('aej-export-pending')).toBeNull();
    expect(within(card).queryByTestId('aej-export-unsigned')).toBeNull();

    // Signable: the .p7s of the same bytes (same pin), named by the plan.
    await userEvent.click(
      within(result).getByRole('button', { name: /Baixar assinatura \(\.p7s\)/ }),
    );
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(2));
    expect(queryOf('reports/aej/signature/')).toEqual(pin);
    expect(saveBlob.mock.calls[1]?.[1]).toBe(PLAN.signature_file_name);
    expect(apiRequest.mock.calls.filter(([path]) => path === 'reports/aej/plan/')).toHaveLength(1);
  });

  it('generates one workplace’s AEJ for the dates typed', async () => {
    renderPage();
    const card = await screen.findByTestId('aej-export');
    await chooseFilialNorte(card);
    for (const [label, value] of [
      ['De', '01/03/2026'],
      ['Até', '15/03/2026'],
    ] as const) {
      const field = within(card).getByLabelText(label);
      await userEvent.click(field);
      await userEvent.clear(field);
      await userEvent.type(field, `${value}{Enter}`);
    }
    await userEvent.click(within(card).getByRole('button', { name: /Gerar AEJ/ }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalled());
    expect(queryOf('reports/aej/plan/')).toEqual({
      from: '2026-03-01',
      to: '2026-03-15',
      subsidiary_id: FILIAL.id,
    });
    expect(queryOf('reports/aej/')).toMatchObject({
      subsidiary_id: FILIAL.id,
      generated_at: PLAN.generated_at,
    });
  });

  it('says the days still being computed are computed before the file is written', async () => {
    let release: (blob: Blob) => void = () => {};
    renderPage(
      { ...PLAN, pending_days: 3, employees: 1, marks: 1 },
      { file: () => new Promise<Blob>((resolve) => (release = resolve)) },
    );
    const card = await screen.findByTestId('aej-export');
    await userEvent.click(within(card).getByRole('button', { name: /Gerar AEJ/ }));
    // While the server computes them and writes the file: the plan's counts and the pending days.
    const writing = await within(card).findByTestId('aej-export-result');
    await waitFor(() =>
      expect(writing).toHaveTextContent(
        `Gerando ${PLAN.file_name}, com 1 colaborador e 1 marcação…`,
      ),
    );
    expect(within(card).getByTestId('aej-export-pending')).toHaveTextContent(
      'Ainda havia 3 dias de ponto em cálculo no período: a geração os calcula antes de escrever o arquivo.',
    );
    expect(within(card).queryByRole('button', { name: /assinatura/ })).toBeNull();
    release(new Blob(['01|…'], { type: 'text/plain' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalled());
    await waitFor(() =>
      expect(within(card).getByTestId('aej-export-result')).toHaveTextContent(
        `AEJ gerado: ${PLAN.file_name}, com 1 colaborador e 1 marcação.`,
      ),
    );
    expect(within(card).getByTestId('aej-export-pending')).toBeInTheDocument();
  });

  it('points to System › AFD e AEJ when the company has no certificate to sign the file', async () => {
    renderPage({ ...PLAN, signable: false, signature_file_name: null, employees: 0, marks: 0 });
    const card = await screen.findByTestId('aej-export');
    await userEvent.click(within(card).getByRole('button', { name: /Gerar AEJ/ }));
    const result = await within(card).findByTestId('aej-export-result');
    await waitFor(() =>
      expect(result).toHaveTextContent(
        `AEJ gerado: ${PLAN.file_name}, com nenhum colaborador e nenhuma marcação.`,
      ),
    );
    expect(within(result).queryByRole('button', { name: /assinatura/ })).toBeNull();
    const hint = within(result).getByTestId('aej-export-unsigned');
    expect(hint).toHaveTextContent(
      'Envie o certificado da empresa em Sistema › AFD e AEJ para assinar o arquivo.',
    );
    expect(within(hint).getByRole('link', { name: 'Sistema › AFD e AEJ' })).toHaveAttribute(
      'href',
      '/system/afd-aej',
    );
    expect(apiRequest.mock.calls.some(([path]) => path === 'reports/aej/signature/')).toBe(false);
  });

  it('shows what the API refused, with no result', async () => {
    renderPage(PLAN, {
      file: () =>
        Promise.reject(
          new ApiError({
            kind: 'http',
            status: 422,
            code: 'business_rule',
            message:
              'Há marcações sem horário contratual (Ana (2026-04-02)): atribua um horário ao colaborador antes de gerar o AEJ.',
            path: 'reports/aej/',
            method: 'GET',
          }),
        ),
    });
    const card = await screen.findByTestId('aej-export');
    await userEvent.click(within(card).getByRole('button', { name: /Gerar AEJ/ }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Há marcações sem horário contratual',
    );
    expect(within(card).queryByTestId('aej-export-result')).toBeNull();
    expect(saveBlob).not.toHaveBeenCalled();
  });
});
