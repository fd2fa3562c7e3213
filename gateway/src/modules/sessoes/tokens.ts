import crypto from 'node:crypto';

/** 256 random bits, URL-safe; the database keeps only the SHA-256. */
export const novoToken = (): string => crypto.randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => crypto.createHash('sha256').update(token).digest('hex');
