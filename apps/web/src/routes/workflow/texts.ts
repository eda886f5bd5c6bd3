import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { registerAreaTexts } from '../../i18n/area-texts';
import { workflow as enUS } from '../../i18n/locales/en-US/workflow';
import { workflow as pt } from '../../i18n/locales/pt/workflow';

export const WORKFLOW_NS = 'workflow';

registerAreaTexts(WORKFLOW_NS, { pt, 'en-US': enUS });

/** `t` of /workflow (namespace `workflow`; shared texts such as `crud.*` via `useTranslation()`). */
export function useWorkflowTranslation() {
  return useTranslation(WORKFLOW_NS);
}

export type WorkflowT = TFunction<'workflow'>;
