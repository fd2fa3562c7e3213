import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import {
  CidadeDaLojaPesquisaDocument,
  CriarPesquisaMercadoDocument,
  LojasDoSeletorDocument,
  type CriarPesquisaMercadoProdutosMaisVendidosInput,
  type PesquisaMercadoCamposFragment,
} from '@sw/client/gql';
import { MENSAGENS } from '@sw/common';
import { abrirPainel, sessaoDoPapel, usarServidor } from '../../testes/utilitarios';

const servidor = usarServidor();

function servir() {
  const enviados: Record<string, any>[] = [];
  servidor.use(
    graphql.query(LojasDoSeletorDocument, () =>
      HttpResponse.json({
        data: {
          revendas: {
            __typename: 'RevendaPagina',
            itens: [{ __typename: 'Revenda', id: '7', nomeFantasia: 'Casa das Cores Litoral', cnpj: '44555666000181' }],
          },
        },
      }),
    ),
    graphql.query(CidadeDaLojaPesquisaDocument, () => HttpResponse.json({ data: { revenda: { __typename: 'Revenda', id: '7', endCidade: 'Recife' } } })),
    graphql.mutation(CriarPesquisaMercadoDocument, ({ variables }) => {
      const { input } = variables;
      enviados.push(input);
      // The server answers each item with its text fields filled and the money as decimal text.
      const itens = (lista: CriarPesquisaMercadoProdutosMaisVendidosInput[] | null | undefined) =>
        (lista ?? []).map((i) => ({
          __typename: 'ItemPesquisaMercado' as const,
          marca: i.marca,
          produto: i.produto ?? '',
          qtde: i.qtde ?? 0,
          valorUnitario: String(i.valorUnitario ?? 0),
        }));
      const resultado: PesquisaMercadoCamposFragment = {
        __typename: 'PesquisaMercado',
        id: '99',
        revendaId: String(input.revendaId),
        cnpjRevenda: '44555666000181',
        revenda: 'Casa das Cores Litoral',
        redeId: '1',
        rede: 'Rede Norte',
        cidade: input.cidade ?? 'Recife',
        categoria: input.categoria,
        comunicacao: input.comunicacao,
        qtdeVendedores: input.qtdeVendedores,
        faturamento: String(input.faturamento),
        mediaMensal: String(input.mediaMensal),
        share: input.share,
        fonte: input.fonte,
        produtosMaisVendidos: itens(input.produtosMaisVendidos),
        produtosMaisVendidosConcorrentes: itens(input.produtosMaisVendidosConcorrentes),
        qtdeProdutosVendidos: 15,
        criadoEm: '2026-03-10T12:00:00.000Z',
      };
      return HttpResponse.json({ data: { criarPesquisaMercado: { __typename: 'PesquisaMercadoPayload', resultado, errosDeUsuario: [] } } });
    }),
  );
  return enviados;
}

const grupo = (nome: string) => screen.getByRole('group', { name: nome });
const MAIS = 'Produtos mais vendidos';
const CONC = 'Produtos concorrentes mais vendidos';

// Pasting each value keeps the test quick; the fields' own masks still apply to it.
async function escrever(u: UserEvent, campo: HTMLElement, texto: string) {
  await u.click(campo);
  await u.paste(texto);
}

async function preencherItem(u: UserEvent, lista: string, item: { marca?: string; produto?: string; qtde?: string; valor?: string }) {
  const g = within(grupo(lista));
  const marca = g.getByRole('textbox', { name: /^Marca/ });
  if (item.marca !== undefined) {
    await u.clear(marca);
    if (item.marca) await escrever(u, marca, item.marca);
  }
  if (item.produto) await escrever(u, g.getByRole('textbox', { name: 'Produto' }), item.produto);
  if (item.qtde) await escrever(u, g.getByRole('textbox', { name: 'Quantidade' }), item.qtde);
  if (item.valor) await escrever(u, g.getByRole('textbox', { name: 'Valor unitário' }), item.valor);
  await u.click(g.getByRole('button', { name: `Adicionar em ${lista}` }));
}

const linhasDe = (lista: string) =>
  within(screen.getByRole('table', { name: lista }))
    .queryAllByRole('row')
    .slice(1);

describe('Cadastrar Pesquisa de Mercado', () => {
  it('applies the add-row rules: product, quantity and unit value; brand for competitors; no repeated brand + product', async () => {
    servir();
    const u = userEvent.setup();
    abrirPainel('/painel/cadastrar/pesquisa-mercado', sessaoDoPapel(2));
    await screen.findByRole('group', { name: MAIS });

    await preencherItem(u, MAIS, { produto: 'Látex Branco', valor: '10' });
    expect(await screen.findByText(MENSAGENS.informeItemPesquisa)).toBeInTheDocument();
    expect(linhasDe(MAIS)).toHaveLength(0);
    await u.type(within(grupo(MAIS)).getByRole('textbox', { name: 'Quantidade' }), '12');
    await u.click(within(grupo(MAIS)).getByRole('button', { name: `Adicionar em ${MAIS}` }));
    await waitFor(() => expect(linhasDe(MAIS)).toHaveLength(1));
    // The add row is blank again.
    expect(within(grupo(MAIS)).getByRole('textbox', { name: 'Produto' })).toHaveValue('');

    await preencherItem(u, MAIS, { produto: 'látex  branco', qtde: '3', valor: '5' });
    expect(await screen.findByText(MENSAGENS.produtoMesmaMarca)).toBeInTheDocument();
    expect(linhasDe(MAIS)).toHaveLength(1);

    await preencherItem(u, CONC, { produto: 'Acrílico', qtde: '4', valor: '50' });
    expect(await screen.findByText(MENSAGENS.informeMarcaConcorrente)).toBeInTheDocument();
    await u.clear(within(grupo(CONC)).getByRole('textbox', { name: 'Produto' }));
    await u.clear(within(grupo(CONC)).getByRole('textbox', { name: 'Quantidade' }));
    await u.clear(within(grupo(CONC)).getByRole('textbox', { name: 'Valor unitário' }));
    await preencherItem(u, CONC, { marca: 'TintaMax', produto: 'Acrílico', qtde: '4', valor: '50' });
    await waitFor(() => expect(linhasDe(CONC)).toHaveLength(1));
    // The brand stays for the next product of the same competitor; the same pair is refused, another brand is not.
    expect(within(grupo(CONC)).getByRole('textbox', { name: /^Marca/ })).toHaveValue('TintaMax');
    await preencherItem(u, CONC, { produto: 'ACRILICO', qtde: '1', valor: '1' });
    expect(await screen.findByText(MENSAGENS.produtoMesmaMarca)).toBeInTheDocument();
    await u.clear(within(grupo(CONC)).getByRole('textbox', { name: 'Produto' }));
    await u.clear(within(grupo(CONC)).getByRole('textbox', { name: 'Quantidade' }));
    await u.clear(within(grupo(CONC)).getByRole('textbox', { name: 'Valor unitário' }));
    await preencherItem(u, CONC, { marca: 'Cores do Brasil', produto: 'Acrílico', qtde: '6', valor: '45,5' });
    await waitFor(() => expect(linhasDe(CONC)).toHaveLength(2));
    expect(screen.getByLabelText('Quantidade de produtos vendidos')).toHaveTextContent('10');

    await u.click(within(grupo(CONC)).getAllByRole('button', { name: 'Remover Acrílico' })[0]);
    await waitFor(() => expect(linhasDe(CONC)).toHaveLength(1));
  });

  // Large by nature: ten product rows and six fields typed key by key through the whole app, about
  // 300 keystrokes. Seconds on an idle machine, past the suite's 120 s with other work on both cores.
  it('asks for every field and five products per list, then sends the survey and starts afresh', async () => {
    const enviados = servir();
    const u = userEvent.setup();
    abrirPainel('/painel/cadastrar/pesquisa-mercado', sessaoDoPapel(5));
    await screen.findByRole('group', { name: MAIS });
    await u.click(screen.getByRole('button', { name: 'CADASTRAR' }));
    for (const m of [
      'Loja obrigatório',
      'Categoria obrigatório',
      'Comunicação obrigatório',
      'Fonte obrigatório',
      MENSAGENS.adicioneMaisVendidos,
      MENSAGENS.adicioneConcorrentes,
    ]) {
      expect(await screen.findByText(m)).toBeInTheDocument();
    }
    expect(enviados).toHaveLength(0);

    await u.click(screen.getByRole('combobox', { name: 'Loja' }));
    await u.click(await screen.findByRole('option', { name: 'Casa das Cores Litoral' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Cidade' })).toHaveValue('Recife'));
    await u.type(screen.getByRole('textbox', { name: 'Categoria' }), 'Loja de tintas');
    await u.type(screen.getByRole('textbox', { name: 'Comunicação' }), 'Redes sociais');
    await u.type(screen.getByRole('textbox', { name: 'Quantidade de vendedores' }), '6');
    await u.type(screen.getByRole('textbox', { name: 'Faturamento' }), '250000,5');
    await u.type(screen.getByRole('textbox', { name: 'Média mensal' }), '20000');
    await u.type(screen.getByRole('textbox', { name: 'Share (%)' }), '35,5');
    await u.click(screen.getByRole('combobox', { name: 'Fonte' }));
    await u.click(await screen.findByRole('option', { name: 'Equipe' }));
    for (let k = 1; k <= 5; k++) {
      await preencherItem(u, MAIS, { produto: `Látex ${k}`, qtde: String(k * 10), valor: '99,9' });
      await preencherItem(u, CONC, { marca: k === 1 ? 'TintaMax' : undefined, produto: `Acrílico ${k}`, qtde: String(k), valor: '79,5' });
    }
    await waitFor(() => expect(linhasDe(CONC)).toHaveLength(5));
    // A full list takes no more rows.
    expect(within(grupo(MAIS)).getByRole('button', { name: `Adicionar em ${MAIS}` })).toBeDisabled();

    await u.click(screen.getByRole('button', { name: 'CADASTRAR' }));
    expect(await screen.findByText(MENSAGENS.pesquisaCadastrada)).toBeInTheDocument();
    expect(enviados).toHaveLength(1);
    expect(enviados[0]).toMatchObject({
      revendaId: '7',
      cidade: 'Recife',
      categoria: 'Loja de tintas',
      comunicacao: 'Redes sociais',
      qtdeVendedores: 6,
      faturamento: 250000.5,
      mediaMensal: 20000,
      share: 35.5,
      fonte: 'EQUIPE',
    });
    expect(enviados[0].produtosMaisVendidos[4]).toEqual({ marca: null, produto: 'Látex 5', qtde: 50, valorUnitario: 99.9 });
    expect(enviados[0].produtosMaisVendidosConcorrentes.map((i: any) => i.marca)).toEqual(Array(5).fill('TintaMax'));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Categoria' })).toHaveValue(''));
    expect(linhasDe(MAIS)).toHaveLength(0);
    expect(within(grupo(CONC)).getByRole('textbox', { name: /^Marca/ })).toHaveValue('');
  }, 300_000);
});
