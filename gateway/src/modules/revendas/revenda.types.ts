import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { enumeracaoGraphql } from '../../graphql/entrada';

/** How a store's sales are scored (spec 1 §3): names for the schema, the contract's 0–2 underneath. */
export const TIPO_PONTUACAO_ENUM = enumeracaoGraphql('TipoPontuacao', { SISTEMA: 0, DIGITACAO: 1, FOTO: 2 } as const, 'Como as vendas de uma loja são pontuadas.', {
  SISTEMA: 'Pelo sistema (relatório de vendas ou Nova venda)', DIGITACAO: 'O vendedor digita a nota', FOTO: 'O vendedor envia a foto da nota',
});

@ObjectType('Revenda')
export class RevendaDTO {
  @Field(() => Int) id: number;
  @Field(() => Int) redeId: number;
  @Field({ description: 'Network name.' }) rede: string;
  @Field() codigo: string;
  @Field() cnpj: string;
  @Field(() => String, { nullable: true, description: 'CNPJ of the distribution centre or master store whose invoices also count for this store.' })
  cnpjCddRevendaMaster: string | null;
  @Field() nomeFantasia: string;
  @Field(() => String, { nullable: true }) razaoSocial: string | null;
  @Field(() => String, { nullable: true }) responsavel: string | null;
  @Field(() => String, { nullable: true }) email: string | null;
  @Field(() => String, { nullable: true }) telefone: string | null;
  @Field(() => String, { nullable: true }) celular: string | null;
  @Field(() => String, { nullable: true }) endRua: string | null;
  @Field(() => String, { nullable: true }) endNumero: string | null;
  @Field(() => String, { nullable: true }) endComplemento: string | null;
  @Field(() => String, { nullable: true }) endBairro: string | null;
  @Field(() => String, { nullable: true }) endCidade: string | null;
  @Field(() => String, { nullable: true }) endEstado: string | null;
  @Field(() => String, { nullable: true }) endCep: string | null;
  @Field(() => Int, { description: '0 Sistema, 1 Digitação, 2 Foto.' }) tipoPontuacao: number;
  @Field(() => Int, { description: '1 to 10 (1x–10x).' }) fatorPontuacao: number;
  @Field(() => Int, { description: '0 Inicial, 1 A, 2 B, 3 C.' }) cenario: number;
  @Field() resgateLiberado: boolean;
  @Field({ description: 'Sales of this store may arrive in the sales report upload.' }) lancamentoRelatorio: boolean;
  @Field({ description: 'Staff may register sales of this store by hand (Nova Venda).' }) lancamentoManual: boolean;
  @Field() ativo: boolean;
  @Field(() => Date) criadoEm: Date;
  // Figures: only when asked for (completo) and on the detail.
  @Field(() => Int, { nullable: true, description: 'Active salespeople (completo).' }) numeroParceiros?: number | null;
  @Field(() => Float, { nullable: true, description: 'Sum of valid sales (completo).' }) totalVendas?: number | null;
  @Field(() => Float, { nullable: true, description: 'Points of valid sales (completo).' }) totalPontos?: number | null;
  @Field(() => Float, { nullable: true, description: 'Current balance of its salespeople (completo).' }) saldoPontos?: number | null;
  @Field(() => Date, { nullable: true, description: 'Last valid sale scored (completo).' }) ultimaPontuacao?: Date | null;
}

@ObjectType('RevendasPagina')
export class RevendasPaginaDTO {
  @Field(() => [RevendaDTO]) linhas: RevendaDTO[];
  @Field(() => Int) total: number;
}

/**
 * Cadastrar Loja and the edit dialog. Nullable on purpose: a missing value gets the form's
 * '<label> obrigatório', not a GraphQL type error. Masked or digits-only documents are accepted.
 */
@InputType()
export class RevendaInput {
  @Field(() => Int, { nullable: true, description: 'Network id.' }) rede?: number | null;
  @Field(() => String, { nullable: true }) codigo?: string | null;
  @Field(() => String, { nullable: true }) cnpj?: string | null;
  @Field(() => String, { nullable: true }) cnpjCddRevendaMaster?: string | null;
  @Field(() => String, { nullable: true }) nomeFantasia?: string | null;
  @Field(() => String, { nullable: true }) razaoSocial?: string | null;
  @Field(() => String, { nullable: true }) responsavel?: string | null;
  @Field(() => String, { nullable: true }) email?: string | null;
  @Field(() => String, { nullable: true }) telefone?: string | null;
  @Field(() => String, { nullable: true }) celular?: string | null;
  @Field(() => String, { nullable: true }) endRua?: string | null;
  @Field(() => String, { nullable: true }) endNumero?: string | null;
  @Field(() => String, { nullable: true }) endComplemento?: string | null;
  @Field(() => String, { nullable: true }) endBairro?: string | null;
  @Field(() => String, { nullable: true }) endCidade?: string | null;
  @Field(() => String, { nullable: true }) endEstado?: string | null;
  @Field(() => String, { nullable: true }) endCep?: string | null;
  @Field(() => Int, { nullable: true }) tipoPontuacao?: number | null;
  @Field(() => Int, { nullable: true }) fatorPontuacao?: number | null;
  @Field(() => Int, { nullable: true }) cenario?: number | null;
  @Field(() => Boolean, { nullable: true }) lancamentoRelatorio?: boolean | null;
  @Field(() => Boolean, { nullable: true }) lancamentoManual?: boolean | null;
}
