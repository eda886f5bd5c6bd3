import { BankOutlined } from '@ant-design/icons';
import { type CompanyProfile, endpoints, UPLOAD_RULES } from '@ponteiro/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { callOperation, queryKeyOf } from '../../../api/operations';
import { ImageUpload } from '../../../components/image-upload';
import { usePersonalizationTranslation } from './texts';

/** The company profile's query: the same cache entry as /company-profile's (one logo, one path). */
const COMPANY_PROFILE_KEY = queryKeyOf(endpoints.companies.profile);

/**
 * "Logotipo": the company profile's logo, shown and changed through the profile's own endpoints
 * (company/logo/). Shown to whoever may read the company profile; changed by company_profile.edit.
 */
export function LogoCard({ editable }: { editable: boolean }) {
  const { t } = usePersonalizationTranslation();
  const queryClient = useQueryClient();
  const company = useQuery({
    queryKey: COMPANY_PROFILE_KEY,
    queryFn: () => callOperation(endpoints.companies.profile, undefined, { silent: true }),
  });
  const store = (saved: CompanyProfile) => queryClient.setQueryData(COMPANY_PROFILE_KEY, saved);

  return (
    <section
      className="page-card"
      aria-labelledby="personalization-logo-title"
      data-testid="personalization-logo"
    >
      <h2 id="personalization-logo-title" className="page-card__title">
        {t('logo.title')}
      </h2>
      <p className="page-subtitle">{t('logo.explanation')}</p>
      {company.isPending ? <Skeleton.Avatar active shape="square" size={64} /> : null}
      {company.isError ? <p>{t('loadError')}</p> : null}
      {company.data ? (
        <>
          <ImageUpload
            testId="personalization-logo-upload"
            label={t('logo.label')}
            shape="square"
            placeholder={<BankOutlined />}
            imageUrl={company.data.logo_url}
            maxBytes={UPLOAD_RULES.image.maxBytes}
            disabled={!editable}
            upload={async (file) => {
              store(await callOperation(endpoints.companies.setLogo, { file }, { silent: true }));
            }}
            remove={async () =>
              store(
                await callOperation(endpoints.companies.deleteLogo, undefined, { silent: true }),
              )
            }
          />
          {editable ? null : <p className="page-subtitle">{t('logo.readOnly')}</p>}
        </>
      ) : null}
    </section>
  );
}
