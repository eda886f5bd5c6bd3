import { useOrganizationTranslation } from './texts';

type Section = 'positions' | 'subsidiaries' | 'departments' | 'locations';
type TextName =
  | 'title'
  | 'subtitle'
  | 'add'
  | 'create'
  | 'edit'
  | 'created'
  | 'saved'
  | 'deleted'
  | 'empty'
  | 'search';

/** The CrudScreen texts of one organization section. */
export function useSectionTexts(section: Section) {
  const { t } = useOrganizationTranslation();
  const key = (name: TextName) => t(`${section}.${name}`, { name: '{{name}}' });
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
