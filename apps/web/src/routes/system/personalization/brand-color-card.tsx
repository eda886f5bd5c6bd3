import {
  brandContrast,
  displayRatio,
  endpoints,
  HEX_COLOR_PATTERN,
  type Personalization,
} from '@ponteiro/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  ColorPicker,
  ConfigProvider,
  Form,
  Input,
  Popconfirm,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useMemo, useState } from 'react';
import { callOperation } from '../../../api/operations';
import { companyTheme, PRIMARY_COLOR } from '../../../app/theme';
import { FormAlert } from '../../../components/form-alert';
import { toast } from '../../../feedback/toast';
import { formatNumber } from '../../../i18n/format';
import { SESSION_QUERY_KEY } from '../../../session/session-query';
import { errorMessageOf } from './error-message';
import { PERSONALIZATION_KEY } from './settings-query';
import { usePersonalizationTranslation } from './texts';

/** What the chosen colour is worth: badly written, too light (with its ratio), or fine. */
export function judgeColor(draft: string) {
  const color = draft.trim().toLowerCase();
  if (!HEX_COLOR_PATTERN.test(color)) return { color, valid: false as const };
  const contrast = brandContrast(color);
  const ratio = displayRatio(Math.min(contrast.whiteText, contrast.onWhite));
  return { color, valid: true as const, ratio, passes: contrast.passes };
}

/**
 * "Cor da marca": the company's colour, checked live against WCAG AA (the ratio with white shown
 * as one picks), a preview of a primary button, a link and a tag in it, Save only while it
 * passes (the API checks again), and back to the product's colour after a confirmation. A save
 * refreshes the session, which the company shell's theme follows at once.
 */
export function BrandColorCard({ settings }: { settings: Personalization }) {
  const { t } = usePersonalizationTranslation();
  const queryClient = useQueryClient();
  const inUse = settings.primary_color ?? PRIMARY_COLOR;
  const [draft, setDraft] = useState(inUse);
  const [error, setError] = useState<string>();
  const judged = judgeColor(draft);
  const ratioText = judged.valid
    ? formatNumber(judged.ratio, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    : '';
  const previewTheme = useMemo(
    () => companyTheme(judged.valid ? judged.color : null),
    [judged.valid, judged.color],
  );

  const save = useMutation({
    mutationFn: (color: string | null) =>
      callOperation(
        endpoints.personalization.updateSettings,
        { body: { primary_color: color } },
        { silent: true },
      ),
    onSuccess: async (saved, sent) => {
      queryClient.setQueryData(PERSONALIZATION_KEY, saved);
      setDraft(saved.primary_color ?? PRIMARY_COLOR);
      setError(undefined);
      toast.success(t(sent ? 'color.saved' : 'color.restored'));
      // The shell's theme reads the colour from the session.
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
    onError: (caught) => setError(errorMessageOf(caught, t)),
  });

  const problem = !judged.valid
    ? t('color.badFormat')
    : judged.passes
      ? undefined
      : t('color.fails', { ratio: ratioText });

  return (
    <section
      className="page-card"
      aria-labelledby="personalization-color-title"
      data-testid="personalization-color"
    >
      <h2 id="personalization-color-title" className="page-card__title">
        {t('color.title')}{' '}
        <Tag>{t(settings.primary_color ? 'color.company' : 'color.product')}</Tag>
      </h2>
      <p className="page-subtitle">{t('color.explanation')}</p>
      <FormAlert message={error} />
      <Form
        layout="vertical"
        requiredMark={false}
        name="personalization-color"
        onFinish={() => {
          if (judged.valid && judged.passes) save.mutate(judged.color);
        }}
      >
        <Space align="start" wrap size="large">
          {/* Offset by a label's height so it lines up with the code field beside it. */}
          <Form.Item label=" " colon={false}>
            {/* A real button opens the picker (antd's own trigger is a bare div). */}
            <ColorPicker
              value={judged.valid ? judged.color : inUse}
              disabledAlpha
              format="hex"
              onChange={(color) => setDraft(color.toHexString())}
            >
              <Button
                data-testid="color-picker"
                icon={
                  <span
                    aria-hidden
                    style={{
                      display: 'inline-block',
                      width: 16,
                      height: 16,
                      borderRadius: 4,
                      border: '1px solid rgba(0, 0, 0, 0.15)',
                      background: judged.valid ? judged.color : inUse,
                    }}
                  />
                }
              >
                {t('color.picker')}
              </Button>
            </ColorPicker>
          </Form.Item>
          <Form.Item
            label={t('color.code')}
            htmlFor="personalization-color-code"
            extra={t('color.codeHint')}
            validateStatus={problem ? 'error' : undefined}
          >
            <Input
              id="personalization-color-code"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              maxLength={7}
              style={{ width: 140 }}
              aria-describedby="personalization-color-check"
              aria-invalid={problem ? true : undefined}
            />
          </Form.Item>
        </Space>
        <div id="personalization-color-check" role="status" aria-live="polite">
          {judged.valid ? (
            <p data-testid="color-ratio">
              {t('color.ratio', { ratio: ratioText })}
              {judged.passes ? ` — ${t('color.passes')}` : null}
            </p>
          ) : null}
          {problem ? (
            <Typography.Paragraph type="danger" data-testid="color-problem">
              {problem}
            </Typography.Paragraph>
          ) : null}
        </div>
        <fieldset className="personalization-preview" style={{ border: 0, padding: 0 }}>
          <legend className="page-card__subtitle">{t('color.preview')}</legend>
          <ConfigProvider theme={previewTheme}>
            <Space wrap size="middle" data-testid="color-preview">
              <Button type="primary" tabIndex={-1}>
                {t('color.previewButton')}
              </Button>
              <Typography.Link data-testid="color-preview-link">
                {t('color.previewLink')}
              </Typography.Link>
              {judged.valid ? <Tag color={judged.color}>{t('color.previewTag')}</Tag> : null}
            </Space>
          </ConfigProvider>
        </fieldset>
        <Space wrap style={{ marginTop: 16 }}>
          <Button
            type="primary"
            htmlType="submit"
            loading={save.isPending && save.variables !== null}
            disabled={!judged.valid || !judged.passes || judged.color === inUse}
          >
            {t('color.save')}
          </Button>
          {settings.primary_color ? (
            <Popconfirm
              title={t('color.restoreConfirm')}
              okText={t('color.restoreOk')}
              cancelText={t('color.cancel')}
              onConfirm={() => save.mutate(null)}
            >
              <Button loading={save.isPending && save.variables === null}>
                {t('color.restore')}
              </Button>
            </Popconfirm>
          ) : null}
        </Space>
      </Form>
    </section>
  );
}
