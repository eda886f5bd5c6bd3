import { endpoints, PAGE_SIZES } from '@ponteiro/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { callOperation, queryKeyOf } from '../../../api/operations';

// A page size the API serves (PAGE_SIZES); the first matches are enough to pick from.
const PAGE = PAGE_SIZES[0];

interface EmployeePickerProps {
  id?: string;
  value?: string;
  onChange?: (id: string) => void;
  /** The employee already chosen (editing): shown even when not among the first results. */
  current?: { id: string; name: string };
  placeholder?: string;
}

/**
 * An employee chosen by name: the API searches (a company may have thousands), its first page of
 * matches is offered, and the last answer stays while the next one loads.
 */
export function EmployeePicker({ current, ...props }: EmployeePickerProps) {
  const [search, setSearch] = useState('');
  const query = { page_size: PAGE, ordering: 'name' as const, ...(search ? { search } : {}) };
  const found = useQuery({
    queryKey: queryKeyOf(endpoints.employees.list, { query }),
    queryFn: () => callOperation(endpoints.employees.list, { query }, { silent: true }),
    placeholderData: keepPreviousData,
  });
  const results = found.data?.results ?? [];
  const options = results.map((e) => ({ value: e.id, label: e.name }));
  if (current && !results.some((e) => e.id === current.id)) {
    options.unshift({ value: current.id, label: current.name });
  }
  return (
    <Select
      {...props}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      loading={found.isFetching}
      options={options}
    />
  );
}
