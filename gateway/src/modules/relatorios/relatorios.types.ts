import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { Dinheiro, Pontos } from '../../graphql/dinheiro';
import { enumeracaoGraphql } from '../../graphql/entrada';
import { RedeAntifraudeDTO } from '../sessoes/sessao.types';

/** The reports the job queue generates (common TAREFAS_RELATORIO), by their contract names. */
export const TIPO_RELATORIO = enumeracaoGraphql(
  'TipoRelatorio',
  {
    RELATORIO: 'relatorio',
    COMPRAS_PONTUACAO: 'compras-pontuacao',
    TAXA_SUCESSO: 'taxa-sucesso',
    ANTIFRAUDE: 'antifraude',
    MENSURACAO: 'mensuracao',
  } as const,
  'Um relatório que a fila de tarefas gera.',
  {
    RELATORIO: 'Relatório de vendas (histórico e produtos vendidos)',
    COMPRAS_PONTUACAO: 'Compras x Pontuação (de um mês)',
    TAXA_SUCESSO: 'Taxa de Sucesso (de um mês)',
    ANTIFRAUDE: 'Antifraude',
    MENSURACAO: 'Mensuração',
  },
);

/** Where a job of the queue is (core/tarefas.ts). */
export const STATUS_TAREFA = enumeracaoGraphql(
  'StatusTarefa',
  { PENDENTE: 'pendente', EXECUTANDO: 'executando', CONCLUIDA: 'concluida', FALHOU: 'falhou' } as const,
  'Situação de uma tarefa da fila.',
  { PENDENTE: 'Na fila', EXECUTANDO: 'Em execução', CONCLUIDA: 'Concluída', FALHOU: 'Falhou' },
);

@ObjectType('TarefaRelatorio', { description: 'A geração de um relatório na fila de tarefas, para a tela acompanhar.' })
export class TarefaRelatorioDTO {
  @Field(() => ID, { description: 'Identificador da tarefa.' }) id: string;
  @Field(() => TIPO_RELATORIO, { description: 'O relatório gerado.' }) tipo: string;
  @Field({ description: 'Nome do relatório, para a tela.' }) nome: string;
  @Field(() => STATUS_TAREFA, { description: 'Situação da tarefa.' }) status: string;
  @Field(() => Int, { description: 'Andamento, de 0 a 100.' }) progresso: number;
  @Field(() => String, { nullable: true, description: 'A etapa em andamento.' }) etapa: string | null;
  @Field(() => String, { nullable: true, description: 'Por que falhou.' }) erro: string | null;
  @Field(() => String, { nullable: true, description: 'JSON: linhas gravadas e milissegundos gastos.' }) resultado: string | null;
  @Field({ description: 'JSON: ano e mes, nos relatórios de um mês.' }) parametros: string;
  @Field({ description: 'Quando foi pedida.' }) criadoEm: Date;
  @Field(() => Date, { nullable: true, description: 'Quando começou.' }) iniciadoEm: Date | null;
  @Field(() => Date, { nullable: true, description: 'Quando terminou.' }) concluidoEm: Date | null;
}

@ObjectType('GeracaoRelatorio', { description: 'A geração pedida: a mensagem para mostrar e a tarefa a acompanhar.' })
export class GeracaoRelatorioDTO {
  @Field({ description: 'Iniciada, ou já em andamento.' }) mensagem: string;
  @Field(() => TarefaRelatorioDTO, { description: 'A tarefa (a nova ou a que já estava na fila).' }) tarefa: TarefaRelatorioDTO;
}

@ObjectType('ParametrosAnotacao', { description: 'O que uma anotação registrou (conforme o tipo).' })
export class ParametrosAnotacaoDTO {
  @Field(() => String, { nullable: true, description: 'O texto de uma observação.' }) observacao?: string | null;
  @Field(() => Float, { nullable: true, description: 'As unidades de uma liberação.' }) quantidade?: number | null;
  @Field(() => Float, { nullable: true, description: 'O saldo de estoque informado.' }) saldo?: number | null;
  @Field(() => String, { nullable: true, description: 'A data do saldo de estoque (AAAA-MM-DD).' }) data?: string | null;
}

@ObjectType('AnotacaoRelatorio', { description: 'Uma entrada do histórico de observações, liberações ou estoque.' })
export class AnotacaoRelatorioDTO {
  @Field({ description: 'Quem registrou.' }) nome: string;
  @Field({ description: 'Quando foi registrada.' }) criadoEm: Date;
  @Field(() => ParametrosAnotacaoDTO, { description: 'O que foi registrado.' }) parametros: ParametrosAnotacaoDTO;
}

@ObjectType('LiberacaoAntifraude', { description: 'Uma liberação registrada e as redes que seguem em alerta.' })
export class LiberacaoAntifraudeDTO {
  @Field({ description: 'A confirmação para mostrar.' }) mensagem: string;
  @Field(() => [RedeAntifraudeDTO], { description: 'As redes em alerta depois da liberação.' }) redesAntifraude: RedeAntifraudeDTO[];
}

@ObjectType('LinhaMensuracao', { description: 'Uma rede na Mensuração: médias de compra antes e depois da entrada no programa.' })
export class LinhaMensuracaoDTO {
  @Field(() => ID, { description: 'Identificador da rede.' }) redeId: number;
  @Field({ description: 'Nome da rede.' }) rede: string;
  @Field(() => Int, { description: 'Meses com compra antes da entrada.' }) mesesAtendidosAntes: number;
  @Field(() => Dinheiro, { nullable: true, description: 'Média mensal de compras antes (R$).' }) mediaMensal: number | null;
  @Field(() => Dinheiro, { nullable: true, description: 'Média mensal de compras depois (R$).' }) mediaMensalPos: number | null;
  @Field(() => Float, { nullable: true, description: 'Resultado mensal, em porcentagem.' }) resultadoMensal: number | null;
  @Field(() => Dinheiro, { nullable: true, description: 'Média semanal de compras antes (R$).' }) mediaSemanal: number | null;
  @Field(() => Dinheiro, { nullable: true, description: 'Média semanal de compras depois (R$).' }) mediaSemanalPos: number | null;
  @Field(() => Float, { nullable: true, description: 'Resultado semanal, em porcentagem.' }) resultadoSemanal: number | null;
  @Field(() => Dinheiro, { description: 'Total comprado depois da entrada (R$).' }) totalVendidoPos: number;
  @Field(() => Int, { description: 'Meses com compra depois da entrada.' }) mesesAtendidosPos: number;
  @Field({ description: 'Entrada da rede no programa (AAAA-MM-DD).' }) dataCadastro: string;
  @Field(() => String, { nullable: true, description: 'A observação atual.' }) observacao: string | null;
}

@ObjectType('LinhaTaxaSucesso', { description: 'Um produto de uma rede na Taxa de Sucesso de um mês.' })
export class LinhaTaxaSucessoDTO {
  @Field(() => ID, { description: 'Identificador da rede.' }) redeId: number;
  @Field({ description: 'Nome da rede.' }) rede: string;
  @Field({ description: 'Nome do produto.' }) produto: string;
  @Field({ description: 'Código do produto.' }) codProduto: string;
  @Field(() => Dinheiro, { description: 'Valor unitário do produto (R$).' }) valorUnitarioProduto: number;
  @Field({ description: 'O mês (dois dígitos).' }) mes: string;
  @Field(() => Int, { description: 'O ano.' }) ano: number;
  @Field(() => Float, { description: 'Unidades vendidas antes.' }) qtdVendidaAntes: number;
  @Field(() => Int, { description: 'Meses com venda antes.' }) mesesAtendidoAntes: number;
  @Field(() => Float, { nullable: true, description: 'Média mensal de unidades antes.' }) mediaMensal: number | null;
  @Field(() => Float, { description: 'Unidades vendidas no mês.' }) qtdVendida: number;
  @Field(() => Float, { nullable: true, description: 'Aumento de vendas, em unidades.' }) aumentoVendas: number | null;
  @Field(() => Dinheiro, { nullable: true, description: 'Aumento de vendas em reais.' }) aumentoVendasDinheiro: number | null;
  @Field(() => Float, { nullable: true, description: 'Taxa de sucesso, em porcentagem.' }) taxaSucesso: number | null;
}

@ObjectType('LinhaAntifraude', { description: 'Um produto de uma rede no Antifraude: qtdAf = liberado + qtdVendida − qtdPontuada.' })
export class LinhaAntifraudeDTO {
  @Field(() => ID, { description: 'Identificador da rede.' }) redeId: number;
  @Field({ description: 'Nome da rede.' }) rede: string;
  @Field(() => ID, { description: 'Identificador do produto.' }) produtoId: number;
  @Field({ description: 'Código do produto.' }) codProduto: string;
  @Field({ description: 'Nome do produto.' }) produto: string;
  @Field(() => Float, { description: 'Unidades compradas pela rede (sell-in).' }) qtdVendida: number;
  @Field(() => Float, { description: 'Unidades das vendas pontuadas.' }) qtdPontuada: number;
  @Field(() => Float, { description: 'Unidades liberadas pela equipe.' }) liberado: number;
  @Field(() => Float, { description: 'Saldo antifraude, em unidades (negativo: alerta).' }) qtdAf: number;
  @Field(() => Pontos, { description: 'Pontos por unidade.' }) pontosUnitario: number;
  @Field(() => Pontos, { description: 'qtdAf × pontosUnitario.' }) saldoPontos: number;
  @Field(() => String, { nullable: true, description: 'A observação atual.' }) observacao: string | null;
}

@ObjectType('LinhaHistorico', { description: 'Compras (sell-in) de uma rede em reais, por mês do ano.' })
export class LinhaHistoricoDTO {
  @Field(() => ID, { description: 'Identificador da rede.' }) redeId: number;
  @Field({ description: 'Nome da rede.' }) rede: string;
  @Field(() => Dinheiro, { description: 'Janeiro (R$).' }) janeiro: number;
  @Field(() => Dinheiro, { description: 'Fevereiro (R$).' }) fevereiro: number;
  @Field(() => Dinheiro, { description: 'Março (R$).' }) marco: number;
  @Field(() => Dinheiro, { description: 'Abril (R$).' }) abril: number;
  @Field(() => Dinheiro, { description: 'Maio (R$).' }) maio: number;
  @Field(() => Dinheiro, { description: 'Junho (R$).' }) junho: number;
  @Field(() => Dinheiro, { description: 'Julho (R$).' }) julho: number;
  @Field(() => Dinheiro, { description: 'Agosto (R$).' }) agosto: number;
  @Field(() => Dinheiro, { description: 'Setembro (R$).' }) setembro: number;
  @Field(() => Dinheiro, { description: 'Outubro (R$).' }) outubro: number;
  @Field(() => Dinheiro, { description: 'Novembro (R$).' }) novembro: number;
  @Field(() => Dinheiro, { description: 'Dezembro (R$).' }) dezembro: number;
  @Field(() => Dinheiro, { description: 'O ano todo (R$).' }) total: number;
}

@ObjectType('PontoSerieMensal', { description: 'Compras (sell-in) e vendas pontuadas (sell-out) de um mês.' })
export class PontoSerieMensalDTO {
  @Field({ description: 'O mês (dois dígitos).' }) mes: string;
  @Field(() => Dinheiro, { description: 'Valor comprado (R$).' }) compras: number;
  @Field(() => Dinheiro, { description: 'Valor das vendas pontuadas (R$).' }) vendas: number;
  @Field(() => Float, { description: 'Unidades compradas.' }) qtdComprada: number;
  @Field(() => Float, { description: 'Unidades vendidas.' }) qtdVendida: number;
}

@ObjectType('ProdutoVendido', { description: 'Um produto vendido por uma loja num mês.' })
export class ProdutoVendidoDTO {
  @Field({ description: 'Nome fantasia da loja.' }) revenda: string;
  @Field({ description: 'CNPJ da loja.' }) cnpj: string;
  @Field({ description: 'O mês (dois dígitos).' }) mes: string;
  @Field({ description: 'Código do produto.' }) codProduto: string;
  @Field({ description: 'Nome do produto.' }) produto: string;
  @Field(() => Float, { description: 'Unidades vendidas.' }) quantidade: number;
  @Field(() => Dinheiro, { description: 'Valor unitário médio (R$).' }) valorUnitarioMedio: number;
  @Field(() => Dinheiro, { description: 'Valor total (R$).' }) valorTotal: number;
  @Field(() => Pontos, { description: 'Pontos das vendas.' }) totalPontuado: number;
}

@ObjectType('LinhaComprasPontuacao', { description: 'Um produto de uma rede em Compras x Pontuação de um mês.' })
export class LinhaComprasPontuacaoDTO {
  @Field(() => ID, { description: 'Identificador da rede.' }) redeId: number;
  @Field({ description: 'Nome da rede.' }) rede: string;
  @Field({ description: 'Código do produto.' }) codProduto: string;
  @Field({ description: 'Nome do produto.' }) produto: string;
  @Field(() => String, { nullable: true, description: 'Data do último pedido (AAAA-MM-DD).' }) dataUltimoPedido: string | null;
  @Field(() => Float, { nullable: true, description: 'Unidades do último pedido.' }) qtdUltimoPedido: number | null;
  @Field(() => String, { nullable: true, description: 'Data do penúltimo pedido (AAAA-MM-DD).' }) dataPenultimoPedido: string | null;
  @Field(() => Float, { nullable: true, description: 'Unidades do penúltimo pedido.' }) qtdPenultimoPedido: number | null;
  @Field(() => Float, { description: 'Unidades vendidas no mês.' }) qtdVendida: number;
  @Field(() => Float, { description: 'Unidades pontuadas no mês.' }) qtdPontuada: number;
  @Field(() => Float, { nullable: true, description: 'Saldo de estoque das redes da mesma região.' }) saldoEstoqueRegional: number | null;
  @Field(() => Float, { nullable: true, description: 'Saldo de estoque da rede.' }) saldoEstoque: number | null;
}

@ObjectType('RelatorioExterno', { description: 'O painel de relatório externo: o endereço, ou a mensagem quando não há.' })
export class RelatorioExternoDTO {
  @Field(() => String, { nullable: true, description: 'Endereço do painel.' }) url: string | null;
  @Field(() => String, { nullable: true, description: 'Mensagem para mostrar quando não há painel configurado.' }) mensagem: string | null;
}
