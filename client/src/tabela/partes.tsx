import type { CSSProperties, ReactNode, Ref } from 'react';
import { Group, Pagination, Select, Table, Text, UnstyledButton } from '@mantine/core';
import { MENSAGENS, TAMANHOS_PAGINA } from '@sw/common';
import type { Direcao, Ordenacao } from './pedido';

export type Alinhamento = 'left' | 'right' | 'center';

type CabecalhoProps = {
  campo: string;
  titulo: string;
  ordenavel: boolean;
  alinhar?: Alinhamento;
  ordenacao: Ordenacao;
  aoOrdenar: (campo: string) => void;
  /** A pinned column's class, offset and measuring ref (fixas.ts). */
  className?: string;
  style?: CSSProperties;
  refCelula?: Ref<HTMLTableCellElement>;
};

const SETA: Record<Direcao, string> = { asc: '▲', desc: '▼' };

/** A column header; a sortable one is a button and says its direction through aria-sort. */
export function CabecalhoColuna({ campo, titulo, ordenavel, alinhar, ordenacao, aoOrdenar, className, style, refCelula }: CabecalhoProps) {
  const ativa = ordenavel && ordenacao.campo === campo;
  const ariaSort = ativa ? (ordenacao.direcao === 'asc' ? 'ascending' : 'descending') : ordenavel ? 'none' : undefined;
  return (
    <Table.Th ta={alinhar} aria-sort={ariaSort} className={className} style={style} ref={refCelula}>
      {ordenavel ? (
        <UnstyledButton onClick={() => aoOrdenar(campo)} fw={700} fz="sm" title={`Ordenar por ${titulo}`}>
          <Group gap={4} wrap="nowrap" justify={alinhar === 'right' ? 'flex-end' : alinhar === 'center' ? 'center' : 'flex-start'}>
            <span>{titulo}</span>
            <Text component="span" fz={10} c={ativa ? undefined : 'dimmed'} aria-hidden>
              {ativa ? SETA[ordenacao.direcao] : '↕'}
            </Text>
          </Group>
        </UnstyledButton>
      ) : (
        titulo
      )}
    </Table.Th>
  );
}

/** One full-width row with a message (loading, empty). */
export function LinhaAviso({ colunas, children }: { colunas: number; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={colunas} ta="center" c="dimmed" py="lg">
        {children}
      </Table.Td>
    </Table.Tr>
  );
}

type RodapeProps = {
  pagina: number;
  limite: number;
  total: number;
  totalEstimado?: boolean;
  inicio: number;
  fim: number;
  carregando: boolean;
  tamanhos: readonly number[];
  permitirTodos: boolean;
  aoMudarPagina: (pagina: number) => void;
  aoMudarLimite: (limite: number) => void;
};

/** 'x-y de z resultados' or 'Nenhum resultado', the page size (Todos = 0) and the pages. */
export function RodapeTabela({
  pagina,
  limite,
  total,
  totalEstimado = false,
  inicio,
  fim,
  carregando,
  tamanhos,
  permitirTodos,
  aoMudarPagina,
  aoMudarLimite,
}: RodapeProps) {
  const paginas = limite > 0 ? Math.max(1, Math.ceil(total / limite)) : 1;
  const opcoes = [...tamanhos.map((t) => ({ value: String(t), label: String(t) })), ...(permitirTodos ? [{ value: '0', label: 'Todos' }] : [])];
  return (
    <Group justify="space-between" mt="sm" gap="sm">
      <Group gap="xs">
        <Text fz="sm" c="dimmed" aria-hidden>
          Itens por página
        </Text>
        <Select
          aria-label="Itens por página"
          data={opcoes}
          value={String(limite)}
          onChange={(v) => v !== null && aoMudarLimite(Number(v))}
          allowDeselect={false}
          w={90}
          size="xs"
          comboboxProps={{ withinPortal: true }}
        />
        <Text fz="sm" role="status" aria-live="polite" data-testid="tabela-rodape">
          {carregando ? '' : total > 0 ? MENSAGENS.faixaResultados(inicio, fim, total, totalEstimado) : MENSAGENS.nenhumResultado}
        </Text>
      </Group>
      {paginas > 1 && (
        <Pagination
          total={paginas}
          value={pagina}
          onChange={aoMudarPagina}
          size="sm"
          siblings={1}
          boundaries={1}
          getControlProps={(controle) => ({
            'aria-label': { first: 'Primeira página', previous: 'Página anterior', next: 'Próxima página', last: 'Última página' }[controle],
          })}
          getItemProps={(numero) => ({ 'aria-label': `Página ${numero}` })}
        />
      )}
    </Group>
  );
}

export const TAMANHOS_PADRAO: readonly number[] = TAMANHOS_PAGINA;
