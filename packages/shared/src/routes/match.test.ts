import { describe, expect, it } from 'vitest';
import { matchRoute } from './index.js';

describe('matchRoute', () => {
  it.each([
    ['/', 'home'],
    ['/pricing', 'pricing'],
    ['/pricing/', 'pricing'],
    ['/Pricing', 'pricing'],
    ['/employees/edit', 'employeesEdit'],
    ['/admin/app-history/123', 'adminAppDetail'],
    ['/admin/outbox/abc-1', 'adminOutboxEmail'],
    ['/404', 'notFound'],
  ])('%s → %s', (path, id) => {
    expect(matchRoute(path)?.id).toBe(id);
  });

  it.each([
    '/no-such-page',
    '/pricingx',
    '/employees/edit/extra',
    '/admin/app-history/1/2',
    '//',
    '/admin/app-history//',
  ])('%s matches nothing', (path) => {
    expect(matchRoute(path)).toBeUndefined();
  });
});
