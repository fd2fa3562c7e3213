import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import {
  LinkExportacaoPontuacoesEncerradasDocument,
  PontuacoesEncerradasDocument,
  PontuacoesPendentesDocument,
  RedesDoSeletorDocument,
  RetornarPontuacaoPendenteDocument,
  type LinhaPontuacaoEncerradaFragment,
} from '@sw/client/gql';
import { MENSAGENS } from '@sw/common';
import { abrirPainel, sessaoDoPapel, usarServidor } from '../../testes/utilitarios';

const servidor = usarServidor();

const encerrada = (id: string, extra: Partial<LinhaPontuacaoEncerradaFragment> = {}): LinhaPontuacaoEncerradaFragment => ({
  __typename: 'PontuacaoEncerrada',
  id,
  parceiro: 'Juliana Martins Costa',
  cpf: '80000000833',
  codRevenda: 'L0002',
  revenda: 'Casa das Cores',
  rede: 'Rede Litoral',
  status: 'REPROVADA',
  criadoEm: '2026-11-18T12:00:00.000Z',
  atualizadoEm: '2026-11-20T12:00:00.000Z',
  reprovadoPor: 'Adriana Administradora',
  reprovadoMotivo: 'Nota Ilegível',
  linkArquivo: '/api/arquivos/nota.jpg',
  tipoArquivo: 'jpg',
  origem: 'FOTO',
  ...extra,
});

const dia = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

function servir() {
  const pedidos: Record<string, unknown>[] = [];
  servidor.use(
    graphql.query(RedesDoSeletorDocument, () =>
      HttpResponse.json({ data: { redes: { __typename: 'RedePagina', itens: [{ __typename: 'Rede', id: '1', nome: 'Rede Litoral' }] } } }),
    ),
    graphql.query(PontuacoesEncerradasDocument, ({ variables }) => {
      pedidos.push(variables.input as Record<string, unknown>);
      return HttpResponse.json({
        data: {
          pontuacoesEncerradas: {
            __typename: 'PontuacaoEncerradaPagina',
            total: 2,
            totalEstimado: false,
            itens: [
              encerrada('21'),
              encerrada('22', {
                parceiro: 'Marcos Lima',
                status: 'ENCERRADA',
                reprovadoMotivo: null,
                linkArquivo: null,
                tipoArquivo: null,
                origem: 'DIGITADA',
              }),
            ],
          },
        },
      });
    }),
  );
  return pedidos;
}

describe('Pontuações encerradas', () => {
  it('starts with the last 30 days, newest first, no "Todos"; searches only on Enter', async () => {
    const pedidos = servir();
    const u = userEvent.setup();
    abrirPainel('/painel/pontuacoes/encerrado', sessaoDoPapel(2));
    expect(await screen.findByText('Marcos Lima')).toBeInTheDocument();
    const inicio = new Date();
    inicio.setDate(inicio.getDate() - 30);
    expect(pedidos[0]).toMatchObject({
      pagina: 1,
      porPagina: 10,
      ordenarPor: 'criadoEm',
      direcao: 'DESC',
      rede: null,
      busca: null,
      dataInicial: dia(inicio),
      dataFinal: dia(new Date()),
    });
    expect(screen.getByText('Nota Ilegível')).toBeInTheDocument();

    await u.click(screen.getByRole('combobox', { name: 'Itens por página' }));
    const opcoes = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(opcoes).not.toContain('Todos');
    await u.keyboard('{Escape}');

    const tabela = screen.getByRole('table', { name: 'Pontuações encerradas' });
    await waitFor(() => expect(tabela).not.toHaveAttribute('aria-busy'));
    const feitos = pedidos.length;
    // Typing under fake timers, then a clock far past any debounce: a search started by typing alone
    // would have set the table loading by now, whatever the machine's speed.
    jest.useFakeTimers();
    try {
      const digitar = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await digitar.type(screen.getByRole('textbox', { name: 'Buscar' }), 'Juliana');
      act(() => {
        jest.advanceTimersByTime(5_000);
      });
      expect(tabela).not.toHaveAttribute('aria-busy');
    } finally {
      jest.useRealTimers();
    }
    await u.keyboard('{Enter}');
    await waitFor(() => expect(pedidos.at(-1)).toMatchObject({ busca: 'Juliana', pagina: 1 }));
    // Exactly one search, the one Enter asked for.
    expect(pedidos.slice(feitos)).toEqual([expect.objectContaining({ busca: 'Juliana', pagina: 1 })]);
  });

  it('exports the page on screen or everything with the filters; a failure says so', async () => {
    servir();
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:http://localhost/1'), revokeObjectURL: jest.fn() });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const pedidos: Record<string, unknown>[] = [];
    let falhar = false;
    servidor.use(
      graphql.query(LinkExportacaoPontuacoesEncerradasDocument, ({ variables }) => {
        pedidos.push(variables.input);
        return HttpResponse.json({ data: { linkExportacaoPontuacoesEncerradas: '/api/downloads/v1.abc.def' } });
      }),
      http.get('*/api/downloads/:token', () => {
        if (falhar) return HttpResponse.json({ erro: MENSAGENS.erroInterno }, { status: 500 });
        return new HttpResponse(new Uint8Array([80, 75]), {
          headers: {
            'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'content-disposition': 'attachment; filename="pontuacoes_encerradas_x.xlsx"',
          },
        });
      }),
    );
    const u = userEvent.setup();
    abrirPainel('/painel/pontuacoes/encerrado', sessaoDoPapel(5));
    await screen.findByText('Marcos Lima');
    await u.click(screen.getByRole('button', { name: 'Exportar tela' }));
    expect(await screen.findByText(MENSAGENS.exportacaoConcluida)).toBeInTheDocument();
    expect(pedidos[0]).toMatchObject({
      tipo: 'CURRENT',
      pagina: 1,
      porPagina: 10,
      ordenarPor: 'criadoEm',
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

  it('Retornar para pendente shows the server message and goes to the pending list; its failure has a fallback', async () => {
    servir();
    let vez = 0;
    servidor.use(
      graphql.mutation(RetornarPontuacaoPendenteDocument, () => {
        vez += 1;
        if (vez === 1) return HttpResponse.json({ errors: [{ message: MENSAGENS.erroInterno, extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
        return HttpResponse.json({
          data: {
            retornarPontuacaoPendente: {
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
    abrirPainel('/painel/pontuacoes/encerrado', sessaoDoPapel(1));
    await screen.findByText('Marcos Lima');
    await u.click(screen.getByRole('button', { name: 'Retornar pontuação 21 para pendente' }));
    await u.click(await screen.findByRole('button', { name: 'Retornar' }));
    expect(await screen.findByText(MENSAGENS.erroRetornarPendente)).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Retornar pontuação 21 para pendente' }));
    await u.click(await screen.findByRole('button', { name: 'Retornar' }));
    expect(await screen.findByText(MENSAGENS.pontuacaoRetornadaPendente)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Pontuações Pendentes' })).toBeInTheDocument();
  });

  it('role 3 reads only: no export, no return to pending', async () => {
    servir();
    abrirPainel('/painel/pontuacoes/encerrado', sessaoDoPapel(3));
    await screen.findByText('Marcos Lima');
    expect(screen.queryByRole('button', { name: /Exportar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Retornar pontuação/ })).not.toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Pontuações encerradas' })).getByRole('button', { name: 'Ver arquivo' })).toBeInTheDocument();
  });
});
