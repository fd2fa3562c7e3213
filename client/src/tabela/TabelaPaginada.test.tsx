import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@mantine/core';
import { MENSAGENS } from '@sw/common';
import { ErroApi } from '../rest';
import { limparNotificacoes } from '../notificacoes';
import { renderizar } from '../testes/renderizar';
import { TabelaPaginada, type ColunaTabela } from './TabelaPaginada';
import { useControleTabela, type ControleTabela } from './controle';
import type { PedidoTabela, RespostaTabela } from './pedido';

type Rede = { id: number; nome: string; regiao: string };

const REDES: Rede[] = Array.from({ length: 57 }, (_, i) => ({
  id: i + 1,
  nome: `Rede ${String(i + 1).padStart(2, '0')}`,
  regiao: i % 2 ? 'Sul' : 'Norte',
}));

const COLUNAS: ColunaTabela<Rede>[] = [
  { campo: 'nome', titulo: 'Nome', ordenavel: true },
  { campo: 'regiao', titulo: 'Região', ordenavel: true },
  { campo: 'id', titulo: 'Código', alinhar: 'right', render: (r) => `#${r.id}` },
];

/** An in-memory server: sorts, searches and pages like the gateway's list helper. */
function servidorDeRedes(dados: Rede[] = REDES) {
  const pedidos: PedidoTabela[] = [];
  const carregar = jest.fn(async (p: PedidoTabela): Promise<RespostaTabela<Rede>> => {
    pedidos.push(p);
    const filtradas = dados.filter((r) => !p.busca || r.nome.toLowerCase().includes(p.busca.toLowerCase()));
    const ordenadas = [...filtradas].sort((a, b) => {
      const x = String(a[p.campo as keyof Rede]);
      const y = String(b[p.campo as keyof Rede]);
      return (x < y ? -1 : x > y ? 1 : a.id - b.id) * (p.direcao === 'asc' ? 1 : -1);
    });
    const linhas = p.limite > 0 ? ordenadas.slice((p.pagina - 1) * p.limite, p.pagina * p.limite) : ordenadas;
    return { linhas, total: filtradas.length };
  });
  return { carregar, pedidos, ultimo: () => pedidos[pedidos.length - 1]! };
}

const corpo = () => screen.getAllByRole('rowgroup')[1]!;
const nomesNaTela = () =>
  within(corpo())
    .queryAllByRole('row')
    .map((tr) => within(tr).queryAllByRole('cell')[0]?.textContent);
const rodape = () => screen.getByTestId('tabela-rodape');

afterEach(() => act(() => limparNotificacoes()));

describe('TabelaPaginada', () => {
  it('says "cerca de" with a rounded figure when the server estimated the total', async () => {
    const carregar = jest.fn(async () => ({ linhas: REDES.slice(0, 10), total: 114_264, totalEstimado: true }));
    renderizar(<TabelaPaginada colunas={COLUNAS} carregar={carregar} ordenacaoInicial={{ campo: 'nome', direcao: 'asc' }} chave={(r) => r.id} />);
    expect(await screen.findByText('Rede 01')).toBeInTheDocument();
    expect(rodape()).toHaveTextContent('1-10 de cerca de 110.000 resultados');
  });

  it('loads page 1 with 10 rows, says Carregando... meanwhile, and shows the range in the footer', async () => {
    const { carregar, ultimo } = servidorDeRedes();
    renderizar(<TabelaPaginada colunas={COLUNAS} carregar={carregar} ordenacaoInicial={{ campo: 'nome', direcao: 'asc' }} chave={(r) => r.id} />);
    expect(screen.getByText(MENSAGENS.carregando)).toBeInTheDocument();
    expect(await screen.findByText('Rede 01')).toBeInTheDocument();
    expect(ultimo()).toEqual({ pagina: 1, limite: 10, campo: 'nome', direcao: 'asc', busca: '' });
    expect(nomesNaTela()).toHaveLength(10);
    expect(rodape()).toHaveTextContent('1-10 de 57 resultados');
    expect(screen.getByText('#1')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Nome/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: /Região/ })).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Código' })).not.toHaveAttribute('aria-sort');
  });

  it('moves between pages and ends with the partial last page', async () => {
    const usuario = userEvent.setup();
    const { carregar, ultimo } = servidorDeRedes();
    renderizar(<TabelaPaginada colunas={COLUNAS} carregar={carregar} ordenacaoInicial={{ campo: 'nome', direcao: 'asc' }} chave={(r) => r.id} />);
    await screen.findByText('Rede 01');
    await usuario.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(await screen.findByText('Rede 11')).toBeInTheDocument();
    expect(rodape()).toHaveTextContent('11-20 de 57 resultados');
    await usuario.click(screen.getByRole('button', { name: 'Página 6' }));
    expect(await screen.findByText('Rede 57')).toBeInTheDocument();
    expect(nomesNaTela()).toEqual(['Rede 51', 'Rede 52', 'Rede 53', 'Rede 54', 'Rede 55', 'Rede 56', 'Rede 57']);
    expect(rodape()).toHaveTextContent('51-57 de 57 resultados');
    expect(ultimo().pagina).toBe(6);
  });

  it('offers 5, 10, 50, 100 and Todos (limite 0), and a new size starts from page 1', async () => {
    const usuario = userEvent.setup();
    const { carregar, ultimo } = servidorDeRedes();
    renderizar(<TabelaPaginada colunas={COLUNAS} carregar={carregar} ordenacaoInicial={{ campo: 'nome', direcao: 'asc' }} chave={(r) => r.id} />);
    await screen.findByText('Rede 01');
    await usuario.click(screen.getByRole('button', { name: 'Página 3' }));
    await screen.findByText('Rede 21');
    await usuario.click(screen.getByRole('combobox', { name: 'Itens por página' }));
    const opcoes = screen.getAllByRole('option').map((o) => o.textContent);
    expect(opcoes).toEqual(['5', '10', '50', '100', 'Todos']);
    await usuario.click(screen.getByRole('option', { name: 'Todos' }));
    await screen.findByText('Rede 57');
    expect(ultimo()).toMatchObject({ pagina: 1, limite: 0 });
    expect(nomesNaTela()).toHaveLength(57);
    expect(rodape()).toHaveTextContent('1-57 de 57 resultados');
    expect(screen.queryByRole('button', { name: 'Página 2' })).not.toBeInTheDocument();
  });

  it('can leave Todos out and start with another size', async () => {
    const usuario = userEvent.setup();
    const { carregar, ultimo } = servidorDeRedes();
    renderizar(
      <TabelaPaginada
        colunas={COLUNAS}
        carregar={carregar}
        ordenacaoInicial={{ campo: 'nome', direcao: 'asc' }}
        chave={(r) => r.id}
        permitirTodos={false}
        limiteInicial={50}
      />,
    );
    await screen.findByText('Rede 01');
    expect(ultimo().limite).toBe(50);
    await usuario.click(screen.getByRole('combobox', { name: 'Itens por página' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['5', '10', '50', '100']);
  });

  it('a sortable header toggles asc/desc and goes back to page 1; another column starts ascending', async () => {
    const usuario = userEvent.setup();
    const { carregar, ultimo } = servidorDeRedes();
    renderizar(<TabelaPaginada colunas={COLUNAS} carregar={carregar} ordenacaoInicial={{ campo: 'nome', direcao: 'asc' }} chave={(r) => r.id} />);
    await screen.findByText('Rede 01');
    await usuario.click(screen.getByRole('button', { name: 'Página 2' }));
    await screen.findByText('Rede 11');
    await usuario.click(screen.getByRole('button', { name: /Nome/ }));
    expect(await screen.findByText('Rede 57')).toBeInTheDocument();
    expect(ultimo()).toMatchObject({ pagina: 1, campo: 'nome', direcao: 'desc' });
    expect(screen.getByRole('columnheader', { name: /Nome/ })).toHaveAttribute('aria-sort', 'descending');
    await usuario.click(screen.getByRole('button', { name: /Nome/ }));
    expect(await screen.findByText('Rede 01')).toBeInTheDocument();
    expect(ultimo()).toMatchObject({ campo: 'nome', direcao: 'asc' });
    await usuario.click(screen.getByRole('button', { name: /Região/ }));
    await waitFor(() => expect(ultimo()).toMatchObject({ pagina: 1, campo: 'regiao', direcao: 'asc' }));
    expect(await screen.findAllByText('Norte')).toHaveLength(10);
  });

  it('searches after the user stops typing, from page 1, and says Sem resultados / Nenhum resultado when nothing matches', async () => {
    const usuario = userEvent.setup();
    const { carregar, pedidos, ultimo } = servidorDeRedes();
    renderizar(<TabelaPaginada colunas={COLUNAS} carregar={carregar} ordenacaoInicial={{ campo: 'nome', direcao: 'asc' }} chave={(r) => r.id} busca />);
    await screen.findByText('Rede 01');
    await usuario.click(screen.getByRole('button', { name: 'Página 2' }));
    await screen.findByText('Rede 11');
    const antes = pedidos.length;
    // The debounce runs on fake timers: however slowly the machine types, no time passes between keys,
    // and the clock then moves past the 300 ms pause at once.
    jest.useFakeTimers();
    try {
      const digitar = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await digitar.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'rede 4');
      expect(pedidos.length).toBe(antes);
      act(() => {
        jest.advanceTimersByTime(300);
      });
    } finally {
      jest.useRealTimers();
    }
    await waitFor(() => expect(ultimo()).toMatchObject({ busca: 'rede 4', pagina: 1 }));
    // One request for the whole word, not one per key.
    expect(pedidos.length).toBe(antes + 1);
    expect(await screen.findByText('Rede 40')).toBeInTheDocument();
    expect(rodape()).toHaveTextContent('1-10 de 10 resultados');

    await usuario.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'xyz');
    expect(await screen.findByText(MENSAGENS.semResultados)).toBeInTheDocument();
    expect(rodape()).toHaveTextContent(MENSAGENS.nenhumResultado);
  });

  it('never lets an older, slower answer overwrite a newer one', async () => {
    const usuario = userEvent.setup();
    const pendentes: { pedido: PedidoTabela; responder: (r: RespostaTabela<Rede>) => void }[] = [];
    const carregar = (pedido: PedidoTabela) =>
      new Promise<RespostaTabela<Rede>>((responder) => {
        pendentes.push({ pedido, responder });
      });
    renderizar(<TabelaPaginada colunas={COLUNAS} carregar={carregar} ordenacaoInicial={{ campo: 'nome', direcao: 'asc' }} chave={(r) => r.id} />);
    await waitFor(() => expect(pendentes).toHaveLength(1));
    act(() => pendentes[0]!.responder({ linhas: REDES.slice(0, 10), total: 57 }));
    await screen.findByText('Rede 01');
    await usuario.click(screen.getByRole('button', { name: 'Página 2' }));
    await usuario.click(screen.getByRole('button', { name: /Nome/ }));
    await waitFor(() => expect(pendentes).toHaveLength(3));
    // The sorted request answers first; then the page-2 request, which the user no longer wants.
    act(() => pendentes[2]!.responder({ linhas: [REDES[56]!], total: 57 }));
    await screen.findByText('Rede 57');
    await act(async () => pendentes[1]!.responder({ linhas: REDES.slice(10, 20), total: 57 }));
    expect(screen.queryByText('Rede 11')).not.toBeInTheDocument();
    expect(nomesNaTela()).toEqual(['Rede 57']);
  });

  it('shows a load failure as a toast once, and empties the table', async () => {
    const carregar = jest.fn().mockRejectedValue(new Error('Erro ao carregar produtos'));
    renderizar(<TabelaPaginada colunas={COLUNAS} carregar={carregar} ordenacaoInicial={{ campo: 'nome', direcao: 'asc' }} chave={(r: Rede) => r.id} />);
    expect(await screen.findAllByText('Erro ao carregar produtos')).toHaveLength(1);
    expect(screen.getByText(MENSAGENS.semResultados)).toBeInTheDocument();
    expect(rodape()).toHaveTextContent(MENSAGENS.nenhumResultado);
  });

  it('does not repeat a toast the client already showed', async () => {
    const jaMostrado = new ErroApi(500, { mensagem: 'Falhou no servidor', codigo: null, naoAutenticado: false }, true);
    const carregar = jest.fn().mockRejectedValue(jaMostrado);
    renderizar(<TabelaPaginada colunas={COLUNAS} carregar={carregar} ordenacaoInicial={{ campo: 'nome', direcao: 'asc' }} chave={(r: Rede) => r.id} />);
    expect(await screen.findByText(MENSAGENS.semResultados)).toBeInTheDocument();
    expect(screen.queryByText('Falhou no servidor')).not.toBeInTheDocument();
  });

  it('reloads from page 1 when the deps (the screen filters) change, and renders the filters and the actions', async () => {
    const usuario = userEvent.setup();
    const { carregar, ultimo } = servidorDeRedes();
    const { rerender } = renderizar(
      <TabelaPaginada
        colunas={COLUNAS}
        carregar={carregar}
        ordenacaoInicial={{ campo: 'nome', direcao: 'asc' }}
        chave={(r) => r.id}
        deps={['Norte']}
        filtros={<span>filtro da tela</span>}
        acoes={(r) => <Button size="xs">Editar {r.nome}</Button>}
      />,
    );
    await screen.findByText('Rede 01');
    expect(screen.getByText('filtro da tela')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Ações' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar Rede 01' })).toBeInTheDocument();
    await usuario.click(screen.getByRole('button', { name: 'Página 2' }));
    await screen.findByText('Rede 11');
    const chamadas = carregar.mock.calls.length;
    // Same values in a new array: no reload.
    rerender(
      <TabelaPaginada colunas={COLUNAS} carregar={carregar} ordenacaoInicial={{ campo: 'nome', direcao: 'asc' }} chave={(r) => r.id} deps={['Norte']} />,
    );
    expect(carregar.mock.calls.length).toBe(chamadas);
    rerender(<TabelaPaginada colunas={COLUNAS} carregar={carregar} ordenacaoInicial={{ campo: 'nome', direcao: 'asc' }} chave={(r) => r.id} deps={['Sul']} />);
    await waitFor(() => expect(carregar.mock.calls.length).toBe(chamadas + 1));
    expect(ultimo().pagina).toBe(1);
    expect(await screen.findByText('Rede 01')).toBeInTheDocument();
  });

  it('updates, removes and inserts rows locally through the controle, and reloads on request', async () => {
    const { carregar } = servidorDeRedes(REDES.slice(0, 12));
    let controle!: ControleTabela<Rede>;
    function Tela() {
      controle = useControleTabela<Rede>();
      return (
        <TabelaPaginada colunas={COLUNAS} carregar={carregar} ordenacaoInicial={{ campo: 'nome', direcao: 'asc' }} chave={(r) => r.id} controle={controle} />
      );
    }
    renderizar(<Tela />);
    await screen.findByText('Rede 01');
    expect(rodape()).toHaveTextContent('1-10 de 12 resultados');
    const chamadas = carregar.mock.calls.length;

    act(() => controle.atualizarLinha(2, { nome: 'Rede Dois' }));
    expect(screen.getByText('Rede Dois')).toBeInTheDocument();
    act(() => controle.atualizarLinha(3, (r) => ({ ...r, regiao: 'Leste' })));
    expect(screen.getByText('Leste')).toBeInTheDocument();

    act(() => controle.removerLinha(1));
    expect(screen.queryByText('Rede 01')).not.toBeInTheDocument();
    expect(rodape()).toHaveTextContent('1-9 de 11 resultados');
    act(() => controle.removerLinha(999));
    expect(rodape()).toHaveTextContent('1-9 de 11 resultados');

    act(() => controle.inserirLinha({ id: 100, nome: 'Rede Nova', regiao: 'Oeste' }));
    expect(nomesNaTela()[0]).toBe('Rede Nova');
    expect(rodape()).toHaveTextContent('1-10 de 12 resultados');
    act(() => controle.inserirLinha({ id: 101, nome: 'Rede Outra', regiao: 'Oeste' }));
    // Never more rows than the page size.
    expect(nomesNaTela()).toHaveLength(10);
    expect(carregar.mock.calls.length).toBe(chamadas);

    act(() => controle.recarregar());
    await waitFor(() => expect(carregar.mock.calls.length).toBe(chamadas + 1));
    expect(await screen.findByText('Rede 02')).toBeInTheDocument();
  });

  it('after removing the last row of a page, shows the page that now holds the remaining rows', async () => {
    const usuario = userEvent.setup();
    const dados = REDES.slice(0, 11);
    const { carregar, ultimo } = servidorDeRedes(dados);
    let controle!: ControleTabela<Rede>;
    function Tela() {
      controle = useControleTabela<Rede>();
      return (
        <TabelaPaginada colunas={COLUNAS} carregar={carregar} ordenacaoInicial={{ campo: 'nome', direcao: 'asc' }} chave={(r) => r.id} controle={controle} />
      );
    }
    renderizar(<Tela />);
    await screen.findByText('Rede 01');
    await usuario.click(screen.getByRole('button', { name: 'Página 2' }));
    await screen.findByText('Rede 11');
    dados.pop();
    act(() => controle.removerLinha(11));
    await waitFor(() => expect(ultimo().pagina).toBe(1));
    expect(await screen.findByText('Rede 01')).toBeInTheDocument();
    expect(rodape()).toHaveTextContent('1-10 de 10 resultados');
  });
});
