import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { FormAlert } from './form-alert';

/**
 * A settings screen of one company-wide record (/system/*): the title, then what is always shown
 * (`before`), then the record's cards once loaded — a skeleton meanwhile, the load error with a
 * retry otherwise.
 */
export function SettingsScreen<T>({
  testId,
  title,
  subtitle,
  query,
  texts,
  before,
  children,
}: {
  testId: string;
  title: string;
  subtitle: string;
  query: UseQueryResult<T>;
  texts: { loadError: string; retry: string };
  before?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  return (
    <div className="page-stack" data-testid={testId}>
      <div>
        <h1 className="page-title">{title}</h1>
        <p className="page-subtitle">{subtitle}</p>
      </div>
      {before}
      {query.isError ? (
        <FormAlert
          message={
            <>
              {texts.loadError}{' '}
              <Button type="link" onClick={() => void query.refetch()}>
                {texts.retry}
              </Button>
            </>
          }
        />
      ) : null}
      {query.isPending ? (
        <section className="page-card">
          <Skeleton active />
        </section>
      ) : null}
      {query.data !== undefined ? children(query.data) : null}
    </div>
  );
}
