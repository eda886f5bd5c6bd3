import { adminAccountCreateBodySchema, locationBodySchema } from '@ponteiro/shared';
import type { FormInstance, FormRule } from 'antd';
import { describe, expect, it } from 'vitest';
import { schemaRules } from './schema-rules';

/** What a form rule says for these values (undefined when fine). */
async function problem(rules: FormRule[], values: object): Promise<string | undefined> {
  const form = { getFieldsValue: () => values } as unknown as FormInstance;
  const rule = rules[0] as (f: FormInstance) => { validator: () => Promise<void> };
  try {
    await rule(form).validator();
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('schema rules', () => {
  const location = schemaRules(locationBodySchema, (v: { city: string; latitude: number }) => ({
    name: 'Sede',
    latitude: v.latitude,
    longitude: 0,
    address: { city: v.city },
  }));

  it('check a field that lands deeper in the body (address.city) with the contract', async () => {
    expect(
      await problem(location('city', ['address', 'city']), { city: 'x'.repeat(101), latitude: 0 }),
    ).toMatch(/100/);
    expect(
      await problem(location('city', ['address', 'city']), { city: 'Recife', latitude: 0 }),
    ).toBeUndefined();
    expect(await problem(location('latitude'), { city: '', latitude: 91 })).toBeDefined();
  });

  it('let a screen word an issue its own way while the check stays the schema’s', async () => {
    const admin = schemaRules(adminAccountCreateBodySchema, (v: { username: string }) => ({
      username: v.username,
      password: 'Senha-2026',
    }));
    const own = { 'validation.alphanumeric': 'Letras minúsculas, números, ponto, hífen.' };
    expect(await problem(admin('username', 'username', own), { username: 'com espaço' })).toBe(
      own['validation.alphanumeric'],
    );
    expect(
      await problem(admin('username', 'username', own), { username: 'suporte.1' }),
    ).toBeUndefined();
  });
});
