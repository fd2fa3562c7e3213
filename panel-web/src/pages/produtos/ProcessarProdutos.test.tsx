import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { LojasDoSeletorDocument, type LojasDoSeletorQuery } from '@sw/client/gql';
import { MENSAGENS } from '@sw/common';
import { abrirPainel, sessaoDoPapel, usarServidor } from '../../testes/utilitarios';

const servidor = usarServidor();

const LOJA: LojasDoSeletorQuery['revendas']['itens'][number] = {
  __typename: 'Revenda',
  id: '7',
  nomeFantasia: 'Casa das Cores Litoral',
  cnpj: '44555666000181',
};

// jsdom's File and the fetch/XHR stack do not always agree: build it from a Blob with a name.
const arquivoDe = (conteudo: string, nome: string) => Object.defineProperty(new Blob([conteudo], { type: 'text/csv' }), 'name', { value: nome }) as File;

function servir(
  resposta: object = {
    total: 3,
    criados: 2,
    atualizados: 1,
    inalterados: 0,
    erros: [
      { linha: 4, motivo: 'Nome obrigatório' },
      { linha: 7, motivo: 'Preço Unitário inválido' },
    ],
  },
) {
  const recebidos: { caminho: string; campos: Record<string, string>; arquivo: string }[] = [];
  const guardar = async (request: Request, caminho: string) => {
    const form = await request.formData();
    const campos: Record<string, string> = {};
    let arquivo = '';
    for (const [k, v] of form.entries()) {
      if (typeof v === 'string') campos[k] = v;
      else arquivo = v.name;
    }
    recebidos.push({ caminho, campos, arquivo });
  };
  servidor.use(
    graphql.query(LojasDoSeletorDocument, () => HttpResponse.json({ data: { revendas: { __typename: 'RevendaPagina', itens: [LOJA] } } })),
    http.post('http://localhost/api/upload/produtos', async ({ request }) => {
      await guardar(request, 'produtos');
      return HttpResponse.json(resposta);
    }),
    http.post('http://localhost/api/upload/produtos_revenda', async ({ request }) => {
      await guardar(request, 'produtos_revenda');
      return HttpResponse.json(resposta);
    }),
  );
  return recebidos;
}

const entradaArquivo = () => document.querySelector('input[type="file"]') as HTMLInputElement;

describe('Processar Produtos', () => {
  it('first asks which kind: Experiências SW (/criteria) or Loja (/revenda)', async () => {
    servir();
    abrirPainel('/painel/processar/produtos', sessaoDoPapel(0));
    expect(await screen.findByRole('link', { name: /Produto Experiências SW/ })).toHaveAttribute('href', '/painel/processar/produtos/criteria');
    expect(screen.getByRole('link', { name: /Produto Loja/ })).toHaveAttribute('href', '/painel/processar/produtos/revenda');
  });

  it("standard products: no file gives 'Selecione um arquivo primeiro'; an upload shows 'N produtos cadastrados' and the refused lines", async () => {
    const recebidos = servir();
    const u = userEvent.setup();
    abrirPainel('/painel/processar/produtos/criteria', sessaoDoPapel(2));
    await u.click(await screen.findByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByText(MENSAGENS.selecioneArquivo)).toBeInTheDocument();
    expect(recebidos).toEqual([]);
    // The layout is on the screen, from the same table the gateway reads.
    const colunas = screen.getByRole('table', { name: 'Colunas do arquivo' });
    expect(within(colunas).getByText('valorPontos')).toBeInTheDocument();

    await u.upload(entradaArquivo(), arquivoDe('codigo;nome;valorUnitario;valorPontos\nA;B;1;1', 'catalogo.csv'));
    await u.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByText(MENSAGENS.produtosCadastrados(3))).toBeInTheDocument();
    expect(recebidos).toEqual([{ caminho: 'produtos', campos: {}, arquivo: 'catalogo.csv' }]);
    const erros = screen.getByRole('table', { name: 'Linhas com erro' });
    expect(
      within(erros)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['LinhaMotivo', '4Nome obrigatório', '7Preço Unitário inválido']);
    expect(screen.getByText('2 linha(s) não foram importadas')).toBeInTheDocument();
  });

  it("a file refused as a whole shows the server's reason and no result", async () => {
    servir();
    servidor.use(http.post('http://localhost/api/upload/produtos', () => HttpResponse.json({ erro: MENSAGENS.arquivoNaoCsv }, { status: 400 })));
    const u = userEvent.setup();
    abrirPainel('/painel/processar/produtos/criteria', sessaoDoPapel(1));
    await screen.findByRole('button', { name: 'ENVIAR' });
    await u.upload(entradaArquivo(), arquivoDe('PK', 'planilha.csv'));
    await u.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByText(MENSAGENS.arquivoNaoCsv)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Linhas com erro' })).not.toBeInTheDocument();
  });

  it("store products: the store first ('Informe a revenda'), then the file goes with cnpjRevenda", async () => {
    const recebidos = servir({ total: 2, criados: 2, atualizados: 0, inalterados: 0, erros: [] });
    const u = userEvent.setup();
    abrirPainel('/painel/processar/produtos/revenda', sessaoDoPapel(5));
    await screen.findByRole('button', { name: 'ENVIAR' });
    await u.upload(entradaArquivo(), arquivoDe('codigoPadrao;codigo;nome;valorUnitario\nA;B;C;1', 'loja.csv'));
    await u.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByText(MENSAGENS.informeRevenda)).toBeInTheDocument();
    await u.click(screen.getByRole('combobox', { name: /^Loja/ }));
    await u.click(await screen.findByRole('option', { name: LOJA.nomeFantasia }));
    await u.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByText(MENSAGENS.produtosCadastrados(2))).toBeInTheDocument();
    expect(recebidos).toEqual([{ caminho: 'produtos_revenda', campos: { cnpjRevenda: LOJA.cnpj }, arquivo: 'loja.csv' }]);
    await waitFor(() => expect(screen.getByText('Todas as linhas foram importadas.')).toBeInTheDocument());
  });
});
