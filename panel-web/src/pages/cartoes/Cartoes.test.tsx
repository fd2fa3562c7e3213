import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { AtualizarCartaoDocument, CadastrarCartaoDocument, CartoesPainelDocument, RedesDoSeletorDocument } from '@sw/client/gql';
import { abrirPainel, sessaoDoPapel, usarServidor } from '../../testes/utilitarios';
import { MENSAGENS_CARTOES as M } from '@sw/common';

const servidor = usarServidor();

const arquivoDe = (conteudo: string, nome: string) => Object.defineProperty(new Blob([conteudo], { type: 'text/csv' }), 'name', { value: nome }) as File;

function servir() {
  const pedidos: Record<string, unknown>[] = [];
  const cadastros: Record<string, unknown>[] = [];
  servidor.use(
    graphql.query(RedesDoSeletorDocument, () =>
      HttpResponse.json({ data: { redes: { __typename: 'RedePagina', itens: [{ __typename: 'Rede', id: '1', nome: 'Rede Horizonte' }] } } }),
    ),
    graphql.query(CartoesPainelDocument, ({ variables }) => {
      pedidos.push(variables.input as Record<string, unknown>);
      return HttpResponse.json({
        data: {
          cartoes: {
            __typename: 'CartaoPainelPagina',
            total: 1,
            totalEstimado: false,
            itens: [
              {
                __typename: 'CartaoPainel',
                id: '1',
                rede: 'Rede Horizonte',
                parceiro: 'Carlos Eduardo Pereira',
                cpf: '70000000744',
                codigoBarras: 'PX-0001',
                numero: '5000123',
                saldo: '150.50',
                nome: 'Carlos E Pereira',
                entregue: true,
                bloqueado: 0,
                emDesbloqueio: false,
                atualizadoEm: '2026-11-20T15:00:00.000Z',
              },
            ],
          },
        },
      });
    }),
    graphql.mutation(CadastrarCartaoDocument, ({ variables }) => {
      const { input } = variables;
      cadastros.push(input);
      const resultado =
        input.numero === '5067000000000025'
          ? { sucesso: false, mensagem: 'Cartão recusado pelo emissor' }
          : { sucesso: true, mensagem: 'Cartão cadastrado com sucesso' };
      return HttpResponse.json({
        data: { cadastrarCartao: { __typename: 'ResultadoCartaoPayload', resultado: { __typename: 'ResultadoCartao', ...resultado }, errosDeUsuario: [] } },
      });
    }),
    http.post('http://localhost/api/upload/saldo_cartao', () =>
      HttpResponse.json({ total: 2, mensagem: '2 linhas de saldo processado', erros: [{ linha: 4, motivo: 'Cartão não encontrado.' }] }),
    ),
  );
  return { pedidos, cadastros };
}

describe('Cartões', () => {
  it('the list: network filter, Proxy column, balance in reais', async () => {
    const { pedidos } = servir();
    const u = userEvent.setup();
    abrirPainel('/painel/cartoes', sessaoDoPapel(1));
    const tabela = await screen.findByRole('table', { name: 'Cartões' });
    expect(await within(tabela).findByText('PX-0001')).toBeInTheDocument();
    expect(within(tabela).getByRole('columnheader', { name: /Proxy/ })).toBeInTheDocument();
    expect(within(tabela).getByText(/R\$\s150,50/)).toBeInTheDocument();
    expect(within(tabela).getByText('Desbloqueado')).toBeInTheDocument();
    await u.click(screen.getByRole('combobox', { name: 'Rede' }));
    await u.click(await screen.findByRole('option', { name: 'Rede Horizonte' }));
    await waitFor(() => expect(pedidos[pedidos.length - 1]).toMatchObject({ rede: '1', pagina: 1 }));
  });

  it('the card desk: marks delivery and blocks, the row follows the answer; role 1 and 2 only', async () => {
    servir();
    const mudancas: Record<string, unknown>[] = [];
    servidor.use(
      graphql.mutation(AtualizarCartaoDocument, ({ variables }) => {
        mudancas.push(variables.input);
        return HttpResponse.json({
          data: {
            atualizarCartao: {
              __typename: 'AtualizarCartaoPayload',
              errosDeUsuario: [],
              resultado: {
                __typename: 'AtualizacaoCartao',
                mensagem: 'Cartão atualizado com sucesso',
                cartao: {
                  __typename: 'CartaoPainel',
                  id: '1',
                  rede: 'Rede Horizonte',
                  parceiro: 'Carlos Eduardo Pereira',
                  cpf: '70000000744',
                  codigoBarras: 'PX-0001',
                  numero: '5000123',
                  saldo: '150.50',
                  nome: 'Carlos E Pereira',
                  entregue: true,
                  bloqueado: 1,
                  emDesbloqueio: false,
                  atualizadoEm: '2026-11-20T15:00:00.000Z',
                },
              },
            },
          },
        });
      }),
    );
    const u = userEvent.setup();
    abrirPainel('/painel/cartoes', sessaoDoPapel(2));
    const tabela = await screen.findByRole('table', { name: 'Cartões' });
    await u.click(await within(tabela).findByRole('button', { name: 'Bloquear: PX-0001' }));
    expect(await screen.findByText('Cartão atualizado com sucesso')).toBeInTheDocument();
    expect(mudancas).toEqual([{ id: '1', bloqueado: true }]);
    expect(await within(tabela).findByText('Bloqueado')).toBeInTheDocument();
    expect(within(tabela).getByRole('button', { name: 'Desbloquear: PX-0001' })).toBeEnabled();
    expect(within(tabela).getByRole('button', { name: 'Desfazer entrega: PX-0001' })).toBeEnabled();
  });

  it("Cadastrar Cartão: 'Informe o código de barras', 'Informe o número', success, and the server's mensagem on a refusal", async () => {
    const { cadastros } = servir();
    const u = userEvent.setup();
    abrirPainel('/painel/cadastrar/cartao', sessaoDoPapel(2));
    const botao = await screen.findByRole('button', { name: 'CADASTRAR' });
    await u.click(botao);
    expect(await screen.findByText('Informe o código de barras')).toBeInTheDocument();
    await u.type(screen.getByRole('textbox', { name: /Código de barras/ }), 'PX-9');
    await u.click(botao);
    expect(await screen.findByText('Informe o número')).toBeInTheDocument();
    const numero = screen.getByRole('textbox', { name: /^Número/ });
    // A number that is not a card number is refused before the server: length, then the check digit.
    await u.type(numero, '777');
    await u.click(botao);
    expect(await screen.findAllByText(M.numeroCartaoFormato)).not.toHaveLength(0);
    await u.clear(numero);
    await u.type(numero, '5067 0000 0000 0018');
    await u.tab();
    expect(await screen.findByText(M.numeroCartaoDigito)).toBeInTheDocument();
    expect(numero).toHaveAccessibleDescription(expect.stringContaining(M.numeroCartaoDigito));
    await u.clear(numero);
    await u.type(numero, '5067 0000 0000 0017');
    await u.click(botao);
    expect(await screen.findByText('Cartão cadastrado com sucesso')).toBeInTheDocument();
    expect(cadastros).toEqual([{ codigoBarras: 'PX-9', numero: '5067 0000 0000 0017', cpf: null }]);
    await u.type(screen.getByRole('textbox', { name: /Código de barras/ }), 'PX-10');
    await u.type(screen.getByRole('textbox', { name: /^Número/ }), '5067000000000025');
    await u.click(botao);
    expect(await screen.findByText('Cartão recusado pelo emissor')).toBeInTheDocument();
  });

  it("Upload Saldo Cartão: '{n} linhas de saldo processado' and the refused lines", async () => {
    servir();
    const u = userEvent.setup();
    abrirPainel('/painel/processar/saldo-cartao', sessaoDoPapel(0));
    await screen.findByRole('button', { name: 'ENVIAR' });
    await u.upload(document.querySelector('input[type="file"]') as HTMLInputElement, arquivoDe('codigoBarras;saldo\nPX;1', 'saldos.csv'));
    await u.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByText('2 linhas de saldo processado')).toBeInTheDocument();
    const erros = screen.getByRole('table', { name: 'Linhas com erro' });
    expect(
      within(erros)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['LinhaMotivo', '4Cartão não encontrado.']);
  });
});
