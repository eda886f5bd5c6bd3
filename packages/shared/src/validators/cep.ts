// CEP (Brazilian postal code): 8 digits, written 00000-000.

const CEP_SHAPE = /^\d{8}$/;

/** `01310100` or `01310-100` → `01310-100`; anything else comes back unchanged. */
export function formatCep(value: string): string {
  const cep = value.replace(/[\s.-]/g, '');
  return CEP_SHAPE.test(cep) ? `${cep.slice(0, 5)}-${cep.slice(5)}` : value;
}
