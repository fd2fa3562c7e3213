import { Field, Int, ObjectType } from 'type-graphql';
import { Pontos } from '../../graphql/dinheiro';
import { enumeracaoGraphql } from '../../graphql/entrada';

/**
 * The kinds of movement the member's statement names (docs/pontos.md, "Extrato"). They are the
 * ledger's kinds as a member reads them: a migrated balance is its own kind, not an "adjustment".
 */
export const TIPO_MOVIMENTO_EXTRATO = enumeracaoGraphql(
  'TipoMovimentoExtrato',
  {
    VENDA: 'venda',
    CORRECAO: 'correcao',
    CODIGO: 'codigo',
    INDICACAO: 'indicacao',
    PLATAFORMA: 'plataforma',
    MIGRACAO: 'migracao',
    AJUSTE: 'ajuste',
    RESGATE: 'resgate',
    ESTORNO: 'estorno',
    EXPIRACAO: 'expiracao',
    REATIVACAO: 'reativacao',
  } as const,
  'O tipo de um movimento do extrato de pontos.',
  {
    VENDA: 'Pontos de uma venda aprovada',
    CORRECAO: 'Correção da pontuação de uma venda (com sinal)',
    CODIGO: 'Código de cadastro',
    INDICACAO: 'Indicação de um amigo validada',
    PLATAFORMA: 'Pontos de uma plataforma parceira',
    MIGRACAO: 'Saldo migrado do programa anterior',
    AJUSTE: 'Ajuste feito pela equipe',
    RESGATE: 'Resgate de um prêmio',
    ESTORNO: 'Estorno (resgate ou venda cancelados)',
    EXPIRACAO: 'Pontos expirados',
    REATIVACAO: 'Devolução de pontos expirados',
  },
);
export type TipoMovimentoExtrato = (typeof TIPO_MOVIMENTO_EXTRATO)[keyof typeof TIPO_MOVIMENTO_EXTRATO];
export const TIPOS_MOVIMENTO_EXTRATO = Object.values(TIPO_MOVIMENTO_EXTRATO) as TipoMovimentoExtrato[];

@ObjectType('OrigemMovimento', { description: 'O que gerou o movimento: a venda, o resgate, o código, a indicação...' })
export class OrigemMovimentoDTO {
  @Field({ description: 'venda, resgate, codigo_cadastro, indicacao, pontuacao_plataforma, migracao, expiracao...' }) tipo: string;
  @Field({ description: 'O identificador dessa origem.' }) id: string;
}

@ObjectType('MovimentoExtrato', { description: 'Um lançamento do razão de pontos, como o vendedor o lê.' })
export class MovimentoExtratoDTO {
  @Field({ description: 'O lançamento.' }) id: string;
  @Field({ description: 'Quando aconteceu.' }) data: Date;
  @Field(() => TIPO_MOVIMENTO_EXTRATO, { description: 'O tipo do movimento.' }) tipo: TipoMovimentoExtrato;
  @Field({ description: 'O que foi, em palavras.' }) descricao: string;
  @Field(() => Pontos, { description: 'Pontos com sinal (crédito positivo, débito negativo).' }) pontos: number;
  @Field(() => Pontos, { description: 'O saldo logo depois deste movimento.' }) saldoApos: number;
  @Field(() => OrigemMovimentoDTO, { description: 'A origem (de um estorno ou devolução, a do lançamento revertido).' }) origem: OrigemMovimentoDTO;
}

@ObjectType('ExtratoPontos', { description: 'O extrato de pontos: o saldo e uma página dos movimentos, mais novo primeiro.' })
export class ExtratoPontosDTO {
  @Field(() => Pontos, { description: 'Saldo atual (a soma de todos os movimentos).' }) saldo: number;
  @Field(() => [MovimentoExtratoDTO], { description: 'Os movimentos desta página.' }) movimentos: MovimentoExtratoDTO[];
  @Field(() => Int, { description: 'Quantos movimentos atendem aos filtros.' }) total: number;
  @Field(() => Int, { description: 'A página devolvida, a partir de 1.' }) pagina: number;
  @Field(() => Int, { description: 'Movimentos por página.' }) porPagina: number;
  @Field({ description: 'Se há uma página seguinte.' }) temProxima: boolean;
}
