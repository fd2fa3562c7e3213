import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import {
  EnviarComprovantesDocument,
  EnviarPontuacaoDigitadaDocument,
  SaldoProdutoLojaDocument,
  type EnviarComprovantesMutation,
  type EnviarPontuacaoDigitadaMutationVariables,
  MinhasPontuacoesPlataformaDocument,
} from '@sw/client/gql';
import { envioGraphql } from '@sw/client/testes';
import { MENSAGENS } from '@sw/common';
import { criarParceiro } from '../testes/dados';
import { entrarComo, renderizarLoja } from '../testes/renderizar';
import { servidor } from '../testes/servidor';

type Saldo = { disponivel: number; produto: { produtoId: string; codigo: string; descricao: string; valorPontos: string } | null };

function responderSaldo(porCodigo: Record<string, Saldo>) {
  servidor.use(
    graphql.query(SaldoProdutoLojaDocument, ({ variables }) => {
      const s = porCodigo[variables.input.codigo.toUpperCase()] ?? { disponivel: 0, produto: null };
      return HttpResponse.json({
        data: {
          saldoProdutoLoja: {
            __typename: 'SaldoProdutoLoja',
            idRevenda: '1',
            comprado: s.disponivel,
            usado: 0,
            disponivel: s.disponivel,
            pontosPorUnidade: '40.00',
            produto: s.produto ? { __typename: 'ProdutoParticipante', ...s.produto } : null,
          },
        },
      });
    }),
  );
}

const produto = (codigo: string, produtoId: number) => ({ produtoId: String(produtoId), codigo, descricao: `Tinta ${codigo}`, valorPontos: '20.00' });

async function adicionar(usuario: ReturnType<typeof userEvent.setup>, codigo: string, digitos: string) {
  const campoCodigo = screen.getByLabelText('Código do produto');
  await usuario.clear(campoCodigo);
  if (codigo) await usuario.type(campoCodigo, codigo);
  if (digitos) await usuario.type(screen.getByLabelText('Valor da venda'), digitos);
  await usuario.click(screen.getByRole('button', { name: 'Adicionar produto' }));
}

describe('/enviar-pontuacao, type-1 store', () => {
  beforeEach(() => entrarComo(criarParceiro()));

  it('checks the fields, the product and the sell-in balance before listing an item', async () => {
    const usuario = userEvent.setup();
    responderSaldo({ 'SW-1': { disponivel: 1, produto: produto('SW-1', 11) }, 'SW-2': { disponivel: 5, produto: produto('SW-2', 12) } });
    renderizarLoja('/enviar-pontuacao');
    // The first render also loads the page's chunk.
    await screen.findByLabelText('Código do produto');

    await adicionar(usuario, 'SW-1', '');
    expect(await screen.findByText(MENSAGENS.preenchaTodosDados)).toBeInTheDocument();

    await usuario.type(screen.getByLabelText('Valor da venda'), '4990');
    expect(screen.getByLabelText('Valor da venda')).toHaveValue('R$\u00a049,90');
    await adicionar(usuario, 'NADA', '');
    expect(await screen.findByText(MENSAGENS.produtoNaoParticipante)).toBeInTheDocument();

    await adicionar(usuario, 'SW-1', '');
    const tabela = screen.getByRole('table', { name: 'Produtos da venda' });
    expect(await within(tabela).findByText('SW-1')).toBeInTheDocument();
    expect(screen.getByTestId('total-pontos')).toHaveTextContent('Total: 40 pontos');

    // One unit left and one already listed: no more of it.
    await adicionar(usuario, 'SW-1', '1000');
    expect(await screen.findByText(MENSAGENS.semSaldoProduto)).toBeInTheDocument();
    await adicionar(usuario, 'SW-2', '');
    await waitFor(() => expect(screen.getByTestId('total-pontos')).toHaveTextContent('Total: 80 pontos'));

    await usuario.click(within(tabela).getByRole('button', { name: 'Remover SW-1' }));
    expect(within(tabela).queryByText('SW-1')).not.toBeInTheDocument();
    expect(screen.getByTestId('total-pontos')).toHaveTextContent('Total: 40 pontos');
  });

  it('sends the list (one unit per item) and goes to the statements; a failure keeps the list and a retry reuses the key', async () => {
    const usuario = userEvent.setup();
    responderSaldo({ 'SW-2': { disponivel: 5, produto: produto('SW-2', 12) } });
    const enviados: EnviarPontuacaoDigitadaMutationVariables['input'][] = [];
    let modo: 'recusa' | 'queda' | 'ok' = 'recusa';
    servidor.use(
      // The statements page the member lands on after sending.
      graphql.query(MinhasPontuacoesPlataformaDocument, () => HttpResponse.json({ data: { minhasPontuacoesPlataforma: [] } })),
      graphql.mutation(EnviarPontuacaoDigitadaDocument, ({ variables }) => {
        enviados.push(variables.input);
        // A refusal comes in the payload's errosDeUsuario, with the server's reason.
        if (modo === 'recusa')
          return HttpResponse.json({
            data: {
              enviarPontuacaoDigitada: {
                __typename: 'EnvioPontuacaoPayload',
                resultado: null,
                errosDeUsuario: [{ __typename: 'ErroDeUsuario', campo: null, mensagem: MENSAGENS.semSaldoProduto, codigo: 'BAD_USER_INPUT' }],
              },
            },
          });
        // The connection drops before any answer.
        if (modo === 'queda') return HttpResponse.error();
        return HttpResponse.json({
          data: {
            enviarPontuacaoDigitada: {
              __typename: 'EnvioPontuacaoPayload',
              errosDeUsuario: [],
              resultado: { __typename: 'EnvioPontuacao', mensagem: MENSAGENS.vendaEnviadaAnalise, id: '9' },
            },
          },
        });
      }),
    );
    renderizarLoja('/enviar-pontuacao');
    await screen.findByLabelText('Código do produto');
    await usuario.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(MENSAGENS.vendaSemItens)).toBeInTheDocument();

    await adicionar(usuario, 'SW-2', '2500');
    await screen.findByText('Tinta SW-2');
    await usuario.click(screen.getByRole('button', { name: 'Enviar' }));
    // The server's reason, and the list is still there.
    expect(await screen.findByText(MENSAGENS.semSaldoProduto)).toBeInTheDocument();
    expect(screen.getByTestId('aviso-envio')).toHaveTextContent('A venda não foi enviada. Os produtos continuam na lista');
    expect(screen.getByText('Tinta SW-2')).toBeInTheDocument();

    modo = 'queda';
    await usuario.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(MENSAGENS.erroEnviarVenda)).toBeInTheDocument();
    expect(screen.getByText('Tinta SW-2')).toBeInTheDocument();
    // The same list carries the same key: should the dropped send have been saved, the server answers it again.
    expect(enviados).toHaveLength(2);
    expect(enviados[1].chaveIdempotencia).toBe(enviados[0].chaveIdempotencia);
    expect(String(enviados[0].chaveIdempotencia)).toMatch(/^[0-9a-f-]{32,36}$/);

    // A changed list is another send: a new key.
    modo = 'ok';
    await adicionar(usuario, 'SW-2', '1990');
    await waitFor(() => expect(screen.getByTestId('total-pontos')).toHaveTextContent('Total: 80 pontos'));
    expect(screen.queryByTestId('aviso-envio')).not.toBeInTheDocument();
    await usuario.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(screen.getByTestId('localizacao')).toHaveTextContent('/pontuacoes'));
    expect(enviados).toHaveLength(3);
    expect(enviados[2].itens).toEqual([
      { codigo: 'SW-2', valor: 25 },
      { codigo: 'SW-2', valor: 19.9 },
    ]);
    expect(enviados[2].chaveIdempotencia).not.toBe(enviados[0].chaveIdempotencia);
  });

  it('a double click sends once', async () => {
    const usuario = userEvent.setup();
    responderSaldo({ 'SW-2': { disponivel: 5, produto: produto('SW-2', 12) } });
    let chamadas = 0;
    // The answer waits until both clicks are in, as on a slow connection.
    let liberar = () => {};
    const resposta = new Promise<void>((ok) => {
      liberar = ok;
    });
    servidor.use(
      graphql.query(MinhasPontuacoesPlataformaDocument, () => HttpResponse.json({ data: { minhasPontuacoesPlataforma: [] } })),
      graphql.mutation(EnviarPontuacaoDigitadaDocument, async () => {
        chamadas += 1;
        await resposta;
        return HttpResponse.json({
          data: {
            enviarPontuacaoDigitada: {
              __typename: 'EnvioPontuacaoPayload',
              errosDeUsuario: [],
              resultado: { __typename: 'EnvioPontuacao', mensagem: MENSAGENS.vendaEnviadaAnalise, id: '9' },
            },
          },
        });
      }),
    );
    renderizarLoja('/enviar-pontuacao');
    await screen.findByLabelText('Código do produto');
    await adicionar(usuario, 'SW-2', '2500');
    await screen.findByText('Tinta SW-2');
    await usuario.dblClick(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(chamadas).toBe(1));
    liberar();
    await waitFor(() => expect(screen.getByTestId('localizacao')).toHaveTextContent('/pontuacoes'));
    expect(chamadas).toBe(1);
  });
});

/**
 * A file the test environment's fetch can send: its FormData and Blob are Node's, and Node's
 * FormData refuses jsdom's File (a browser has one of each). A named Blob is what the form sends.
 */
const arquivo = (conteudo: string | Uint8Array, nome: string, tipo: string) =>
  Object.assign(new Blob([conteudo as BlobPart], { type: tipo }), { name: nome, lastModified: 0 }) as unknown as File;
/** Real first bytes: the screen reads the type from them, as the server does. */
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const png = (nome: string) => arquivo(PNG, nome, 'image/png');
const pdf = (nome: string) => arquivo('%PDF-1.4\n%%EOF\n', nome, 'application/pdf');
const entradaDeArquivos = () => document.querySelector('input[type=file]') as HTMLInputElement;
/** enviarComprovantes' answer: one claim per file, or the files refused as a whole. */
const enviados = (quantos: number): EnviarComprovantesMutation => ({
  enviarComprovantes: {
    __typename: 'EnvioComprovantesPayload',
    resultado: {
      __typename: 'EnvioComprovantes',
      mensagem: MENSAGENS.arquivosEnviados(quantos),
      arquivos: Array.from({ length: quantos }, (_, i) => ({ __typename: 'ComprovanteEnviado', id: String(i + 1) })),
    },
    errosDeUsuario: [],
  },
});
const recusados = (mensagem: string): EnviarComprovantesMutation => ({
  enviarComprovantes: {
    __typename: 'EnvioComprovantesPayload',
    resultado: null,
    errosDeUsuario: [{ __typename: 'ErroDeUsuario', campo: 'arquivos', mensagem }],
  },
});

describe('/enviar-pontuacao, type-2 store', () => {
  beforeEach(() => entrarComo(criarParceiro({ revenda: { ...criarParceiro().revenda!, tipoPontuacao: 2 } })));

  it('asks for a file, shows how many were picked and sends them with enviarComprovantes, one part per file', async () => {
    const usuario = userEvent.setup();
    const campos: string[][] = [];
    servidor.use(
      envioGraphql(EnviarComprovantesDocument, ({ variables, arquivos }) => {
        expect(variables.input).toEqual({ arquivos: arquivos.map(() => null), chaveIdempotencia: expect.any(String) });
        campos.push(arquivos.map((a) => `${a.caminho}:${a.nome}`));
        return enviados(arquivos.length);
      }),
    );
    renderizarLoja('/enviar-pontuacao');
    expect(await screen.findByText('Foto')).toBeInTheDocument();
    expect(screen.getByText('Fotos (JPG, PNG ou WebP) ou PDF da nota, até 8 MB cada e 10 por envio.')).toBeInTheDocument();
    await usuario.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByText(MENSAGENS.selecioneArquivo)).toBeInTheDocument();

    await usuario.upload(entradaDeArquivos(), [png('nota1.png'), pdf('nota2.pdf')]);
    expect(await screen.findByRole('button', { name: '2 arquivos(s) selecionado(s)' })).toBeInTheDocument();
    await usuario.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByText('2 arquivo(s) enviado(s) com sucesso')).toBeInTheDocument();
    expect(campos).toEqual([['variables.input.arquivos.0:nota1.png', 'variables.input.arquivos.1:nota2.pdf']]);
    expect(screen.getByRole('button', { name: 'Procurar...' })).toBeInTheDocument();
  });

  it('a second click while the receipts are going up sends nothing more', async () => {
    const usuario = userEvent.setup();
    let envios = 0;
    let liberar!: () => void;
    const resposta = new Promise<void>((r) => (liberar = r));
    servidor.use(
      envioGraphql(EnviarComprovantesDocument, async (): Promise<EnviarComprovantesMutation> => {
        envios += 1;
        await resposta;
        return enviados(1);
      }),
    );
    renderizarLoja('/enviar-pontuacao');
    await screen.findByText('Foto');
    await usuario.upload(entradaDeArquivos(), png('nota.png'));
    await screen.findByRole('button', { name: '1 arquivos(s) selecionado(s)' });
    const enviar = screen.getByRole('button', { name: 'ENVIAR' });
    await usuario.click(enviar);
    await waitFor(() => expect(envios).toBe(1));
    await usuario.click(enviar);
    liberar();
    expect(await screen.findByText('1 arquivo(s) enviado(s) com sucesso')).toBeInTheDocument();
    expect(envios).toBe(1);
    expect(screen.queryByText(MENSAGENS.selecioneArquivo)).not.toBeInTheDocument();
  });

  it("refuses, before sending, what the server would refuse, with the server's words", async () => {
    // A phone's picker may offer any file (HEIC photos, documents): the accept list is only a hint.
    const usuario = userEvent.setup({ applyAccept: false });
    let pedidos = 0;
    servidor.use(
      envioGraphql(EnviarComprovantesDocument, () => {
        pedidos += 1;
        return enviados(1);
      }),
    );
    renderizarLoja('/enviar-pontuacao');
    await screen.findByText('Foto');

    // An iPhone photo (HEIC), named and typed like an image: the bytes say otherwise.
    await usuario.upload(entradaDeArquivos(), [png('nota1.png'), arquivo('\0\0\0\x18ftypheic', 'IMG_0001.HEIC', 'image/heic')]);
    const invalido = `${MENSAGENS.comprovanteInvalido} (IMG_0001.HEIC)`;
    expect(await screen.findByTestId('problema-arquivos')).toHaveTextContent(invalido);
    expect(screen.getByRole('button', { name: 'Procurar...' })).toBeInTheDocument();
    // A renamed file is judged by its content too.
    await usuario.upload(entradaDeArquivos(), arquivo('PK\x03\x04 planilha', 'nota.jpg', 'image/jpeg'));
    await waitFor(() => expect(screen.getByTestId('problema-arquivos')).toHaveTextContent(`${MENSAGENS.comprovanteInvalido} (nota.jpg)`));

    const grande = png('nota-grande.png');
    Object.defineProperty(grande, 'size', { value: 8 * 1024 * 1024 + 1 });
    await usuario.upload(entradaDeArquivos(), grande);
    await waitFor(() => expect(screen.getByTestId('problema-arquivos')).toHaveTextContent('O arquivo excede o limite de 8 MB. (nota-grande.png)'));

    await usuario.upload(
      entradaDeArquivos(),
      Array.from({ length: 11 }, (_, i) => png(`nota${i}.png`)),
    );
    await waitFor(() => expect(screen.getByTestId('problema-arquivos')).toHaveTextContent('Envie no máximo 10 arquivos por vez.'));
    await usuario.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByText(MENSAGENS.selecioneArquivo)).toBeInTheDocument();

    // Exactly at the limit is fine.
    const limite = png('nota-8mb.png');
    Object.defineProperty(limite, 'size', { value: 8 * 1024 * 1024 });
    await usuario.upload(entradaDeArquivos(), limite);
    expect(await screen.findByRole('button', { name: '1 arquivos(s) selecionado(s)' })).toBeInTheDocument();
    expect(screen.queryByTestId('problema-arquivos')).not.toBeInTheDocument();
    expect(pedidos).toBe(0);
  });

  it("shows the server's reason for a refusal, Erro ao enviar arquivos otherwise, and retries with the same key", async () => {
    const usuario = userEvent.setup();
    const chaves: (string | null | undefined)[] = [];
    // The upload's limits are refused before the operation runs (a GraphQL error, HTTP 400).
    let resposta: () => EnviarComprovantesMutation | Response = () =>
      HttpResponse.json({ errors: [{ message: MENSAGENS.arquivoGrande(8), extensions: { code: 'BAD_USER_INPUT' } }] }, { status: 400 });
    servidor.use(
      envioGraphql(EnviarComprovantesDocument, ({ variables }) => {
        chaves.push(variables.input.chaveIdempotencia);
        return resposta();
      }),
    );
    renderizarLoja('/enviar-pontuacao');
    await screen.findByText('Foto');
    await usuario.upload(entradaDeArquivos(), png('nota.png'));
    await screen.findByRole('button', { name: '1 arquivos(s) selecionado(s)' });
    await usuario.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByTestId('problema-arquivos')).toHaveTextContent('O arquivo excede o limite de 8 MB.');

    // Refused by the service (errosDeUsuario): its reason too.
    resposta = () => recusados(`${MENSAGENS.comprovanteInvalido} (nota.png)`);
    await usuario.click(screen.getByRole('button', { name: 'ENVIAR' }));
    await waitFor(() => expect(screen.getByTestId('problema-arquivos')).toHaveTextContent(`${MENSAGENS.comprovanteInvalido} (nota.png)`));

    resposta = () => HttpResponse.json({ errors: [{ message: 'Erro interno.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }, { status: 500 });
    await usuario.click(screen.getByRole('button', { name: 'ENVIAR' }));
    await waitFor(() => expect(screen.getByTestId('problema-arquivos')).toHaveTextContent(MENSAGENS.erroEnviarArquivos));
    // The selection stays for the retry, with the same key.
    expect(screen.getByRole('button', { name: '1 arquivos(s) selecionado(s)' })).toBeInTheDocument();
    resposta = () => enviados(1);
    await usuario.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByText('1 arquivo(s) enviado(s) com sucesso')).toBeInTheDocument();
    expect(chaves).toHaveLength(4);
    expect(new Set(chaves).size).toBe(1);
    expect(chaves[0]).toMatch(/^[0-9a-f-]{32,36}$/);
  });
});
