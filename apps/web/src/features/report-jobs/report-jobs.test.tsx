import type { ReportJob } from '@ponteiro/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callsOf, listPage, renderScreen } from '../../test/render-screen';
import { DownloadsMenu } from './downloads-menu';
import { ReportExport } from './report-export';

// The report jobs on screen: the export buttons start a job and follow it to its file; the top
// bar's Downloads lists the jobs with their state, downloads and removes them.

const apiRequest = vi.hoisted(() => vi.fn());
const saveBlob = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', () => ({ apiRequest }));
vi.mock('../../api/download', () => ({ saveBlob }));
vi.mock('../../session/storage', () => ({ hasCompanySession: () => true }));

const DEPARTMENT = '0192a1b2-0000-7000-8000-000000000001';
const SELECTION = { from: '2026-11-01', to: '2026-11-30', department_id: DEPARTMENT };

function jobOf(over: Partial<ReportJob>): ReportJob {
  return {
    id: '0192a1b2-0000-7000-8000-0000000000aa',
    kind: 'time_mirror',
    format: 'pdf',
    params: {
      from: '2026-11-01',
      to: '2026-11-30',
      employee: null,
      department: { id: DEPARTMENT, name: 'Produção' },
      subsidiary: null,
      layout: null,
    },
    status: 'queued',
    done: 0,
    total: 2,
    error: null,
    requested_by: { id: null, name: 'Olga Dona' },
    created_at: '2026-11-28T12:00:00Z',
    started_at: null,
    finished_at: null,
    expires_at: '2026-12-05T12:00:00Z',
    file: null,
    ...over,
  };
}

const DONE = jobOf({
  status: 'done',
  done: 2,
  file: { name: 'espelho-de-ponto_Producao.pdf', type: 'application/pdf', size: 1234 },
});

describe('report jobs on screen', () => {
  beforeEach(() => {
    apiRequest.mockReset();
    saveBlob.mockReset();
  });

  it('starts a job, shows its progress, then downloads its file', async () => {
    const answers = [jobOf({ status: 'running', done: 1 }), DONE];
    apiRequest.mockImplementation(async (path: string, init: { method?: string }) => {
      if (path === 'reports/jobs/' && init.method === 'POST') return jobOf({});
      if (path === `reports/jobs/${DONE.id}/`) return answers.shift() ?? DONE;
      if (path === `reports/jobs/${DONE.id}/file/`) return new Blob(['%PDF']);
      if (path === 'reports/jobs/') return listPage([]);
      throw new Error(`unexpected call: ${path}`);
    });
    renderScreen(<ReportExport kind="time_mirror" selection={SELECTION} />);
    // One button per format of the time mirror.
    expect(screen.getByTestId('report-export-zip')).toBeEnabled();
    expect(screen.getByTestId('report-export-xlsx')).toBeEnabled();
    await userEvent.click(screen.getByTestId('report-export-pdf'));
    expect(callsOf(apiRequest, 'reports/jobs/', 'POST')[0]?.[1].body).toEqual({
      kind: 'time_mirror',
      format: 'pdf',
      ...SELECTION,
    });
    expect(await screen.findByText('1 de 2 colaboradores', {}, { timeout: 15_000 })).toBeVisible();
    expect(screen.getByText(/Você pode sair desta tela/)).toBeVisible();
    const download = await screen.findByTestId('report-job-download', {}, { timeout: 15_000 });
    await userEvent.click(download);
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(expect.any(Blob), DONE.file!.name));
  });

  it('keeps the buttons off until the filters are complete', () => {
    renderScreen(<ReportExport kind="payroll" selection={null} />);
    expect(screen.getByTestId('report-export-csv')).toBeDisabled();
    expect(screen.queryByTestId('report-export-pdf')).toBeNull();
  });

  it('says why the server refused', async () => {
    const { ApiError } = await import('../../api/api-error');
    apiRequest.mockRejectedValue(
      new ApiError({
        kind: 'http',
        status: 422,
        message: 'Nenhum colaborador no período com esses filtros.',
      } as never),
    );
    renderScreen(<ReportExport kind="time_mirror" selection={SELECTION} />);
    await userEvent.click(screen.getByTestId('report-export-xlsx'));
    expect(
      await screen.findByText('Nenhum colaborador no período com esses filtros.'),
    ).toBeVisible();
  });

  it('the Downloads list: counts what is being made, lists every job, removes one', async () => {
    const failed = jobOf({
      id: '0192a1b2-0000-7000-8000-0000000000bb',
      status: 'failed',
      error: 'Não foi possível gerar o relatório.',
    });
    const running = jobOf({
      id: '0192a1b2-0000-7000-8000-0000000000cc',
      status: 'running',
      done: 1,
    });
    apiRequest.mockImplementation(async (path: string, init: { method?: string }) => {
      if (path === 'reports/jobs/' && (init.method ?? 'GET') === 'GET') {
        return listPage([running, DONE, failed]);
      }
      if (path === `reports/jobs/${failed.id}/` && init.method === 'DELETE') return null;
      throw new Error(`unexpected call: ${path}`);
    });
    renderScreen(<DownloadsMenu />);
    const button = await screen.findByRole('button', {
      name: 'Downloads, 1 relatório sendo gerado',
    });
    await userEvent.click(button);
    const panel = await screen.findByTestId('downloads-panel');
    const items = within(panel).getAllByTestId('downloads-item');
    expect(items.map((item) => item.dataset.status)).toEqual(['running', 'done', 'failed']);
    expect(
      within(items[1]!).getByText(/01\/11\/2026 a 30\/11\/2026 · Departamento: Produção/),
    ).toBeInTheDocument();
    expect(within(items[1]!).getByText(/por Olga Dona/)).toBeInTheDocument();
    expect(within(items[2]!).getByText(/Não foi possível gerar o relatório/)).toBeInTheDocument();
    await userEvent.click(
      within(items[2]!).getByRole('button', { name: /Remover Espelho de ponto/ }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Remover' }));
    await waitFor(() =>
      expect(callsOf(apiRequest, `reports/jobs/${failed.id}/`, 'DELETE')).toHaveLength(1),
    );
  });
});
