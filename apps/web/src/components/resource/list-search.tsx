import { Button, Input } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../form-alert';
import type { ListState, ListUpdate } from './use-list-state';

/** The list's search box: typing pauses 300 ms before the list (and the URL) follow. */
export function ListSearch({
  state,
  update,
  placeholder,
}: {
  state: ListState;
  update: ListUpdate;
  placeholder: string;
}) {
  const [search, setSearch] = useState(state.search);
  // The URL's search changed from outside (a "clear filters" button, the back button): show it,
  // instead of writing the box's old text back after the pause.
  const seen = useRef(state.search);
  if (seen.current !== state.search) {
    seen.current = state.search;
    if (search !== state.search) setSearch(state.search);
  }
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

/** A failed list load, with a retry (the error's own message unless `message` is given). */
export function ListError({
  error,
  retry,
  message,
}: {
  error: Error | null;
  retry: () => void;
  message?: string;
}) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <FormAlert
      message={
        <>
          {message ?? error.message}{' '}
          <Button type="link" onClick={retry}>
            {t('crud.retry')}
          </Button>
        </>
      }
    />
  );
}
