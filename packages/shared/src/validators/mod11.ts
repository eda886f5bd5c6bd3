/**
 * The modulo-11 check digit shared by CPF, CNPJ and PIS: Σ value×weight, then remainder 0 or 1 → 0,
 * else 11 − remainder. (PIS states it as "11 − r, 10 or 11 → 0", which is the same rule.)
 * `values` and `weights` are aligned left to right.
 */
export function mod11CheckDigit(values: readonly number[], weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += (values[i] ?? 0) * (weights[i] ?? 0);
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/** `000…0`, `111…1`, … pass the arithmetic but are not real registrations. */
export function isRepeatedChar(value: string): boolean {
  return value.length > 0 && [...value].every((c) => c === value[0]);
}
