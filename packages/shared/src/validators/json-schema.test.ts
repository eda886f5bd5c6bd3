import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dialCodeSchema, phoneSchema, phoneSchemaFor } from './contact-schemas.js';
import { isoDateSchema, timezoneSchema } from './date-schemas.js';
import { cnpjSchema, cpfSchema, employerIdSchema, pisSchema } from './document-schemas.js';
import { alphanumericSchema, nameLikeSchema } from './text-schemas.js';

// The API builds its OpenAPI document from these schemas, so none may be a transform (which
// JSON Schema cannot represent); `.overwrite` keeps them plain strings.
describe('JSON Schema', () => {
  it.each([
    ['cpfSchema', cpfSchema, { type: 'string', minLength: 1 }],
    ['cnpjSchema', cnpjSchema, { type: 'string', minLength: 1 }],
    ['pisSchema', pisSchema, { type: 'string', minLength: 1 }],
    ['phoneSchema', phoneSchema, { type: 'string', minLength: 1 }],
    ['phoneSchemaFor', phoneSchemaFor('+55'), { type: 'string', minLength: 1 }],
    ['dialCodeSchema', dialCodeSchema, { type: 'string', enum: ['+55', '+91', '+86', '+1'] }],
    ['timezoneSchema', timezoneSchema, { type: 'string', minLength: 1 }],
    ['isoDateSchema', isoDateSchema, { type: 'string', format: 'date' }],
    ['nameLikeSchema', nameLikeSchema(), { type: 'string', minLength: 2, maxLength: 120 }],
    ['alphanumericSchema', alphanumericSchema(20), { type: 'string', minLength: 1, maxLength: 20 }],
  ] as const)('%s', (_name, schema, expected) => {
    for (const io of ['input', 'output'] as const) {
      expect(z.toJSONSchema(schema, { io })).toMatchObject(expected);
    }
  });

  it('employerIdSchema', () => {
    expect(z.toJSONSchema(employerIdSchema)).toMatchObject({
      type: 'object',
      properties: {
        employer_type: { type: 'string', enum: ['cnpj', 'cpf'] },
        employer_id: { type: 'string', minLength: 1 },
      },
      required: ['employer_type', 'employer_id'],
    });
  });
});
