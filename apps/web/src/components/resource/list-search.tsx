import { Button, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../routes/auth/auth-kit';
import type { ListState, useListState } from './use-list-state';

type Update = ReturnType<typeof useListState>['update'];

/** The list's search box: typing pauses 300 ms before the list (and the URL) follow. */
export function ListSearch({
  state,
  update,
  placeholder,
}: {
  state: ListState;
  update: Update;
  placeholder: string;
}) {
  const [search, setSearch] = useState(state.search);
  useEffect(() => {
    if (search === state.search) return;
    const timer = setTimeout(() => update({ search }), 300);
    return () => clearTimeout(timer);
  });
  return (
    <Input.Search
      allowClear
      className="page-search"
      placeholder={placeholder}
      aria-label={placeholder}
      value={search}
      onChange={(event) => setSearch(event.target.value)}
      onSearch={(value) => update({ search: value })}
    />
  );
}

/** A failed list load, with a retry. */
export function ListError({ error, retry }: { error: Error | null; retry: () => void }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <FormAlert
      message={
        <>
          {error.message}{' '}
          <Button type="link" onClick={retry}>
            {t('crud.retry')}
          </Button>
        </>
      }
    />
  );
}
