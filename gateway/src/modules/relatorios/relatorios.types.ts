import { Field, Float, Int, ObjectType } from 'type-graphql';
import { RedeAntifraudeDTO } from '../sessoes/sessao.types';

@ObjectType('TarefaRelatorio', { description: 'A report job of the shared queue; status pendente, executando, concluida or falhou.' })
export class TarefaRelatorioDTO {
  @Field() id: string;
  @Field({ description: 'relatorio, compras-pontuacao, taxa-sucesso, antifraude or mensuracao' }) tipo: string;
  @Field() nome: string;
  @Field() status: string;
  @Field(() => Int) progresso: number;
  @Field(() => String, { nullable: true }) etapa: string | null;
  @Field(() => String, { nullable: true }) erro: string | null;
  @Field(() => String, { nullable: true, description: 'JSON: rows written and milliseconds taken' }) resultado: string | null;
  @Field({ description: 'JSON: ano and mes for the month reports' }) parametros: string;
  @Field() criadoEm: Date;
  @Field(() => Date, { nullable: true }) iniciadoEm: Date | null;
  @Field(() => Date, { nullable: true }) concluidoEm: Date | null;
}

@ObjectType('GeracaoRelatorio')
export class GeracaoRelatorioDTO {
  @Field() mensagem: string;
  @Field(() => TarefaRelatorioDTO) tarefa: TarefaRelatorioDTO;
}

@ObjectType('ParametrosAnotacao')
export class ParametrosAnotacaoDTO {
  @Field(() => String, { nullable: true }) observacao?: string | null;
  @Field(() => Float, { nullable: true }) quantidade?: number | null;
  @Field(() => Float, { nullable: true }) saldo?: number | null;
  @Field(() => String, { nullable: true }) data?: string | null;
}

@ObjectType('AnotacaoRelatorio', { description: 'One entry of an observation, release or stock history.' })
export class AnotacaoRelatorioDTO {
  @Field() nome: string;
  @Field() criadoEm: Date;
  @Field(() => ParametrosAnotacaoDTO) parametros: ParametrosAnotacaoDTO;
}

@ObjectType('LiberacaoAntifraude')
export class LiberacaoAntifraudeDTO {
  @Field() mensagem: string;
  @Field(() => [RedeAntifraudeDTO]) redesAntifraude: RedeAntifraudeDTO[];
}

@ObjectType('LinhaMensuracao')
export class LinhaMensuracaoDTO {
  @Field(() => Int) redeId: number;
  @Field() rede: string;
  @Field(() => Int) mesesAtendidosAntes: number;
  @Field(() => Float, { nullable: true }) mediaMensal: number | null;
  @Field(() => Float, { nullable: true }) mediaMensalPos: number | null;
  @Field(() => Float, { nullable: true, description: 'Percent' }) resultadoMensal: number | null;
  @Field(() => Float, { nullable: true }) mediaSemanal: number | null;
  @Field(() => Float, { nullable: true }) mediaSemanalPos: number | null;
  @Field(() => Float, { nullable: true, description: 'Percent' }) resultadoSemanal: number | null;
  @Field(() => Float) totalVendidoPos: number;
  @Field(() => Int) mesesAtendidosPos: number;
  @Field() dataCadastro: string;
  @Field(() => String, { nullable: true }) observacao: string | null;
}

@ObjectType('LinhaTaxaSucesso')
export class LinhaTaxaSucessoDTO {
  @Field(() => Int) redeId: number;
  @Field() rede: string;
  @Field() produto: string;
  @Field() codProduto: string;
  @Field(() => Float) valorUnitarioProduto: number;
  @Field() mes: string;
  @Field(() => Int) ano: number;
  @Field(() => Float) qtdVendidaAntes: number;
  @Field(() => Int) mesesAtendidoAntes: number;
  @Field(() => Float, { nullable: true }) mediaMensal: number | null;
  @Field(() => Float) qtdVendida: number;
  @Field(() => Float, { nullable: true }) aumentoVendas: number | null;
  @Field(() => Float, { nullable: true }) aumentoVendasDinheiro: number | null;
  @Field(() => Float, { nullable: true, description: 'Percent' }) taxaSucesso: number | null;
}

@ObjectType('LinhaAntifraude')
export class LinhaAntifraudeDTO {
  @Field(() => Int) redeId: number;
  @Field() rede: string;
  @Field(() => Int) produtoId: number;
  @Field() codProduto: string;
  @Field() produto: string;
  @Field(() => Float) qtdVendida: number;
  @Field(() => Float) qtdPontuada: number;
  @Field(() => Float) liberado: number;
  @Field(() => Float) qtdAf: number;
  @Field(() => Float) pontosUnitario: number;
  @Field(() => Float) saldoPontos: number;
  @Field(() => String, { nullable: true }) observacao: string | null;
}

@ObjectType('LinhaHistorico', { description: 'Sell-in value (R$) per month of the year.' })
export class LinhaHistoricoDTO {
  @Field(() => Int) redeId: number;
  @Field() rede: string;
  @Field(() => Float) janeiro: number;
  @Field(() => Float) fevereiro: number;
  @Field(() => Float) marco: number;
  @Field(() => Float) abril: number;
  @Field(() => Float) maio: number;
  @Field(() => Float) junho: number;
  @Field(() => Float) julho: number;
  @Field(() => Float) agosto: number;
  @Field(() => Float) setembro: number;
  @Field(() => Float) outubro: number;
  @Field(() => Float) novembro: number;
  @Field(() => Float) dezembro: number;
  @Field(() => Float) total: number;
}

@ObjectType('PontoSerieMensal')
export class PontoSerieMensalDTO {
  @Field() mes: string;
  @Field(() => Float, { description: 'Sell-in value (R$)' }) compras: number;
  @Field(() => Float, { description: 'Sell-out value of scored sales (R$)' }) vendas: number;
  @Field(() => Float) qtdComprada: number;
  @Field(() => Float) qtdVendida: number;
}

@ObjectType('ProdutoVendido')
export class ProdutoVendidoDTO {
  @Field() revenda: string;
  @Field() cnpj: string;
  @Field() mes: string;
  @Field() codProduto: string;
  @Field() produto: string;
  @Field(() => Float) quantidade: number;
  @Field(() => Float) valorUnitarioMedio: number;
  @Field(() => Float) valorTotal: number;
  @Field(() => Float) totalPontuado: number;
}

@ObjectType('LinhaComprasPontuacao')
export class LinhaComprasPontuacaoDTO {
  @Field(() => Int) redeId: number;
  @Field() rede: string;
  @Field() codProduto: string;
  @Field() produto: string;
  @Field(() => String, { nullable: true }) dataUltimoPedido: string | null;
  @Field(() => Float, { nullable: true }) qtdUltimoPedido: number | null;
  @Field(() => String, { nullable: true }) dataPenultimoPedido: string | null;
  @Field(() => Float, { nullable: true }) qtdPenultimoPedido: number | null;
  @Field(() => Float) qtdVendida: number;
  @Field(() => Float) qtdPontuada: number;
  @Field(() => Float, { nullable: true }) saldoEstoqueRegional: number | null;
  @Field(() => Float, { nullable: true }) saldoEstoque: number | null;
}

@ObjectType('RelatorioExterno')
export class RelatorioExternoDTO {
  @Field(() => String, { nullable: true }) url: string | null;
  @Field(() => String, { nullable: true }) mensagem: string | null;
}
