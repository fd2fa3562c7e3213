import crypto from 'node:crypto';
import { DataSource } from 'typeorm';
import { config } from '../runtime';
import type { SemLinhas } from '../db/resultado-sql';

/**
 * Secrets kept in the database (e.g. the WhatsApp provider token) are stored encrypted with
 * AES-256-GCM, so a database dump or a careless SELECT does not hand them out.
 *
 * The key comes from SW_CHAVE_SEGREDOS (any 32+ characters, stretched to 32 bytes with SHA-256).
 * Without it, one random key is generated and kept in the table segredos, shared by every gateway
 * instance — which only protects against reading the one column, not against a full dump; production
 * sets the variable (docs/configuracoes-e-mensagens.md).
 *
 * Stored form: v1.<iv>.<tag>.<ciphertext>, base64url. `proposito` is bound as associated data, so a
 * ciphertext copied into another column does not decrypt there.
 */

const VERSAO = 'v1';
const chaves = new WeakMap<DataSource, Promise<Buffer>>();

async function lerOuCriarChave(ds: DataSource): Promise<Buffer> {
  const configurada = config().chaveSegredos;
  if (configurada) return crypto.createHash('sha256').update(configurada, 'utf8').digest();
  // The first instance to need the key creates it; every other one reads the same row.
  await ds.query<SemLinhas>(`INSERT INTO segredos (nome, valor) VALUES ('chave_segredos', $1) ON CONFLICT (nome) DO NOTHING`, [
    crypto.randomBytes(32).toString('base64'),
  ]);
  const [linha] = await ds.query<{ valor: string }[]>(`SELECT valor FROM segredos WHERE nome = 'chave_segredos'`);
  return Buffer.from(linha.valor, 'base64');
}

function chave(ds: DataSource): Promise<Buffer> {
  let p = chaves.get(ds);
  if (!p) {
    p = lerOuCriarChave(ds);
    p.catch(() => chaves.delete(ds));
    chaves.set(ds, p);
  }
  return p;
}

export async function cifrar(ds: DataSource, proposito: string, texto: string): Promise<string> {
  const iv = crypto.randomBytes(12);
  const c = crypto.createCipheriv('aes-256-gcm', await chave(ds), iv);
  c.setAAD(Buffer.from(proposito, 'utf8'));
  const cifrado = Buffer.concat([c.update(texto, 'utf8'), c.final()]);
  return [VERSAO, iv, c.getAuthTag(), cifrado].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}

/** The clear text, or null when the value was not written with the current key (key changed, tampered). */
export async function decifrar(ds: DataSource, proposito: string, valor: string): Promise<string | null> {
  const partes = valor.split('.');
  if (partes.length !== 4 || partes[0] !== VERSAO) return null;
  const k = await chave(ds);
  try {
    const [iv, tag, cifrado] = partes.slice(1).map((p) => Buffer.from(p, 'base64url'));
    const d = crypto.createDecipheriv('aes-256-gcm', k, iv);
    d.setAAD(Buffer.from(proposito, 'utf8'));
    d.setAuthTag(tag);
    return Buffer.concat([d.update(cifrado), d.final()]).toString('utf8');
  } catch {
    return null;
  }
}
