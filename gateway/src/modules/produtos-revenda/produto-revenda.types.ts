import { Field, ID, ObjectType } from 'type-graphql';
import { Dinheiro, Pontos } from '../../graphql/dinheiro';

@ObjectType('ProdutoRevenda', { description: 'O código, a descrição e o preço que uma loja dá a um produto do catálogo (Produtos Loja).' })
export class ProdutoRevendaDTO {
  @Field(() => ID, { description: 'Identificador do produto loja.' }) id: number;
  @Field(() => ID, { description: 'Identificador da loja (revenda) dona deste código.' }) revendaId: number;
  @Field({ description: 'CNPJ da loja, só dígitos.' }) cnpjRevenda: string;
  @Field({ description: 'Nome fantasia da loja.' }) nomeRevenda: string;
  @Field(() => ID, { description: 'Identificador do produto do catálogo a que este código corresponde.' }) produtoId: number;
  @Field({ description: 'Código do produto no catálogo (Código Experiências SW).' }) codigoPadrao: string;
  @Field({ description: 'Descrição do produto no catálogo.' }) nomePadrao: string;
  @Field({ description: 'Código do produto na loja (Código Loja).' }) codigo: string;
  @Field({ description: 'Descrição do produto na loja (Descrição Loja).' }) nome: string;
  @Field(() => Dinheiro, { description: 'Preço unitário na loja, em reais.' }) valorUnitario: number;
  @Field(() => Pontos, { description: 'Pontos creditados por unidade vendida nesta loja.' }) valorPontos: number;
  @Field({ description: 'Verdadeiro enquanto valorPontos acompanha o do produto do catálogo.' }) valorPontosHerdado: boolean;
  @Field({ description: 'Se o produto loja está ativo.' }) ativo: boolean;
}

/** Optional fields, so the service answers a missing one with the contract message. */

/** A row of the store products query. */
export interface LinhaProdutoRevenda {
  id: number;
  revenda_id: number;
  cnpj_revenda: string;
  nome_revenda: string;
  produto_id: number;
  codigo_padrao: string;
  nome_padrao: string;
  codigo: string;
  nome: string;
  valor_unitario: string;
  valor_pontos: string;
  valor_pontos_herdado: boolean;
  ativo: boolean;
}

export const produtoRevendaDTO = (l: LinhaProdutoRevenda): ProdutoRevendaDTO => ({
  id: l.id,
  revendaId: l.revenda_id,
  cnpjRevenda: l.cnpj_revenda,
  nomeRevenda: l.nome_revenda,
  produtoId: l.produto_id,
  codigoPadrao: l.codigo_padrao,
  nomePadrao: l.nome_padrao,
  codigo: l.codigo,
  nome: l.nome,
  valorUnitario: Number(l.valor_unitario),
  valorPontos: Number(l.valor_pontos),
  valorPontosHerdado: l.valor_pontos_herdado,
  ativo: l.ativo,
});
