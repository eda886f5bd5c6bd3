import { LANGUAGES, type Language } from '@ponteiro/shared';
import { Dropdown, type MenuProps } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { AntdProvider } from '../app/antd-provider';
import { isLanguage } from '../i18n/language';
import { useLanguage } from '../i18n/use-language';

export interface LanguageMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSelect: (language: Language) => void;
  children: ReactElement;
}

/** The antd Dropdown behind the language switch (a separate chunk, see language-switch.tsx). */
export default function LanguageMenu({
  open,
  onOpenChange,
  onSelect,
  children,
}: LanguageMenuProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();

  const items: MenuProps['items'] = LANGUAGES.map((lng: Language) => ({
    key: lng,
    lang: lng === 'pt' ? 'pt-BR' : 'en-US',
    label: t(`language.${lng}`),
    'data-testid': `language-option-${lng}`,
  }));

  // Its own provider: the auth layout (sign-in) has none, it draws no antd until this opens.
  return (
    <AntdProvider>
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        open={open}
        onOpenChange={(next) => onOpenChange(next)}
        autoFocus
        menu={{
          items,
          selectable: true,
          selectedKeys: [language],
          onClick: ({ key }) => {
            onOpenChange(false);
            if (isLanguage(key)) onSelect(key);
          },
        }}
      >
        {children}
      </Dropdown>
    </AntdProvider>
  );
}
