import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { MENSAGENS } from '@sw/common';
import { criarParceiro } from '../testes/dados';
import { entrarComo, renderizarLoja } from '../testes/renderizar';
import { servidor } from '../testes/servidor';

type Saldo = { disponivel: number; produto: { produtoId: string; codigo: string; descricao: string; valorPontos: number } | null };

function responderSaldo(porCodigo: Record<string, Saldo>) {
  servidor.use(
    graphql.query('SaldoProdutoLoja', ({ variables }) => {
      const s = porCodigo[String((variables.input as { codigo: string }).codigo).toUpperCase()] ?? { disponivel: 0, produto: null };
      return HttpResponse.json({
        data: {
          saldoProdutoLoja: {
            __typename: 'SaldoProdutoLoja', idRevenda: 1, comprado: s.disponivel, usado: 0, disponivel: s.disponivel, pontosPorUnidade: 40,
            produto: s.produto ? { __typename: 'ProdutoParticipante', ...s.produto } : null,
          },
        },
      });
    }),
  );
}

const produto = (codigo: string, produtoId: number) => ({ produtoId: String(produtoId), codigo, descricao: `Tinta ${codigo}`, valorPontos: 20 });

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

  it('sends the list (one unit per item) and goes to the statements; a failure clears the form', async () => {
    const usuario = userEvent.setup();
    responderSaldo({ 'SW-2': { disponivel: 5, produto: produto('SW-2', 12) } });
    const enviados: unknown[] = [];
    let falhar = true;
    servidor.use(
      // The statements page the member lands on after sending.
      http.get('*/api/pontuacoes/swpro', () => HttpResponse.json({ pontuacoesSwpro: [] })),
      graphql.mutation('EnviarPontuacaoDigitada', ({ variables }) => {
        enviados.push((variables.input as { itens: unknown }).itens);
        // A refusal comes in the payload's errosDeUsuario; the screen reports it like any failed send.
        if (falhar) return HttpResponse.json({ data: { enviarPontuacaoDigitada: { __typename: 'EnvioPontuacaoPayload', resultado: null,
          errosDeUsuario: [{ __typename: 'ErroDeUsuario', campo: null, mensagem: MENSAGENS.semSaldoProduto, codigo: 'BAD_USER_INPUT' }] } } });
        return HttpResponse.json({ data: { enviarPontuacaoDigitada: { __typename: 'EnvioPontuacaoPayload', errosDeUsuario: [], resultado: { __typename: 'EnvioPontuacao', mensagem: MENSAGENS.vendaEnviadaAnalise, id: '9' } } } });
      }),
    );
    renderizarLoja('/enviar-pontuacao');
    await screen.findByLabelText('Código do produto');
    await usuario.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(MENSAGENS.vendaSemItens)).toBeInTheDocument();

    await adicionar(usuario, 'SW-2', '2500');
    await screen.findByText('Tinta SW-2');
    await usuario.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(MENSAGENS.erroEnviarVenda)).toBeInTheDocument();
    expect(screen.queryByText('Tinta SW-2')).not.toBeInTheDocument();

    falhar = false;
    await adicionar(usuario, 'SW-2', '2500');
    await adicionar(usuario, 'SW-2', '1990');
    await waitFor(() => expect(screen.getByTestId('total-pontos')).toHaveTextContent('Total: 80 pontos'));
    await usuario.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(screen.getByTestId('localizacao')).toHaveTextContent('/pontuacoes'));
    expect(enviados.at(-1)).toEqual([{ codigo: 'SW-2', valor: 25 }, { codigo: 'SW-2', valor: 19.9 }]);
  });
});

/**
 * A file the test environment's fetch can send: its FormData and Blob are Node's, and Node's
 * FormData refuses jsdom's File (a browser has one of each). A named Blob is what the form sends.
 */
const arquivo = (conteudo: string, nome: string, tipo: string) => Object.assign(new Blob([conteudo], { type: tipo }), { name: nome, lastModified: 0 }) as unknown as File;

describe('/enviar-pontuacao, type-2 store', () => {
  beforeEach(() => entrarComo(criarParceiro({ revenda: { ...criarParceiro().revenda!, tipoPontuacao: 2 } })));

  it('asks for a file, shows how many were picked and sends them in the arquivos field', async () => {
    const usuario = userEvent.setup();
    const campos: string[][] = [];
    servidor.use(
      http.post('*/api/upload/venda_foto', async ({ request }) => {
        const form = await request.formData();
        const arquivos = form.getAll('arquivos');
        campos.push(arquivos.map((a) => (a as File).name));
        return HttpResponse.json({ mensagem: MENSAGENS.arquivosEnviados(arquivos.length), arquivos: arquivos.map((_, i) => ({ id: String(i) })) });
      }),
    );
    renderizarLoja('/enviar-pontuacao');
    expect(await screen.findByText('Foto')).toBeInTheDocument();
    await usuario.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByText(MENSAGENS.selecioneArquivo)).toBeInTheDocument();

    const entrada = document.querySelector('input[type=file]') as HTMLInputElement;
    await usuario.upload(entrada, [arquivo('a', 'nota1.png', 'image/png'), arquivo('b', 'nota2.pdf', 'application/pdf')]);
    expect(screen.getByRole('button', { name: '2 arquivos(s) selecionado(s)' })).toBeInTheDocument();
    await usuario.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByText('2 arquivo(s) enviado(s) com sucesso')).toBeInTheDocument();
    expect(campos).toEqual([['nota1.png', 'nota2.pdf']]);
    expect(screen.getByRole('button', { name: 'Procurar...' })).toBeInTheDocument();
  });

  it('says Erro ao enviar arquivos when the upload fails', async () => {
    const usuario = userEvent.setup();
    servidor.use(http.post('*/api/upload/venda_foto', () => HttpResponse.json({ erro: MENSAGENS.comprovanteInvalido }, { status: 400 })));
    renderizarLoja('/enviar-pontuacao');
    await screen.findByText('Foto');
    await usuario.upload(document.querySelector('input[type=file]') as HTMLInputElement, arquivo('a', 'nota.png', 'image/png'));
    await usuario.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByText(MENSAGENS.erroEnviarArquivos)).toBeInTheDocument();
  });
});
