import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../auth/auth-kit';

/** A list that failed to load: the message and a retry button. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <FormAlert
      message={
        <>
          {t('rolePermission.loadError')}{' '}
          <Button type="link" onClick={onRetry}>
            {t('rolePermission.retry')}
          </Button>
        </>
      }
    />
  );
}
