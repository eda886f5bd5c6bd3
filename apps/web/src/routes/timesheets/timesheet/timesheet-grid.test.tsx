import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render-screen';
import { timesheetOf } from './timesheet-fixtures';
import { TimesheetGrid } from './timesheet-grid';

const apiRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', () => ({ apiRequest }));

/** The rows live in the last table (antd's sticky header is a table of its own). */
async function rowOf(date: string): Promise<HTMLElement> {
  const table = (await screen.findAllByRole('table')).at(-1) as HTMLElement;
  const row = table.querySelector<HTMLElement>(`tr[data-row-key="${date}"]`);
  if (!row) throw new Error(`no row for ${date}`);
  return row;
}

/** Hovers an element not hovered before and returns the tooltip it opens (the newest one). */
async function tooltipOf(element: HTMLElement): Promise<HTMLElement> {
  const before = screen.queryAllByRole('tooltip', { hidden: true }).length;
  await userEvent.hover(element);
  return waitFor(() => {
    const tooltips = screen.queryAllByRole('tooltip', { hidden: true });
    expect(tooltips.length).toBeGreaterThan(before);
    return tooltips.at(-1) as HTMLElement;
  });
}

describe('the timesheet grid', () => {
  beforeEach(() => {
    apiRequest.mockReset();
    apiRequest.mockResolvedValue({ results: [], count: 0, page: 1, page_size: 100 });
  });

  it('shows each day: schedule, punches with their treatments, figures, flags and leave', async () => {
    renderScreen(<TimesheetGrid timesheet={timesheetOf()} />);

    const monday = await rowOf('2026-08-03');
    expect(monday).toHaveTextContent('03/08/2026 seg');
    expect(monday).toHaveTextContent('COM 08:00–12:00 13:00–17:00');
    const punches = within(monday).getAllByTestId('punch');
    expect(punches.map((p) => p.textContent)).toEqual([
      '08:04',
      '08:05 (desconsiderada)',
      '12:00',
      '13:00 (incluída)',
      '17:00',
    ]);
    // Disregarded: struck through (a <del>); included: marked apart from the originals.
    expect(punches[1]?.tagName).toBe('DEL');
    expect(punches[1]).toHaveClass('ts-punch--disregarded');
    expect(punches[3]).toHaveClass('ts-punch--included');
    expect(punches[0]).toHaveClass('ts-punch--recorded');
    expect(within(monday).getByTestId('figure-worked')).toHaveTextContent('7:56');
    expect(within(monday).getByText('Na tolerância')).toBeInTheDocument();

    const tuesday = await rowOf('2026-08-04');
    expect(within(tuesday).getByTestId('figure-overtime-50')).toHaveTextContent('0:30');
    expect(within(tuesday).getByTestId('figure-overtime-100')).toHaveTextContent('—');

    const wednesday = await rowOf('2026-08-05');
    expect(within(wednesday).getByTestId('figure-absence')).toHaveTextContent('Falta 8:00');
    expect(within(wednesday).getByTestId('figure-bank')).toHaveTextContent('-1:30');
    expect(within(wednesday).getByTestId('day-closed')).toBeInTheDocument();
    expect(within(wednesday).getByText('Falta')).toBeInTheDocument();

    const thursday = await rowOf('2026-08-06');
    expect(within(thursday).getByTestId('day-pending')).toHaveTextContent('recalculando');
    expect(thursday).toHaveTextContent('Atestado médico (ATM)');
    expect(within(thursday).getByRole('link', { name: /atestado\.pdf/ })).toHaveAttribute(
      'href',
      'https://files.example/atestado.pdf?sig=1',
    );

    const totals = screen.getByTestId('timesheet-totals');
    expect(totals).toHaveTextContent('Total');
    expect(within(totals).getByTestId('total-worked')).toHaveTextContent('16:26');
    expect(within(totals).getByTestId('total-overtime-50')).toHaveTextContent('0:30');
    expect(within(totals).getByTestId('total-bank')).toHaveTextContent('-1:30');
    expect(totals).toHaveTextContent('Falta 8:00');
    expect(totals).toHaveTextContent('Abonado 8:00');
  });

  it('explains a figure on hover, with the legal source, and names an unknown rule', async () => {
    renderScreen(<TimesheetGrid timesheet={timesheetOf()} />);
    const monday = await rowOf('2026-08-03');
    const worked = await tooltipOf(within(monday).getByTestId('figure-worked'));
    expect(worked).toHaveTextContent('4 min tolerados — CLT art. 58 §1; TST Súmula 366');
    expect(worked).toHaveTextContent(
      '7 h 56 min entre as marcações — Portaria MTP 671/2021 art. 74',
    );
    await userEvent.unhover(within(monday).getByTestId('figure-worked'));

    const tuesday = await rowOf('2026-08-04');
    const overtime = await tooltipOf(within(tuesday).getByTestId('figure-overtime-50'));
    expect(overtime).toHaveTextContent('30 min além do horário — CLT art. 59 §1; CF art. 7º XVI');
    await userEvent.unhover(within(tuesday).getByTestId('figure-overtime-50'));
    const unknown = await tooltipOf(within(tuesday).getByTestId('figure-worked'));
    expect(unknown).toHaveTextContent('brand_new_rule: 10 min — Lei 1/2030');
  });

  it('shows a punch NSR and who treated it, on hover', async () => {
    renderScreen(<TimesheetGrid timesheet={timesheetOf()} />);
    const monday = await rowOf('2026-08-03');
    const [first, duplicate] = within(monday).getAllByTestId('punch');
    expect(await tooltipOf(first as HTMLElement)).toHaveTextContent('NSR 41');
    await userEvent.unhover(first as HTMLElement);
    const tooltip = await tooltipOf(duplicate as HTMLElement);
    await waitFor(() =>
      expect(tooltip).toHaveTextContent(
        'Desconsiderada por Carla Gestora: Marcação em duplicidade',
      ),
    );
  });

  it('moves between days with the arrows and j/k, and Enter opens the day actions', async () => {
    renderScreen(<TimesheetGrid timesheet={timesheetOf()} />);
    const monday = await rowOf('2026-08-03');
    // One tab stop: the first day (today is not in the period).
    expect(monday).toHaveAttribute('tabindex', '0');
    expect(monday).toHaveAttribute('aria-selected', 'true');
    expect(await rowOf('2026-08-04')).toHaveAttribute('tabindex', '-1');

    monday.focus();
    await userEvent.keyboard('{ArrowDown}');
    const tuesday = await rowOf('2026-08-04');
    await waitFor(() => expect(tuesday).toHaveFocus());
    expect(tuesday).toHaveAttribute('aria-selected', 'true');
    expect(monday).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByTestId('day-explanation')).toHaveTextContent(
      'Como 04/08/2026 foi calculado',
    );
    expect(screen.getByTestId('day-explanation')).toHaveTextContent(
      'brand_new_rule: 10 min — Lei 1/2030',
    );

    await userEvent.keyboard('j');
    await waitFor(() =>
      expect(screen.getByTestId('day-explanation')).toHaveTextContent('05/08/2026'),
    );
    await userEvent.keyboard('k');
    await waitFor(async () => expect(await rowOf('2026-08-04')).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Incluir marcação' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Desconsiderar 08:00' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Justificar ausência' })).toBeInTheDocument();
  });

  it('offers per punch disregard or undo, and locks a closed day', async () => {
    renderScreen(<TimesheetGrid timesheet={timesheetOf()} />);
    const monday = await rowOf('2026-08-03');
    await userEvent.click(within(monday).getByRole('button', { name: 'Ações de 03/08/2026' }));
    const menu = await screen.findByRole('menu');
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Incluir marcação',
      'Desconsiderar 08:04',
      'Desfazer a desconsideração de 08:05',
      'Desconsiderar 12:00',
      'Desfazer a inclusão de 13:00',
      'Desconsiderar 17:00',
      'Justificar ausência',
    ]);

    const wednesday = await rowOf('2026-08-05');
    expect(within(wednesday).getByRole('button', { name: 'Ações de 05/08/2026' })).toBeDisabled();

    const thursday = await rowOf('2026-08-06');
    await userEvent.click(within(thursday).getByRole('button', { name: 'Ações de 06/08/2026' }));
    await waitFor(() =>
      expect(screen.getAllByRole('menuitem', { name: 'Cancelar afastamento' })).toHaveLength(1),
    );
  });

  it('is read-only for the mirror, and when the server says the caller may not treat', async () => {
    renderScreen(<TimesheetGrid timesheet={timesheetOf()} readOnly />);
    await rowOf('2026-08-03');
    expect(screen.queryByRole('button', { name: /^Ações/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Ações' })).toBeNull();
    const monday = await rowOf('2026-08-03');
    monday.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('hides the actions when the timesheet cannot be treated', async () => {
    renderScreen(<TimesheetGrid timesheet={timesheetOf({ can_treat: false })} />);
    await rowOf('2026-08-03');
    expect(screen.queryByTestId('day-actions')).toBeNull();
    expect(screen.getByText(/Use ↑ e ↓/)).not.toHaveTextContent('Enter');
  });
});
