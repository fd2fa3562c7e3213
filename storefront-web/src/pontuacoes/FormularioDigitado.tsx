import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ActionIcon, Button, Group, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { notificarErro, notificarSucesso, somarPontos } from '@sw/client';
import { EnviarPontuacaoDigitadaDocument, ProdutoPorCodigoBarrasDocument, SaldoProdutoLojaDocument } from '@sw/client/gql';
import { novaChaveIdempotencia } from '../catalogo/chave';
import { formatarMoeda, formatarPontos, MENSAGENS } from '@sw/common';
import { CampoValorCentavos } from './CampoValorCentavos';
import { LeitorCodigoBarras } from './LeitorCodigoBarras';

/** Spec 3 §9: a product code or reference has at most 30 characters. */
export const MAXIMO_CODIGO = 30;

export type ItemDaLista = {
  chave: number;
  produtoId: string;
  codigo: string;
  descricao: string;
  centavos: number;
  /** Points per unit, the API's exact text. */
  pontos: string;
};

/**
 * Type-1 stores (spec 3 §2.9, §4, §5): the member types or scans each unit sold with its value.
 * "Adicionar produto" runs the sell-in check (one GraphQL answer with the product, what the store
 * bought and what it already used); an item is accepted while the remaining units exceed the
 * same-product items already listed. The server repeats the check on "Enviar".
 *
 * A failed send keeps the list, so trying again needs no retyping; the list carries one
 * idempotency key until it changes, so a double click or a retry after the connection dropped never
 * creates a second claim (the server answers the repeat with the first claim).
 */
export function FormularioDigitado() {
  const cliente = useApolloClient();
  const navegar = useNavigate();
  const [codigo, definirCodigo] = useState('');
  const [centavos, definirCentavos] = useState<number | null>(null);
  const [itens, definirItens] = useState<ItemDaLista[]>([]);
  const [conferindo, definirConferindo] = useState(false);
  const [leitorAberto, definirLeitorAberto] = useState(false);
  const [proximaChave, definirProximaChave] = useState(1);
  const [enviarMutacao, { loading: enviando }] = useMutation(EnviarPontuacaoDigitadaDocument);
  const [falhou, definirFalhou] = useState(false);
  const emEnvio = useRef(false);
  /** The key of the list as it is now: a new one whenever an item goes in or out. */
  const chave = useRef<string | null>(null);
  const mudarItens = (mudar: (atuais: ItemDaLista[]) => ItemDaLista[]) => {
    chave.current = null;
    definirFalhou(false);
    definirItens(mudar);
  };

  async function adicionar() {
    const cod = codigo.trim();
    if (!cod || !centavos) {
      notificarErro(MENSAGENS.preenchaTodosDados);
      return;
    }
    definirConferindo(true);
    try {
      const { data } = await cliente.query({ query: SaldoProdutoLojaDocument, variables: { input: { codigo: cod } }, fetchPolicy: 'network-only' });
      const saldo = data?.saldoProdutoLoja;
      if (!saldo?.produto) {
        notificarErro(MENSAGENS.produtoNaoParticipante);
        return;
      }
      const produto = saldo.produto;
      const naLista = itens.filter((i) => i.produtoId === produto.produtoId).length;
      if (saldo.disponivel < 1 || saldo.disponivel <= naLista) {
        notificarErro(MENSAGENS.semSaldoProduto);
        return;
      }
      mudarItens((atuais) => [
        ...atuais,
        { chave: proximaChave, produtoId: produto.produtoId, codigo: produto.codigo, descricao: produto.descricao, centavos, pontos: saldo.pontosPorUnidade },
      ]);
      definirProximaChave((c) => c + 1);
      definirCodigo('');
      definirCentavos(null);
    } catch {
      // The client already showed the server's message.
    } finally {
      definirConferindo(false);
    }
  }

  /** A scanned barcode becomes the product's code (none, or the lookup failed: 'Não há produto com esse código!'). */
  const aoLer = useCallback(
    async (lido: string) => {
      const r = await cliente
        .query({ query: ProdutoPorCodigoBarrasDocument, variables: { codigo: lido }, fetchPolicy: 'network-only', context: { silenciarErros: true } })
        .catch(() => null);
      const produto = r?.data?.produtoPorCodigoBarras;
      if (produto) definirCodigo(produto.codigo.slice(0, MAXIMO_CODIGO));
      else notificarErro(MENSAGENS.produtoCodigoNaoEncontrado);
    },
    [cliente],
  );
  const fecharLeitor = useCallback(() => definirLeitorAberto(false), []);

  async function enviar() {
    // A second click while the first send runs does nothing (and would carry the same key anyway).
    if (emEnvio.current) return;
    if (!itens.length) {
      notificarErro(MENSAGENS.vendaSemItens);
      return;
    }
    chave.current ??= novaChaveIdempotencia();
    emEnvio.current = true;
    try {
      const { data } = await enviarMutacao({
        variables: { input: { itens: itens.map((i) => ({ codigo: i.codigo, valor: i.centavos / 100 })), chaveIdempotencia: chave.current } },
        context: { silenciarErros: true },
      });
      const envio = data?.enviarPontuacaoDigitada;
      // A refusal (errosDeUsuario) says why, e.g. a product without balance: the member fixes the list.
      if (envio?.errosDeUsuario.length) {
        notificarErro(envio.errosDeUsuario[0].mensagem);
        definirFalhou(true);
        emEnvio.current = false;
        return;
      }
      notificarSucesso(envio?.resultado?.mensagem ?? MENSAGENS.vendaEnviadaAnalise);
      // The page is leaving: the guard stays up, so a late second click sends nothing.
      navegar('/pontuacoes');
      return;
    } catch {
      // No answer (connection, server): the list stays and "Enviar" retries with the same key.
      notificarErro(MENSAGENS.erroEnviarVenda);
      definirFalhou(true);
    }
    emEnvio.current = false;
  }

  const totalPontos = somarPontos(itens.map((i) => i.pontos));

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <TextInput
              label="Código do produto"
              placeholder="Código ou referência"
              value={codigo}
              maxLength={MAXIMO_CODIGO}
              onChange={(e) => definirCodigo(e.currentTarget.value.slice(0, MAXIMO_CODIGO))}
              style={{ flex: 1 }}
            />
            <Button variant="light" onClick={() => definirLeitorAberto(true)}>
              Ler código de barras
            </Button>
          </Group>
          <CampoValorCentavos label="Valor da venda" valor={centavos} aoMudar={definirCentavos} />
          <Button onClick={adicionar} loading={conferindo}>
            Adicionar produto
          </Button>
        </Stack>
      </Paper>

      <Table striped aria-label="Produtos da venda">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Produto</Table.Th>
            <Table.Th ta="right">Valor</Table.Th>
            <Table.Th ta="right">Pontos</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {itens.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={4}>
                <Text size="sm" c="dimmed">
                  Nenhum produto adicionado.
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {itens.map((i) => (
            <Table.Tr key={i.chave}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {i.codigo}
                </Text>
                <Text size="xs" c="dimmed">
                  {i.descricao}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{formatarMoeda(i.centavos / 100)}</Table.Td>
              <Table.Td ta="right">{formatarPontos(i.pontos)}</Table.Td>
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remover ${i.codigo}`}
                  onClick={() => mudarItens((atuais) => atuais.filter((x) => x.chave !== i.chave))}
                >
                  <span aria-hidden>🗑</span>
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {falhou && (
        <Text size="sm" c="red" data-testid="aviso-envio">
          A venda não foi enviada. Os produtos continuam na lista: corrija o que for preciso ou toque em Enviar de novo.
        </Text>
      )}
      <Group justify="space-between">
        <Text fw={700} data-testid="total-pontos">{`Total: ${formatarPontos(totalPontos)} pontos`}</Text>
        <Button onClick={enviar} loading={enviando} disabled={enviando}>
          Enviar
        </Button>
      </Group>
      <LeitorCodigoBarras aberto={leitorAberto} aoFechar={fecharLeitor} aoLer={aoLer} />
    </Stack>
  );
}
