import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { JustificativasDoParceiroDocument, ParceiroPorCpfDocument, VendasDoVendedorDocument, type ParceiroPainelCamposFragment } from '@sw/client/gql';
import { MENSAGENS } from '@sw/common';
import { abrirPainel, sessaoDoPapel, usarServidor } from '../../testes/utilitarios';

const servidor = usarServidor();

const CARLOS: ParceiroPainelCamposFragment = {
  __typename: 'ParceiroPainel',
  id: '1',
  nome: 'Carlos Eduardo Pereira',
  cpf: '70000000744',
  email: 'carlos@email.com.br',
  celular: '11988887777',
  telefone: '1133334444',
  sexo: 'M',
  dataNascimento: '1985-07-09',
  endRua: 'Rua das Flores',
  endNumero: '12',
  endComplemento: null,
  endBairro: 'Centro',
  endCidade: 'São Paulo',
  endEstado: 'SP',
  endCep: '01310100',
  hobby: 'Pesca',
  revendaId: '7',
  cnpjRevenda: '11222333000181',
  codRevenda: 'L0001',
  revenda: 'Tintas Horizonte Paulista',
  cnpjCddRevendaMaster: null,
  tipoPontuacaoRevenda: 'FOTO',
  redeId: '1',
  rede: 'Rede Horizonte',
  saldoPontos: '15230.60',
  totalPontos: '20000.00',
  ultimaPontuacao: '2026-10-01T12:00:00.000Z',
  ultimoAcessoEm: null,
  diasSemAcesso: null,
  quemIndicou: null,
  aceitouRegulamento: true,
  ativo: true,
  idIndicacao: 'CARLOS744',
  criadoEm: '2026-01-02T10:00:00.000Z',
};

function servir() {
  const pedidos: unknown[] = [];
  servidor.use(
    graphql.query(ParceiroPorCpfDocument, ({ variables }) => {
      pedidos.push(variables.cpf);
      return HttpResponse.json({ data: { parceiroPorCpf: variables.cpf === CARLOS.cpf ? CARLOS : null } });
    }),
    // The salesperson's sales (section of Pontuações, docs/pontuacoes-painel.md).
    graphql.query(VendasDoVendedorDocument, () =>
      HttpResponse.json({
        data: {
          vendasDoVendedor: [
            {
              __typename: 'VendaPontuada',
              id: '31',
              parceiro: CARLOS.nome,
              cpf: CARLOS.cpf,
              revenda: CARLOS.revenda,
              cnpj: CARLOS.cnpjRevenda,
              codRevenda: 'L0001',
              rede: CARLOS.rede,
              cidade: 'São Paulo',
              identificador: 'NF4455',
              tipoFiscal: 'N',
              totalVenda: '969.80',
              totalPontos: '196.00',
              valorCusto: '9.80',
              realizadoEm: '2026-11-20',
              pontuadoEm: '2026-11-21T12:00:00.000Z',
              venceEm: null,
              criadoEm: '2026-11-21T12:00:00.000Z',
              qtdItens: 1,
              linkArquivo: null,
              tipoArquivo: null,
              aprovadoPor: null,
              status: 'CANCELADA',
              cancelada: true,
              idPontuacao: null,
              reprovadoMotivo: null,
            },
          ],
        },
      }),
    ),
    graphql.query(JustificativasDoParceiroDocument, () =>
      HttpResponse.json({
        data: {
          justificativasDoParceiro: [
            {
              __typename: 'JustificativaParceiro',
              id: '2',
              criadoEm: '2026-05-01T12:00:00.000Z',
              statusAnterior: 'INATIVO',
              statusNovo: 'ATIVO',
              justificativa: 'Retornou às atividades na loja.',
              usuario: { __typename: 'UsuarioDaJustificativa', nome: 'Adriana Administradora' },
            },
          ],
        },
      }),
    ),
  );
  return pedidos;
}

describe('Detalhes do Vendedor Loja', () => {
  it('shows the entity fields, its store, points and status history', async () => {
    const pedidos = servir();
    abrirPainel('/painel/parceiro/70000000744', sessaoDoPapel(2));
    expect(await screen.findByRole('heading', { name: 'Carlos Eduardo Pereira' })).toBeInTheDocument();
    expect(pedidos).toEqual(['70000000744']);
    expect(screen.getByText('700.000.007-44')).toBeInTheDocument();
    expect(screen.getByText('09/07/1985')).toBeInTheDocument();
    expect(screen.getByText('Masculino')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tintas Horizonte Paulista' })).toHaveAttribute('href', '/painel/revenda/11222333000181');
    expect(screen.getByText('11.222.333/0001-81')).toBeInTheDocument();
    expect(screen.getByText('Foto')).toBeInTheDocument();
    expect(screen.getByText('15.230')).toBeInTheDocument();
    expect(screen.getByText('-')).toBeInTheDocument();
    const historico = await screen.findByRole('table', { name: 'Histórico de alterações de status' });
    expect(await within(historico).findByText('Retornou às atividades na loja.')).toBeInTheDocument();
    const vendas = await screen.findByRole('table', { name: 'Vendas do vendedor' });
    expect(within(vendas).getByText('NF4455')).toBeInTheDocument();
    expect(within(vendas).getByText('Cancelada')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Inativar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar' })).toBeInTheDocument();
  });

  it('role 0 reads without edit or status buttons', async () => {
    servir();
    abrirPainel('/painel/parceiro/70000000744', sessaoDoPapel(0));
    await screen.findByRole('heading', { name: 'Carlos Eduardo Pereira' });
    expect(screen.queryByRole('button', { name: 'Inativar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Editar' })).toBeNull();
  });

  it('an unknown CPF says the salesperson was not found', async () => {
    servir();
    abrirPainel('/painel/parceiro/52998224725', sessaoDoPapel(2));
    expect(await screen.findByText(MENSAGENS.parceiroNaoEncontrado)).toBeInTheDocument();
  });
});
