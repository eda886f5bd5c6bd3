import { endpoints, PAGE_SIZES } from '@ponteiro/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { type CSSProperties, useRef, useState } from 'react';
import { callOperation, queryKeyOf } from '../../../api/operations';

// A page size the API serves (PAGE_SIZES); the first matches are enough to pick from.
const PAGE = PAGE_SIZES[0];

interface CommonProps {
  id?: string;
  placeholder?: string;
  'aria-label'?: string;
  allowClear?: boolean;
  className?: string;
  style?: CSSProperties;
}

export interface SingleEmployeeSelectProps extends CommonProps {
  multiple?: false;
  value?: string;
  onChange?: (id: string | undefined) => void;
}

export interface MultipleEmployeeSelectProps extends CommonProps {
  multiple: true;
  value?: string[];
  onChange?: (ids: string[]) => void;
}

/**
 * Employees chosen by name (hours-bank picker's pattern): the API searches (a company may have
 * thousands) and its first page of matches is offered. Names already seen are remembered, so a
 * chosen employee keeps their name while the search shows others; an id that came from the
 * address (a shared link) is looked up once.
 */
export function EmployeeSelect(props: SingleEmployeeSelectProps | MultipleEmployeeSelectProps) {
  const [search, setSearch] = useState('');
  const names = useRef(new Map<string, string>());
  const query = { page_size: PAGE, ordering: 'name' as const, ...(search ? { search } : {}) };
  const found = useQuery({
    queryKey: queryKeyOf(endpoints.employees.list, { query }),
    queryFn: () => callOperation(endpoints.employees.list, { query }, { silent: true }),
    placeholderData: keepPreviousData,
  });
  const results = found.data?.results ?? [];
  for (const employee of results) names.current.set(employee.id, employee.name);

  const chosen = props.multiple ? (props.value ?? []) : props.value ? [props.value] : [];
  const unknown = chosen.find((id) => !names.current.has(id));
  const looked = useQuery({
    queryKey: queryKeyOf(endpoints.employees.get, { params: { id: unknown ?? '' } }),
    queryFn: () =>
      callOperation(endpoints.employees.get, { params: { id: unknown ?? '' } }, { silent: true }),
    enabled: unknown !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (looked.data) names.current.set(looked.data.id, looked.data.name);

  const options = results.map((e) => ({ value: e.id, label: e.name }));
  for (const id of chosen) {
    if (!results.some((e) => e.id === id)) {
      options.unshift({ value: id, label: names.current.get(id) ?? '…' });
    }
  }
  const { multiple, value, onChange, ...rest } = props;
  return (
    <Select<string | string[]>
      {...rest}
      mode={multiple ? 'multiple' : undefined}
      value={value}
      onChange={(next) => {
        setSearch('');
        if (multiple) (onChange as MultipleEmployeeSelectProps['onChange'])?.(next as string[]);
        else (onChange as SingleEmployeeSelectProps['onChange'])?.(next as string | undefined);
      }}
      showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
      loading={found.isFetching}
      options={options}
      notFoundContent={found.isFetching ? '…' : undefined}
    />
  );
}
