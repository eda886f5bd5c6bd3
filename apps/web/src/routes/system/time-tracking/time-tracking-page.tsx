import { SettingsScreen } from '../../../components/settings-screen';
import { TimeTrackingForm } from './settings-form';
import { useTimeTrackingSettings } from './settings-query';
import { useTimeTrackingTranslation } from './texts';

/**
 * `/system/time-tracking-setting` (issue 19, settings.system.time_tracking): how the company takes
 * punches — collectors, location and photo, the punch card's wording, the abnormal-punch
 * thresholds and the workday cut-off. Applies from the next punch.
 */
export function TimeTrackingPage() {
  const { t } = useTimeTrackingTranslation();
  return (
    <SettingsScreen
      testId="time-tracking-settings"
      title={t('title')}
      subtitle={t('subtitle')}
      query={useTimeTrackingSettings()}
      texts={{ loadError: t('loadError'), retry: t('retry') }}
    >
      {(settings) => <TimeTrackingForm settings={settings} />}
    </SettingsScreen>
  );
}
