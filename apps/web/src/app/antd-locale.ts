import type { Language } from '@ponteiro/shared';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import ptBR from 'antd/locale/pt_BR';

export const ANTD_LOCALES: Record<Language, Locale> = { pt: ptBR, 'en-US': enUS };
