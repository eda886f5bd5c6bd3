import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cpfSchema } from '../validators/index.js';
import { translateIssue, translateValidation, VALIDATION_MESSAGES } from './validation.js';

describe('translateValidation', () => {
  it.each([
    ['validation.cpf', 'pt', 'CPF inválido.'],
    ['validation.cpf', 'en-US', 'Invalid CPF.'],
    ['validation.file_size|200 KB', 'pt', 'O arquivo deve ter no máximo 200 KB.'],
    ['validation.file_type|JPEG, PNG', 'en-US', 'File type not allowed. Send: JPEG, PNG.'],
    ['validation.no_such_key', 'pt', 'validation.no_such_key'],
    ['plain text stays', 'en-US', 'plain text stays'],
  ] as const)('%s (%s)', (message, lang, expected) => {
    expect(translateValidation(message, lang)).toBe(expected);
  });

  it('has the same keys in both languages', () => {
    expect(Object.keys(VALIDATION_MESSAGES['en-US']).sort()).toEqual(
      Object.keys(VALIDATION_MESSAGES.pt).sort(),
    );
  });
});

describe('translateIssue maps zod issues to our messages', () => {
  const schema = z.strictObject({
    name: z.string().min(3).max(5),
    age: z.number().int().min(18),
    email: z.email(),
    id: z.uuid(),
    cpf: cpfSchema,
  });
  const issues = (input: unknown) => {
    const result = schema.safeParse(input);
    if (result.success) throw new Error('expected failure');
    return Object.fromEntries(
      result.error.issues.map((i) => [i.path.join('.') || i.code, translateIssue(i, 'pt')]),
    );
  };

  it.each([
    [{}, 'name', 'Campo obrigatório.'],
    [{ name: 'ab' }, 'name', 'Informe ao menos 3 caracteres.'],
    [{ name: 'abcdef' }, 'name', 'Informe no máximo 5 caracteres.'],
    [{ age: 1.5 }, 'age', 'Informe um número inteiro.'],
    [{ age: 10 }, 'age', 'O valor deve ser no mínimo 18.'],
    [{ age: 'x' }, 'age', 'Valor inválido.'],
    [{ email: 'x' }, 'email', 'Informe um e-mail válido.'],
    [{ id: 'x' }, 'id', 'Identificador inválido.'],
    [{ cpf: '111.111.111-11' }, 'cpf', 'CPF inválido.'],
    [{ extra: 1 }, 'unrecognized_keys', 'Campo não permitido: extra.'],
  ])('%j → %s: %s', (input, field, message) => {
    expect(issues(input)[field]).toBe(message);
  });
});
