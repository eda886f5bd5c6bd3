import { SettingsScreen } from '../../../components/settings-screen';
import { CertificateCard } from './certificate-card';
import { DeveloperCard } from './developer-card';
import { InpiCard } from './inpi-card';
import { ResponsibleCard } from './responsible-card';
import { useRegisterSettings } from './settings-query';
import { useAfdAejTranslation } from './texts';

/**
 * `/system/afd-aej`: the company's REP-P settings — who answers for records made by users who are
 * not employees, the e-CNPJ A1 that signs the company's AFD and AEJ, the developer the AEJ names
 * (record 08) and the workplaces' INPI numbers.
 */
export function AfdAejPage() {
  const { t } = useAfdAejTranslation();
  return (
    <SettingsScreen
      testId="afd-aej-settings"
      title={t('title')}
      subtitle={t('subtitle')}
      query={useRegisterSettings()}
      texts={{ loadError: t('loadError'), retry: t('retry') }}
    >
      {(settings) => (
        <>
          <ResponsibleCard cpf={settings.responsible_cpf} />
          <CertificateCard certificate={settings.certificate} />
          <DeveloperCard developer={settings.developer} />
          <InpiCard inpi={settings.inpi} />
        </>
      )}
    </SettingsScreen>
  );
}
