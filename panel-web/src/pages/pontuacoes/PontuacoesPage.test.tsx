import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import {
  CancelarVendaPontuadaDocument,
  EditarVendaPontuadaDocument,
  HistoricoDaVendaDocument,
  ItensDaVendaDocument,
  LinkExportacaoPontuacoesDocument,
  MotivoReprovacaoDaVendaDocument,
  PontuacoesPendentesDocument,
  ProdutosMaisVendidosDocument,
  RedesDoSeletorDocument,
  RetornarVendaPendenteDocument,
  VendasPontuadasDocument,
  type LinhaVendaPontuadaFragment,
} from '@sw/client/gql';
import { MENSAGENS } from '@sw/common';
import { abrirPainel, sessaoDoPapel, usarServidor } from '../../testes/utilitarios';

const servidor = usarServidor();

const venda = (id: string, extra: Partial<LinhaVendaPontuadaFragment> = {}): LinhaVendaPontuadaFragment => ({
  __typename: 'VendaPontuada',
  id,
  parceiro: 'Carlos Eduardo Pereira',
  cpf: '70000000744',
  revenda: 'Tintas Horizonte Paulista',
  cnpj: '11222333000181',
  codRevenda: 'L0001',
  rede: 'Rede Sul',
  cidade: 'São Paulo',
  identificador: `NF${id}`,
  tipoFiscal: 'N',
  totalVenda: '969.80',
  totalPontos: '196.00',
  valorCusto: '9.80',
  realizadoEm: '2026-11-20',
  pontuadoEm: '2026-11-21T12:00:00.000Z',
  venceEm: '2028-05-21',
  criadoEm: '2026-11-21T12:00:00.000Z',
  qtdItens: 1,
  linkArquivo: null,
  tipoArquivo: null,
  aprovadoPor: 'Adriana Administradora',
  status: 'PONTUADA',
  cancelada: false,
  idPontuacao: null,
  reprovadoMotivo: null,
  ...extra,
});

const dia = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

function servir() {
  const pedidos: Record<string, unknown>[] = [];
  servidor.use(
    graphql.query(RedesDoSeletorDocument, () =>
      HttpResponse.json({ data: { redes: { __typename: 'RedePagina', itens: [{ __typename: 'Rede', id: '1', nome: 'Rede Sul' }] } } }),
    ),
    graphql.query(VendasPontuadasDocument, ({ variables }) => {
      pedidos.push(variables.input as Record<string, unknown>);
      return HttpResponse.json({
        data: {
          vendasPontuadas: {
            __typename: 'VendaPontuadaPagina',
            total: 2,
            totalEstimado: false,
            itens: [
              venda('31', { reprovadoMotivo: 'Nota Ilegível', linkArquivo: '/api/arquivos/nota.jpg', tipoArquivo: 'jpg', idPontuacao: '7' }),
              venda('32', { parceiro: 'Marcos Lima', cpf: '12345678909' }),
            ],
          },
        },
      });
    }),
  );
  return pedidos;
}

describe('Pontuações (vendas pontuadas)', () => {
  it('starts with the last 7 days, newest pontuadoEm first; role 0 reads only', async () => {
    const pedidos = servir();
    abrirPainel('/painel/pontuacoes/pontuado', sessaoDoPapel(0));
    expect(await screen.findByText('Marcos Lima')).toBeInTheDocument();
    const inicio = new Date();
    inicio.setDate(inicio.getDate() - 7);
    expect(pedidos[0]).toMatchObject({
      pagina: 1,
      porPagina: 10,
      ordenarPor: 'pontuadoEm',
      direcao: 'DESC',
      rede: null,
      busca: null,
      dataInicial: dia(inicio),
      dataFinal: dia(new Date()),
    });
    expect(screen.getByRole('heading', { name: 'Pontuações' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Exportar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancelar venda/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Retornar venda/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Editar venda/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Itens da venda 31' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Pontuações' })).getByRole('button', { name: 'Ver arquivo' })).toBeInTheDocument();
    // Valor custo gives valorPonto away: not a column for role 0 (the server sends null too).
    expect(within(screen.getByRole('table', { name: 'Pontuações' })).queryByRole('columnheader', { name: /Valor custo/ })).not.toBeInTheDocument();
  });

  it('items, status history (with its fallback), rejection reason and most-sold products (with its fallback)', async () => {
    servir();
    let falharHistorico = true;
    servidor.use(
      graphql.query(ItensDaVendaDocument, () =>
        HttpResponse.json({
          data: {
            itensDaVenda: [
              {
                __typename: 'ItemVendaPontuada',
                id: '1',
                codigo: 'SW-ACRPF-BR-18L',
                descricao: 'Tinta Acrílica Premium Fosco Branco 18L',
                qtde: 2,
                valorUnitario: '489.90',
                valorDesconto: '10.00',
                subTotal: '969.80',
                valorPontos: '196.00',
              },
            ],
          },
        }),
      ),
      graphql.query(HistoricoDaVendaDocument, () =>
        falharHistorico
          ? HttpResponse.json({ errors: [{ message: MENSAGENS.erroInterno, extensions: { code: 'INTERNAL_SERVER_ERROR' } }] })
          : HttpResponse.json({
              data: {
                historicoDaVenda: [
                  {
                    __typename: 'HistoricoStatusVenda',
                    id: '9',
                    created_at: '2026-11-21T13:00:00.000Z',
                    usuario: { __typename: 'UsuarioHistorico', nome: 'Adriana Administradora' },
                    status_anterior: 'pendente',
                    status_novo: 'reprovada',
                    justificativa: 'Nota Ilegível',
                  },
                ],
              },
            }),
      ),
      graphql.query(MotivoReprovacaoDaVendaDocument, () =>
        HttpResponse.json({
          data: {
            motivoReprovacaoDaVenda: {
              __typename: 'MotivoReprovacaoVenda',
              reprovadoMotivo: 'Nota Ilegível',
              reprovadoEm: '2026-11-20T12:00:00.000Z',
              reprovadoPor: 'Adriana Administradora',
            },
          },
        }),
      ),
      graphql.query(ProdutosMaisVendidosDocument, () =>
        HttpResponse.json({ errors: [{ message: MENSAGENS.erroInterno, extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }),
      ),
    );
    const u = userEvent.setup();
    abrirPainel('/painel/pontuacoes/pontuado', sessaoDoPapel(3));
    await screen.findByText('Marcos Lima');

    await u.click(screen.getByRole('button', { name: 'Itens da venda 31' }));
    const itens = await screen.findByRole('table', { name: 'Itens da venda' });
    expect(within(itens).getByText('Tinta Acrílica Premium Fosco Branco 18L')).toBeInTheDocument();
    await u.keyboard('{Escape}');

    await u.click(screen.getByRole('button', { name: 'Histórico da venda 31' }));
    expect(await screen.findByText(MENSAGENS.erroBuscarHistorico)).toBeInTheDocument();
    await u.keyboard('{Escape}');
    falharHistorico = false;
    await u.click(screen.getByRole('button', { name: 'Histórico da venda 31' }));
    const historico = await screen.findByRole('table', { name: 'Histórico de alterações' });
    expect(within(historico).getByText('Reprovada')).toBeInTheDocument();
    await u.keyboard('{Escape}');

    await u.click(screen.getByRole('button', { name: 'Motivo da reprovação da venda 31' }));
    expect(await screen.findByText(/Reprovada em .* por Adriana Administradora/)).toBeInTheDocument();
    await u.keyboard('{Escape}');

    await u.click(screen.getByRole('button', { name: 'Produtos mais vendidos' }));
    expect(await screen.findByText(MENSAGENS.erroCarregarProdutos)).toBeInTheDocument();
  });

  it('cancel asks first, shows the server message and marks the row; failures show the server text or the fallback', async () => {
    servir();
    let vez = 0;
    const variaveis: unknown[] = [];
    servidor.use(
      graphql.mutation(CancelarVendaPontuadaDocument, ({ variables }) => {
        variaveis.push(variables);
        vez += 1;
        if (vez === 1) return HttpResponse.json({ errors: [{ message: MENSAGENS.erroInterno, extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
        if (vez === 2) return HttpResponse.json({ errors: [{ message: MENSAGENS.vendaJaCancelada, extensions: { code: 'CONFLICT' } }] });
        return HttpResponse.json({
          data: {
            cancelarVendaPontuada: {
              __typename: 'MensagemPayload',
              errosDeUsuario: [],
              resultado: { __typename: 'Mensagem', mensagem: MENSAGENS.pontuacaoCancelada },
            },
          },
        });
      }),
    );
    const u = userEvent.setup();
    abrirPainel('/painel/pontuacoes/pontuado', sessaoDoPapel(2));
    await screen.findByText('Marcos Lima');
    const cancelarUma = async () => {
      await u.click(screen.getByRole('button', { name: 'Cancelar venda 32' }));
      await u.click(await screen.findByRole('button', { name: 'Cancelar pontuação' }));
    };
    await cancelarUma();
    expect(await screen.findByText(MENSAGENS.erroCancelarPontuacao)).toBeInTheDocument();
    await cancelarUma();
    expect(await screen.findByText(MENSAGENS.vendaJaCancelada)).toBeInTheDocument();
    await cancelarUma();
    expect(await screen.findByText(MENSAGENS.pontuacaoCancelada)).toBeInTheDocument();
    expect(variaveis.at(-1)).toEqual({ input: { identificador: '32' } });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancelar venda 32' })).not.toBeInTheDocument());
    expect(within(screen.getByRole('table', { name: 'Pontuações' })).getByText('Cancelada')).toBeInTheDocument();
  });

  it('return to pending shows the server message and goes to the pending list; its failure has a fallback', async () => {
    servir();
    let vez = 0;
    servidor.use(
      graphql.mutation(RetornarVendaPendenteDocument, () => {
        vez += 1;
        if (vez === 1) return HttpResponse.json({ errors: [{ message: MENSAGENS.erroInterno, extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
        return HttpResponse.json({
          data: {
            retornarVendaPendente: {
              __typename: 'MensagemPayload',
              errosDeUsuario: [],
              resultado: { __typename: 'Mensagem', mensagem: MENSAGENS.pontuacaoRetornadaPendente },
            },
          },
        });
      }),
      graphql.query(PontuacoesPendentesDocument, () =>
        HttpResponse.json({ data: { pontuacoesPendentes: { __typename: 'PontuacaoPendentePagina', total: 0, totalEstimado: false, itens: [] } } }),
      ),
    );
    const u = userEvent.setup();
    abrirPainel('/painel/pontuacoes/pontuado', sessaoDoPapel(5));
    await screen.findByText('Marcos Lima');
    await u.click(screen.getByRole('button', { name: 'Retornar venda 31 para pendente' }));
    await u.click(await screen.findByRole('button', { name: 'Retornar' }));
    expect(await screen.findByText(MENSAGENS.erroRetornarPendente)).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Retornar venda 31 para pendente' }));
    await u.click(await screen.findByRole('button', { name: 'Retornar' }));
    expect(await screen.findByText(MENSAGENS.pontuacaoRetornadaPendente)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Pontuações Pendentes' })).toBeInTheDocument();
  });

  it('edit sends the fiscal data and reloads; a duplicate shows the server text', async () => {
    const pedidos = servir();
    const enviados: Record<string, unknown>[] = [];
    servidor.use(
      graphql.mutation(EditarVendaPontuadaDocument, ({ variables }) => {
        enviados.push(variables);
        if (enviados.length === 1) return HttpResponse.json({ errors: [{ message: MENSAGENS.vendaJaProcessada, extensions: { code: 'CONFLICT' } }] });
        return HttpResponse.json({
          data: {
            editarVendaPontuada: {
              __typename: 'MensagemPayload',
              errosDeUsuario: [],
              resultado: { __typename: 'Mensagem', mensagem: MENSAGENS.pontuacaoAtualizada },
            },
          },
        });
      }),
    );
    const u = userEvent.setup();
    abrirPainel('/painel/pontuacoes/pontuado', sessaoDoPapel(1));
    await screen.findByText('Marcos Lima');
    await u.click(screen.getByRole('button', { name: 'Editar venda 32' }));
    const numero = await screen.findByRole('textbox', { name: /Número fiscal/ });
    expect(numero).toHaveValue('NF32');
    await u.clear(numero);
    await u.type(numero, 'NF999');
    await u.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(MENSAGENS.vendaJaProcessada)).toBeInTheDocument();
    expect(enviados[0]).toEqual({ input: { id: '32', identificador: 'NF999', tipoFiscal: 'N', realizadoEm: '2026-11-20', linkArquivo: '' } });
    const antes = pedidos.length;
    await u.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(MENSAGENS.pontuacaoAtualizada)).toBeInTheDocument();
    await waitFor(() => expect(pedidos.length).toBeGreaterThan(antes));
  });

  it('exports the page on screen or everything with the filters; a failure says so', async () => {
    servir();
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:http://localhost/1'), revokeObjectURL: jest.fn() });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const pedidos: Record<string, unknown>[] = [];
    let falhar = false;
    servidor.use(
      graphql.query(LinkExportacaoPontuacoesDocument, ({ variables }) => {
        pedidos.push(variables.input);
        return HttpResponse.json({ data: { linkExportacaoPontuacoes: '/api/downloads/v1.abc.def' } });
      }),
      http.get('*/api/downloads/:token', () => {
        if (falhar) return HttpResponse.json({ erro: MENSAGENS.erroInterno }, { status: 500 });
        return new HttpResponse(new Uint8Array([80, 75]), {
          headers: {
            'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'content-disposition': 'attachment; filename="pontuacoes_x.xlsx"',
          },
        });
      }),
    );
    const u = userEvent.setup();
    abrirPainel('/painel/pontuacoes/pontuado', sessaoDoPapel(2));
    await screen.findByText('Marcos Lima');
    await u.click(screen.getByRole('button', { name: 'Exportar tela' }));
    expect(await screen.findByText(MENSAGENS.arquivoExportado)).toBeInTheDocument();
    expect(pedidos[0]).toMatchObject({
      tipo: 'CURRENT',
      pagina: 1,
      porPagina: 10,
      ordenarPor: 'pontuadoEm',
      direcao: 'DESC',
      dataFinal: dia(new Date()),
    });
    falhar = true;
    await u.click(screen.getByRole('button', { name: 'Exportar tudo' }));
    expect(await screen.findByText(MENSAGENS.erroExportarArquivo)).toBeInTheDocument();
    expect(pedidos[1]).toMatchObject({ tipo: 'ALL', dataFinal: dia(new Date()) });
    expect(pedidos[1]).not.toHaveProperty('pagina');
    jest.restoreAllMocks();
  });
});
