import { MODELOS_PARCEIROS_1 } from './parceiros-1';
import { MODELOS_PARCEIROS_2 } from './parceiros-2';
import { MODELOS_RECOMPENSAS_1 } from './recompensas-1';
import { MODELOS_RECOMPENSAS_2 } from './recompensas-2';
import type { ModeloVoucher } from './tipos';

export { ATENDIMENTO, type ModeloVoucher } from './tipos';

const MODELOS_PARCEIROS = [...MODELOS_PARCEIROS_1, ...MODELOS_PARCEIROS_2];
const MODELOS_RECOMPENSAS = [...MODELOS_RECOMPENSAS_1, ...MODELOS_RECOMPENSAS_2];

const achar = (lista: ModeloVoucher[], nome: string) => {
  const chave = nome.trim().toLowerCase();
  return chave ? (lista.find((m) => m.nomes.includes(chave)) ?? null) : null;
};

/**
 * The voucher template (spec 3 §2.11): by the partner name first, then by the reward name, both in
 * lower case; for the reward "pilates" only the partner decides. Anything else, Cashback included
 * (it has no template of its own), gets null: the generic voucher.
 */
export function escolherModelo(parceiro: string, recompensa: string): ModeloVoucher | null {
  const porParceiro = achar(MODELOS_PARCEIROS, parceiro);
  if (porParceiro) return porParceiro;
  if (recompensa.trim().toLowerCase() === 'pilates') return null;
  return achar(MODELOS_RECOMPENSAS, recompensa);
}

/** First and last word of the name (SEUS DADOS). */
export function primeiroEUltimoNome(nome: string): { primeiro: string; ultimo: string } {
  const palavras = nome.trim().split(/\s+/).filter(Boolean);
  return { primeiro: palavras[0] ?? '', ultimo: palavras.length > 1 ? palavras[palavras.length - 1] : '' };
}
