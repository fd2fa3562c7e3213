import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Group, Table, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { MENSAGENS } from '@sw/common';
import { notificarErroSeNecessario } from '../errosCapturados';
import type { ChaveLinha, ControleTabela, OperacoesTabela } from './controle';
import { LIMITE_PADRAO, faixaDaPagina, type Ordenacao, type PedidoTabela, type RespostaTabela } from './pedido';
import { rolagemDaTabela } from '../tema';
import { CabecalhoColuna, LinhaAviso, RodapeTabela, TAMANHOS_PADRAO, type Alinhamento } from './partes';
import { classesTabela, contarFixas, naoQuebra, useColunasFixas } from './fixas';

export type ColunaTabela<T> = {
  /** The row field shown (and the sort field sent when the column is sortable). */
  campo: string;
  titulo: string;
  ordenavel?: boolean;
  render?: (linha: T) => ReactNode;
  alinhar?: Alinhamento;
  /**
   * Pinned to the right edge with the actions, so it stays visible when the table scrolls sideways
   * (only trailing columns; default true for `ativo`, the Sim/Não switch).
   */
  fixa?: boolean;
  /** Never breaks the text (default true for CPF, CNPJ, phones and CEP, by field or title). */
  semQuebra?: boolean;
};

export type TabelaPaginadaProps<T> = {
  colunas: ColunaTabela<T>[];
  /** Fetches one page; reject to show the error (the client's own toasts are not repeated). */
  carregar: (pedido: PedidoTabela) => Promise<RespostaTabela<T>>;
  ordenacaoInicial: Ordenacao;
  chave: (linha: T) => ChaveLinha;
  /** Shows the search box (debounced 300 ms; a new search starts from page 1). */
  busca?: boolean;
  placeholderBusca?: string;
  acoes?: (linha: T) => ReactNode;
  tituloAcoes?: string;
  controle?: ControleTabela<T>;
  /** Rendered above the table, beside the search box (filters of the screen). */
  filtros?: ReactNode;
  /** When any of these change the table reloads from page 1 (the screen's filter values). */
  deps?: unknown[];
  limiteInicial?: number;
  /** Page sizes offered; Todos is added unless permitirTodos is false (some lists do not offer it). */
  tamanhos?: readonly number[];
  permitirTodos?: boolean;
  /** Accessible name of the table. */
  rotulo?: string;
  /** The empty-table text when a screen has its own (e.g. 'Nenhuma oferta encontrada...'); default 'Sem resultados'. */
  textoVazio?: string;
};

type Estado = PedidoTabela & { versao: number };

const ultimaPagina = (total: number, limite: number) => (limite > 0 ? Math.max(1, Math.ceil(total / limite)) : 1);

const iguais = (a: unknown[] = [], b: unknown[] = []) => a.length === b.length && a.every((v, i) => Object.is(v, b[i]));

function valorDoCampo<T>(linha: T, campo: string): ReactNode {
  const valor = (linha as Record<string, unknown>)[campo];
  if (valor === null || valor === undefined) return '';
  return typeof valor === 'object' ? JSON.stringify(valor) : String(valor);
}

/**
 * The server-paged table every list uses (spec 2 §6): page sizes 5, 10, 50, 100 and Todos (default
 * 10), sortable headers that toggle asc/desc and go back to page 1, an optional search box, the
 * footer 'x-y de z resultados' / 'Nenhum resultado' and 'Sem resultados' when empty. Only the newest
 * request may fill the table: a slower, older answer is dropped.
 */
export function TabelaPaginada<T>({
  colunas,
  carregar,
  ordenacaoInicial,
  chave,
  busca = false,
  placeholderBusca = 'Buscar',
  acoes,
  tituloAcoes = 'Ações',
  controle,
  filtros,
  deps,
  limiteInicial = LIMITE_PADRAO,
  tamanhos = TAMANHOS_PADRAO,
  permitirTodos = true,
  rotulo,
  textoVazio = MENSAGENS.semResultados,
}: TabelaPaginadaProps<T>) {
  const [estado, definirEstado] = useState<Estado>(() => ({
    pagina: 1,
    limite: limiteInicial,
    campo: ordenacaoInicial.campo,
    direcao: ordenacaoInicial.direcao,
    busca: '',
    versao: 0,
  }));
  const [linhas, definirLinhas] = useState<T[]>([]);
  const [total, definirTotal] = useState(0);
  const [totalEstimado, definirTotalEstimado] = useState(false);
  const [carregando, definirCarregando] = useState(true);
  const [textoBusca, definirTextoBusca] = useState('');
  const [buscaAplicada] = useDebouncedValue(textoBusca.trim(), 300);

  // The latest props without making them effect dependencies (screens pass inline functions).
  const carregarRef = useRef(carregar);
  carregarRef.current = carregar;
  const chaveRef = useRef(chave);
  chaveRef.current = chave;
  const sequencia = useRef(0);
  const linhasRef = useRef(linhas);
  linhasRef.current = linhas;
  const totalRef = useRef(total);
  totalRef.current = total;

  // A new search or new filter values start again from page 1, in one state change (one request).
  useEffect(() => {
    definirEstado((e) => (e.busca === buscaAplicada ? e : { ...e, busca: buscaAplicada, pagina: 1 }));
  }, [buscaAplicada]);
  // New filter values: adjusted while rendering (React's pattern for state that follows a prop).
  const [depsAnteriores, definirDepsAnteriores] = useState(deps);
  if (!iguais(depsAnteriores, deps)) {
    definirDepsAnteriores(deps);
    definirEstado((e) => ({ ...e, pagina: 1, versao: e.versao + 1 }));
  }

  useEffect(() => {
    const numero = ++sequencia.current;
    const { versao: _versao, ...pedido } = estado;
    definirCarregando(true);
    Promise.resolve()
      .then(() => carregarRef.current(pedido))
      .then(
        (resposta) => {
          if (numero !== sequencia.current) return;
          const novas = Array.isArray(resposta?.linhas) ? resposta.linhas : [];
          const novoTotal = Number(resposta?.total) || 0;
          // Asked past the end (rows were removed meanwhile): go to the last page instead.
          const ultima = ultimaPagina(novoTotal, pedido.limite);
          if (novas.length === 0 && novoTotal > 0 && pedido.pagina > ultima) {
            definirEstado((e) => ({ ...e, pagina: ultima }));
            return;
          }
          definirLinhas(novas);
          definirTotal(novoTotal);
          definirTotalEstimado(Boolean(resposta?.totalEstimado));
          definirCarregando(false);
        },
        (erro: unknown) => {
          if (numero !== sequencia.current) return;
          definirLinhas([]);
          definirTotal(0);
          definirCarregando(false);
          notificarErroSeNecessario(erro);
        },
      );
  }, [estado]);
  // Unmounted: no answer may touch the state any more.
  useEffect(() => () => void (sequencia.current = -1), []);

  const recarregar = useCallback(() => definirEstado((e) => ({ ...e, versao: e.versao + 1 })), []);

  const operacoes = useMemo<OperacoesTabela<T>>(
    () => ({
      recarregar,
      atualizarLinha: (alvo, parcial) =>
        definirLinhas((atual) =>
          atual.map((linha) => (chaveRef.current(linha) === alvo ? (typeof parcial === 'function' ? parcial(linha) : { ...linha, ...parcial }) : linha)),
        ),
      removerLinha: (alvo) => {
        const restantes = linhasRef.current.filter((linha) => chaveRef.current(linha) !== alvo);
        if (restantes.length === linhasRef.current.length) return;
        const novoTotal = Math.max(0, totalRef.current - 1);
        // Kept current at once so a second removal in the same moment sees the first.
        linhasRef.current = restantes;
        totalRef.current = novoTotal;
        definirLinhas(restantes);
        definirTotal(novoTotal);
        // The page is now empty but rows remain elsewhere: fetch the page that now holds them.
        if (restantes.length === 0 && novoTotal > 0) {
          definirEstado((e) => ({ ...e, pagina: Math.min(e.pagina, ultimaPagina(novoTotal, e.limite)), versao: e.versao + 1 }));
        }
      },
      inserirLinha: (linha) => {
        definirLinhas((atual) => [linha, ...atual]);
        definirTotal((t) => t + 1);
      },
    }),
    [recarregar],
  );
  useEffect(() => controle?.ligar(operacoes), [controle, operacoes]);

  // A local insertion never makes a page longer than its size.
  const visiveis = estado.limite > 0 ? linhas.slice(0, estado.limite) : linhas;
  const { inicio, fim } = faixaDaPagina(estado, visiveis.length);
  const numeroColunas = colunas.length + (acoes ? 1 : 0);
  // Trailing switch columns and the actions stay pinned to the right edge (fixas.ts).
  const primeiraFixa = colunas.length - contarFixas(colunas);
  const { refCabecalho, propsFixa } = useColunasFixas(numeroColunas - primeiraFixa, visiveis);
  const indiceFixa = (coluna: number) => (coluna >= primeiraFixa ? coluna - primeiraFixa : -1);
  const classeSemQuebra = (c: ColunaTabela<T>) => (naoQuebra(c.campo, c.titulo, c.semQuebra) ? classesTabela.semQuebra : undefined);
  const juntar = (...nomes: (string | undefined)[]) => nomes.filter(Boolean).join(' ') || undefined;

  const ordenar = (campo: string) =>
    definirEstado((e) => ({
      ...e,
      campo,
      direcao: e.campo === campo && e.direcao === 'asc' ? 'desc' : 'asc',
      pagina: 1,
    }));

  return (
    <div>
      {(busca || filtros) && (
        <Group mb="sm" gap="sm" align="flex-end" wrap="wrap">
          {filtros}
          {busca && (
            <TextInput
              aria-label={placeholderBusca}
              placeholder={placeholderBusca}
              value={textoBusca}
              onChange={(e) => definirTextoBusca(e.currentTarget.value)}
              maxLength={100}
              type="search"
              ml={filtros ? undefined : 'auto'}
              w={{ base: '100%', xs: 260 }}
            />
          )}
        </Group>
      )}
      <Table.ScrollContainer minWidth={numeroColunas * 110} {...rolagemDaTabela(rotulo ?? 'Tabela de resultados')}>
        <Table striped highlightOnHover verticalSpacing="xs" aria-label={rotulo} aria-busy={carregando || undefined} className={classesTabela.tabela}>
          <Table.Thead>
            <Table.Tr>
              {colunas.map((c, i) => {
                const fixa = propsFixa(indiceFixa(i));
                return (
                  <CabecalhoColuna
                    key={c.campo}
                    campo={c.campo}
                    titulo={c.titulo}
                    ordenavel={!!c.ordenavel}
                    alinhar={c.alinhar}
                    ordenacao={estado}
                    aoOrdenar={ordenar}
                    className={juntar(fixa.className, classeSemQuebra(c))}
                    style={fixa.style}
                    refCelula={indiceFixa(i) >= 0 ? refCabecalho(indiceFixa(i)) : undefined}
                  />
                );
              })}
              {acoes && (
                <Table.Th ta="right" ref={refCabecalho(colunas.length - primeiraFixa)} {...propsFixa(colunas.length - primeiraFixa)}>
                  {tituloAcoes}
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {carregando ? (
              <LinhaAviso colunas={numeroColunas}>{MENSAGENS.carregando}</LinhaAviso>
            ) : visiveis.length === 0 ? (
              <LinhaAviso colunas={numeroColunas}>{textoVazio}</LinhaAviso>
            ) : (
              visiveis.map((linha) => (
                <Table.Tr key={chave(linha)}>
                  {colunas.map((c, i) => {
                    const fixa = propsFixa(indiceFixa(i));
                    return (
                      <Table.Td key={c.campo} ta={c.alinhar} className={juntar(fixa.className, classeSemQuebra(c))} style={fixa.style}>
                        {c.render ? c.render(linha) : valorDoCampo(linha, c.campo)}
                      </Table.Td>
                    );
                  })}
                  {acoes && (
                    <Table.Td ta="right" {...propsFixa(colunas.length - primeiraFixa)}>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        {acoes(linha)}
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <RodapeTabela
        pagina={estado.pagina}
        limite={estado.limite}
        total={total}
        totalEstimado={totalEstimado}
        inicio={inicio}
        fim={fim}
        carregando={carregando}
        tamanhos={tamanhos}
        permitirTodos={permitirTodos}
        aoMudarPagina={(pagina) => definirEstado((e) => ({ ...e, pagina }))}
        aoMudarLimite={(limite) => definirEstado((e) => ({ ...e, limite, pagina: 1 }))}
      />
    </div>
  );
}
