import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { Modal, Select, Skeleton, Table, Text, type SelectProps } from '@mantine/core';
import { anosDesde, formatarData, formatarDataHora, formatarNumero, MENSAGENS, MENSAGENS_RELATORIOS, mesesDoAno, ROTULOS_MESES } from '@sw/common';
import { baixarArquivo, notificarErro } from '@sw/client';
import { RelatorioGeradoEmDocument, type TipoRelatorio } from '@sw/client/gql';

/** Pieces the report screens share: period pickers, the plain report table, histories, CSV download. */

export const numero = (v: number | string | null | undefined) => (v === null || v === undefined ? '-' : formatarNumero(v));
export const percentual = (v: number | null | undefined) => (v === null || v === undefined ? '-' : `${formatarNumero(v)}%`);
export const dataBr = (iso: string | null | undefined) => (iso ? iso.slice(0, 10).split('-').reverse().join('/') : '-');

/** Year options from `inicio` (2020 or the first history year) to this year. */
export function SeletorAno({ inicio, ...props }: Omit<SelectProps, 'data'> & { inicio?: number }) {
  return <Select label="Ano" placeholder="Selecione o ano" data={anosDesde(inicio).reverse().map(String)} allowDeselect={false} {...props} />;
}

/** Month options of the chosen year (spec 2 §5), sent as two digits. */
export function SeletorMes({ ano, ...props }: Omit<SelectProps, 'data'> & { ano: string | null }) {
  const meses = ano ? mesesDoAno(Number(ano)) : [];
  return (
    <Select
      label="Mês"
      placeholder="Selecione o mês"
      data={meses.map((m) => ({ value: m, label: ROTULOS_MESES[Number(m) - 1] }))}
      allowDeselect={false}
      {...props}
    />
  );
}

export type ColunaRelatorio<T> = { titulo: string; valor: (l: T) => ReactNode; numerica?: boolean; rodape?: ReactNode };

export function TabelaRelatorio<T>({
  rotulo,
  linhas,
  colunas,
  carregando,
  chave,
  rodape,
  corDaLinha,
}: {
  rotulo: string;
  linhas: T[] | undefined;
  colunas: ColunaRelatorio<T>[];
  carregando?: boolean;
  chave: (l: T) => string;
  rodape?: boolean;
  corDaLinha?: (l: T) => string | undefined;
}) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover aria-label={rotulo}>
        <Table.Thead>
          <Table.Tr>
            {colunas.map((c) => (
              <Table.Th key={c.titulo} ta={c.numerica ? 'right' : undefined}>
                {c.titulo}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {carregando && !linhas ? (
            <Table.Tr>
              <Table.Td colSpan={colunas.length}>
                <Skeleton h={18} />
              </Table.Td>
            </Table.Tr>
          ) : !linhas?.length ? (
            <Table.Tr>
              <Table.Td colSpan={colunas.length} ta="center" c="dimmed" py="lg">
                {MENSAGENS.semResultados}
              </Table.Td>
            </Table.Tr>
          ) : (
            linhas.map((l) => (
              <Table.Tr key={chave(l)} c={corDaLinha?.(l)}>
                {colunas.map((c) => (
                  <Table.Td key={c.titulo} ta={c.numerica ? 'right' : undefined}>
                    {c.valor(l)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
        {rodape && linhas && linhas.length > 0 && (
          <Table.Tfoot>
            <Table.Tr fw={700}>
              {colunas.map((c) => (
                <Table.Td key={c.titulo} ta={c.numerica ? 'right' : undefined}>
                  {c.rodape ?? ''}
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </Table.ScrollContainer>
  );
}

export type Anotacao = {
  nome: string;
  criadoEm: string;
  parametros: { observacao?: string | null; quantidade?: number | null; saldo?: number | null; data?: string | null };
};

/** The history of an observation, release or stock entry: who, when, what. */
export function ModalHistorico({
  titulo,
  aberto,
  fechar,
  itens,
  carregando,
  valor,
  rotuloValor,
}: {
  titulo: string;
  aberto: boolean;
  fechar: () => void;
  itens: Anotacao[] | undefined;
  carregando: boolean;
  rotuloValor: string;
  valor: (a: Anotacao) => ReactNode;
}) {
  return (
    <Modal opened={aberto} onClose={fechar} title={titulo} size="lg">
      {carregando && !itens ? (
        <Skeleton h={60} />
      ) : !itens?.length ? (
        <Text c="dimmed">{MENSAGENS.semResultados}</Text>
      ) : (
        <Table aria-label={titulo}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Usuário</Table.Th>
              <Table.Th>Data</Table.Th>
              <Table.Th>{rotuloValor}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {itens.map((a, i) => (
              <Table.Tr key={i}>
                <Table.Td>{a.nome}</Table.Td>
                <Table.Td>{formatarDataHora(a.criadoEm)}</Table.Td>
                <Table.Td>{valor(a)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Modal>
  );
}

/** A report CSV (the gateway names it with a timestamp); any failure reads 'Erro ao baixar arquivo CSV'. */
export async function baixarCsv(caminho: string): Promise<void> {
  try {
    await baixarArquivo(caminho, undefined, { silenciarErros: true });
  } catch {
    notificarErro(MENSAGENS_RELATORIOS.erroBaixarCsv);
  }
}

export const redeParaVariavel = (rede: string) => rede || null;

/**
 * When the report's data was generated (nightly and after uploads, or by Atualizar
 * Relatórios): "Gerado em DD/MM/AAAA HH:mm" under the title; nothing while it was never generated.
 */
export function GeradoEm({ tipo }: { tipo: TipoRelatorio }) {
  const { data } = useQuery(RelatorioGeradoEmDocument, { variables: { tipo }, fetchPolicy: 'cache-and-network' });
  const em = data?.relatorioGeradoEm ? new Date(data.relatorioGeradoEm) : null;
  if (!em) return null;
  const hora = `${String(em.getHours()).padStart(2, '0')}:${String(em.getMinutes()).padStart(2, '0')}`;
  return (
    <Text size="sm" c="dimmed">
      Gerado em {formatarData(em)} {hora}
    </Text>
  );
}
