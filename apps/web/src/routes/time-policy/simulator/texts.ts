import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { registerAreaTexts } from '../../../i18n/area-texts';
import { timePolicySimulator as enUS } from '../../../i18n/locales/en-US/time-policy-simulator';
import { timePolicySimulator as pt } from '../../../i18n/locales/pt/time-policy-simulator';

// The simulator keeps its texts apart from the rest of the area (`timePolicy`, whose rule labels
// it reuses through the rules form): its own catalogue, loaded with the area's chunk.
export const SIMULATOR_NS = 'timePolicySimulator';

registerAreaTexts(SIMULATOR_NS, { pt, 'en-US': enUS });

export function useSimulatorTranslation() {
  return useTranslation(SIMULATOR_NS);
}

export type SimulatorT = TFunction<'timePolicySimulator'>;
