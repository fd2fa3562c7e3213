import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Dinheiro, Pontos } from '../../graphql/dinheiro';

@ObjectType('Produto', { description: 'Um produto do catálogo da marca (Produtos Experiências SW): o que a venda pontua.' })
export class ProdutoDTO {
  @Field(() => ID, { description: 'Identificador do produto.' }) id: number;
  @Field({ description: 'Código Experiências SW do produto (único no catálogo).' }) codigo: string;
  @Field({ description: 'Descrição do produto, como as telas a mostram.' }) nome: string;
  @Field(() => Dinheiro, { description: 'Preço unitário de referência, em reais.' }) valorUnitario: number;
  @Field(() => Pontos, { description: 'Pontos creditados por unidade vendida.' }) valorPontos: number;
  @Field(() => String, { nullable: true, description: 'EAN/UPC, lido pelo leitor de código de barras da loja virtual; nulo quando não cadastrado.' })
  codigoBarras: string | null;
  @Field({ description: 'Se o produto está ativo; o membro da loja só encontra produtos ativos.' }) ativo: boolean;
}

@ObjectType('StatusProdutoAlterado', { description: 'O produto depois de ativado ou desativado, e quantos produtos loja o seguiram.' })
export class StatusProdutoDTO {
  @Field(() => ProdutoDTO, { description: 'O produto com o novo status.' }) produto: ProdutoDTO;
  @Field(() => Int, { description: 'Quantos produtos loja passaram ao mesmo status (só com atualizarRevenda; senão 0).' }) produtosRevendaAtualizados: number;
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
