/**
 * Text that comes from outside (a query string, a JSON body, a GraphQL argument, a path) never
 * indexes a plain object directly: `'toString' in {}` is true and `{}['__proto__']` is
 * Object.prototype, so a sort field, filter, report kind or message key named after an inherited
 * property would reach code that expects one of the object's own entries (docs/seguranca.md).
 */

/** Names an object inherits or that rewrite its prototype when assigned: never valid as data keys. */
export const CHAVES_RESERVADAS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** True only when `chave` is a string and one of the object's own keys (never an inherited one). */
export function chavePropria<T extends object>(objeto: T, chave: unknown): chave is keyof T & string {
  return typeof chave === 'string' && Object.hasOwn(objeto, chave);
}

/** objeto[chave] when `chave` is one of its own keys, else undefined. */
export function valorProprio<V>(objeto: Readonly<Record<string, V>>, chave: unknown): V | undefined {
  return chavePropria(objeto, chave) ? objeto[chave] : undefined;
}
