import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Pontos } from '../../graphql/dinheiro';
import { enumeracaoGraphql } from '../../graphql/entrada';

/** How the expiring-points report groups its lines: per network, or per store of the chosen network. */
export const AGRUPAMENTO_VENCIMENTOS = enumeracaoGraphql(
  'AgrupamentoVencimentos',
  { REDE: 'rede', LOJA: 'loja' } as const,
  'Como o relatório de vencimentos agrupa as linhas.',
  { REDE: 'Uma linha por rede', LOJA: 'Uma linha por loja da rede escolhida' },
);

@ObjectType('LinhaExpiracao', { description: 'Um vendedor com pontos vencidos agora (ou até o dia do relatório).' })
export class LinhaExpiracaoDTO {
  @Field(() => ID, { description: 'O vendedor.' }) parceiroId: number;
  @Field({ description: 'CPF do vendedor (só dígitos).' }) cpf: string;
  @Field({ description: 'Nome do vendedor.' }) nome: string;
  @Field({ description: 'Nome fantasia da loja do vendedor.' }) loja: string;
  @Field({ description: 'Nome da rede da loja.' }) rede: string;
  @Field(() => Pontos, { description: 'Pontos que a expiração leva.' }) pontos: number;
  @Field({ description: 'Vencimento mais antigo desses pontos, AAAA-MM-DD.' }) vencimento: string;
  @Field(() => Pontos, { description: 'Saldo atual do vendedor.' }) saldoPontos: number;
  @Field({ description: 'Se o vendedor está ativo (inativos também expiram).' }) ativo: boolean;
}

@ObjectType('RelatorioExpiracao', { description: 'O que a expiração leva: totais de todo o relatório e as primeiras linhas.' })
export class RelatorioExpiracaoDTO {
  @Field({ description: 'O dia até o qual o relatório olha, AAAA-MM-DD (hoje quando não informado).' }) ate: string;
  @Field(() => Int, { description: 'Vendedores em todo o relatório.' }) parceiros: number;
  @Field(() => Pontos, { description: 'Pontos em todo o relatório.' }) pontos: number;
  @Field(() => [LinhaExpiracaoDTO], { description: 'As primeiras linhas, vencimento mais antigo primeiro (o CSV tem todas).' })
  linhas: LinhaExpiracaoDTO[];
}

@ObjectType('ResultadoExpiracao', { description: 'O resultado de uma expiração de pontos.' })
export class ResultadoExpiracaoDTO {
  @Field({ description: 'Mensagem para mostrar.' }) mensagem: string;
  @Field(() => Int, { description: 'Vendedores cujos pontos expiraram nesta execução.' }) parceiros: number;
  @Field(() => Pontos, { description: 'Pontos expirados nesta execução.' }) pontos: number;
}

@ObjectType('ResultadoReativacao', { description: 'O resultado da devolução dos pontos expirados num dia.' })
export class ResultadoReativacaoDTO {
  @Field({ description: 'Sempre verdadeiro quando a devolução foi feita (mesmo sem pontos a devolver).' }) success: boolean;
  @Field({ description: 'Mensagem para mostrar.' }) message: string;
  @Field({ description: 'O dia das expirações devolvidas, AAAA-MM-DD.' }) dia: string;
  @Field(() => Int, { description: 'Vendedores que receberam pontos de volta.' }) parceiros: number;
  @Field(() => Pontos, { description: 'Pontos devolvidos.' }) pontos: number;
}

@ObjectType('GrupoVencimento', { description: 'Uma rede (ou uma loja da rede escolhida) com pontos a vencer.' })
export class GrupoVencimentoDTO {
  @Field(() => ID, { description: 'A rede ou a loja.' }) id: number;
  @Field({ description: 'Nome da rede ou nome fantasia da loja.' }) nome: string;
  @Field(() => Int, { description: 'Vendedores com pontos a vencer.' }) parceiros: number;
  @Field(() => Pontos, { description: 'Pontos a vencer.' }) pontos: number;
  @Field({ description: 'Primeiro vencimento, AAAA-MM-DD.' }) primeiroVencimento: string;
}

@ObjectType('RelatorioVencimentos', { description: 'Pontos a vencer nos próximos dias, por rede ou por loja.' })
export class RelatorioVencimentosDTO {
  @Field(() => AGRUPAMENTO_VENCIMENTOS, { description: 'Por rede, ou por loja da rede escolhida.' }) agrupamento: string;
  @Field(() => Int, { description: 'A janela, em dias a partir de hoje.' }) dias: number;
  @Field({ description: 'Último dia da janela, AAAA-MM-DD.' }) ate: string;
  @Field(() => Int, { description: 'Vendedores com pontos a vencer.' }) parceiros: number;
  @Field(() => Pontos, { description: 'Pontos a vencer.' }) pontos: number;
  @Field(() => [GrupoVencimentoDTO], { description: 'Uma linha por rede ou loja, mais pontos primeiro.' }) linhas: GrupoVencimentoDTO[];
}

@ObjectType('ProximoVencimento', { description: 'Os pontos que vencem primeiro e quando.' })
export class ProximoVencimentoDTO {
  @Field(() => Pontos, { description: 'Pontos que vencem nesse dia.' }) pontos: number;
  @Field({ description: 'O dia, AAAA-MM-DD.' }) venceEm: string;
}

@ObjectType('SaldoPontos', { description: 'O saldo de um vendedor e o próximo vencimento.' })
export class SaldoPontosDTO {
  @Field(() => ID, { description: 'O vendedor.' }) id: number;
  @Field(() => Pontos, { description: 'Saldo de pontos.' }) saldoPontos: number;
  @Field(() => ProximoVencimentoDTO, { nullable: true, description: 'Os pontos que vencem primeiro e quando; nulo quando não há pontos em aberto.' })
  proximoVencimento: ProximoVencimentoDTO | null;
}
