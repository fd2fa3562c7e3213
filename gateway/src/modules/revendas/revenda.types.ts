import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Dinheiro, Pontos } from '../../graphql/dinheiro';
import { enumeracaoGraphql } from '../../graphql/entrada';

/** How a store's sales are scored (spec 1 §3): names for the schema, the contract's 0–2 underneath. */
export const TIPO_PONTUACAO_ENUM = enumeracaoGraphql(
  'TipoPontuacao',
  { SISTEMA: 0, DIGITACAO: 1, FOTO: 2 } as const,
  'Como as vendas de uma loja são pontuadas.',
  {
    SISTEMA: 'Pelo sistema (relatório de vendas ou Nova venda)',
    DIGITACAO: 'O vendedor digita a nota',
    FOTO: 'O vendedor envia a foto da nota',
  },
);

/** A store's scenario (spec 1 §3): names for the schema, the contract's 0–3 underneath. */
export const CENARIO_ENUM = enumeracaoGraphql('CenarioLoja', { INICIAL: 0, A: 1, B: 2, C: 3 } as const, 'Cenário de uma loja.', {
  INICIAL: 'Inicial',
  A: 'Cenário A',
  B: 'Cenário B',
  C: 'Cenário C',
});

@ObjectType('Revenda', { description: 'Uma loja (revenda) de uma rede, com os seus números quando pedidos (completo) e no detalhe.' })
export class RevendaDTO {
  @Field(() => ID, { description: 'Identificador da loja.' }) id: number;
  @Field(() => ID, { description: 'Identificador da rede.' }) redeId: number;
  @Field({ description: 'Nome da rede.' }) rede: string;
  @Field({ description: 'Código da loja.' }) codigo: string;
  @Field({ description: 'CNPJ (14 dígitos).' }) cnpj: string;
  @Field(() => String, { nullable: true, description: 'CNPJ do CDD ou da loja master cujas notas também contam para esta loja.' })
  cnpjCddRevendaMaster: string | null;
  @Field({ description: 'Nome fantasia.' }) nomeFantasia: string;
  @Field(() => String, { nullable: true, description: 'Razão social.' }) razaoSocial: string | null;
  @Field(() => String, { nullable: true, description: 'Responsável.' }) responsavel: string | null;
  @Field(() => String, { nullable: true, description: 'Email.' }) email: string | null;
  @Field(() => String, { nullable: true, description: 'Telefone (só dígitos).' }) telefone: string | null;
  @Field(() => String, { nullable: true, description: 'Celular (só dígitos).' }) celular: string | null;
  @Field(() => String, { nullable: true, description: 'Rua.' }) endRua: string | null;
  @Field(() => String, { nullable: true, description: 'Número.' }) endNumero: string | null;
  @Field(() => String, { nullable: true, description: 'Complemento.' }) endComplemento: string | null;
  @Field(() => String, { nullable: true, description: 'Bairro.' }) endBairro: string | null;
  @Field(() => String, { nullable: true, description: 'Cidade.' }) endCidade: string | null;
  @Field(() => String, { nullable: true, description: 'UF.' }) endEstado: string | null;
  @Field(() => String, { nullable: true, description: 'CEP (só dígitos).' }) endCep: string | null;
  @Field(() => TIPO_PONTUACAO_ENUM, { description: 'Como as vendas são pontuadas.' }) tipoPontuacao: number;
  @Field(() => Int, { description: 'Fator de pontuação, 1 a 10 (1x–10x).' }) fatorPontuacao: number;
  @Field(() => CENARIO_ENUM, { description: 'Cenário da loja.' }) cenario: number;
  @Field({ description: 'Se os vendedores da loja podem resgatar.' }) resgateLiberado: boolean;
  @Field({ description: 'Vendas desta loja podem chegar no upload do relatório de vendas.' }) lancamentoRelatorio: boolean;
  @Field({ description: 'A equipe pode lançar vendas desta loja à mão (Nova venda).' }) lancamentoManual: boolean;
  @Field({ description: 'Se a loja está ativa.' }) ativo: boolean;
  @Field(() => Date, { description: 'Quando foi cadastrada.' }) criadoEm: Date;
  // Figures: only when asked for (completo) and on the detail.
  @Field(() => Int, { nullable: true, description: 'Vendedores ativos (completo).' }) numeroParceiros?: number | null;
  @Field(() => Dinheiro, { nullable: true, description: 'Soma das vendas válidas, em reais (completo).' }) totalVendas?: number | null;
  @Field(() => Pontos, { nullable: true, description: 'Pontos das vendas válidas (completo).' }) totalPontos?: number | null;
  @Field(() => Pontos, { nullable: true, description: 'Saldo atual dos seus vendedores (completo).' }) saldoPontos?: number | null;
  @Field(() => Date, { nullable: true, description: 'Última venda válida pontuada (completo).' }) ultimaPontuacao?: Date | null;
}
