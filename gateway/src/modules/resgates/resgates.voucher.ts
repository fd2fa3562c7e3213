import { Field, ID, Int, ObjectType } from 'type-graphql';
import { MENSAGENS } from '@sw/common';
import { RequestContext } from '../../core/context';
import { naoEncontrado, proibido } from '../../core/errors';
import { lerIdResgate } from './resgates.consulta';
import { STATUS_RESGATE } from './resgates.regras';
import { LocalOfertaDTO } from '../ofertas/ofertas.types';

/**
 * The member's voucher (GET /api/resgates/{id}, spec 3 §2.11, §3): who (nome, email), what
 * (reward, partner, description, location when the offer has one) and the code. Only the
 * member's own redemption exists for them (404 otherwise). A redemption names a programme prize
 * or a catalogue offer (docs/ofertas-e-catalogo.md): the partner name and location come from the
 * offer; for a prize the partner is the prize's own name, which picks its template (spec 3 §2.11).
 */

@ObjectType('Voucher', { description: 'O voucher de um resgate do membro: quem, o quê, onde e o código.' })
export class VoucherDTO {
  @Field(() => ID, { description: 'Identificador do resgate.' }) id: number;
  @Field(() => Int, { description: 'Quantidade resgatada.' }) qtde: number;
  @Field({ description: 'O código do voucher.' }) redemptionCode: string;
  @Field({ description: 'Quando foi resgatado.' }) resgatadoEm: Date;
  @Field({ description: 'Nome do membro.' }) nome: string;
  @Field(() => String, { nullable: true, description: 'E-mail do membro.' }) email: string | null;
  @Field({ description: 'O prêmio ou a oferta.' }) premio: string;
  @Field({ description: 'Código do prêmio ou da oferta.' }) codigo: string;
  @Field({ description: 'O parceiro da oferta (num prêmio, o nome do próprio prêmio).' }) parceiroOferta: string;
  @Field({ description: 'Descrição do prêmio ou da oferta.' }) descricao: string;
  @Field({ description: 'Tipo do prêmio (físico, crédito, recarga ou oferta).' }) tipo: string;
  /** The staff note about the delivery. */
  @Field(() => String, { nullable: true, description: 'A observação da equipe sobre a entrega.' }) obs: string | null;
  /** What the member chose when redeeming (operator and number, voltage, their note). */
  @Field(() => String, { nullable: true, description: 'O que o membro escolheu ao resgatar (operadora e número, voltagem, observação).' }) escolhaMembro:
    string | null;
  @Field(() => LocalOfertaDTO, { nullable: true, description: 'Onde usar a oferta, quando ela tem um local.' }) local: LocalOfertaDTO | null;
  @Field({ description: 'premio (um prêmio do programa: físico, crédito no cartão, recarga) ou oferta (uma oferta do catálogo de parceiros).' }) origem: string;
  @Field({ description: 'Se o resgate foi cancelado (os pontos voltaram ao saldo; o código não vale mais).' }) cancelado: boolean;
  @Field(() => Date, { nullable: true, description: 'Quando foi cancelado.' }) canceladoEm: Date | null;
}

/**
 * A redemption with its member and its prize or offer. A redemption names exactly one of the two
 * (CHECK resgates_premio_ou_oferta, foreign keys without delete), so the COALESCEd reward columns
 * are never null; the offer's partner name is required by the catalogue import.
 */
interface LinhaVoucher {
  id: number;
  qtde: number;
  redemption_code: string;
  resgatado_em: Date;
  obs: string | null;
  escolha_membro: string | null;
  nome: string;
  email: string | null;
  status: number;
  cancelado_em: Date | null;
  oferta_id: number | null;
  premio: string;
  codigo: string;
  descricao: string;
  tipo: string;
  parceiro_oferta: string;
  /** The offer's location (jsonb, provider field names); null for a prize. */
  local: Record<string, unknown> | null;
}

export async function meuVoucher(ctx: RequestContext, idBruto: unknown): Promise<VoucherDTO> {
  const quem = ctx.parceiro;
  if (!quem) throw proibido();
  const id = lerIdResgate(idBruto);
  const [l] = await ctx.manager.query<LinhaVoucher[]>(
    `SELECT r.id, r.qtde, r.redemption_code, r.resgatado_em, r.obs, r.escolha_membro, p.nome, p.email, r.status, r.cancelado_em, r.oferta_id,
            COALESCE(pr.nome, o.nome) AS premio, COALESCE(pr.codigo, o.codigo) AS codigo,
            COALESCE(pr.descricao, o.descricao) AS descricao, COALESCE(pr.tipo, o.tipo) AS tipo,
            COALESCE(NULLIF(o.parceiro_nome, ''), pr.nome) AS parceiro_oferta, o.localizacao AS local
       FROM resgates r JOIN parceiros p ON p.id = r.parceiro_id
       LEFT JOIN premios pr ON pr.id = r.premio_id
       LEFT JOIN ofertas o ON o.id = r.oferta_id
      WHERE r.id = $1 AND r.parceiro_id = $2`,
    [id, quem.id],
  );
  if (!l) throw naoEncontrado(MENSAGENS.resgateNaoEncontrado);
  const local = l.local && Object.keys(l.local).length ? localDe(l.local) : null;
  return {
    id: l.id,
    qtde: l.qtde,
    redemptionCode: l.redemption_code,
    resgatadoEm: l.resgatado_em,
    nome: l.nome,
    email: l.email,
    premio: l.premio,
    codigo: l.codigo,
    parceiroOferta: l.parceiro_oferta,
    descricao: l.descricao,
    tipo: l.tipo,
    obs: l.obs,
    escolhaMembro: l.escolha_membro,
    local,
    origem: l.oferta_id ? 'oferta' : 'premio',
    cancelado: l.status === STATUS_RESGATE.cancelado,
    canceladoEm: l.cancelado_em,
  };
}

/** The offer's stored location (provider field names) in the GraphQL shape; absent fields are null. */
function localDe(l: Record<string, unknown>): LocalOfertaDTO {
  const texto = (v: unknown) => (typeof v === 'string' && v ? v : null);
  return {
    address1: texto(l.address1),
    address2: texto(l.address2),
    city: texto(l.city),
    region: texto(l.region),
    postCode: texto(l.postCode),
    logo: texto(l.logo),
    website: texto(l.website),
    phoneNumber: texto(l.phoneNumber),
    email: texto(l.email),
  };
}
