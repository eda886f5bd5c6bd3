import { translateIssue } from '@ponteiro/shared';
import type { FormRule } from 'antd';
import type { z } from 'zod';
import { currentLanguage } from '../i18n';

/**
 * An antd rule that checks `field` with the zod schema the API uses: the whole form is turned into
 * the request body and parsed, and the issues on this field become its message, in the UI's
 * language. So the browser and the server can never disagree on what is valid.
 */
export function schemaRule<V>(
  schema: z.ZodType,
  bodyOf: (values: V) => unknown,
  field: string,
): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const result = schema.safeParse(bodyOf(getFieldsValue(true) as V));
      if (result.success) return;
      const issue = result.error.issues.find((i) => i.path[0] === field);
      if (issue) throw new Error(translateIssue(issue, currentLanguage()));
    },
  });
}
