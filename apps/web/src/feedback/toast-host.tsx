import { createRoot, type Root } from 'react-dom/client';
import { AntdProvider } from '../app/antd-provider';
import { forgetToastHost } from './toast';
import { ToastBridge } from './toast-bridge';

let mounted: { root: Root; container: HTMLElement } | null = null;

/**
 * Mounts antd's message holder in a root of its own the first time a toast is raised (toast.ts
 * loads this chunk on demand), so no page has to carry antd just in case a toast comes.
 */
export function mountToastHost(): void {
  if (mounted) return;
  const container = document.createElement('div');
  container.dataset.toastHost = '';
  document.body.append(container);
  const root = createRoot(container);
  mounted = { root, container };
  root.render(
    <AntdProvider>
      <ToastBridge />
    </AntdProvider>,
  );
}

/**
 * Takes the host down (its React root and antd's pending notices with it); the next toast mounts
 * it again. Tests call it when their document goes away, so no render is left scheduled on it.
 */
export function unmountToastHost(): void {
  if (!mounted) return;
  mounted.root.unmount();
  mounted.container.remove();
  mounted = null;
  forgetToastHost();
}
