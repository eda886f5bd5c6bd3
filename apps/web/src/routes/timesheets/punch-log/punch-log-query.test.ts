import { describe, expect, it } from 'vitest';
import {
  addDays,
  isFiltered,
  isIsoDate,
  punchFiltersOf,
  punchLogExportQueryOf,
  punchLogQueryOf,
  urlFiltersOf,
} from './punch-log-query';

const TODAY = '2026-08-10';
const WEEK = { from: '2026-08-04', to: '2026-08-10' };
const ANA = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const MATRIZ = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

describe('punch list filters ↔ URL', () => {
  it.each([
    ['nothing: the last 7 days', {}, { ...WEEK }],
    [
      'every filter, as the API names them',
      {
        employee_id: ANA,
        subsidiary_id: MATRIZ,
        from: '2026-07-01',
        to: '2026-07-31',
        source: 'mobile',
        status: 'disregarded',
        flag: 'outside_geofence',
      },
      {
        employee_id: ANA,
        subsidiary_id: MATRIZ,
        from: '2026-07-01',
        to: '2026-07-31',
        source: 'mobile',
        status: 'disregarded',
        flag: 'outside_geofence',
      },
    ],
    ['only `from`: up to today', { from: '2026-07-01' }, { from: '2026-07-01', to: TODAY }],
    [
      '`from` after today: one day',
      { from: '2026-09-01' },
      { from: '2026-09-01', to: '2026-09-01' },
    ],
    [
      'only `to`: from the default start',
      { to: '2026-08-08' },
      { from: WEEK.from, to: '2026-08-08' },
    ],
    [
      '`to` before the default start: one day',
      { to: '2026-07-15' },
      { from: '2026-07-15', to: '2026-07-15' },
    ],
    [
      'a period given backwards is turned round',
      { from: '2026-08-09', to: '2026-08-01' },
      { from: '2026-08-01', to: '2026-08-09' },
    ],
    [
      'values the API would refuse are dropped',
      {
        employee_id: 'ana',
        subsidiary_id: '123',
        from: '2026-02-30',
        to: '10/08/2026',
        source: 'fax',
        status: 'deleted',
        flag: 'late',
      },
      { ...WEEK },
    ],
  ])('%s', (_case, params, filters) => {
    expect(punchFiltersOf(params, TODAY)).toEqual(filters);
  });

  it.each([
    ['a chosen employee', { employee_id: ANA }, { employee_id: ANA }],
    [
      'a cleared employee leaves the address',
      { employee_id: undefined },
      { employee_id: undefined },
    ],
    ['an emptied select (null) too', { source: null }, { source: undefined }],
    [
      'another period',
      { from: '2026-07-01', to: '2026-07-31' },
      { from: '2026-07-01', to: '2026-07-31' },
    ],
    ['the default period leaves the address', { ...WEEK }, { from: undefined, to: undefined }],
    [
      'a cleared period too',
      { from: undefined, to: undefined },
      { from: undefined, to: undefined },
    ],
    ['only the keys that changed', { status: 'valid' }, { status: 'valid' }],
  ])('writes %s', (_case, changes, url) => {
    expect(urlFiltersOf(changes, TODAY)).toEqual(url);
  });

  it('reads back what it writes', () => {
    const changes = { employee_id: ANA, from: '2026-07-01', to: '2026-07-31', flag: 'offline' };
    const url = urlFiltersOf(changes, TODAY) as Record<string, string>;
    expect(punchFiltersOf(url, TODAY)).toEqual(changes);
  });

  it('knows when the list is narrowed', () => {
    expect(isFiltered(punchFiltersOf({}, TODAY), TODAY)).toBe(false);
    expect(isFiltered(punchFiltersOf({ status: 'valid' }, TODAY), TODAY)).toBe(true);
    expect(isFiltered(punchFiltersOf({ from: '2026-08-01' }, TODAY), TODAY)).toBe(true);
  });
});

describe('the API query of a punch list', () => {
  it.each([
    [
      'an empty address: first page, newest first, the last 7 days',
      { page: 1, page_size: 25 },
      { page: 1, page_size: 25, ordering: '-punched_at', ...WEEK },
    ],
    [
      'page, size, ordering and filters; no search',
      {
        page: 3,
        page_size: 50,
        ordering: 'punched_at',
        search: 'ana',
        employee_id: ANA,
        status: 'valid',
      },
      {
        page: 3,
        page_size: 50,
        ordering: 'punched_at',
        employee_id: ANA,
        status: 'valid',
        ...WEEK,
      },
    ],
    [
      'an ordering the API does not take',
      { page: 1, page_size: 25, ordering: 'name' },
      { page: 1, page_size: 25, ordering: '-punched_at', ...WEEK },
    ],
  ])('%s', (_case, urlQuery, apiQuery) => {
    expect(punchLogQueryOf(urlQuery, TODAY)).toEqual(apiQuery);
  });

  it('the export takes the filters and ordering, not the page', () => {
    const query = punchLogQueryOf({ page: 2, page_size: 100, flag: 'offline' }, TODAY);
    expect(punchLogExportQueryOf(query)).toEqual({
      ordering: '-punched_at',
      flag: 'offline',
      ...WEEK,
    });
  });
});

describe('calendar dates', () => {
  it('adds days across months and years, and checks real dates', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-28', 6)).toBe('2027-01-03');
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate(undefined)).toBe(false);
  });
});
