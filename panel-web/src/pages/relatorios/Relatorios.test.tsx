import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import {
  AntifraudeDocument,
  ComprasPontuacaoDocument,
  GerarRelatorioDocument,
  HistoricoDocument,
  HistoricoPrimeiraDataDocument,
  LiberarAntifraudeDocument,
  RedesDoSeletorDocument,
  RedesEmAlertaDocument,
  RegistrarSaldoEstoqueDocument,
  RelatorioExternoDocument,
  RelatorioGeradoEmDocument,
  SerieComprasVendasDocument,
  TarefaRelatorioDocument,
  TarefasRelatoriosDocument,
  type AntifraudeQuery,
  type RedesDoSeletorQuery,
  type StatusTarefa,
  type TarefaRelatorioCamposFragment,
  type TipoRelatorio,
} from '@sw/client/gql';
import { decimalExato, MENSAGENS_RELATORIOS } from '@sw/common';
import { abrirPainel, sessaoDoPapel, usarServidor } from '../../testes/utilitarios';

const servidor = usarServidor();
// Every report screen asks when its data was generated; a test that cares answers otherwise.
beforeEach(() => servidor.use(graphql.query(RelatorioGeradoEmDocument, () => HttpResponse.json({ data: { relatorioGeradoEm: null } }))));

const REDES: RedesDoSeletorQuery['redes']['itens'] = [
  { __typename: 'Rede', id: '1', nome: 'Rede Norte' },
  { __typename: 'Rede', id: '2', nome: 'Rede Sul' },
];
const arquivoDe = (conteudo: string, nome: string) => Object.defineProperty(new Blob([conteudo], { type: 'text/csv' }), 'name', { value: nome }) as File;
const tarefa = (tipo: TipoRelatorio, status: StatusTarefa, progresso = 0): TarefaRelatorioCamposFragment => ({
  __typename: 'TarefaRelatorio',
  id: '7',
  tipo,
  nome: 'Antifraude',
  status,
  progresso,
  etapa: null,
  erro: null,
  resultado: status === 'CONCLUIDA' ? '{"linhas":12,"ms":850}' : null,
  parametros: '{}',
  criadoEm: '2026-03-01T12:00:00Z',
  concluidoEm: status === 'CONCLUIDA' ? '2026-03-01T12:00:01Z' : null,
});
const linhaAf = (qtdAf: number, liberado: number): AntifraudeQuery['antifraude'][number] => ({
  __typename: 'LinhaAntifraude',
  redeId: '1',
  rede: 'Rede Norte',
  produtoId: '5',
  codProduto: 'SW-ACR-18L',
  produto: 'Acrílica 18L',
  qtdVendida: 900,
  qtdPontuada: 950,
  liberado,
  qtdAf,
  pontosUnitario: '2.00',
  saldoPontos: decimalExato(qtdAf * 2, 2) ?? '',
  observacao: null,
});

describe('Upload Histórico', () => {
  it("shows '{n} linhas de histórico processado' and the refused lines", async () => {
    servidor.use(
      http.post('http://localhost/api/upload/historico', () =>
        HttpResponse.json({ total: 4, criados: 4, atualizados: 0, inalterados: 0, erros: [{ linha: 4, motivo: 'Produto não encontrado: X' }] }),
      ),
    );
    const u = userEvent.setup();
    abrirPainel('/painel/processar/historico', sessaoDoPapel(1));
    await screen.findByRole('button', { name: 'ENVIAR' });
    await u.upload(document.querySelector('input[type="file"]') as HTMLInputElement, arquivoDe('cnpj;codProduto;mes;quantidade\n', 'h.csv'));
    await u.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByText(MENSAGENS_RELATORIOS.historicoProcessado(4))).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Linhas com erro' })).getByText('Produto não encontrado: X')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Colunas do arquivo' })).getByText('codProduto')).toBeInTheDocument();
  });
});

describe('Atualizar relatórios', () => {
  it('a button answers at once with the message, then the screen follows the job to its end', async () => {
    let consultas = 0;
    let pedido: Record<string, unknown> = {};
    servidor.use(
      graphql.query(TarefasRelatoriosDocument, () => HttpResponse.json({ data: { tarefasRelatorios: [] } })),
      graphql.mutation(GerarRelatorioDocument, ({ variables }) => {
        pedido = variables;
        return HttpResponse.json({
          data: {
            gerarRelatorio: {
              __typename: 'GeracaoRelatorioPayload',
              errosDeUsuario: [],
              resultado: {
                __typename: 'GeracaoRelatorio',
                mensagem: 'Atualização de Antifraude iniciada. Acompanhe o andamento nesta tela.',
                tarefa: tarefa('ANTIFRAUDE', 'PENDENTE'),
              },
            },
          },
        });
      }),
      graphql.query(TarefaRelatorioDocument, () => {
        consultas++;
        return HttpResponse.json({ data: { tarefaRelatorio: tarefa('ANTIFRAUDE', consultas < 2 ? 'EXECUTANDO' : 'CONCLUIDA', 40) } });
      }),
      graphql.query(RedesEmAlertaDocument, () =>
        HttpResponse.json({ data: { redesAntifraude: [{ __typename: 'RedeAntifraude', id: '2', nome: 'Rede Sul' }] } }),
      ),
    );
    const u = userEvent.setup();
    abrirPainel('/painel/processar/relatorios', sessaoDoPapel(2));
    await u.click(await screen.findByRole('button', { name: 'Atualizar Antifraude' }));
    expect(await screen.findByText('Atualização de Antifraude iniciada. Acompanhe o andamento nesta tela.')).toBeInTheDocument();
    expect(pedido).toEqual({ input: { tipo: 'ANTIFRAUDE' } });
    const cartao = screen.getByLabelText('Antifraude', { selector: 'div' });
    expect(await within(cartao).findByText('Concluída')).toBeInTheDocument();
    expect(within(cartao).getByText(/12 linhas/)).toBeInTheDocument();
    // The finished anti-fraud report refreshes the menu badge.
    await waitFor(() => expect(within(screen.getByRole('link', { name: /Antifraude/ })).getByText('1')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Atualizar Taxa de Sucesso' })).toBeInTheDocument();
  });
});

describe('Antifraude', () => {
  it('marks flagged networks in red, and a release updates the menu badge', async () => {
    let liberado = 0;
    let pedido: Record<string, unknown> = {};
    servidor.use(
      graphql.query(RedesDoSeletorDocument, () => HttpResponse.json({ data: { redes: { __typename: 'RedePagina', itens: REDES } } })),
      graphql.query(AntifraudeDocument, () => HttpResponse.json({ data: { antifraude: [linhaAf(liberado - 50, liberado)] } })),
      graphql.query(RedesEmAlertaDocument, () =>
        HttpResponse.json({ data: { redesAntifraude: [{ __typename: 'RedeAntifraude', id: '1', nome: 'Rede Norte' }] } }),
      ),
      graphql.mutation(LiberarAntifraudeDocument, ({ variables }) => {
        pedido = variables;
        liberado = 50;
        return HttpResponse.json({
          data: {
            liberarAntifraude: {
              __typename: 'LiberacaoAntifraudePayload',
              errosDeUsuario: [],
              resultado: { __typename: 'LiberacaoAntifraude', mensagem: MENSAGENS_RELATORIOS.liberacaoSalva, redesAntifraude: [] },
            },
          },
        });
      }),
    );
    const u = userEvent.setup();
    abrirPainel('/painel/antifraude', sessaoDoPapel(2, [{ id: '1', nome: 'Rede Norte' }]));
    const menu = await screen.findByRole('link', { name: /Antifraude/ });
    expect(within(menu).getByText('1')).toBeInTheDocument();
    expect(await screen.findByText('1 rede(s) em alerta: mais unidades pontuadas do que compradas e liberadas.')).toBeInTheDocument();
    await u.click(screen.getByRole('combobox', { name: 'Rede' }));
    expect(await screen.findByLabelText('em alerta')).toBeInTheDocument();
    await u.keyboard('{Escape}');

    await u.click(await screen.findByRole('button', { name: 'Liberar unidades de SW-ACR-18L em Rede Norte' }));
    await u.type(await screen.findByRole('textbox', { name: 'Quantidade' }), '50');
    await u.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(MENSAGENS_RELATORIOS.liberacaoSalva)).toBeInTheDocument();
    expect(pedido).toEqual({ input: { rede: '1', codProduto: 'SW-ACR-18L', quantidade: '50' } });
    await waitFor(() => expect(within(screen.getByRole('link', { name: /Antifraude/ })).queryByText('1')).not.toBeInTheDocument());
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Antifraude' })).getAllByRole('row')[1]).toHaveTextContent('50'));
  });
});

describe('Antifraude: problems with the data sent', () => {
  it("shows the payload's first errosDeUsuario message and keeps the dialog open", async () => {
    const invalida = 'Quantidade inválida: informe um número maior que zero com até duas casas decimais.';
    servidor.use(
      graphql.query(RedesDoSeletorDocument, () => HttpResponse.json({ data: { redes: { __typename: 'RedePagina', itens: REDES } } })),
      graphql.query(AntifraudeDocument, () => HttpResponse.json({ data: { antifraude: [linhaAf(-50, 0)] } })),
      graphql.query(RedesEmAlertaDocument, () => HttpResponse.json({ data: { redesAntifraude: [] } })),
      graphql.mutation(LiberarAntifraudeDocument, () =>
        HttpResponse.json({
          data: {
            liberarAntifraude: {
              __typename: 'LiberacaoAntifraudePayload',
              resultado: null,
              errosDeUsuario: [{ __typename: 'ErroDeUsuario', campo: 'quantidade', mensagem: invalida }],
            },
          },
        }),
      ),
    );
    const u = userEvent.setup();
    abrirPainel('/painel/antifraude', sessaoDoPapel(2));
    await u.click(await screen.findByRole('button', { name: 'Liberar unidades de SW-ACR-18L em Rede Norte' }));
    await u.type(await screen.findByRole('textbox', { name: 'Quantidade' }), '0,001');
    await u.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(invalida)).toBeInTheDocument();
    expect(screen.queryByText(MENSAGENS_RELATORIOS.liberacaoSalva)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeInTheDocument();
  });
});

describe('Histórico, Compras x Pontuação, Relatório', () => {
  it("Histórico asks for a year first ('Selecione um período antes') and a failed CSV says 'Erro ao baixar arquivo CSV'", async () => {
    servidor.use(
      graphql.query(RedesDoSeletorDocument, () => HttpResponse.json({ data: { redes: { __typename: 'RedePagina', itens: REDES } } })),
      graphql.query(HistoricoPrimeiraDataDocument, () => HttpResponse.json({ data: { historicoPrimeiraData: '2024-03-01' } })),
      graphql.query(HistoricoDocument, () =>
        HttpResponse.json({
          data: {
            historico: [
              {
                __typename: 'LinhaHistorico',
                redeId: '1',
                rede: 'Rede Norte',
                janeiro: '1000.00',
                fevereiro: '0.00',
                marco: '0.00',
                abril: '0.00',
                maio: '0.00',
                junho: '0.00',
                julho: '0.00',
                agosto: '0.00',
                setembro: '0.00',
                outubro: '0.00',
                novembro: '0.00',
                dezembro: '0.00',
                total: '1000.00',
              },
            ],
          },
        }),
      ),
      graphql.query(SerieComprasVendasDocument, () => HttpResponse.json({ data: { serieComprasVendas: [] } })),
      http.get('http://localhost/api/historico/csv', () => HttpResponse.json({ erro: 'falhou' }, { status: 500 })),
      graphql.query(RelatorioGeradoEmDocument, ({ variables }) =>
        HttpResponse.json({ data: { relatorioGeradoEm: variables.tipo === 'RELATORIO' ? '2026-03-01T12:05:00Z' : null } }),
      ),
    );
    const u = userEvent.setup();
    abrirPainel('/painel/historico', sessaoDoPapel(0));
    // When the data was generated, in the browser's local time.
    const gerado = new Date('2026-03-01T12:05:00Z');
    const doisDigitos = (n: number) => String(n).padStart(2, '0');
    expect(await screen.findByText(`Gerado em ${doisDigitos(gerado.getDate())}/03/2026 ${doisDigitos(gerado.getHours())}:05`)).toBeInTheDocument();
    await u.click(await screen.findByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText(MENSAGENS_RELATORIOS.selecionePeriodo)).toBeInTheDocument();
    await u.click(screen.getByRole('combobox', { name: 'Ano' }));
    // Years start at the first history date.
    expect(screen.queryByRole('option', { name: '2023' })).not.toBeInTheDocument();
    await u.click(await screen.findByRole('option', { name: '2024' }));
    await u.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await within(screen.getByRole('table', { name: 'Histórico' })).findByText('Rede Norte')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Baixar CSV' }));
    expect(await screen.findByText(MENSAGENS_RELATORIOS.erroBaixarCsv)).toBeInTheDocument();
  });

  it("Compras x Pontuação: inserting stock waits 3 seconds before 'Estoque atualizado com sucesso'", async () => {
    let gravado: Record<string, unknown> | null = null;
    servidor.use(
      graphql.query(RedesDoSeletorDocument, () => HttpResponse.json({ data: { redes: { __typename: 'RedePagina', itens: REDES } } })),
      graphql.query(ComprasPontuacaoDocument, () =>
        HttpResponse.json({
          data: {
            comprasPontuacao: [
              {
                __typename: 'LinhaComprasPontuacao',
                redeId: '1',
                rede: 'Rede Norte',
                codProduto: 'SW-1',
                produto: 'Tinta',
                dataUltimoPedido: '2025-05-01',
                qtdUltimoPedido: 300,
                dataPenultimoPedido: null,
                qtdPenultimoPedido: null,
                qtdVendida: 300,
                qtdPontuada: 900,
                saldoEstoqueRegional: null,
                saldoEstoque: null,
              },
            ],
          },
        }),
      ),
      graphql.mutation(RegistrarSaldoEstoqueDocument, ({ variables }) => {
        gravado = variables;
        return HttpResponse.json({
          data: {
            registrarSaldoEstoque: {
              __typename: 'MensagemPayload',
              errosDeUsuario: [],
              resultado: { __typename: 'Mensagem', mensagem: MENSAGENS_RELATORIOS.estoqueAtualizado },
            },
          },
        });
      }),
    );
    const u = userEvent.setup();
    abrirPainel('/painel/compras-pontuacao', sessaoDoPapel(1));
    await u.click(await screen.findByRole('combobox', { name: 'Ano' }));
    await u.click(await screen.findByRole('option', { name: '2025' }));
    await u.click(screen.getByRole('combobox', { name: 'Mês' }));
    await u.click(await screen.findByRole('option', { name: 'Maio' }));
    await u.click(screen.getByRole('button', { name: 'Buscar' }));
    await u.click(await screen.findByRole('button', { name: 'Inserir estoque de SW-1 em Rede Norte' }));
    await u.type(await screen.findByRole('textbox', { name: 'Saldo' }), '120');
    await u.type(screen.getByRole('textbox', { name: 'Data' }), '20052025');
    const inicio = Date.now();
    await u.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(MENSAGENS_RELATORIOS.estoqueAtualizado)).toBeInTheDocument();
    expect(Date.now() - inicio).toBeGreaterThanOrEqual(2900);
    expect(gravado).toEqual({ input: { rede: '1', codProduto: 'SW-1', saldo: '120', data: '20/05/2025' } });
  });

  it('Relatório shows the frame when configured and a clear message when not', async () => {
    servidor.use(
      graphql.query(RelatorioExternoDocument, () =>
        HttpResponse.json({
          data: { relatorioExterno: { __typename: 'RelatorioExterno', url: null, mensagem: MENSAGENS_RELATORIOS.relatorioNaoConfigurado } },
        }),
      ),
    );
    const { unmount } = abrirPainel('/painel/relatorio', sessaoDoPapel(3));
    expect(await screen.findByText(MENSAGENS_RELATORIOS.relatorioNaoConfigurado)).toBeInTheDocument();
    unmount();
    servidor.use(
      graphql.query(RelatorioExternoDocument, () =>
        HttpResponse.json({ data: { relatorioExterno: { __typename: 'RelatorioExterno', url: 'https://bi.exemplo.com/painel', mensagem: null } } }),
      ),
    );
    abrirPainel('/painel/relatorio', sessaoDoPapel(3));
    expect(await screen.findByTitle('Relatório')).toHaveAttribute('src', 'https://bi.exemplo.com/painel');
  });
});
