import { translateIssue } from '@ponteiro/shared';
import type { FormRule } from 'antd';
import type { z } from 'zod';
import { currentLanguage } from '../i18n';

/**
 * A screen's own wording for some of the schema's issues, by message key (e.g. a username's
 * `validation.alphanumeric` explained with the characters it allows). The check stays the schema's.
 */
export type IssueTexts = Readonly<Record<string, string>>;

/** Where a form field's value lands in the request body: its name, or a path (`address.city`). */
export type BodyPath = string | readonly PropertyKey[];

function isAt(issuePath: readonly PropertyKey[], at: BodyPath): boolean {
  if (typeof at === 'string') return issuePath[0] === at;
  return at.every((key, index) => issuePath[index] === key);
}

/**
 * An antd rule that checks `field` with the zod schema the API uses: the whole form is turned into
 * the request body and parsed, and the issues on this field become its message, in the UI's
 * language. So the browser and the server can never disagree on what is valid.
 */
export function schemaRule<V>(
  schema: z.ZodType,
  bodyOf: (values: V) => unknown,
  field: BodyPath,
  messages?: IssueTexts,
): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const result = schema.safeParse(bodyOf(getFieldsValue(true) as V));
      if (result.success) return;
      const issue = result.error.issues.find((i) => isAt(i.path, field));
      if (issue) {
        throw new Error(messages?.[issue.message] ?? translateIssue(issue, currentLanguage()));
      }
    },
  });
}

/**
 * The rules of one form, all from one contract schema: `rules('name')`, or
 * `rules('city', ['address', 'city'])` for a field that lands deeper in the body.
 * Forms use this instead of writing required/length/pattern checks by hand.
 */
export function schemaRules<V>(schema: z.ZodType, bodyOf: (values: V) => unknown) {
  return (field: string, at: BodyPath = field, messages?: IssueTexts): FormRule[] => [
    schemaRule(schema, bodyOf, at, messages),
  ];
}

export type SchemaRules = ReturnType<typeof schemaRules>;
