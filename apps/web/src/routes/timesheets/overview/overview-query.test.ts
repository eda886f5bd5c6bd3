import { describe, expect, it } from 'vitest';
import { isOverviewFiltered, overviewQueryOf, timesheetLinkOf } from './overview-query';

const TODAY = '2026-11-25';
const SUBSIDIARY = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const DEPARTMENT = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

describe('the overview address', () => {
  it('asks for the current month, first page of 25, by default', () => {
    const { query, period, clamped } = overviewQueryOf({ page: 1, page_size: 25 }, TODAY);
    expect(query).toEqual({ page: 1, page_size: 25, from: '2026-11-01', to: '2026-11-30' });
    expect(period).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(clamped).toBe(false);
    expect(isOverviewFiltered(query)).toBe(false);
  });

  it('sends the filters it knows, with the API names, and drops what the API would refuse', () => {
    const { query } = overviewQueryOf(
      {
        page: 2,
        page_size: 50,
        search: '  ana ',
        ordering: 'name',
        from: '2026-08-01',
        to: '2026-08-31',
        subsidiary_id: SUBSIDIARY,
        department_id: DEPARTMENT,
        schedule_id: 'not-an-id',
        status: 'problems',
      },
      TODAY,
    );
    expect(query).toEqual({
      page: 2,
      page_size: 50,
      search: 'ana',
      from: '2026-08-01',
      to: '2026-08-31',
      subsidiary_id: SUBSIDIARY,
      department_id: DEPARTMENT,
      status: 'problems',
    });
    expect(isOverviewFiltered(query)).toBe(true);
    expect(overviewQueryOf({ status: 'weird', page_size: 7 }, TODAY).query).toEqual({
      page: 1,
      page_size: 25,
      from: '2026-11-01',
      to: '2026-11-30',
    });
  });

  it('cuts a period longer than the API computes', () => {
    const { query, clamped } = overviewQueryOf({ from: '2026-01-01', to: '2026-06-30' }, TODAY);
    expect(clamped).toBe(true);
    expect(query.to).toBe('2026-03-03');
  });

  it('links a row to the employee timesheet of the same period', () => {
    expect(timesheetLinkOf(DEPARTMENT, { from: '2026-08-01', to: '2026-08-31' })).toBe(
      `/timesheets/timesheet?employee_id=${DEPARTMENT}&from=2026-08-01&to=2026-08-31`,
    );
  });
});
