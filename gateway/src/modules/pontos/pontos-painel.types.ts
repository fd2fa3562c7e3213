import { Field, Float, Int, ObjectType } from 'type-graphql';

@ObjectType('LinhaExpiracao', { description: 'A member with points due now (or by the report day).' })
export class LinhaExpiracaoDTO {
  @Field(() => Int) parceiroId: number;
  @Field() cpf: string;
  @Field() nome: string;
  @Field({ description: 'Trade name of the member’s store.' }) loja: string;
  @Field() rede: string;
  @Field(() => Float, { description: 'Points the expiry run takes.' }) pontos: number;
  @Field({ description: 'Earliest due day of those points, YYYY-MM-DD.' }) vencimento: string;
  @Field(() => Float) saldoPontos: number;
  @Field() ativo: boolean;
}

@ObjectType('RelatorioExpiracao')
export class RelatorioExpiracaoDTO {
  @Field({ description: 'The day the report looks up to, YYYY-MM-DD (today when not given).' }) ate: string;
  @Field(() => Int, { description: 'Members in the whole report.' }) parceiros: number;
  @Field(() => Float, { description: 'Points in the whole report.' }) pontos: number;
  @Field(() => [LinhaExpiracaoDTO], { description: 'The first rows, earliest due first (the CSV download has them all).' })
  linhas: LinhaExpiracaoDTO[];
}

@ObjectType('ResultadoExpiracao')
export class ResultadoExpiracaoDTO {
  @Field() mensagem: string;
  @Field(() => Int, { description: 'Members whose points expired in this run.' }) parceiros: number;
  @Field(() => Float) pontos: number;
}

@ObjectType('ResultadoReativacao')
export class ResultadoReativacaoDTO {
  @Field() success: boolean;
  @Field() message: string;
  @Field({ description: 'YYYY-MM-DD' }) dia: string;
  @Field(() => Int, { description: 'Members whose points came back.' }) parceiros: number;
  @Field(() => Float) pontos: number;
}

@ObjectType('GrupoVencimento', { description: 'A network (or a store of the chosen network) with points about to expire.' })
export class GrupoVencimentoDTO {
  @Field(() => Int) id: number;
  @Field() nome: string;
  @Field(() => Int) parceiros: number;
  @Field(() => Float) pontos: number;
  @Field({ description: 'YYYY-MM-DD' }) primeiroVencimento: string;
}

@ObjectType('RelatorioVencimentos')
export class RelatorioVencimentosDTO {
  @Field({ description: 'rede (one line per network) or loja (per store of the chosen network).' }) agrupamento: string;
  @Field(() => Int) dias: number;
  @Field({ description: 'Last day of the window, YYYY-MM-DD.' }) ate: string;
  @Field(() => Int) parceiros: number;
  @Field(() => Float) pontos: number;
  @Field(() => [GrupoVencimentoDTO]) linhas: GrupoVencimentoDTO[];
}

@ObjectType('ProximoVencimento')
export class ProximoVencimentoDTO {
  @Field(() => Float) pontos: number;
  @Field({ description: 'YYYY-MM-DD' }) venceEm: string;
}

@ObjectType('SaldoPontos')
export class SaldoPontosDTO {
  @Field(() => Int, { description: 'The member (parceiro) id.' }) id: number;
  @Field(() => Float) saldoPontos: number;
  @Field(() => ProximoVencimentoDTO, { nullable: true, description: 'The points that expire next and when; null when none are open.' })
  proximoVencimento: ProximoVencimentoDTO | null;
}
