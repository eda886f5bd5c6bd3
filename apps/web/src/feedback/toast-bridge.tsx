import { message } from 'antd';
import { useEffect } from 'react';
import { registerToastTarget } from './toast';

/**
 * Mounted once inside the ConfigProvider: antd's `message.useMessage()` (themed, localized)
 * becomes the toast adapter's target. Lighter than antd's <App>, which also brings the modal and
 * notification hooks into the first bundle.
 */
export function ToastBridge(): React.JSX.Element {
  const [api, holder] = message.useMessage({ top: 24, maxCount: 3 });
  useEffect(() => {
    registerToastTarget(api);
    return () => registerToastTarget(null);
  }, [api]);
  return holder;
}
