import { ValueTransformer } from 'typeorm';

/** PostgreSQL numeric arrives as a string to keep precision; our amounts fit a double. */
export const numerico: ValueTransformer = {
  to: (v: number | null | undefined) => v,
  from: (v: string | null) => (v === null || v === undefined ? v : Number(v)),
};
