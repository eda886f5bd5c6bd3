import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { OpenedRequest } from './request-drawer';

const PARAM = 'request';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The request shown in the side panel. A link may name one (`?request=<id>`, e.g. from a
 * notification): it opens, and the parameter leaves the address (the lists' state stays there).
 */
export function useOpenedRequest() {
  const [params, setParams] = useSearchParams();
  const linked = params.get(PARAM);
  const [opened, setOpened] = useState<OpenedRequest | null>(null);
  useEffect(() => {
    if (linked === null) return;
    if (UUID.test(linked)) setOpened({ id: linked });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PARAM);
        return next;
      },
      { replace: true },
    );
  }, [linked, setParams]);
  return [opened, setOpened] as const;
}
