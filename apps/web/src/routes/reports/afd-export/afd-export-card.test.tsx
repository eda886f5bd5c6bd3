import type { Subsidiary } from '@ponteiro/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../time-policy/holidays/render-screen';
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

function renderPage(subsidiaries: Subsidiary[]) {
  apiRequest.mockImplementation(async (path: string) => {
    if (path === 'organization/subsidiaries/') {
      return { results: subsidiaries, count: subsidiaries.length, page: 1, page_size: 100 };
    }
    if (path === 'reports/afd/') return new Blob(['0000000001...'], { type: 'text/plain' });
    throw new Error(`unexpected call: ${path}`);
  });
  renderScreen(<AfdPage />);
}

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
    const call = apiRequest.mock.calls.find(([path]) => path === 'reports/afd/');
    expect(call?.[1].query).toEqual({
      subsidiary_id: MATRIZ.id,
      from: dayjs().startOf('month').format('YYYY-MM-DD'),
      to: dayjs().format('YYYY-MM-DD'),
    });
    expect(saveBlob.mock.calls[0]?.[1]).toBe('AFD1234567890123456712345678000195REP_P.txt');
  });

  it('asks which subsidiary when there are several', async () => {
    renderPage([MATRIZ, FILIAL]);
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
    expect(saveBlob.mock.calls[0]?.[1]).toBe('AFD12345678000276REP_P.txt');
  });
});
