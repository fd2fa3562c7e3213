import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { AlterarAtivoRedeDocument, AtualizarRedeDocument, CriarRedeDocument, ExcluirRedeDocument, RedesDocument, type LinhaRedeFragment } from '@sw/client/gql';
import { MENSAGENS } from '@sw/common';
import { abrirPainel, sessaoDoPapel, usarServidor } from '../../testes/utilitarios';

const servidor = usarServidor();

const rede = (id: string, nome: string, extra: Partial<LinhaRedeFragment> = {}): LinhaRedeFragment => ({
  __typename: 'Rede',
  id,
  nome,
  regiao: 'Sudeste',
  valorPonto: '0.045',
  ativo: true,
  numeroRevendas: 12,
  numeroParceiros: 1234,
  totalVendas: '98765.40',
  totalPontos: '4321.00',
  saldoPontos: '2100.00',
  ultimaPontuacao: '2026-03-10T15:30:00.000Z',
  ...extra,
});

function servir(opcoes: { falharAtivo?: boolean; falharExclusao?: string } = {}) {
  const pedidos: Record<string, unknown>[] = [];
  const mutacoes: { nome: string; variaveis: Record<string, unknown> }[] = [];
  servidor.use(
    graphql.query(RedesDocument, ({ variables }) => {
      pedidos.push(variables.input as Record<string, unknown>);
      const linhas = [rede('1', 'Rede Horizonte'), rede('2', 'Tintas Litoral', { ativo: false, ultimaPontuacao: null })];
      return HttpResponse.json({ data: { redes: { __typename: 'RedePagina', total: 2, totalEstimado: false, itens: linhas } } });
    }),
    graphql.mutation(AtualizarRedeDocument, ({ variables }) => {
      mutacoes.push({ nome: 'AtualizarRede', variaveis: variables });
      const { input } = variables;
      const resultado = {
        __typename: 'Rede' as const,
        id: String(input.id),
        nome: input.nome ?? '',
        regiao: input.regiao,
        valorPonto: input.valorPonto == null ? null : String(input.valorPonto),
        ativo: true,
      };
      return HttpResponse.json({ data: { atualizarRede: { __typename: 'RedePayload', resultado, errosDeUsuario: [] } } });
    }),
    graphql.mutation(AlterarAtivoRedeDocument, ({ variables }) => {
      mutacoes.push({ nome: 'AlterarAtivoRede', variaveis: variables });
      if (opcoes.falharAtivo) {
        return HttpResponse.json({ data: null, errors: [{ message: 'Você não tem permissão para realizar esta ação.', extensions: { code: 'FORBIDDEN' } }] });
      }
      const { input } = variables;
      return HttpResponse.json({
        data: {
          alterarAtivoRede: { __typename: 'RedePayload', resultado: { __typename: 'Rede', id: String(input.id), ativo: input.ativo }, errosDeUsuario: [] },
        },
      });
    }),
    graphql.mutation(ExcluirRedeDocument, ({ variables }) => {
      mutacoes.push({ nome: 'ExcluirRede', variaveis: variables });
      if (opcoes.falharExclusao) return HttpResponse.json({ data: null, errors: [{ message: opcoes.falharExclusao, extensions: { code: 'CONFLICT' } }] });
      return HttpResponse.json({
        data: { excluirRede: { __typename: 'ExcluirRedePayload', resultado: String(variables.input.id), errosDeUsuario: [] } },
      });
    }),
  );
  return { pedidos, mutacoes };
}

const tabela = () => screen.getByRole('table', { name: 'Redes' });
const cabecalhos = () =>
  within(tabela())
    .getAllByRole('columnheader')
    .map((c) => c.textContent?.replace(/[▲▼↕]/g, '').trim());
const linha = (nome: string) => within(tabela()).getByRole('row', { name: new RegExp(nome) });

describe('Redes list', () => {
  it('role 2: valor ponto, figures, toggle, edit and delete; sorted by nome asc with figures asked for', async () => {
    const { pedidos } = servir();
    abrirPainel('/painel/redes', sessaoDoPapel(2));
    expect(await screen.findByText('Rede Horizonte')).toBeInTheDocument();
    expect(pedidos[0]).toMatchObject({ pagina: 1, porPagina: 10, ordenarPor: 'nome', direcao: 'ASC', busca: null, completo: true });
    expect(cabecalhos()).toEqual([
      'Nome',
      'Região',
      'Valor Ponto',
      'Lojas',
      'Vendedores',
      'Total Vendas',
      'Pontos',
      'Saldo',
      'Última Pontuação',
      'Ativo',
      'Ações',
    ]);
    const horizonte = within(linha('Rede Horizonte'));
    expect(horizonte.getByText(/R\$\s0,045/)).toBeInTheDocument();
    expect(horizonte.getByText('1.234')).toBeInTheDocument();
    expect(horizonte.getByText(/R\$\s98\.765,40/)).toBeInTheDocument();
    expect(horizonte.getByRole('switch', { name: 'Ativo: Rede Horizonte' })).toBeChecked();
    expect(within(linha('Tintas Litoral')).getByRole('switch', { name: 'Ativo: Tintas Litoral' })).not.toBeChecked();
    expect(horizonte.getByRole('button', { name: 'Editar Rede Horizonte' })).toBeInTheDocument();
    expect(horizonte.getByRole('button', { name: 'Excluir Rede Horizonte' })).toBeInTheDocument();
    expect(screen.getByTestId('tabela-rodape')).toHaveTextContent('1-2 de 2 resultados');
  });

  it('role 1: valor ponto and edit, but no toggle and no delete', async () => {
    servir();
    abrirPainel('/painel/redes', sessaoDoPapel(1));
    await screen.findByText('Rede Horizonte');
    expect(cabecalhos()).toEqual(['Nome', 'Região', 'Valor Ponto', 'Lojas', 'Vendedores', 'Total Vendas', 'Pontos', 'Saldo', 'Última Pontuação', 'Ações']);
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar Rede Horizonte' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Excluir/ })).not.toBeInTheDocument();
  });

  it.each([0, 3, 5])('role %i: no valor ponto, no edit, no toggle, no delete', async (papel) => {
    servir();
    abrirPainel('/painel/redes', sessaoDoPapel(papel));
    await screen.findByText('Rede Horizonte');
    expect(cabecalhos()).toEqual(['Nome', 'Região', 'Lojas', 'Vendedores', 'Total Vendas', 'Pontos', 'Saldo', 'Última Pontuação']);
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Editar|Excluir/ })).not.toBeInTheDocument();
  });

  it('the toggle saves at once with "Rede atualizada com sucesso"', async () => {
    const { mutacoes } = servir();
    const u = userEvent.setup();
    abrirPainel('/painel/redes', sessaoDoPapel(2));
    await screen.findByText('Rede Horizonte');
    await u.click(screen.getByRole('switch', { name: 'Ativo: Tintas Litoral' }));
    expect(await screen.findByText(MENSAGENS.redeAtualizada)).toBeInTheDocument();
    expect(mutacoes).toEqual([{ nome: 'AlterarAtivoRede', variaveis: { input: { id: '2', ativo: true } } }]);
    expect(screen.getByRole('switch', { name: 'Ativo: Tintas Litoral' })).toBeChecked();
  });

  it('a refused toggle goes back and shows the server message', async () => {
    servir({ falharAtivo: true });
    const u = userEvent.setup();
    abrirPainel('/painel/redes', sessaoDoPapel(2));
    await screen.findByText('Rede Horizonte');
    await u.click(screen.getByRole('switch', { name: 'Ativo: Rede Horizonte' }));
    expect(await screen.findByText('Você não tem permissão para realizar esta ação.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Ativo: Rede Horizonte' })).toBeChecked());
  });

  it('the edit dialog validates, saves and updates the row', async () => {
    const { mutacoes } = servir();
    const u = userEvent.setup();
    abrirPainel('/painel/redes', sessaoDoPapel(1));
    await screen.findByText('Rede Horizonte');
    await u.click(screen.getByRole('button', { name: 'Editar Rede Horizonte' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Editar Rede' });
    const nome = within(dialogo).getByRole('textbox', { name: /^Nome/ });
    expect(nome).toHaveValue('Rede Horizonte');
    await u.clear(nome);
    await u.click(within(dialogo).getByRole('button', { name: 'SALVAR' }));
    expect(await within(dialogo).findByText(MENSAGENS.informeNome)).toBeInTheDocument();
    await u.type(nome, 'Rede Horizonte Sul');
    await u.click(within(dialogo).getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText(MENSAGENS.redeAlterada)).toBeInTheDocument();
    expect(mutacoes).toEqual([{ nome: 'AtualizarRede', variaveis: { input: { id: '1', nome: 'Rede Horizonte Sul', regiao: 'Sudeste', valorPonto: 0.045 } } }]);
    await waitFor(() => expect(within(tabela()).getByText('Rede Horizonte Sul')).toBeInTheDocument());
  });

  it('delete asks first, then removes the row with "Rede excluída com sucesso"', async () => {
    const { mutacoes } = servir();
    const u = userEvent.setup();
    abrirPainel('/painel/redes', sessaoDoPapel(2));
    await screen.findByText('Tintas Litoral');
    await u.click(screen.getByRole('button', { name: 'Excluir Tintas Litoral' }));
    await u.click(await screen.findByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(MENSAGENS.redeExcluida)).toBeInTheDocument();
    expect(mutacoes).toEqual([{ nome: 'ExcluirRede', variaveis: { input: { id: '2' } } }]);
    await waitFor(() => expect(within(tabela()).queryByText('Tintas Litoral')).not.toBeInTheDocument());
    expect(screen.getByTestId('tabela-rodape')).toHaveTextContent('1-1 de 1 resultados');
  });

  it('a refused delete keeps the row and shows why', async () => {
    servir({ falharExclusao: MENSAGENS.redeComLojas });
    const u = userEvent.setup();
    abrirPainel('/painel/redes', sessaoDoPapel(2));
    await screen.findByText('Rede Horizonte');
    await u.click(screen.getByRole('button', { name: 'Excluir Rede Horizonte' }));
    await u.click(await screen.findByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(MENSAGENS.redeComLojas)).toBeInTheDocument();
    expect(within(tabela()).getByText('Rede Horizonte')).toBeInTheDocument();
  });
});

describe('Cadastrar Rede', () => {
  it('shows the three messages, then sends nome, região and valorPonto and clears the form', async () => {
    const enviados: unknown[] = [];
    servidor.use(
      graphql.mutation(CriarRedeDocument, ({ variables }) => {
        enviados.push(variables.input);
        return HttpResponse.json({
          data: { criarRede: { __typename: 'RedePayload', resultado: { __typename: 'Rede', id: '9', nome: 'Rede Nova' }, errosDeUsuario: [] } },
        });
      }),
    );
    const u = userEvent.setup();
    abrirPainel('/painel/cadastrar/rede', sessaoDoPapel(5));
    await u.click(await screen.findByRole('button', { name: 'CADASTRAR' }));
    expect(await screen.findByText(MENSAGENS.informeNome)).toBeInTheDocument();
    expect(screen.getByText(MENSAGENS.informeRegiao)).toBeInTheDocument();
    expect(screen.getByText(MENSAGENS.informeValorPonto)).toBeInTheDocument();
    expect(enviados).toEqual([]);

    await u.type(screen.getByRole('textbox', { name: /^Nome/ }), 'Rede Nova');
    await u.type(screen.getByRole('textbox', { name: /^Região/ }), 'Norte');
    await u.type(screen.getByRole('textbox', { name: /^Valor do ponto/ }), '0,05');
    await u.click(screen.getByRole('button', { name: 'CADASTRAR' }));
    expect(await screen.findByText(MENSAGENS.redeCadastrada)).toBeInTheDocument();
    expect(enviados).toEqual([{ nome: 'Rede Nova', regiao: 'Norte', valorPonto: 0.05 }]);
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Nome/ })).toHaveValue(''));
  });

  it('shows the first errosDeUsuario message and keeps the form', async () => {
    servidor.use(
      graphql.mutation(CriarRedeDocument, () =>
        HttpResponse.json({
          data: {
            criarRede: {
              __typename: 'RedePayload',
              resultado: null,
              errosDeUsuario: [{ __typename: 'ErroDeUsuario', campo: 'nome', mensagem: 'Rede já cadastrada.' }],
            },
          },
        }),
      ),
    );
    const u = userEvent.setup();
    abrirPainel('/painel/cadastrar/rede', sessaoDoPapel(5));
    await u.type(await screen.findByRole('textbox', { name: /^Nome/ }), 'Rede Nova');
    await u.type(screen.getByRole('textbox', { name: /^Região/ }), 'Norte');
    await u.type(screen.getByRole('textbox', { name: /^Valor do ponto/ }), '0,05');
    await u.click(screen.getByRole('button', { name: 'CADASTRAR' }));
    expect(await screen.findByText('Rede já cadastrada.')).toBeInTheDocument();
    expect(screen.queryByText(MENSAGENS.redeCadastrada)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Nome/ })).toHaveValue('Rede Nova');
  });

  it('is refused to roles outside Cadastrar → Rede', async () => {
    abrirPainel('/painel/cadastrar/rede', sessaoDoPapel(0));
    expect(await screen.findByText('Acesso não permitido')).toBeInTheDocument();
  });
});
