import { lazy, Suspense, useState } from 'react';
import { useConsentState } from './consent-store';
import { CookieBanner } from './cookie-banner';

// The dialog (antd Modal + Switch) is a separate chunk, loaded the first time it opens.
const CookieSettingsDialog = lazy(() => import('./cookie-settings-dialog'));

/** Mounted once at the root of every page: the banner until a choice, and the dialog. */
export function CookieConsent() {
  const { consent, settingsOpen } = useConsentState();
  const [dialogMounted, setDialogMounted] = useState(settingsOpen);
  if (settingsOpen && !dialogMounted) setDialogMounted(true);

  return (
    <>
      {consent ? null : <CookieBanner />}
      {dialogMounted ? (
        <Suspense fallback={null}>
          <CookieSettingsDialog open={settingsOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
