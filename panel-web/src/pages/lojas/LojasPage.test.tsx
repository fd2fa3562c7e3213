import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import {
  AlterarAtivoLojaDocument,
  AlterarResgateLiberadoLojaDocument,
  AtualizarLojaDocument,
  CodigoLojaEmUsoDocument,
  ExcluirLojaDocument,
  LojasPaginadasDocument,
  RedesDoSeletorDocument,
  type CamposLojaFragment,
} from '@sw/client/gql';
import { MENSAGENS } from '@sw/common';
import { abrirPainel, sessaoDoPapel, usarServidor } from '../../testes/utilitarios';

const servidor = usarServidor();

const loja = (id: number, nomeFantasia: string, extra: Partial<CamposLojaFragment> = {}): CamposLojaFragment => ({
  __typename: 'Revenda',
  id: String(id),
  redeId: '1',
  rede: 'Rede Horizonte',
  codigo: `L000${id}`,
  cnpj: id === 1 ? '11222333000181' : '44555666000181',
  cnpjCddRevendaMaster: null,
  nomeFantasia,
  razaoSocial: `${nomeFantasia} Ltda`,
  responsavel: 'Marta Ribeiro',
  email: 'contato@loja.com.br',
  telefone: '1133334444',
  celular: '11987654321',
  endRua: 'Avenida Paulista',
  endNumero: '1000',
  endComplemento: null,
  endBairro: 'Bela Vista',
  endCidade: 'São Paulo',
  endEstado: 'SP',
  endCep: '01310100',
  tipoPontuacao: 'DIGITACAO',
  fatorPontuacao: 2,
  cenario: 'A',
  resgateLiberado: true,
  lancamentoRelatorio: false,
  lancamentoManual: false,
  ativo: true,
  criadoEm: '2025-01-10T12:00:00.000Z',
  ...extra,
});

function servir(opcoes: { falharResgate?: boolean } = {}) {
  const pedidos: Record<string, unknown>[] = [];
  const mutacoes: { nome: string; variaveis: Record<string, any> }[] = [];
  servidor.use(
    graphql.query(RedesDoSeletorDocument, () =>
      HttpResponse.json({
        data: {
          redes: {
            __typename: 'RedePagina',
            itens: [
              { __typename: 'Rede', id: '1', nome: 'Rede Horizonte' },
              { __typename: 'Rede', id: '2', nome: 'Tintas Litoral' },
            ],
          },
        },
      }),
    ),
    graphql.query(LojasPaginadasDocument, ({ variables }) => {
      const input = variables.input as Record<string, unknown>;
      pedidos.push(input);
      const todas = [
        loja(1, 'Tintas Horizonte Paulista'),
        loja(2, 'Casa das Cores Litoral', { redeId: '2', rede: 'Tintas Litoral', tipoPontuacao: 'FOTO', resgateLiberado: false, ativo: false }),
      ];
      const linhas = input.rede ? todas.filter((l) => l.redeId === input.rede) : todas;
      return HttpResponse.json({ data: { revendas: { __typename: 'RevendaPagina', total: linhas.length, totalEstimado: false, itens: linhas } } });
    }),
    graphql.query(CodigoLojaEmUsoDocument, ({ variables }) => HttpResponse.json({ data: { revendaCodigoEmUso: variables.codigo === 'L0002' } })),
    graphql.mutation(AlterarResgateLiberadoLojaDocument, ({ variables }) => {
      const { input } = variables;
      mutacoes.push({ nome: 'AlterarResgateLiberadoLoja', variaveis: input });
      if (opcoes.falharResgate) return HttpResponse.json({ data: null, errors: [{ message: 'Loja não encontrada.', extensions: { code: 'NOT_FOUND' } }] });
      return HttpResponse.json({
        data: {
          alterarResgateLiberado: {
            __typename: 'RevendaPayload',
            resultado: { __typename: 'Revenda', id: String(input.id), resgateLiberado: input.resgateLiberado },
            errosDeUsuario: [],
          },
        },
      });
    }),
    graphql.mutation(AlterarAtivoLojaDocument, ({ variables }) => {
      const { input } = variables;
      mutacoes.push({ nome: 'AlterarAtivoLoja', variaveis: input });
      return HttpResponse.json({
        data: {
          alterarAtivoRevenda: {
            __typename: 'RevendaPayload',
            resultado: { __typename: 'Revenda', id: String(input.id), ativo: input.ativo },
            errosDeUsuario: [],
          },
        },
      });
    }),
    graphql.mutation(AtualizarLojaDocument, ({ variables }) => {
      const { input } = variables;
      mutacoes.push({ nome: 'AtualizarLoja', variaveis: input });
      const antes = loja(1, 'Tintas Horizonte Paulista');
      return HttpResponse.json({
        data: {
          atualizarRevenda: {
            __typename: 'RevendaPayload',
            resultado: {
              ...antes,
              id: String(input.id),
              redeId: String(input.rede ?? antes.redeId),
              email: input.email,
              cnpjCddRevendaMaster: input.cnpjCddRevendaMaster,
              cenario: input.cenario ?? antes.cenario,
              fatorPontuacao: input.fatorPontuacao ?? antes.fatorPontuacao,
              tipoPontuacao: input.tipoPontuacao ?? antes.tipoPontuacao,
              lancamentoManual: input.lancamentoManual ?? antes.lancamentoManual,
              lancamentoRelatorio: input.lancamentoRelatorio ?? antes.lancamentoRelatorio,
            },
            errosDeUsuario: [],
          },
        },
      });
    }),
    graphql.mutation(ExcluirLojaDocument, ({ variables }) => {
      const { input } = variables;
      mutacoes.push({ nome: 'ExcluirLoja', variaveis: input });
      return HttpResponse.json({ data: { excluirRevenda: { __typename: 'ExcluirRevendaPayload', resultado: String(input.id), errosDeUsuario: [] } } });
    }),
  );
  return { pedidos, mutacoes };
}

const tabela = () => screen.getByRole('table', { name: 'Lojas' });
const cabecalhos = () =>
  within(tabela())
    .getAllByRole('columnheader')
    .map((c) => c.textContent?.replace(/[▲▼↕]/g, '').trim());
const linha = (nome: string) => within(tabela()).getByRole('row', { name: new RegExp(nome) });
const BASE = ['Nome Fantasia', 'Código', 'CNPJ', 'Rede', 'Cidade', 'Tipo de Pontuação', 'Fator', 'Cenário'];

describe('Lojas list', () => {
  it('role 2: title Lojas, link to revenda/{cnpj}, list labels, both switches, edit and delete', async () => {
    const { pedidos } = servir();
    abrirPainel('/painel/Lojas', sessaoDoPapel(2));
    expect(await screen.findByRole('heading', { name: 'Lojas' })).toBeInTheDocument();
    await screen.findByText('Tintas Horizonte Paulista');
    expect(pedidos[0]).toMatchObject({ pagina: 1, porPagina: 10, ordenarPor: 'nomeFantasia', direcao: 'ASC', rede: null });
    expect(cabecalhos()).toEqual([...BASE, 'Resgate Liberado', 'Ativo', 'Ações']);
    expect(screen.getByRole('link', { name: 'Tintas Horizonte Paulista' })).toHaveAttribute('href', '/painel/revenda/11222333000181');
    const primeira = within(linha('Tintas Horizonte Paulista'));
    expect(primeira.getByText('11.222.333/0001-81')).toBeInTheDocument();
    expect(primeira.getByText('Digitação')).toBeInTheDocument();
    expect(primeira.getByText('2x')).toBeInTheDocument();
    expect(primeira.getByText('São Paulo / SP')).toBeInTheDocument();
    expect(within(linha('Casa das Cores Litoral')).getByText('Foto')).toBeInTheDocument();
    expect(primeira.getByRole('switch', { name: 'Resgate liberado: Tintas Horizonte Paulista' })).toBeChecked();
    expect(within(linha('Casa das Cores Litoral')).getByRole('switch', { name: 'Ativo: Casa das Cores Litoral' })).not.toBeChecked();
    expect(primeira.getByRole('button', { name: 'Editar Tintas Horizonte Paulista' })).toBeInTheDocument();
    expect(primeira.getByRole('button', { name: 'Excluir Tintas Horizonte Paulista' })).toBeInTheDocument();
  });

  it('role 1 edits only: no switches, no delete', async () => {
    servir();
    abrirPainel('/painel/Lojas', sessaoDoPapel(1));
    await screen.findByText('Tintas Horizonte Paulista');
    expect(cabecalhos()).toEqual([...BASE, 'Ações']);
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Excluir/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar Tintas Horizonte Paulista' })).toBeInTheDocument();
  });

  it.each([0, 3])('role %i reads the list without switches or actions', async (papel) => {
    servir();
    abrirPainel('/painel/Lojas', sessaoDoPapel(papel));
    await screen.findByText('Tintas Horizonte Paulista');
    expect(cabecalhos()).toEqual(BASE);
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Editar|Excluir/ })).not.toBeInTheDocument();
  });

  it('the network filter reloads from page 1 with the network id', async () => {
    const { pedidos } = servir();
    const u = userEvent.setup();
    abrirPainel('/painel/Lojas', sessaoDoPapel(5));
    await screen.findByText('Tintas Horizonte Paulista');
    await u.click(screen.getByRole('combobox', { name: 'Rede' }));
    await u.click(await screen.findByRole('option', { name: 'Tintas Litoral' }));
    await waitFor(() => expect(pedidos[pedidos.length - 1]).toMatchObject({ rede: '2', pagina: 1 }));
    await waitFor(() => expect(within(tabela()).queryByText('Tintas Horizonte Paulista')).not.toBeInTheDocument());
    expect(within(tabela()).getByText('Casa das Cores Litoral')).toBeInTheDocument();
  });

  it('resgateLiberado switch: optimistic, saved, toast "Liberação do resgate alterada com sucesso"', async () => {
    const { mutacoes } = servir();
    const u = userEvent.setup();
    abrirPainel('/painel/Lojas', sessaoDoPapel(5));
    await screen.findByText('Casa das Cores Litoral');
    const chave = screen.getByRole('switch', { name: 'Resgate liberado: Casa das Cores Litoral' });
    await u.click(chave);
    expect(chave).toBeChecked();
    expect(await screen.findByText(MENSAGENS.resgateLiberadoAlterado)).toBeInTheDocument();
    expect(mutacoes).toEqual([{ nome: 'AlterarResgateLiberadoLoja', variaveis: { id: '2', resgateLiberado: true } }]);
    await u.click(screen.getByRole('switch', { name: 'Ativo: Casa das Cores Litoral' }));
    expect(await screen.findByText(MENSAGENS.statusAtualizado)).toBeInTheDocument();
    expect(mutacoes[1]).toEqual({ nome: 'AlterarAtivoLoja', variaveis: { id: '2', ativo: true } });
  });

  it('a refused resgateLiberado change goes back', async () => {
    servir({ falharResgate: true });
    const u = userEvent.setup();
    abrirPainel('/painel/Lojas', sessaoDoPapel(2));
    await screen.findByText('Tintas Horizonte Paulista');
    await u.click(screen.getByRole('switch', { name: 'Resgate liberado: Tintas Horizonte Paulista' }));
    expect(await screen.findByText('Loja não encontrada.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Resgate liberado: Tintas Horizonte Paulista' })).toBeChecked());
  });

  it('the edit dialog carries cenário, fator, tipo and the launch settings; saves digits only and updates the row', async () => {
    const { mutacoes } = servir();
    const u = userEvent.setup();
    abrirPainel('/painel/Lojas', sessaoDoPapel(1));
    await screen.findByText('Tintas Horizonte Paulista');
    await u.click(screen.getByRole('button', { name: 'Editar Tintas Horizonte Paulista' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Editar Loja' });
    expect(within(dialogo).getByRole('textbox', { name: /^CNPJ$|^CNPJ \*/ })).toHaveValue('11.222.333/0001-81');
    expect(within(dialogo).getByRole('textbox', { name: /^Celular/ })).toHaveValue('(11) 98765-4321');
    await u.click(within(dialogo).getByRole('combobox', { name: /^Cenário/ }));
    await u.click(await screen.findByRole('option', { name: 'C' }));
    await u.click(within(dialogo).getByRole('combobox', { name: /^Fator de pontuação/ }));
    await u.click(await screen.findByRole('option', { name: '10x' }));
    await u.click(within(dialogo).getByRole('switch', { name: 'Lançamento manual' }));
    await u.click(within(dialogo).getByRole('textbox', { name: /^CNPJ CDD Revenda Master/ }));
    await u.paste('44555666000181');
    const email = within(dialogo).getByRole('textbox', { name: /^Email/ });
    await u.clear(email);
    await u.click(within(dialogo).getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText(MENSAGENS.revendaAlterada)).toBeInTheDocument();
    expect(mutacoes).toHaveLength(1);
    expect(mutacoes[0]!.variaveis).toEqual(
      expect.objectContaining({
        id: '1',
        rede: '1',
        cnpj: '11222333000181',
        celular: '11987654321',
        telefone: '1133334444',
        endCep: '01310100',
        email: null,
        cenario: 'C',
        fatorPontuacao: 10,
        tipoPontuacao: 'DIGITACAO',
        lancamentoManual: true,
        lancamentoRelatorio: false,
        cnpjCddRevendaMaster: '44555666000181',
      }),
    );
    await waitFor(() => expect(within(linha('Tintas Horizonte Paulista')).getByText('10x')).toBeInTheDocument());
  });

  it('the edit dialog refuses a code used by another store on leaving the field', async () => {
    servir();
    const u = userEvent.setup();
    abrirPainel('/painel/Lojas', sessaoDoPapel(2));
    await screen.findByText('Tintas Horizonte Paulista');
    await u.click(screen.getByRole('button', { name: 'Editar Tintas Horizonte Paulista' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Editar Loja' });
    const codigo = within(dialogo).getByRole('textbox', { name: /^Código/ });
    await u.clear(codigo);
    await u.type(codigo, 'L0002');
    await u.tab();
    expect(await screen.findByText(MENSAGENS.codigoEmUsoLoja)).toBeInTheDocument();
    await waitFor(() => expect(codigo).toHaveValue(''));
  });

  it('delete asks first, then removes the row with "Excluído com sucesso"', async () => {
    const { mutacoes } = servir();
    const u = userEvent.setup();
    abrirPainel('/painel/Lojas', sessaoDoPapel(5));
    await screen.findByText('Casa das Cores Litoral');
    await u.click(screen.getByRole('button', { name: 'Excluir Casa das Cores Litoral' }));
    await u.click(await screen.findByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(MENSAGENS.excluidoComSucesso)).toBeInTheDocument();
    expect(mutacoes).toEqual([{ nome: 'ExcluirLoja', variaveis: { id: '2' } }]);
    await waitFor(() => expect(within(tabela()).queryByText('Casa das Cores Litoral')).not.toBeInTheDocument());
  });
});
