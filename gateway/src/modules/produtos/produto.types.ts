import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { Dinheiro } from '../../graphql/dinheiro';

@ObjectType('Produto', { description: 'A product of the brand catalogue (Produtos Experiências SW).' })
export class ProdutoDTO {
  @Field(() => ID) id: number;
  @Field() codigo: string;
  @Field({ description: 'Shown as Descrição.' }) nome: string;
  @Field(() => Dinheiro) valorUnitario: number;
  @Field(() => Float, { description: 'Points per unit sold.' }) valorPontos: number;
  @Field(() => String, { nullable: true, description: 'EAN/UPC, for the storefront barcode reader.' }) codigoBarras: string | null;
  @Field() ativo: boolean;
}

@ObjectType('StatusProdutoAlterado')
export class StatusProdutoDTO {
  @Field(() => ProdutoDTO) produto: ProdutoDTO;
  @Field(() => Int, { description: 'Store products whose ativo followed the product (atualizarRevenda).' }) produtosRevendaAtualizados: number;
}

/** A row of the produtos table as the raw queries read it. */
export interface LinhaProduto {
  id: number;
  codigo: string;
  nome: string;
  valor_unitario: string;
  valor_pontos: string;
  codigo_barras: string | null;
  ativo: boolean;
}

export const produtoDTO = (l: LinhaProduto): ProdutoDTO => ({
  id: l.id,
  codigo: l.codigo,
  nome: l.nome,
  valorUnitario: Number(l.valor_unitario),
  valorPontos: Number(l.valor_pontos),
  codigoBarras: l.codigo_barras,
  ativo: l.ativo,
});
