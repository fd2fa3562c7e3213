import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Dinheiro, Pontos } from '../../graphql/dinheiro';
import { enumeracaoGraphql } from '../../graphql/entrada';

/** The fiscal document's type as a GraphQL enum; the names are the contract's values (N, C). */
export const TIPO_FISCAL_ENUM = enumeracaoGraphql('TipoFiscal', { N: 'N', C: 'C' } as const, 'Tipo do documento fiscal de uma venda.', {
  N: 'Nota fiscal',
  C: 'Cupom fiscal',
});

@ObjectType('ResultadoPontuacao', { description: 'A venda registrada pela Nova venda e os pontos que ela rendeu.' })
export class ResultadoPontuacaoDTO {
  @Field({ description: 'Mensagem de sucesso para mostrar.' }) mensagem: string;
  @Field(() => ID, { description: 'Identificador da venda criada.' }) id: string;
  @Field(() => Pontos, { description: 'Pontos que os itens rendem (quantidade × pontos do produto × fator da loja).' }) totalPontos: number;
  @Field(() => Pontos, { description: 'Pontos creditados ao vendedor: totalPontos dentro do limite de pontuação do sistema.' }) pontosCreditados: number;
  @Field(() => Dinheiro, { description: 'Valor da venda, em reais (soma dos itens).' }) totalVenda: number;
  @Field(() => Dinheiro, { description: 'Soma dos descontos, em reais.' }) totalDescontos: number;
}

@ObjectType('VendaDocumento', { description: 'Uma venda não cancelada com o número fiscal consultado (conferência de duplicidade).' })
export class VendaDocumentoDTO {
  @Field(() => ID, { description: 'Identificador da venda.' }) id: string;
  @Field({ description: 'Número fiscal.' }) identificador: string;
  @Field(() => TIPO_FISCAL_ENUM, { description: 'Tipo do documento fiscal.' }) tipoFiscal: string;
  @Field(() => ID, { description: 'Identificador da loja.' }) revendaId: number;
  @Field({ description: 'Código da loja.' }) codRevenda: string;
  @Field({ description: 'Nome do vendedor.' }) parceiro: string;
  @Field(() => Dinheiro, { description: 'Valor da venda, em reais.' }) totalVenda: number;
  @Field(() => Pontos, { description: 'Pontos da venda.' }) totalPontos: number;
  @Field({ description: 'Dia da venda (AAAA-MM-DD).' }) realizadoEm: string;
  @Field({ description: 'Quando a venda foi pontuada.' }) pontuadoEm: Date;
}

@ObjectType('PreviaItemVenda', { description: 'Os pontos de uma linha da Nova venda antes de salvar.' })
export class PreviaItemVendaDTO {
  @Field({ description: 'O código do produto (o do cadastro quando participante).' }) codigo: string;
  @Field(() => Int, { description: 'Quantidade.' }) qtde: number;
  @Field({ description: 'Se o código é um produto participante da loja do vendedor (senão a venda é recusada).' }) participante: boolean;
  @Field(() => String, { nullable: true, description: 'Nome do produto; nulo quando não participa.' }) descricao: string | null;
  @Field(() => Pontos, { nullable: true, description: 'Pontos do produto por unidade; nulo quando não participa.' }) pontosProduto: number | null;
  @Field(() => Pontos, { nullable: true, description: 'Pontos da linha: quantidade × pontos do produto × fator da loja; nulo quando não participa.' }) pontos:
    number | null;
}

@ObjectType('PreviaVenda', { description: 'O que a Nova venda creditaria, pela mesma regra do servidor, sem gravar nada.' })
export class PreviaVendaDTO {
  @Field(() => Int, { description: 'Fator de pontuação da loja do vendedor (1 a 10).' }) fator: number;
  @Field(() => [PreviaItemVendaDTO], { description: 'Cada linha, na ordem enviada.' }) itens: PreviaItemVendaDTO[];
  @Field(() => Pontos, { description: 'Soma dos pontos das linhas participantes.' }) totalPontos: number;
  @Field(() => Pontos, { description: 'O que seria creditado: totalPontos dentro do limite de pontuação do sistema.' }) pontosCreditados: number;
  @Field(() => Pontos, { description: 'O limite de pontuação por venda em vigor.' }) limitePontuacao: number;
}
