import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { Center, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { MENSAGENS, formatarData, formatarDataHora, formatarPontos } from '@sw/common';
import { HistoricoDaVendaDocument, ItensDaVendaDocument, MotivoReprovacaoDaVendaDocument, ProdutosMaisVendidosDocument } from '@sw/client/gql';
import { notificarErroOuPadrao, SILENCIOSO } from './erroOuPadrao';
import { textoDinheiro } from '@sw/client';

/**
 * The read-only modals of Pontuações (spec 2 §2 "Scored sales"): the items of a sale, its status
 * history, the rejection reason of its claim and the most-sold products of the filtered range.
 */

export type VendaDoModal = { id: string; identificador?: string | null; parceiro: string };

const ROTULO_STATUS: Record<string, string> = {
  pendente: 'Pendente',
  processada: 'Processada',
  encerrada: 'Encerrada',
  reprovada: 'Reprovada',
  pontuada: 'Pontuada',
  cancelada: 'Cancelada',
  retornada: 'Retornada para pendente',
  editada: 'Editada',
  corrigida: 'Corrigida',
};
const rotuloStatus = (s: string | null | undefined) => (s ? (ROTULO_STATUS[s] ?? s) : '-');

function Carregando() {
  return (
    <Center py="lg">
      <Loader size="sm" aria-label={MENSAGENS.carregando} />
    </Center>
  );
}

function SemResultados() {
  return (
    <Text size="sm" c="dimmed" ta="center" py="md">
      Sem resultados
    </Text>
  );
}

/** A failed load shows the server's explained refusal or the screen's fallback, once. */
function useAvisoDeErro(erro: unknown, padrao: string) {
  useEffect(() => {
    if (erro) notificarErroOuPadrao(erro, padrao);
  }, [erro, padrao]);
}

const titulo = (prefixo: string, v: VendaDoModal) => `${prefixo} — ${v.identificador ?? `venda ${v.id}`} (${v.parceiro})`;

export function ItensVendaModal({ venda, aoFechar }: { venda: VendaDoModal | null; aoFechar: () => void }) {
  const { data, loading, error } = useQuery(ItensDaVendaDocument, {
    variables: { id: venda?.id ?? '' },
    skip: !venda,
    fetchPolicy: 'network-only',
    ...SILENCIOSO,
  });
  useAvisoDeErro(error, MENSAGENS.erroCarregarDados);
  const itens = data?.itensDaVenda ?? [];
  return (
    <Modal opened={!!venda} onClose={aoFechar} title={venda ? titulo('Itens', venda) : ''} size="xl" centered>
      {loading ? (
        <Carregando />
      ) : itens.length === 0 ? (
        <SemResultados />
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped aria-label="Itens da venda">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Código</Table.Th>
                <Table.Th>Produto</Table.Th>
                <Table.Th>Qtde</Table.Th>
                <Table.Th>Valor unitário</Table.Th>
                <Table.Th>Desconto</Table.Th>
                <Table.Th>Subtotal</Table.Th>
                <Table.Th>Pontos</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {itens.map((i) => (
                <Table.Tr key={i.id}>
                  <Table.Td>{i.codigo}</Table.Td>
                  <Table.Td>{i.descricao}</Table.Td>
                  <Table.Td>{i.qtde}</Table.Td>
                  <Table.Td>{textoDinheiro(i.valorUnitario)}</Table.Td>
                  <Table.Td>{textoDinheiro(i.valorDesconto)}</Table.Td>
                  <Table.Td>{textoDinheiro(i.subTotal)}</Table.Td>
                  <Table.Td>{formatarPontos(i.valorPontos)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Modal>
  );
}

export function HistoricoVendaModal({ venda, aoFechar }: { venda: VendaDoModal | null; aoFechar: () => void }) {
  const { data, loading, error } = useQuery(HistoricoDaVendaDocument, {
    variables: { id: venda?.id ?? '' },
    skip: !venda,
    fetchPolicy: 'network-only',
    ...SILENCIOSO,
  });
  useAvisoDeErro(error, MENSAGENS.erroBuscarHistorico);
  const linhas = data?.historicoDaVenda ?? [];
  return (
    <Modal opened={!!venda} onClose={aoFechar} title={venda ? titulo('Histórico de alterações', venda) : ''} size="xl" centered>
      {loading ? (
        <Carregando />
      ) : linhas.length === 0 ? (
        <SemResultados />
      ) : (
        <Table.ScrollContainer minWidth={600}>
          <Table striped aria-label="Histórico de alterações">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Data</Table.Th>
                <Table.Th>Usuário</Table.Th>
                <Table.Th>De</Table.Th>
                <Table.Th>Para</Table.Th>
                <Table.Th>Justificativa</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {linhas.map((h) => (
                <Table.Tr key={h.id}>
                  <Table.Td>{formatarDataHora(h.created_at)}</Table.Td>
                  <Table.Td>{h.usuario.nome ?? '-'}</Table.Td>
                  <Table.Td>{rotuloStatus(h.status_anterior)}</Table.Td>
                  <Table.Td>{rotuloStatus(h.status_novo)}</Table.Td>
                  <Table.Td>{h.justificativa ?? '-'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Modal>
  );
}

export function MotivoReprovacaoModal({ venda, aoFechar }: { venda: VendaDoModal | null; aoFechar: () => void }) {
  const { data, loading, error } = useQuery(MotivoReprovacaoDaVendaDocument, {
    variables: { id: venda?.id ?? '' },
    skip: !venda,
    fetchPolicy: 'network-only',
    ...SILENCIOSO,
  });
  useAvisoDeErro(error, MENSAGENS.erroCarregarDados);
  const m = data?.motivoReprovacaoDaVenda;
  return (
    <Modal opened={!!venda} onClose={aoFechar} title="Motivo da reprovação" centered>
      {loading ? (
        <Carregando />
      ) : !m ? (
        <SemResultados />
      ) : (
        <Stack gap="xs">
          <Text fw={600}>{m.reprovadoMotivo}</Text>
          <Text size="sm" c="dimmed">
            Reprovada em {formatarDataHora(m.reprovadoEm)}
            {m.reprovadoPor ? ` por ${m.reprovadoPor}` : ''}
          </Text>
          <Text size="sm">A nota voltou para pendente e foi pontuada depois.</Text>
        </Stack>
      )}
    </Modal>
  );
}

export type FiltrosProdutos = { rede: string | null; dataInicial: string | null; dataFinal: string | null };

export function ProdutosMaisVendidosModal({ filtros, aoFechar }: { filtros: FiltrosProdutos | null; aoFechar: () => void }) {
  const { data, loading, error } = useQuery(ProdutosMaisVendidosDocument, {
    variables: { input: filtros ?? {} },
    skip: !filtros,
    fetchPolicy: 'network-only',
    ...SILENCIOSO,
  });
  useAvisoDeErro(error, MENSAGENS.erroCarregarProdutos);
  const produtos = data?.produtosMaisVendidos ?? [];
  const periodo = filtros ? `${formatarData(filtros.dataInicial)} a ${formatarData(filtros.dataFinal)}` : '';
  return (
    <Modal opened={!!filtros} onClose={aoFechar} title={`Produtos mais vendidos — ${periodo}`} size="xl" centered>
      {loading ? (
        <Carregando />
      ) : produtos.length === 0 ? (
        <SemResultados />
      ) : (
        <Table.ScrollContainer minWidth={600}>
          <Table striped aria-label="Produtos mais vendidos">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Código</Table.Th>
                <Table.Th>Produto</Table.Th>
                <Table.Th>Quantidade</Table.Th>
                <Table.Th>Valor total</Table.Th>
                <Table.Th>Pontos</Table.Th>
                <Table.Th>Vendas</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {produtos.map((p) => (
                <Table.Tr key={p.produtoId}>
                  <Table.Td>{p.codigo}</Table.Td>
                  <Table.Td>{p.produto}</Table.Td>
                  <Table.Td>{p.quantidade}</Table.Td>
                  <Table.Td>{textoDinheiro(p.valorTotal)}</Table.Td>
                  <Table.Td>{formatarPontos(p.totalPontos)}</Table.Td>
                  <Table.Td>{p.vendas}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Modal>
  );
}
