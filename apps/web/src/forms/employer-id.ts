import {
  type EmployerType,
  formatCnpj,
  formatCpf,
  isValidCnpj,
  isValidCpf,
} from '@ponteiro/shared';
import type { TFunction } from 'i18next';

/** Required, and a valid CNPJ (numeric or alphanumeric) or CPF according to the chosen type. */
export function employerIdRule(t: TFunction, type: () => EmployerType) {
  return {
    validator: (_rule: unknown, value: unknown) => {
      const text = typeof value === 'string' ? value.trim() : '';
      if (text === '') return Promise.reject(new Error(t('validation.required')));
      const cnpj = type() === 'cnpj';
      const valid = cnpj ? isValidCnpj(text) : isValidCpf(text);
      if (valid) return Promise.resolve();
      return Promise.reject(new Error(t(cnpj ? 'validation.cnpj' : 'validation.cpf')));
    },
  };
}

/** Formats the document as it is typed, once it has the full length. */
export function formatEmployerId(type: EmployerType, value: string): string {
  return type === 'cnpj' ? formatCnpj(value.toUpperCase()) : formatCpf(value);
}
