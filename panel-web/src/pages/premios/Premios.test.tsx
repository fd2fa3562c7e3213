import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { AlterarAtivoPremioDocument, ExcluirPremioDocument, PremiosDocument, PremiosPorCodigoDocument, type LinhaPremioFragment } from '@sw/client/gql';
import { MENSAGENS } from '@sw/common';
import { abrirPainel, sessaoDoPapel, usarServidor } from '../../testes/utilitarios';

const servidor = usarServidor();

const premio = (id: number, codigo: string, nome: string, extra: Partial<LinhaPremioFragment> = {}): LinhaPremioFragment => ({
  __typename: 'Premio',
  id: String(id),
  codigo,
  nome,
  descricao: 'Descrição',
  custoTotal: '120.00',
  tipo: 'GERAL',
  ativo: true,
  pontos: '1500.00',
  pontosAlternativo: null,
  diretorioFoto: null,
  ...extra,
});

function servir(existentes: string[] = []) {
  const pedidos: Record<string, unknown>[] = [];
  const mutacoes: { nome: string; variaveis: Record<string, unknown> }[] = [];
  servidor.use(
    graphql.query(PremiosDocument, ({ variables }) => {
      pedidos.push(variables.input as Record<string, unknown>);
      const linhas = [premio(1, 'VALE50', 'Vale-presente R$ 50'), premio(2, 'CAFETEIRA', 'Cafeteira elétrica', { tipo: 'BIVOLT', ativo: false })];
      return HttpResponse.json({ data: { premios: { __typename: 'PremioPagina', total: 2, totalEstimado: false, itens: linhas } } });
    }),
    graphql.query(PremiosPorCodigoDocument, ({ variables }) =>
      HttpResponse.json({ data: { premiosPorCodigo: existentes.includes(String(variables.codigo)) ? [{ __typename: 'Premio', id: '9' }] : [] } }),
    ),
    graphql.mutation(AlterarAtivoPremioDocument, ({ variables }) => {
      const input = variables.input as { id: string; ativo: boolean };
      mutacoes.push({ nome: 'AlterarAtivoPremio', variaveis: input });
      return HttpResponse.json({
        data: {
          alterarAtivoPremio: { __typename: 'PremioPayload', resultado: { __typename: 'Premio', id: input.id, ativo: input.ativo }, errosDeUsuario: [] },
        },
      });
    }),
    graphql.mutation(ExcluirPremioDocument, ({ variables }) => {
      mutacoes.push({ nome: 'ExcluirPremio', variaveis: variables.input as Record<string, unknown> });
      return HttpResponse.json({ data: { excluirPremio: { __typename: 'ExcluirPremioPayload', resultado: true, errosDeUsuario: [] } } });
    }),
  );
  return { pedidos, mutacoes };
}

const tabela = () => screen.getByRole('table', { name: 'Prêmios' });

describe('Prêmios', () => {
  it('role 2: sorted by name, toggle and delete', async () => {
    const { pedidos, mutacoes } = servir();
    const u = userEvent.setup();
    abrirPainel('/painel/premios', sessaoDoPapel(2));
    expect(await screen.findByText('Vale-presente R$ 50')).toBeInTheDocument();
    expect(pedidos[0]).toMatchObject({ pagina: 1, porPagina: 10, ordenarPor: 'nome', direcao: 'ASC', busca: null });
    const linha = within(within(tabela()).getByRole('row', { name: /CAFETEIRA/ }));
    expect(linha.getByText('Bivolt')).toBeInTheDocument();
    await u.click(linha.getByRole('switch', { name: 'Ativo: CAFETEIRA' }));
    await waitFor(() => expect(mutacoes).toEqual([{ nome: 'AlterarAtivoPremio', variaveis: { id: '2', ativo: true } }]));
    await u.click(screen.getByRole('button', { name: 'Excluir VALE50' }));
    await u.click(await screen.findByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(MENSAGENS.premioExcluido)).toBeInTheDocument();
    expect(mutacoes[1]).toEqual({ nome: 'ExcluirPremio', variaveis: { id: '1' } });
  });

  it('registration: validation in the order of the form, and a code in use is refused on leaving the field', async () => {
    servir(['VALE50']);
    const u = userEvent.setup();
    abrirPainel('/painel/cadastrar/premio', sessaoDoPapel(1));
    await u.click(await screen.findByRole('button', { name: 'CADASTRAR' }));
    expect(await screen.findByText(MENSAGENS.informeNome)).toBeInTheDocument();
    await u.type(screen.getByLabelText('Nome'), 'Vale');
    await u.type(screen.getByLabelText('Código'), 'VALE50');
    await u.tab();
    expect(await screen.findByText(MENSAGENS.codigoPremioEmUso)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Código')).toHaveValue(''));
    await u.type(screen.getByLabelText('Código'), 'VALE60');
    await u.type(screen.getByLabelText('Descrição'), 'Vale-presente');
    await u.type(screen.getByLabelText('Custo Total'), '60');
    await u.click(screen.getByRole('button', { name: 'CADASTRAR' }));
    // Points are required: a prize without points could never be redeemed.
    expect(await screen.findByText(MENSAGENS.informePontosPremio)).toBeInTheDocument();
    await u.type(screen.getByLabelText('Pontos'), '600');
    await u.click(screen.getByRole('button', { name: 'CADASTRAR' }));
    expect(await screen.findByText(MENSAGENS.selecioneFoto)).toBeInTheDocument();
  });
});
