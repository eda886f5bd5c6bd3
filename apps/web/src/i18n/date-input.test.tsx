import { fireEvent, render, screen } from '@testing-library/react';
import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { datePickerProps } from './date-input';

describe('date pickers follow the language', () => {
  it.each([
    ['pt', 'DD/MM/AAAA', '03/08/2026'],
    ['en-US', 'MM/DD/YYYY', '08/03/2026'],
  ] as const)('%s: placeholder %s, reads %s as 3 August 2026', (language, placeholder, typed) => {
    const onChange = vi.fn<(value: Dayjs | null) => void>();
    render(<DatePicker {...datePickerProps(language)} onChange={onChange} open={false} />);
    const input = screen.getByPlaceholderText(placeholder);
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: typed } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
    expect(onChange).toHaveBeenCalled();
    expect(onChange.mock.lastCall?.[0]?.format('YYYY-MM-DD')).toBe('2026-08-03');
  });
});
