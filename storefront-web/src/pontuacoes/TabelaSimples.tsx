import type { ReactNode } from 'react';
import { Table, Text } from '@mantine/core';
import { rolagemDaTabela } from '@sw/client';

export type ColunaSimples<T> = { titulo: string; render: (linha: T) => ReactNode; direita?: boolean };

export type TabelaSimplesProps<T> = {
  rotulo: string;
  colunas: ColunaSimples<T>[];
  linhas: T[] | null | undefined;
  carregando: boolean;
  chave: (linha: T, indice: number) => string;
};

/** A short list loaded at once (spec 3 §2.10): 'Carregando' while it loads, 'Sem resultados' when empty. */
export function TabelaSimples<T>({ rotulo, colunas, linhas, carregando, chave }: TabelaSimplesProps<T>) {
  const aviso = carregando ? 'Carregando' : !linhas?.length ? 'Sem resultados' : null;
  return (
    <Table.ScrollContainer minWidth={360} {...rolagemDaTabela(rotulo)}>
      <Table striped aria-label={rotulo}>
        <Table.Thead>
          <Table.Tr>
            {colunas.map((c) => (
              <Table.Th key={c.titulo} ta={c.direita ? 'right' : undefined}>
                {c.titulo}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {aviso ? (
            <Table.Tr>
              <Table.Td colSpan={colunas.length}>
                <Text size="sm" c="dimmed" ta="center">
                  {aviso}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            linhas!.map((l, i) => (
              <Table.Tr key={chave(l, i)}>
                {colunas.map((c) => (
                  <Table.Td key={c.titulo} ta={c.direita ? 'right' : undefined}>
                    {c.render(l)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
