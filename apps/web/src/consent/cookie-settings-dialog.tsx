import { Button, Modal, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { AntdProvider } from '../app/antd-provider';
import { closeCookieSettings, getConsentState, saveCookieSettings } from './consent-store';
import { useConsentDialogTranslation } from './dialog-texts';
import {
  CONSENT_CATEGORIES,
  type ConsentCategories,
  type ConsentCategory,
  DEFAULT_CATEGORIES,
} from './storage';

function initialValues(): ConsentCategories {
  return { ...(getConsentState().consent?.categories ?? DEFAULT_CATEGORIES) };
}

/**
 * The cookie settings dialog: one switch per category; necessary is always on. It is drawn at the
 * root of every page (outside the layouts), so it brings antd's theme and locale itself.
 */
export default function CookieSettingsDialog({ open }: { open: boolean }) {
  return (
    <AntdProvider>
      <SettingsDialog open={open} />
    </AntdProvider>
  );
}

function SettingsDialog({ open }: { open: boolean }) {
  const { t } = useConsentDialogTranslation();
  const [values, setValues] = useState<ConsentCategories>(initialValues);

  useEffect(() => {
    if (open) setValues(initialValues());
  }, [open]);

  const toggle = (category: ConsentCategory, checked: boolean) =>
    setValues((current) => ({ ...current, [category]: checked }));

  return (
    <Modal
      open={open}
      title={t('consent.dialogTitle')}
      onCancel={closeCookieSettings}
      modalRender={(node) => <div data-testid="cookie-settings">{node}</div>}
      footer={[
        <Button key="cancel" onClick={closeCookieSettings}>
          {t('consent.cancel')}
        </Button>,
        <Button
          key="save"
          type="primary"
          data-testid="cookie-save"
          onClick={() => saveCookieSettings(values)}
        >
          {t('consent.save')}
        </Button>,
      ]}
    >
      <p>{t('consent.dialogIntro')}</p>
      <ul className="cookie-categories">
        {CONSENT_CATEGORIES.map((category) => {
          const titleId = `cookie-category-${category}-title`;
          const descriptionId = `cookie-category-${category}-description`;
          const necessary = category === 'necessary';
          return (
            <li key={category} className="cookie-categories__item">
              <div>
                <span id={titleId} className="cookie-categories__title">
                  {t(`consent.categories.${category}.title`)}
                </span>
                {necessary ? (
                  <span className="cookie-categories__always">{t('consent.alwaysOn')}</span>
                ) : null}
                <p id={descriptionId} className="cookie-categories__description">
                  {t(`consent.categories.${category}.description`)}
                </p>
              </div>
              <Switch
                checked={necessary ? true : values[category]}
                disabled={necessary}
                onChange={(checked) => toggle(category, checked)}
                aria-labelledby={titleId}
                aria-describedby={descriptionId}
                {...(necessary ? {} : { 'data-testid': `cookie-toggle-${category}` })}
              />
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
