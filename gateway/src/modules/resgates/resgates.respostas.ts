import { z } from '../../core/esquema';
import { r } from '../../core/respostas';
import { cartaoMembro } from '../cartoes/cartoes.respostas';
import { premio } from '../premios/premios.respostas';

/** What the redemption routes answer (core/respostas.ts). */

export const resgate = z.object({
  id: r.inteiro,
  redemptionCode: z.string(),
  parceiroId: r.inteiro,
  parceiro: z.string(),
  revendaId: r.inteiro,
  revenda: z.string(),
  cidade: z.string().nullable(),
  rede: z.string().nullable(),
  /** Set when a catalogue offer was redeemed (premio then carries the offer). */
  ofertaId: r.inteiro.nullable(),
  premio: premio.pick({ id: true, nome: true, codigo: true, tipo: true, diretorioFoto: true }),
  qtde: r.inteiro,
  obs: z.string().nullable(),
  escolhaMembro: z.string().nullable(),
  saldoAnterior: r.numero,
  pontosGastos: r.numero,
  status: r.inteiro,
  nomeStatus: z.string(),
  resgatadoEm: r.instante,
  dataEntrega: r.dia.nullable(),
});

/** The member's voucher (spec 3 §7): the redemption as the voucher page shows it. */
const voucher = z.object({
  id: r.inteiro,
  qtde: r.inteiro,
  redemptionCode: z.string(),
  resgatadoEm: r.instante,
  nome: z.string(),
  email: z.string().nullable(),
  premio: z.string(),
  codigo: z.string(),
  parceiroOferta: z.string(),
  descricao: z.string(),
  tipo: z.string(),
  obs: z.string().nullable(),
  escolhaMembro: z.string().nullable(),
  local: z.looseObject({}).nullable(),
  origem: z.string(),
  cancelado: z.boolean(),
  canceladoEm: r.instante.nullable(),
});

/** Member: their own ({ resgates }). Staff: a page in the caller's dialect, with totalEstimado. */
export const listar = z.union([r.lista('resgates', resgate), r.pagina('resgates', resgate, { totalEstimado: z.boolean() })]);

/** Staff get { resgate }; the member the voucher: resgate with nome and email, and the offer. */
export const porId = z.union([
  z.object({ resgate }),
  z.object({ resgate: resgate.extend({ nome: z.string(), email: z.string().nullable() }), oferta: voucher }),
]);

/** POST /api/resgatar: the new balance and, for a card credit, the card (spec 1 and 3: saldoNovo, cartao). */
export const resgatado = z.object({ saldoNovo: r.numero, cartao: cartaoMembro.nullable(), id: r.inteiro, mensagem: z.string() });

export const comResgate = z.object({ mensagem: z.string(), resgate });
export const emLote = z.object({ mensagem: z.string(), resgates: z.array(resgate), ignorados: z.array(r.inteiro) });

export const regras = z.object({
  saldo: r.numero,
  limiteMensal: r.inteiro,
  resgatesNoMes: r.inteiro,
  restantesNoMes: r.inteiro,
  limiteSemanal: r.inteiro,
  resgatesNaSemana: r.inteiro,
  restantesNaSemana: r.inteiro,
  resgateLiberado: z.boolean(),
  pontos: r.numero.nullable(),
  podeResgatar: z.boolean().nullable(),
  motivo: z.string().nullable(),
});
