import { Modal } from 'antd';
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/**
 * While `dirty`, leaving the screen asks first: in-app navigation through a confirmation, closing
 * or reloading the tab through the browser's own prompt.
 */
export function useUnsavedGuard(
  dirty: boolean,
  texts: { message: string; ok: string; cancel: string },
) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  // The blocker object changes on every render: ask once per blocked navigation.
  const asking = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    Modal.confirm({
      title: texts.message,
      okText: texts.ok,
      cancelText: texts.cancel,
      okButtonProps: { danger: true },
      onOk: () => {
        asking.current = false;
        blocker.proceed();
      },
      onCancel: () => {
        asking.current = false;
        blocker.reset();
      },
    });
  }, [blocker, texts.message, texts.ok, texts.cancel]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
