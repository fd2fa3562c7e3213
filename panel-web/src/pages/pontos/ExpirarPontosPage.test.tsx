import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import {
  ExpirarPontosDocument,
  ReativarPontosDocument,
  RedesDoSeletorDocument,
  ResumoExpiracaoDocument,
  VencimentosPorRedeDocument,
  type ReativarPontosMutation,
  type ResumoExpiracaoQuery,
  type VencimentosPorRedeQuery,
} from '@sw/client/gql';
import { MENSAGENS } from '@sw/common';
import { abrirPainel, sessaoDoPapel, usarServidor } from '../../testes/utilitarios';
import { hojeNoPrograma } from './PainelExpiracao';

const servidor = usarServidor();

type LinhaExpiracao = ResumoExpiracaoQuery['relatorioExpiracao']['linhas'][number];

const linha = (parceiroId: number, nome: string, pontos: string, ativo = true): LinhaExpiracao => ({
  __typename: 'LinhaExpiracao',
  parceiroId: String(parceiroId),
  cpf: '52998224725',
  nome,
  loja: 'Tintas Centro',
  rede: 'Rede Norte',
  pontos,
  vencimento: '2026-01-10',
  ativo,
});
const resumo = (parceiros: number, pontos: string, linhas: LinhaExpiracao[]): { data: ResumoExpiracaoQuery } => ({
  data: { relatorioExpiracao: { __typename: 'RelatorioExpiracao', ate: '2026-03-09', parceiros, pontos, linhas } },
});

function servir({ vencidos = true, recusarDia = false } = {}) {
  const chamadas = { resumo: 0, expirar: 0, reativar: [] as string[], vencimentos: [] as unknown[] };
  servidor.use(
    graphql.query(ResumoExpiracaoDocument, () => {
      chamadas.resumo++;
      const ainda = vencidos && chamadas.expirar === 0;
      return HttpResponse.json(
        ainda ? resumo(2, '1250.50', [linha(1, 'Bruno Lima', '1200.00'), linha(2, 'Carla Dias', '50.50', false)]) : resumo(0, '0.00', []),
      );
    }),
    graphql.mutation(ExpirarPontosDocument, () => {
      chamadas.expirar++;
      return HttpResponse.json({
        data: {
          expirarPontos: {
            __typename: 'ResultadoExpiracaoPayload',
            errosDeUsuario: [],
            resultado: { __typename: 'ResultadoExpiracao', mensagem: MENSAGENS.pontosExpirados('1.250', 2), parceiros: 2, pontos: '1250.50' },
          },
        },
      });
    }),
    graphql.mutation(ReativarPontosDocument, ({ variables }) => {
      const { dia } = variables.input;
      chamadas.reativar.push(dia);
      const payload: ReativarPontosMutation['reativarPontos'] = recusarDia
        ? {
            __typename: 'ResultadoReativacaoPayload',
            resultado: null,
            errosDeUsuario: [{ __typename: 'ErroDeUsuario', campo: 'dia', mensagem: MENSAGENS.dataExpiracaoFutura }],
          }
        : {
            __typename: 'ResultadoReativacaoPayload',
            errosDeUsuario: [],
            resultado: { __typename: 'ResultadoReativacao', success: true, message: 'Pontos devolvidos: 80', dia, parceiros: 1, pontos: '80.00' },
          };
      return HttpResponse.json({ data: { reativarPontos: payload } });
    }),
    graphql.query(RedesDoSeletorDocument, () =>
      HttpResponse.json({
        data: {
          redes: {
            __typename: 'RedePagina',
            itens: [
              { __typename: 'Rede', id: '1', nome: 'Rede Norte' },
              { __typename: 'Rede', id: '2', nome: 'Rede Sul' },
            ],
          },
        },
      }),
    ),
    graphql.query(VencimentosPorRedeDocument, ({ variables }) => {
      const { input } = variables;
      chamadas.vencimentos.push(input);
      const porLoja = Boolean(input?.rede);
      const linhas: VencimentosPorRedeQuery['vencimentosPorRede']['linhas'] = porLoja
        ? [{ __typename: 'GrupoVencimento', id: '7', nome: 'Tintas Centro', parceiros: 3, pontos: '300.00', primeiroVencimento: '2026-03-20' }]
        : [
            { __typename: 'GrupoVencimento', id: '1', nome: 'Rede Norte', parceiros: 5, pontos: '2500.00', primeiroVencimento: '2026-03-15' },
            { __typename: 'GrupoVencimento', id: '2', nome: 'Rede Sul', parceiros: 1, pontos: '40.00', primeiroVencimento: '2026-04-01' },
          ];
      return HttpResponse.json({
        data: {
          vencimentosPorRede: {
            __typename: 'RelatorioVencimentos',
            agrupamento: porLoja ? 'LOJA' : 'REDE',
            dias: input?.dias ?? 30,
            ate: '2026-04-08',
            parceiros: porLoja ? 3 : 6,
            pontos: porLoja ? '300.00' : '2540.00',
            linhas,
          },
        },
      });
    }),
  );
  return chamadas;
}

describe('Expirar e devolver pontos', () => {
  it('shows the due points and expires them after confirming', async () => {
    const chamadas = servir();
    const u = userEvent.setup();
    abrirPainel('/painel/processar/pontos', sessaoDoPapel(2));
    expect(await screen.findByText('1.250 pontos vencidos de 2 vendedor(es) aguardando expiração.')).toBeInTheDocument();
    const previa = screen.getByRole('table', { name: 'Vendedores com pontos vencidos' });
    expect(within(previa).getAllByRole('row')).toHaveLength(3);
    const segunda = within(previa).getAllByRole('row')[2]!;
    expect(
      within(segunda)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Carla Dias Inativo', '529.982.247-25', 'Tintas Centro', 'Rede Norte', '50', '10/01/2026']);

    await u.click(screen.getByRole('button', { name: 'Expirar pontos' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Expirar pontos' });
    expect(dialogo).toHaveTextContent('Expirar 1.250 pontos vencidos de 2 vendedor(es)?');
    await u.click(within(dialogo).getByRole('button', { name: 'Expirar' }));
    expect(await screen.findByText(MENSAGENS.pontosExpirados('1.250', 2))).toBeInTheDocument();
    expect(chamadas.expirar).toBe(1);
    expect(await screen.findByText(MENSAGENS.nenhumPontoVencido)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Expirar pontos' })).toBeDisabled();
  });

  it('cancelling the dialog expires nothing', async () => {
    const chamadas = servir();
    const u = userEvent.setup();
    abrirPainel('/painel/processar/pontos', sessaoDoPapel(1));
    await screen.findByText(/aguardando expiração/);
    await u.click(screen.getByRole('button', { name: 'Expirar pontos' }));
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(chamadas.expirar).toBe(0);
  });

  it('returns the points expired today by default, after confirming', async () => {
    const chamadas = servir();
    const u = userEvent.setup();
    abrirPainel('/painel/processar/pontos', sessaoDoPapel(0));
    await screen.findByText(/aguardando expiração/);
    await u.click(screen.getByRole('button', { name: 'Devolver pontos' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Devolver pontos' });
    const [a, m, d] = hojeNoPrograma().split('-');
    expect(dialogo).toHaveTextContent(`pontos expirados em ${d}/${m}/${a}?`);
    await u.click(within(dialogo).getByRole('button', { name: 'Devolver' }));
    expect(await screen.findByText('Pontos devolvidos: 80')).toBeInTheDocument();
    expect(chamadas.reativar).toEqual([hojeNoPrograma()]);
  });

  it('shows the message of a refused day (errosDeUsuario) as the error', async () => {
    servir({ recusarDia: true });
    const u = userEvent.setup();
    abrirPainel('/painel/processar/pontos', sessaoDoPapel(0));
    await screen.findByText(/aguardando expiração/);
    await u.click(screen.getByRole('button', { name: 'Devolver pontos' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Devolver pontos' });
    await u.click(within(dialogo).getByRole('button', { name: 'Devolver' }));
    expect(await screen.findByText(MENSAGENS.dataExpiracaoFutura)).toBeInTheDocument();
  });

  it('downloads the CSV report with the session', async () => {
    servir();
    const u = userEvent.setup();
    const criarUrl = jest.fn(() => 'blob:http://localhost/1');
    Object.assign(URL, { createObjectURL: criarUrl, revokeObjectURL: jest.fn() });
    const cliques: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      cliques.push(this);
    });
    let auth: string | null = null;
    servidor.use(
      http.get('*/api/pontuacoes/expirar/relatorio', ({ request }) => {
        auth = request.headers.get('authorization');
        return new HttpResponse('\uFEFFCPF;Nome\r\n', {
          headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="pontos_a_expirar_20260309_101010.csv"' },
        });
      }),
    );
    abrirPainel('/painel/processar/pontos', sessaoDoPapel(2));
    await screen.findByText(/aguardando expiração/);
    await u.click(screen.getByRole('button', { name: 'Baixar relatório' }));
    expect(await screen.findByText(MENSAGENS.downloadEmBreve)).toBeInTheDocument();
    await waitFor(() => expect(cliques).toHaveLength(1));
    expect(cliques[0]!.download).toBe('pontos_a_expirar_20260309_101010.csv');
    expect(auth).toBe('|token-2');
    jest.restoreAllMocks();
  });

  it('a user limited to some networks reads but cannot expire or return', async () => {
    servir();
    const sessao = sessaoDoPapel(1);
    sessao.usuario.idRedesPermitidas = '3';
    abrirPainel('/painel/processar/pontos', sessao);
    await screen.findByText(/aguardando expiração/);
    expect(screen.getByText(MENSAGENS.expiracaoRestritaRede)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Expirar pontos' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Devolver pontos' })).toBeDisabled();
  });

  it('lists points about to expire per network, and a network opens its stores', async () => {
    const chamadas = servir();
    const u = userEvent.setup();
    abrirPainel('/painel/processar/pontos', sessaoDoPapel(2));
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/painel/processar');
    await u.click(screen.getByRole('tab', { name: 'Pontos a vencer por rede' }));
    const tabela = await screen.findByRole('table', { name: 'Pontos a vencer' });
    expect(await within(tabela).findByText('2.500')).toBeInTheDocument();
    expect(
      within(tabela)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Rede', 'Vendedores', 'Pontos a vencer', 'Primeiro vencimento', 'Total', '6', '2.540', '']);
    expect(chamadas.vencimentos[0]).toEqual({ rede: null, dias: 30 });

    await u.click(within(tabela).getByRole('button', { name: 'Ver lojas de Rede Norte' }));
    expect(await within(tabela).findByText('Tintas Centro')).toBeInTheDocument();
    expect(within(tabela).getAllByRole('columnheader')[0]).toHaveTextContent('Loja');
    expect(chamadas.vencimentos.at(-1)).toEqual({ rede: '1', dias: 30 });
  });
});
