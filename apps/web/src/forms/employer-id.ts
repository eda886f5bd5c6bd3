import { type EmployerType, formatCnpj, formatCpf } from '@ponteiro/shared';

/** Formats the document as it is typed, once it has the full length. */
export function formatEmployerId(type: EmployerType, value: string): string {
  return type === 'cnpj' ? formatCnpj(value.toUpperCase()) : formatCpf(value);
}
