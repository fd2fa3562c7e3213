import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MENSAGENS } from '@sw/common';
import { abrirPainel, sessaoDoPapel, usarServidor } from '../../testes/utilitarios';

const servidor = usarServidor();

// jsdom's File and the fetch/XHR stack do not always agree: build it from a Blob with a name.
const arquivoDe = (conteudo: string, nome: string) => Object.defineProperty(new Blob([conteudo]), 'name', { value: nome }) as File;
const entradaArquivo = () => document.querySelector('input[type="file"]') as HTMLInputElement;

function servir(resposta: () => Response) {
  const recebidos: { campos: Record<string, string>; arquivo: string }[] = [];
  servidor.use(
    http.post('http://localhost/api/upload/vendas', async ({ request }) => {
      const form = await request.formData();
      const campos: Record<string, string> = {};
      let arquivo = '';
      for (const [k, v] of form.entries()) {
        if (typeof v === 'string') campos[k] = v;
        else arquivo = v.name;
      }
      recebidos.push({ campos, arquivo });
      return resposta();
    }),
  );
  return recebidos;
}

describe('Upload de Vendas (/processar/vendas)', () => {
  it("no file: 'Selecione um arquivo primeiro'; an upload sends enviarMensagem (checked by default) and shows 'N venda(s) processada(s)' and the refused rows", async () => {
    const recebidos = servir(() =>
      HttpResponse.json({
        total: 2,
        erros: [
          { linha: 5, motivo: 'Produto não participante: X-1' },
          { linha: 9, motivo: MENSAGENS.vendaJaProcessada },
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
    expect(recebidos).toEqual([{ campos: { enviarMensagem: 'true' }, arquivo: 'vendas.xlsx' }]);
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
    expect(recebidos[1]).toEqual({ campos: { enviarMensagem: 'false' }, arquivo: 'outra.xlsx' });
  });

  it("an answer without total is 'Erro ao processar o upload' and shows no result", async () => {
    servir(() => HttpResponse.json({ erros: [] }));
    const u = userEvent.setup();
    abrirPainel('/painel/processar/vendas', sessaoDoPapel(2));
    await screen.findByRole('button', { name: 'ENVIAR' });
    await u.upload(entradaArquivo(), arquivoDe('PK', 'vendas.xlsx'));
    await u.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByText(MENSAGENS.erroProcessarUpload)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Resultado do envio' })).not.toBeInTheDocument();
    expect(screen.queryByText(/venda\(s\) processada\(s\)/)).not.toBeInTheDocument();
  });

  it("a refused file is 'Erro ao processar o upload', with the server's reason on the screen", async () => {
    servir(() => HttpResponse.json({ erro: MENSAGENS.arquivoNaoXlsx }, { status: 400 }));
    const u = userEvent.setup();
    abrirPainel('/painel/processar/vendas', sessaoDoPapel(5));
    await screen.findByRole('button', { name: 'ENVIAR' });
    await u.upload(entradaArquivo(), arquivoDe('texto', 'vendas.xlsx'));
    await u.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByText(MENSAGENS.erroProcessarUpload)).toBeInTheDocument();
    expect(await screen.findByText(MENSAGENS.arquivoNaoXlsx)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Linhas com erro' })).not.toBeInTheDocument();
  });
});
