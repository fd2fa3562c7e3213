import { Field, Int, ObjectType } from 'type-graphql';
import { MENSAGENS } from '@sw/common';
import { RequestContext } from '../../core/context';
import { naoEncontrado, proibido } from '../../core/errors';
import { lerIdResgate } from './resgates.consulta';

/**
 * The member's voucher (GET /api/resgates/{id}, spec 3 §2.11, §3): who (nome, email), what
 * (reward, partner, description, location when the offer has one) and the code. Only the
 * member's own redemption exists for them (404 otherwise). The partner name is the offer
 * partner stored with the redemption when there is one (catalogue offers), else the prize name;
 * it is read through to_jsonb so this query does not depend on that column's migration.
 */

@ObjectType('LocalOferta')
export class LocalOfertaDTO {
  @Field(() => String, { nullable: true }) address1: string | null;
  @Field(() => String, { nullable: true }) address2: string | null;
  @Field(() => String, { nullable: true }) city: string | null;
  @Field(() => String, { nullable: true }) region: string | null;
  @Field(() => String, { nullable: true }) postCode: string | null;
  @Field(() => String, { nullable: true }) phoneNumber: string | null;
}

@ObjectType('Voucher')
export class VoucherDTO {
  @Field(() => Int) id: number;
  @Field(() => Int) qtde: number;
  @Field() redemptionCode: string;
  @Field() resgatadoEm: Date;
  @Field() nome: string;
  @Field(() => String, { nullable: true }) email: string | null;
  @Field() premio: string;
  @Field() codigo: string;
  @Field() parceiroOferta: string;
  @Field() descricao: string;
  @Field() tipo: string;
  @Field(() => String, { nullable: true }) obs: string | null;
  @Field(() => LocalOfertaDTO, { nullable: true }) local: LocalOfertaDTO | null;
}

export async function meuVoucher(ctx: RequestContext, idBruto: unknown): Promise<VoucherDTO> {
  const quem = ctx.parceiro;
  if (!quem) throw proibido();
  const id = lerIdResgate(idBruto);
  const [l] = await ctx.manager.query(
    `SELECT r.id, r.qtde, r.redemption_code, r.resgatado_em, r.obs, p.nome, p.email, pr.nome AS premio, pr.codigo, pr.descricao, pr.tipo,
            COALESCE(NULLIF(to_jsonb(r) ->> 'parceiro_oferta', ''), pr.nome) AS parceiro_oferta, to_jsonb(r) -> 'local_oferta' AS local
       FROM resgates r JOIN parceiros p ON p.id = r.parceiro_id JOIN premios pr ON pr.id = r.premio_id
      WHERE r.id = $1 AND r.parceiro_id = $2`,
    [id, quem.id],
  );
  if (!l) throw naoEncontrado(MENSAGENS.resgateNaoEncontrado);
  const local = l.local && typeof l.local === 'object' ? l.local as LocalOfertaDTO : null;
  return {
    id: l.id, qtde: l.qtde, redemptionCode: l.redemption_code, resgatadoEm: l.resgatado_em, nome: l.nome, email: l.email,
    premio: l.premio, codigo: l.codigo, parceiroOferta: l.parceiro_oferta, descricao: l.descricao, tipo: l.tipo, obs: l.obs, local,
  };
}
