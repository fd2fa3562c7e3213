import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Dinheiro, Pontos } from '../../graphql/dinheiro';
import { enumeracaoGraphql } from '../../graphql/entrada';
import { TIPO_FISCAL_ENUM } from './vendas.types';

/** A scored sale's state as a GraphQL enum; the contract's values ('pontuada', 'cancelada') underneath. */
export const STATUS_VENDA_PONTUADA = enumeracaoGraphql(
  'StatusVendaPontuada',
  { PONTUADA: 'pontuada', CANCELADA: 'cancelada' } as const,
  'Situação de uma venda pontuada.',
  { PONTUADA: 'Pontos creditados', CANCELADA: 'Cancelada: os pontos foram estornados' },
);

@ObjectType('VendaPontuada', { description: 'Uma venda pontuada (spec 2 §3): uma linha de Pontuações e das vendas de um vendedor.' })
export class VendaPontuadaDTO {
  @Field(() => ID, { description: 'Identificador da venda.' }) id: string;
  @Field({ description: 'Nome do vendedor.' }) parceiro: string;
  @Field({ description: 'CPF do vendedor (11 dígitos).' }) cpf: string;
  @Field({ description: 'Nome fantasia da loja.' }) revenda: string;
  @Field({ description: 'CNPJ da loja (14 dígitos).' }) cnpj: string;
  @Field({ description: 'Código da loja.' }) codRevenda: string;
  @Field({ description: 'Nome da rede da loja.' }) rede: string;
  @Field(() => String, { nullable: true, description: 'Cidade da loja.' }) cidade: string | null;
  @Field(() => String, { nullable: true, description: 'Número fiscal.' }) identificador: string | null;
  @Field(() => TIPO_FISCAL_ENUM, { description: 'Tipo do documento fiscal.' }) tipoFiscal: string;
  @Field(() => Dinheiro, { description: 'Valor da venda, em reais.' }) totalVenda: number;
  @Field(() => Pontos, { description: 'Pontos da venda.' }) totalPontos: number;
  @Field(() => Dinheiro, {
    nullable: true,
    description: 'Quanto custam os pontos creditados (pontos × valor do ponto); nulo para quem não vê o valor do ponto.',
  })
  valorCusto: number | null;
  @Field({ description: 'Dia da venda (AAAA-MM-DD).' }) realizadoEm: string;
  @Field({ description: 'Quando a venda foi pontuada.' }) pontuadoEm: Date;
  @Field(() => String, { nullable: true, description: 'Dia (AAAA-MM-DD, São Paulo) em que vencem os pontos creditados por esta venda.' }) venceEm:
    string | null;
  @Field({ description: 'Quando a venda foi registrada.' }) criadoEm: Date;
  @Field(() => Int, { description: 'Quantas linhas de item a venda tem.' }) qtdItens: number;
  @Field(() => String, { nullable: true, description: 'O comprovante.' }) linkArquivo: string | null;
  @Field(() => String, { nullable: true, description: 'Extensão do comprovante (jpg, png, pdf…).' }) tipoArquivo: string | null;
  @Field(() => String, { nullable: true, description: 'Quem aprovou a pontuação ou digitou a venda.' }) aprovadoPor: string | null;
  @Field(() => STATUS_VENDA_PONTUADA, { description: 'Situação da venda.' }) status: string;
  @Field({ description: 'Se a venda foi cancelada.' }) cancelada: boolean;
  @Field(() => Date, { nullable: true, description: 'Quando a venda foi cancelada.' }) canceladaEm: Date | null;
  @Field(() => ID, { nullable: true, description: 'A pontuação de onde a venda veio, se houver.' }) idPontuacao: string | null;
  @Field(() => String, { nullable: true, description: 'Motivo pelo qual a pontuação desta venda foi reprovada alguma vez, se foi.' }) reprovadoMotivo:
    string | null;
}

@ObjectType('ItemVendaPontuada', { description: 'Um item de uma venda pontuada (spec 2 §3).' })
export class ItemVendaPontuadaDTO {
  @Field(() => ID, { description: 'Identificador do item.' }) id: string;
  @Field({ description: 'Código do produto como foi vendido.' }) codigo: string;
  @Field({ description: 'Descrição do produto.' }) descricao: string;
  @Field({ description: 'Nome do produto (o mesmo que descricao).' }) nome: string;
  @Field(() => Int, { description: 'Quantidade.' }) qtde: number;
  @Field(() => Dinheiro, { description: 'Valor unitário, em reais.' }) valorUnitario: number;
  @Field(() => Dinheiro, { description: 'Desconto da linha, em reais.' }) valorDesconto: number;
  @Field(() => Dinheiro, { description: 'Subtotal da linha, em reais.' }) subTotal: number;
  @Field(() => Pontos, { description: 'Pontos da linha.' }) valorPontos: number;
}

@ObjectType('UsuarioHistorico', { description: 'Quem fez uma mudança de situação.' })
export class UsuarioHistoricoDTO {
  @Field(() => String, { nullable: true, description: 'Nome do usuário (ou do vendedor, num envio).' }) nome: string | null;
}

@ObjectType('HistoricoStatusVenda', { description: 'Uma mudança de situação da venda ou da sua pontuação (spec 2 §3; nomes como o contrato os escreve).' })
export class HistoricoStatusDTO {
  @Field(() => ID, { description: 'Identificador da mudança.' }) id: string;
  @Field({ description: 'Quando aconteceu.' }) created_at: Date;
  @Field(() => UsuarioHistoricoDTO, { description: 'Quem fez.' }) usuario: UsuarioHistoricoDTO;
  @Field(() => String, { nullable: true, description: 'Situação anterior.' }) status_anterior: string | null;
  @Field({ description: 'Situação nova (da venda ou da pontuação).' }) status_novo: string;
  @Field(() => String, { nullable: true, description: 'Justificativa.' }) justificativa: string | null;
}

@ObjectType('ProdutoMaisVendido', { description: 'Um produto do catálogo entre os mais vendidos do período.' })
export class ProdutoMaisVendidoDTO {
  @Field(() => ID, { description: 'Identificador do produto.' }) produtoId: number;
  @Field({ description: 'Código do produto.' }) codigo: string;
  @Field({ description: 'Nome do produto.' }) produto: string;
  @Field(() => Int, { description: 'Unidades vendidas.' }) quantidade: number;
  @Field(() => Dinheiro, { description: 'Valor vendido, em reais.' }) valorTotal: number;
  @Field(() => Pontos, { description: 'Pontos das linhas.' }) totalPontos: number;
  @Field(() => Int, { description: 'Quantas vendas têm o produto.' }) vendas: number;
}

@ObjectType('MotivoReprovacaoVenda', { description: 'A última reprovação da pontuação de uma venda.' })
export class MotivoReprovacaoDTO {
  @Field({ description: 'O motivo.' }) reprovadoMotivo: string;
  @Field({ description: 'Quando foi reprovada.' }) reprovadoEm: Date;
  @Field(() => String, { nullable: true, description: 'Quem reprovou.' }) reprovadoPor: string | null;
}
