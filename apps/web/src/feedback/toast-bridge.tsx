import { message } from 'antd';
import { useEffect } from 'react';
import { registerToastHost } from './toast';

/**
 * Mounted once inside the ConfigProvider of the toast host (toast-host.tsx): antd's
 * `message.useMessage()` (themed, localized) becomes the toast adapter's target. Lighter than
 * antd's <App>, which also brings the modal and notification hooks.
 */
export function ToastBridge(): React.JSX.Element {
  const [api, holder] = message.useMessage({ top: 24, maxCount: 3 });
  useEffect(() => {
    registerToastHost(api);
    return () => registerToastHost(null);
  }, [api]);
  return holder;
}
