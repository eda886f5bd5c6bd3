import { useTranslation } from 'react-i18next';

type Section = 'positions' | 'subsidiaries' | 'departments' | 'locations';

/** The CrudScreen texts of one organization section. */
export function useSectionTexts(section: Section) {
  const { t } = useTranslation();
  const key = (name: string) => t(`organization.${section}.${name}`, { name: '{{name}}' });
  return {
    title: key('title'),
    subtitle: key('subtitle'),
    texts: {
      add: key('add'),
      create: key('create'),
      edit: key('edit'),
      created: key('created'),
      saved: key('saved'),
      deleted: key('deleted'),
      empty: key('empty'),
      search: key('search'),
    },
  };
}
