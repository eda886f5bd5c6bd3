import type { Language } from '@ponteiro/shared';
import { type ComponentType, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/use-language';
import type { LanguageMenuProps } from './language-menu';
import { GlobeIcon, PlainButton } from './plain-button';

// The dropdown (antd Dropdown + Menu, ~30 KB gzip) is a separate chunk: prefetched when the
// pointer or the focus reaches the switch, mounted on the first click (which opens it). Until
// then the switch is a plain button; it is swapped only after a click has completed, so no click
// is ever lost to the swap.
let menuModule: Promise<ComponentType<LanguageMenuProps>> | undefined;
function loadLanguageMenu(): Promise<ComponentType<LanguageMenuProps>> {
  menuModule ??= import('./language-menu').then((module) => module.default);
  return menuModule;
}

/** Globe button that opens the list of languages; used in every layout. */
export function LanguageSwitch({ variant = 'text' }: { variant?: 'text' | 'default' }) {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [Menu, setMenu] = useState<ComponentType<LanguageMenuProps> | null>(null);
  const [open, setOpen] = useState(false);

  const prefetch = () => {
    void loadLanguageMenu();
  };

  const openMenu = () => {
    void loadLanguageMenu().then((component) => {
      setMenu(() => component);
      setOpen(true); // the Dropdown moves the focus into the list (autoFocus)
    });
  };

  const select = (next: Language) => {
    void setLanguage(next);
    // Back to the switch once the list has closed.
    window.setTimeout(() => buttonRef.current?.focus(), 0);
  };

  const short = t(`language.short.${language}`);
  const button = (
    <PlainButton
      ref={buttonRef}
      kind={variant}
      data-testid="language-switch"
      aria-haspopup="menu"
      aria-expanded={open}
      icon={<GlobeIcon />}
      // The name starts with the visible "PT"/"EN" (WCAG 2.5.3: a speech user says what they see).
      aria-label={t('language.change', { short, language: t(`language.${language}`) })}
      {...(Menu ? {} : { onClick: openMenu, onPointerEnter: prefetch, onFocus: prefetch })}
    >
      {short}
    </PlainButton>
  );

  if (!Menu) return button;
  return (
    <Menu open={open} onOpenChange={setOpen} onSelect={select}>
      {button}
    </Menu>
  );
}
