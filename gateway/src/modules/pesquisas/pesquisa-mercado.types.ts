import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { Dinheiro } from '../../graphql/dinheiro';
import { FONTE_PESQUISA } from './pesquisas.esquemas';

@ObjectType('ItemPesquisaMercado', { description: 'Uma linha de uma lista de produtos da pesquisa.' })
export class ItemPesquisaMercadoDTO {
  @Field(() => String, { nullable: true, description: 'Marca (sempre presente nos concorrentes).' }) marca: string | null;
  @Field({ description: 'Produto.' }) produto: string;
  @Field(() => Int, { description: 'Quantidade.' }) qtde: number;
  @Field(() => Dinheiro, { description: 'Valor unitário, em reais.' }) valorUnitario: number;
}

@ObjectType('PesquisaMercado', { description: 'Uma pesquisa de mercado de uma loja.' })
export class PesquisaMercadoDTO {
  @Field(() => ID, { description: 'Identificador da pesquisa.' }) id: number;
  @Field(() => ID, { description: 'Id da loja.' }) revendaId: number;
  @Field({ description: 'CNPJ da loja (só dígitos).' }) cnpjRevenda: string;
  @Field({ description: 'Nome fantasia da loja.' }) revenda: string;
  @Field(() => ID, { description: 'Id da rede da loja.' }) redeId: number;
  @Field({ description: 'Nome da rede.' }) rede: string;
  @Field({ description: 'Cidade.' }) cidade: string;
  @Field({ description: 'Categoria da loja.' }) categoria: string;
  @Field({ description: 'Comunicação usada pela loja.' }) comunicacao: string;
  @Field(() => Int, { description: 'Quantidade de vendedores.' }) qtdeVendedores: number;
  @Field(() => Dinheiro, { description: 'Faturamento, em reais.' }) faturamento: number;
  @Field(() => Dinheiro, { description: 'Média mensal, em reais.' }) mediaMensal: number;
  @Field(() => Float, { description: 'Percentual, de 0 a 100.' }) share: number;
  @Field(() => [ItemPesquisaMercadoDTO], { description: 'Os 5 produtos mais vendidos.' }) produtosMaisVendidos: ItemPesquisaMercadoDTO[];
  @Field(() => [ItemPesquisaMercadoDTO], { description: 'Os 5 produtos concorrentes mais vendidos.' })
  produtosMaisVendidosConcorrentes: ItemPesquisaMercadoDTO[];
  @Field(() => Int, { description: 'Soma das quantidades dos concorrentes, calculada pelo servidor.' }) qtdeProdutosVendidos: number;
  @Field(() => FONTE_PESQUISA, { description: 'Quem preencheu a pesquisa.' }) fonte: string;
  @Field({ description: 'Quando foi cadastrada.' }) criadoEm: Date;
}
