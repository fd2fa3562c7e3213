import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { MENSAGENS } from '@sw/common';
import { envioGraphql, type EnvioGraphqlLido } from '@sw/client/testes';
import { ImportarPlanilhaVendasDocument, type ImportarPlanilhaVendasMutation, type ImportarPlanilhaVendasMutationVariables } from '@sw/client/gql';
import { abrirPainel, sessaoDoPapel, usarServidor } from '../../testes/utilitarios';

const servidor = usarServidor();

// jsdom's File and the fetch/XHR stack do not always agree: build it from a Blob with a name.
const arquivoDe = (conteudo: string, nome: string) => Object.defineProperty(new Blob([conteudo]), 'name', { value: nome }) as File;
const entradaArquivo = () => document.querySelector('input[type="file"]') as HTMLInputElement;

type Payload = ImportarPlanilhaVendasMutation['importarPlanilhaVendas'];
const payload = (resultado: Payload['resultado'], errosDeUsuario: Payload['errosDeUsuario'] = []): ImportarPlanilhaVendasMutation => ({
  importarPlanilhaVendas: { __typename: 'ImportacaoVendasPayload', resultado, errosDeUsuario },
});

/** Answers importarPlanilhaVendas (a multipart request) and keeps what each call sent: variables and file parts. */
function servir(resposta: () => ImportarPlanilhaVendasMutation | Response) {
  const recebidos: EnvioGraphqlLido<ImportarPlanilhaVendasMutationVariables>[] = [];
  servidor.use(
    envioGraphql(ImportarPlanilhaVendasDocument, (envio) => {
      recebidos.push(envio);
      return resposta();
    }),
  );
  return recebidos;
}
const enviado = (e: EnvioGraphqlLido<ImportarPlanilhaVendasMutationVariables>) => ({
  variables: e.variables,
  arquivos: e.arquivos.map((a) => `${a.caminho}:${a.nome}`),
});

describe('Upload de Vendas (/processar/vendas)', () => {
  it("no file: 'Selecione um arquivo primeiro'; an upload sends enviarMensagem (checked by default) and shows 'N venda(s) processada(s)' and the refused rows", async () => {
    const recebidos = servir(() =>
      payload({
        __typename: 'ImportacaoVendas',
        total: 2,
        erros: [
          { __typename: 'ErroDeLinha', linha: 5, motivo: 'Produto não participante: X-1' },
          { __typename: 'ErroDeLinha', linha: 9, motivo: MENSAGENS.vendaJaProcessada },
        ],
      }),
    );
    const u = userEvent.setup();
    abrirPainel('/painel/processar/vendas', sessaoDoPapel(1));
    await u.click(await screen.findByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByText(MENSAGENS.selecioneArquivo)).toBeInTheDocument();
    expect(recebidos).toEqual([]);
    expect(screen.getByRole('checkbox', { name: 'Enviar mensagem ao vendedor' })).toBeChecked();
    expect(within(screen.getByRole('table', { name: 'Colunas do arquivo' })).getByText('numeroFiscal')).toBeInTheDocument();

    await u.upload(entradaArquivo(), arquivoDe('PK', 'vendas.xlsx'));
    await u.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByText(MENSAGENS.vendasProcessadas(2))).toBeInTheDocument();
    expect(recebidos.map(enviado)).toEqual([
      { variables: { input: { arquivo: null, enviarMensagem: true } }, arquivos: ['variables.input.arquivo:vendas.xlsx'] },
    ]);
    const erros = screen.getByRole('table', { name: 'Linhas com erro' });
    expect(
      within(erros)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['LinhaMotivo', '5Produto não participante: X-1', `9${MENSAGENS.vendaJaProcessada}`]);
    expect(screen.getByText('Vendas processadas:')).toBeInTheDocument();

    // Unchecking the box sends false.
    await u.click(screen.getByRole('checkbox', { name: 'Enviar mensagem ao vendedor' }));
    await u.upload(entradaArquivo(), arquivoDe('PK', 'outra.xlsx'));
    await u.click(screen.getByRole('button', { name: 'ENVIAR' }));
    await waitFor(() => expect(recebidos).toHaveLength(2));
    expect(enviado(recebidos[1]!)).toEqual({
      variables: { input: { arquivo: null, enviarMensagem: false } },
      arquivos: ['variables.input.arquivo:outra.xlsx'],
    });
  });

  it("an answer without a result is 'Erro ao processar o upload' and shows no result", async () => {
    servir(() => payload(null));
    const u = userEvent.setup();
    abrirPainel('/painel/processar/vendas', sessaoDoPapel(2));
    await screen.findByRole('button', { name: 'ENVIAR' });
    await u.upload(entradaArquivo(), arquivoDe('PK', 'vendas.xlsx'));
    await u.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByText(MENSAGENS.erroProcessarUpload)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Resultado do envio' })).not.toBeInTheDocument();
    expect(screen.queryByText(/venda\(s\) processada\(s\)/)).not.toBeInTheDocument();
  });

  it.each([
    ['errosDeUsuario', () => payload(null, [{ __typename: 'ErroDeUsuario', campo: 'arquivo', mensagem: MENSAGENS.arquivoNaoXlsx }])],
    [
      'a GraphQL error (the upload limits)',
      () => HttpResponse.json({ errors: [{ message: MENSAGENS.arquivoNaoXlsx, extensions: { code: 'BAD_USER_INPUT' } }] }, { status: 400 }),
    ],
  ])("a refused file (%s) is 'Erro ao processar o upload' once, with the server's reason on the screen", async (_caso, resposta) => {
    servir(resposta);
    const u = userEvent.setup();
    abrirPainel('/painel/processar/vendas', sessaoDoPapel(5));
    await screen.findByRole('button', { name: 'ENVIAR' });
    await u.upload(entradaArquivo(), arquivoDe('texto', 'vendas.xlsx'));
    await u.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByText(MENSAGENS.erroProcessarUpload)).toBeInTheDocument();
    // The reason under the form, not a second toast.
    expect(await screen.findByText(MENSAGENS.arquivoNaoXlsx)).toBeInTheDocument();
    expect(screen.getAllByText(MENSAGENS.arquivoNaoXlsx)).toHaveLength(1);
    expect(screen.queryByRole('table', { name: 'Linhas com erro' })).not.toBeInTheDocument();
  });
});
