import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callsOf, listPage, renderScreen } from '../../../test/render-screen';
import { TimeMirrorPage } from './time-mirror-page';

// /reports/time-mirror for staff: the period and whom, the files as jobs, one employee's PDF now.

const apiRequest = vi.hoisted(() => vi.fn());
const saveBlob = vi.hoisted(() => vi.fn());
const session = vi.hoisted(() => ({
  roleName: 'owner',
  permissions: ['reports', 'reports.time_mirror'],
  user: { id: 'u' },
}));
vi.mock('../../../api/client', () => ({ apiRequest }));
vi.mock('../../../api/download', () => ({ saveBlob }));
vi.mock('../../../session/session-query', () => ({ useSession: () => ({ data: session }) }));

const DEPARTMENT = '0192a1b2-0000-7000-8000-000000000001';
const EMPLOYEE = '0192a1b2-0000-7000-8000-000000000002';

describe('the time mirror for staff', () => {
  beforeEach(() => {
    apiRequest.mockReset();
    apiRequest.mockImplementation(async (path: string) => {
      if (path === 'organization/departments/') {
        return listPage([
          { id: DEPARTMENT, name: 'Produção', path: ['Produção'], subsidiary_id: null },
        ]);
      }
      if (path === 'reports/time-mirror/file/') return new Blob(['%PDF']);
      if (path === 'employees/') return listPage([{ id: EMPLOYEE, name: 'Ana Espelho' }]);
      return listPage([]);
    });
  });

  it('asks for a department before making the files', async () => {
    renderScreen(<TimeMirrorPage />, '/?from=2026-11-01&to=2026-11-30&scope=department');
    expect(await screen.findByTestId('time-mirror-staff')).toBeInTheDocument();
    expect(screen.getByTestId('report-export-pdf')).toBeDisabled();
    expect(screen.queryByTestId('mirror-download-pdf')).toBeNull();
  });

  it('makes a department as a job with the filters of the address', async () => {
    renderScreen(
      <TimeMirrorPage />,
      `/?from=2026-11-01&to=2026-11-30&scope=department&department_id=${DEPARTMENT}`,
    );
    await userEvent.click(await screen.findByTestId('report-export-zip'));
    await waitFor(() =>
      expect(callsOf(apiRequest, 'reports/jobs/', 'POST')[0]?.[1].body).toEqual({
        kind: 'time_mirror',
        format: 'zip',
        from: '2026-11-01',
        to: '2026-11-30',
        department_id: DEPARTMENT,
      }),
    );
  });

  it("downloads one employee's PDF right away", async () => {
    renderScreen(
      <TimeMirrorPage />,
      `/?from=2026-11-01&to=2026-11-30&scope=employee&employee_id=${EMPLOYEE}`,
    );
    await userEvent.click(await screen.findByTestId('mirror-download-pdf'));
    await waitFor(() => expect(saveBlob).toHaveBeenCalled());
    expect(callsOf(apiRequest, 'reports/time-mirror/file/')[0]?.[1].query).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      format: 'pdf',
      employee_id: EMPLOYEE,
    });
  });
});
