import { createRoot } from 'react-dom/client';
import { AntdProvider } from '../app/antd-provider';
import { ToastBridge } from './toast-bridge';

let mounted = false;

/**
 * Mounts antd's message holder in a root of its own the first time a toast is raised (toast.ts
 * loads this chunk on demand), so no page has to carry antd just in case a toast comes.
 */
export function mountToastHost(): void {
  if (mounted) return;
  mounted = true;
  const container = document.createElement('div');
  container.dataset.toastHost = '';
  document.body.append(container);
  createRoot(container).render(
    <AntdProvider>
      <ToastBridge />
    </AntdProvider>,
  );
}
