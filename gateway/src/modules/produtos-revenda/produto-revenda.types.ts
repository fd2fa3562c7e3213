import { Field, Float, ID, ObjectType } from 'type-graphql';
import { Dinheiro } from '../../graphql/dinheiro';

@ObjectType('ProdutoRevenda', { description: "A store's own code, description and price for a catalogue product (Produtos Loja)." })
export class ProdutoRevendaDTO {
  @Field(() => ID) id: number;
  @Field(() => ID) revendaId: number;
  @Field() cnpjRevenda: string;
  @Field({ description: 'Trade name of the store.' }) nomeRevenda: string;
  @Field(() => ID) produtoId: number;
  @Field({ description: 'Catalogue code (Código Experiências SW).' }) codigoPadrao: string;
  @Field({ description: 'Catalogue description.' }) nomePadrao: string;
  @Field({ description: 'Store code (Código Loja).' }) codigo: string;
  @Field({ description: 'Store description (Descrição Loja).' }) nome: string;
  @Field(() => Dinheiro) valorUnitario: number;
  @Field(() => Float) valorPontos: number;
  @Field({ description: "True while valorPontos follows the catalogue product's." }) valorPontosHerdado: boolean;
  @Field() ativo: boolean;
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
