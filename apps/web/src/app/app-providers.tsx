import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { ToastBridge } from '../feedback/toast-bridge';
import { useLanguage } from '../i18n/use-language';
import { ANTD_LOCALES } from './antd-locale';
import { createQueryClient } from './query-client';
import { theme } from './theme';

/** Server state, antd theme + locale (following the UI language) and the toast bridge. */
export function AppProviders({
  children,
  queryClient: given,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  const { language } = useLanguage();

  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={theme} locale={ANTD_LOCALES[language]}>
        <ToastBridge />
        {children}
      </ConfigProvider>
    </QueryClientProvider>
  );
}
