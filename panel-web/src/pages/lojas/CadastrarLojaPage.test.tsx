import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import {
  CodigoLojaEmUsoDocument,
  ConsultarCepDocument,
  CriarLojaDocument,
  LojaPorCnpjDocument,
  RedesDoSeletorDocument,
  type LojaPorCnpjQuery,
  type TipoPontuacao,
} from '@sw/client/gql';
import { MENSAGENS } from '@sw/common';
import { abrirPainel, sessaoDoPapel, usarServidor } from '../../testes/utilitarios';

const servidor = usarServidor();

function servir() {
  const enviados: Record<string, unknown>[] = [];
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
    graphql.query(CodigoLojaEmUsoDocument, ({ variables }) => HttpResponse.json({ data: { revendaCodigoEmUso: variables.codigo === 'L0001' } })),
    graphql.query(ConsultarCepDocument, ({ variables }) =>
      variables.cep === '01310100'
        ? HttpResponse.json({
            data: {
              cep: {
                __typename: 'Endereco',
                cep: '01310100',
                logradouro: 'Avenida Paulista',
                complemento: 'de 612 a 1510 - lado par',
                bairro: 'Bela Vista',
                localidade: 'São Paulo',
                uf: 'SP',
              },
            },
          })
        : HttpResponse.json({ data: { cep: null } }),
    ),
    graphql.mutation(CriarLojaDocument, ({ variables }) => {
      enviados.push(variables.input as Record<string, unknown>);
      return HttpResponse.json({
        data: { criarRevenda: { __typename: 'RevendaPayload', resultado: { __typename: 'Revenda', id: '99', cnpj: '11444777000161' }, errosDeUsuario: [] } },
      });
    }),
  );
  return enviados;
}

const campo = (nome: RegExp) => screen.getByRole('textbox', { name: nome });

/** Pasting is what a user does with long texts, and keeps the test quick on a busy machine. */
async function preencher(u: ReturnType<typeof userEvent.setup>, rotulo: RegExp, texto: string) {
  await u.click(campo(rotulo));
  await u.paste(texto);
}

async function escolher(u: ReturnType<typeof userEvent.setup>, rotulo: RegExp, opcao: string) {
  await u.click(screen.getByRole('combobox', { name: rotulo }));
  await u.click(await screen.findByRole('option', { name: opcao }));
}

describe('Cadastrar Loja', () => {
  it('shows the required messages of spec 1 §5 and sends nothing', async () => {
    const enviados = servir();
    const u = userEvent.setup();
    abrirPainel('/painel/cadastrar/revenda', sessaoDoPapel(2));
    await u.click(await screen.findByRole('button', { name: 'CADASTRAR' }));
    for (const mensagem of [
      MENSAGENS.redeObrigatorio,
      MENSAGENS.tipoPontuacaoObrigatorio,
      'Código obrigatório',
      'CNPJ obrigatório',
      'Nome Fantasia obrigatório',
      'Razão Social obrigatório',
      'Responsável obrigatório',
      'Email obrigatório',
      'Celular obrigatório',
      'CEP obrigatório',
      'Rua obrigatório',
      'Número obrigatório',
      'Bairro obrigatório',
      'Cidade obrigatório',
      'Estado obrigatório',
    ]) {
      expect(await screen.findByText(mensagem)).toBeInTheDocument();
    }
    // Complemento and telefone are optional.
    expect(screen.queryByText('Complemento obrigatório')).not.toBeInTheDocument();
    expect(screen.queryByText('Telefone obrigatório')).not.toBeInTheDocument();
    expect(enviados).toEqual([]);
  });

  it('fills the address from the CEP, applies the masks and sends digits only', async () => {
    const enviados = servir();
    const u = userEvent.setup();
    abrirPainel('/painel/cadastrar/revenda', sessaoDoPapel(1));
    await screen.findByRole('button', { name: 'CADASTRAR' });
    await escolher(u, /^Rede/, 'Tintas Litoral');
    await preencher(u, /^Código/, 'LT-900');
    await preencher(u, /^CNPJ/, '11444777000161');
    expect(campo(/^CNPJ/)).toHaveValue('11.444.777/0001-61');
    await preencher(u, /^Nome Fantasia/, 'Tintas Nova Era');
    await preencher(u, /^Razão Social/, 'Nova Era Comércio de Tintas Ltda');
    await preencher(u, /^Responsável/, 'Marta Ribeiro');
    await preencher(u, /^Email/, 'contato@novaera.com.br');
    await preencher(u, /^Telefone/, '1133334444');
    expect(campo(/^Telefone/)).toHaveValue('(11) 3333-4444');
    await preencher(u, /^Celular/, '11987654321');
    expect(campo(/^Celular/)).toHaveValue('(11) 98765-4321');
    await preencher(u, /^CEP/, '01310100');
    await u.tab();
    await waitFor(() => expect(campo(/^Rua/)).toHaveValue('Avenida Paulista'));
    expect(campo(/^Bairro/)).toHaveValue('Bela Vista');
    expect(campo(/^Cidade/)).toHaveValue('São Paulo');
    expect(campo(/^Estado/)).toHaveValue('SP');
    expect(campo(/^Complemento/)).toHaveValue('de 612 a 1510 - lado par');
    await preencher(u, /^Número/, '1000');
    await escolher(u, /^Tipo de pontuação/, 'Foto');
    await escolher(u, /^Fator de pontuação/, '3x');
    await u.click(screen.getByRole('button', { name: 'CADASTRAR' }));
    expect(await screen.findByText(MENSAGENS.lojaCadastrada)).toBeInTheDocument();
    expect(enviados).toEqual([
      {
        rede: '2',
        codigo: 'LT-900',
        cnpj: '11444777000161',
        nomeFantasia: 'Tintas Nova Era',
        razaoSocial: 'Nova Era Comércio de Tintas Ltda',
        responsavel: 'Marta Ribeiro',
        email: 'contato@novaera.com.br',
        telefone: '1133334444',
        celular: '11987654321',
        endCep: '01310100',
        endRua: 'Avenida Paulista',
        endNumero: '1000',
        endComplemento: 'de 612 a 1510 - lado par',
        endBairro: 'Bela Vista',
        endCidade: 'São Paulo',
        endEstado: 'SP',
        tipoPontuacao: 'FOTO',
        fatorPontuacao: 3,
      },
    ]);
    await waitFor(() => expect(campo(/^Nome Fantasia/)).toHaveValue(''));
  });

  it('on leaving: code in use, invalid CNPJ, short phone and unknown CEP are refused and cleared', async () => {
    servir();
    const u = userEvent.setup();
    abrirPainel('/painel/cadastrar/revenda', sessaoDoPapel(5));
    await u.type(await screen.findByRole('textbox', { name: /^Código/ }), 'L0001');
    await u.tab();
    expect(await screen.findByText(MENSAGENS.codigoEmUsoLoja)).toBeInTheDocument();
    await waitFor(() => expect(campo(/^Código/)).toHaveValue(''));

    await u.type(campo(/^CNPJ/), '11444777000162');
    await u.tab();
    expect(await screen.findByText(MENSAGENS.cnpjInvalido)).toBeInTheDocument();
    expect(campo(/^CNPJ/)).toHaveValue('');

    await u.type(campo(/^Celular/), '119876');
    await u.tab();
    expect(await screen.findByText('Celular inválido')).toBeInTheDocument();
    expect(campo(/^Celular/)).toHaveValue('');

    await u.type(campo(/^CEP/), '99999000');
    await u.tab();
    expect(await screen.findByText(MENSAGENS.cepInvalido)).toBeInTheDocument();
    await waitFor(() => expect(campo(/^CEP/)).toHaveValue(''));
  });

  it('is refused to roles outside Cadastrar → Loja', async () => {
    abrirPainel('/painel/cadastrar/revenda', sessaoDoPapel(3));
    expect(await screen.findByText('Acesso não permitido')).toBeInTheDocument();
  });
});

describe('Detalhes da Loja', () => {
  const detalhe = (tipoPontuacao: TipoPontuacao): LojaPorCnpjQuery['revendaPorCnpj'] => ({
    __typename: 'Revenda',
    id: '1',
    redeId: '1',
    rede: 'Rede Horizonte',
    codigo: 'L0001',
    cnpj: '11222333000181',
    cnpjCddRevendaMaster: '44555666000181',
    nomeFantasia: 'Tintas Horizonte Paulista',
    razaoSocial: 'Horizonte Comércio Ltda',
    responsavel: 'Marta Ribeiro',
    email: 'contato@horizonte.com.br',
    telefone: '1133334444',
    celular: '11987654321',
    endRua: 'Avenida Paulista',
    endNumero: '1000',
    endComplemento: null,
    endBairro: 'Bela Vista',
    endCidade: 'São Paulo',
    endEstado: 'SP',
    endCep: '01310100',
    tipoPontuacao,
    fatorPontuacao: 2,
    cenario: 'C',
    resgateLiberado: true,
    lancamentoRelatorio: true,
    lancamentoManual: false,
    ativo: true,
    criadoEm: '2025-01-10T12:00:00.000Z',
    numeroParceiros: 42,
    totalVendas: '123456.78',
    totalPontos: '9876.00',
    saldoPontos: '5432.00',
    ultimaPontuacao: '2026-03-10T15:30:00.000Z',
  });

  it.each<[TipoPontuacao, string]>([
    ['FOTO', 'Foto'],
    ['DIGITACAO', 'Sistema'],
    ['SISTEMA', 'Sistema'],
  ])('shows every field and figure; tipoPontuacao %s reads %s', async (tipo, texto) => {
    const pedidos: unknown[] = [];
    servidor.use(
      graphql.query(LojaPorCnpjDocument, ({ variables }) => {
        pedidos.push(variables.cnpj);
        return HttpResponse.json({ data: { revendaPorCnpj: detalhe(tipo) } });
      }),
    );
    abrirPainel('/painel/revenda/11222333000181', sessaoDoPapel(3));
    expect(await screen.findByRole('heading', { name: 'Tintas Horizonte Paulista' })).toBeInTheDocument();
    expect(pedidos).toEqual(['11222333000181']);
    expect(screen.getByLabelText('Tipo de pontuação')).toHaveTextContent(texto);
    expect(screen.getByLabelText('Fator de pontuação')).toHaveTextContent('2x');
    expect(screen.getByLabelText('Cenário')).toHaveTextContent('C');
    expect(screen.getByLabelText('CNPJ CDD Revenda Master')).toHaveTextContent('44.555.666/0001-81');
    expect(screen.getByLabelText('Lançamento por relatório')).toHaveTextContent('Sim');
    expect(screen.getByLabelText('Lançamento manual')).toHaveTextContent('Não');
    expect(screen.getByLabelText('Celular')).toHaveTextContent('(11) 98765-4321');
    expect(screen.getByLabelText('CEP')).toHaveTextContent('01310-100');
    expect(screen.getByLabelText('Complemento')).toHaveTextContent('—');
    expect(screen.getByLabelText('Vendedores')).toHaveTextContent('42');
    expect(screen.getByLabelText('Total Vendas')).toHaveTextContent(/R\$\s123\.456,78/);
    expect(screen.getByLabelText('Saldo de Pontos')).toHaveTextContent('5.432');
    expect(within(screen.getByRole('main')).getByRole('link', { name: /Lojas/ })).toHaveAttribute('href', '/painel/Lojas');
  });

  it('an unknown or hidden store says so', async () => {
    servidor.use(graphql.query(LojaPorCnpjDocument, () => HttpResponse.json({ data: { revendaPorCnpj: null } })));
    abrirPainel('/painel/revenda/44555666000181', sessaoDoPapel(3));
    expect((await screen.findAllByText('Loja não encontrada.')).length).toBeGreaterThan(0);
  });
});
