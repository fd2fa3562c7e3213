import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('ItemPesquisaMercado')
export class ItemPesquisaMercadoDTO {
  @Field(() => String, { nullable: true }) marca: string | null;
  @Field() produto: string;
  @Field(() => Int) qtde: number;
  @Field(() => Float) valorUnitario: number;
}

@ObjectType('PesquisaMercado')
export class PesquisaMercadoDTO {
  @Field(() => Int) id: number;
  @Field(() => Int) revendaId: number;
  @Field() cnpjRevenda: string;
  @Field({ description: 'Trade name (nomeFantasia) of the store.' }) revenda: string;
  @Field(() => Int) redeId: number;
  @Field({ description: 'Network name.' }) rede: string;
  @Field() cidade: string;
  @Field() categoria: string;
  @Field() comunicacao: string;
  @Field(() => Int) qtdeVendedores: number;
  @Field(() => Float) faturamento: number;
  @Field(() => Float) mediaMensal: number;
  @Field(() => Float, { description: 'Percent, 0 to 100.' }) share: number;
  @Field(() => [ItemPesquisaMercadoDTO]) produtosMaisVendidos: ItemPesquisaMercadoDTO[];
  @Field(() => [ItemPesquisaMercadoDTO]) produtosMaisVendidosConcorrentes: ItemPesquisaMercadoDTO[];
  @Field(() => Int, { description: 'Sum of the competitor quantities, computed by the server.' }) qtdeProdutosVendidos: number;
  @Field({ description: 'Sistema or Equipe.' }) fonte: string;
  @Field() criadoEm: Date;
}

@ObjectType('PaginaPesquisasMercado')
export class PaginaPesquisasMercadoDTO {
  @Field(() => [PesquisaMercadoDTO]) pesquisas: PesquisaMercadoDTO[];
  @Field(() => Int) total: number;
}

// Inputs are loose on purpose: the service answers missing or malformed values with the
// contract's messages, which a schema-level type error would hide.
@InputType()
export class ItemPesquisaMercadoInput {
  @Field(() => String, { nullable: true }) marca?: string | null;
  @Field(() => String, { nullable: true }) produto?: string | null;
  @Field(() => Float, { nullable: true }) qtde?: number | null;
  @Field(() => Float, { nullable: true }) valorUnitario?: number | null;
}

@InputType()
export class PesquisaMercadoInput {
  @Field(() => Int, { nullable: true, description: 'The store, by id (or give cnpjRevenda).' }) revendaId?: number | null;
  @Field(() => String, { nullable: true }) cnpjRevenda?: string | null;
  @Field(() => String, { nullable: true, description: "Defaults to the store's city." }) cidade?: string | null;
  @Field(() => String, { nullable: true }) categoria?: string | null;
  @Field(() => String, { nullable: true }) comunicacao?: string | null;
  @Field(() => Float, { nullable: true }) qtdeVendedores?: number | null;
  @Field(() => Float, { nullable: true }) faturamento?: number | null;
  @Field(() => Float, { nullable: true }) mediaMensal?: number | null;
  @Field(() => Float, { nullable: true }) share?: number | null;
  @Field(() => [ItemPesquisaMercadoInput], { nullable: true }) produtosMaisVendidos?: ItemPesquisaMercadoInput[] | null;
  @Field(() => [ItemPesquisaMercadoInput], { nullable: true }) produtosMaisVendidosConcorrentes?: ItemPesquisaMercadoInput[] | null;
  @Field(() => Float, { nullable: true, description: 'Ignored: the server always recomputes it.' }) qtdeProdutosVendidos?: number | null;
  @Field(() => String, { nullable: true }) fonte?: string | null;
}
