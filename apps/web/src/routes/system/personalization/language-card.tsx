import { endpoints, LANGUAGES, type Language, type Personalization } from '@ponteiro/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Select } from 'antd';
import { useState } from 'react';
import { callOperation } from '../../../api/operations';
import { FormAlert } from '../../../components/form-alert';
import { toast } from '../../../feedback/toast';
import { errorMessageOf } from './error-message';
import { FormatPreview } from './format-preview';
import { PERSONALIZATION_KEY } from './settings-query';
import { usePersonalizationTranslation } from './texts';

/**
 * "Idioma dos novos usuários": the language the accounts of people invited from now on start in,
 * with how dates and numbers look in the one being chosen (before it is saved).
 */
export function LanguageCard({ settings }: { settings: Personalization }) {
  const { t } = usePersonalizationTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Language>(settings.default_language);
  const [error, setError] = useState<string>();

  const save = useMutation({
    mutationFn: (language: Language) =>
      callOperation(
        endpoints.personalization.updateSettings,
        { body: { default_language: language } },
        { silent: true },
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(PERSONALIZATION_KEY, saved);
      setError(undefined);
      toast.success(t('language.saved'));
    },
    onError: (caught) => setError(errorMessageOf(caught, t)),
  });

  return (
    <section
      className="page-card"
      aria-labelledby="personalization-language-title"
      data-testid="personalization-language"
    >
      <h2 id="personalization-language-title" className="page-card__title">
        {t('language.title')}
      </h2>
      <p className="page-subtitle">{t('language.explanation')}</p>
      <FormAlert message={error} />
      <Form
        layout="vertical"
        requiredMark={false}
        onFinish={() => save.mutate(draft)}
        name="personalization-language"
      >
        <Form.Item label={t('language.label')} htmlFor="personalization-language-select">
          <Select<Language>
            id="personalization-language-select"
            value={draft}
            onChange={setDraft}
            style={{ maxWidth: 320 }}
            options={LANGUAGES.map((language) => ({
              value: language,
              label: t(`language.names.${language}`),
            }))}
          />
        </Form.Item>
        <FormatPreview language={draft} />
        <Button
          type="primary"
          htmlType="submit"
          loading={save.isPending}
          disabled={draft === settings.default_language}
          style={{ marginTop: 16 }}
        >
          {t('language.save')}
        </Button>
      </Form>
    </section>
  );
}
