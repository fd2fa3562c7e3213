import argon2 from 'argon2';

// OWASP's argon2id baseline (19 MiB, 2 iterations): strong, and quick enough for logins under load.
const OPCOES = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const gerarHashSenha = (senha: string): Promise<string> => argon2.hash(senha, OPCOES);

let hashFalso: Promise<string> | null = null;

/**
 * Verifies a password. With no hash (unknown account) it still spends the same time on a
 * throwaway hash, so response times do not reveal which CPFs exist.
 */
export async function verificarSenha(hash: string | null | undefined, senha: string): Promise<boolean> {
  if (!hash) {
    hashFalso ??= gerarHashSenha('senha-que-nao-existe');
    await argon2.verify(await hashFalso, senha).catch(() => false);
    return false;
  }
  try {
    return await argon2.verify(hash, senha);
  } catch {
    return false;
  }
}
