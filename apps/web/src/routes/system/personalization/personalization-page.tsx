import { SettingsScreen } from '../../../components/settings-screen';
import { useSession } from '../../../session/session-query';
import { BrandColorCard } from './brand-color-card';
import { LanguageCard } from './language-card';
import { LogoCard } from './logo-card';
import { usePersonalization } from './settings-query';
import { usePersonalizationTranslation } from './texts';

/**
 * `/system/personalization`: the company's logo (the company profile's), its brand colour (the
 * company shell's theme follows it; WCAG AA checked) and the language new users start in, with a
 * preview of dates and numbers in it.
 */
export function PersonalizationPage() {
  const { t } = usePersonalizationTranslation();
  const permissions = useSession().data?.permissions ?? [];
  return (
    <SettingsScreen
      testId="personalization-settings"
      title={t('title')}
      subtitle={t('subtitle')}
      query={usePersonalization()}
      texts={{ loadError: t('loadError'), retry: t('retry') }}
      before={
        permissions.includes('company_profile') ? (
          <LogoCard editable={permissions.includes('company_profile.edit')} />
        ) : null
      }
    >
      {(settings) => (
        <>
          <BrandColorCard settings={settings} />
          <LanguageCard settings={settings} />
        </>
      )}
    </SettingsScreen>
  );
}
