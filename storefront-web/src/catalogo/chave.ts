/** A fresh idempotency key per confirmation: a double click sends the same key, a new confirmation a new one. */
export function novaChaveIdempotencia(): string {
  const c = globalThis.crypto;
  if (c?.randomUUID) return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
