import { Button, Skeleton } from 'antd';
import { FormAlert } from '../../../components/form-alert';
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
  const settings = useRegisterSettings();

  return (
    <div className="page-stack" data-testid="afd-aej-settings">
      <div>
        <h1 className="page-title">{t('title')}</h1>
        <p className="page-subtitle">{t('subtitle')}</p>
      </div>
      {settings.isError ? (
        <FormAlert
          message={
            <>
              {t('loadError')}{' '}
              <Button type="link" onClick={() => void settings.refetch()}>
                {t('retry')}
              </Button>
            </>
          }
        />
      ) : null}
      {settings.isPending ? (
        <section className="page-card">
          <Skeleton active />
        </section>
      ) : null}
      {settings.data ? (
        <>
          <ResponsibleCard cpf={settings.data.responsible_cpf} />
          <CertificateCard certificate={settings.data.certificate} />
          <DeveloperCard developer={settings.data.developer} />
          <InpiCard inpi={settings.data.inpi} />
        </>
      ) : null}
    </div>
  );
}
