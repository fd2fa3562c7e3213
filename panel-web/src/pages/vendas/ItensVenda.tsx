import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { ActionIcon, Button, Grid, NumberInput, Table, Text, TextInput } from '@mantine/core';
import { MENSAGENS, formatarMoeda } from '@sw/common';
import { notificarErro, numeroDinheiro, textoPontosDecimais } from '@sw/client';
import { NovaVendaProdutoDocument } from '@sw/client/gql';
import { ItemVenda, problemaDoItem, subTotal, totais } from './itens';

type Props = {
  itens: ItemVenda[];
  onChange: (itens: ItemVenda[]) => void;
  /** Each line's points from the server's preview (same order as itens); null: not a participating product. */
  pontos?: (string | null | undefined)[];
  totalPontos?: string;
};

/** Points of a sale may have decimals (a product worth 3,5 points). */
export const formatarPontosVenda = (n: string) => textoPontosDecimais(n);

const NOVO = { codigo: '', descricao: '', qtde: 1 as number | string, valorUnitario: '' as number | string, valorDesconto: '' as number | string };
let proximaChave = 1;

/** '—' while the preview has not answered; 'não participa' for a code the member's store does not score. */
const pontoDaLinha = (p: string | null | undefined) => (p === undefined ? '—' : p === null ? 'não participa' : formatarPontosVenda(p));

/**
 * The items of a sale: a product code looked up on leaving the field (its name and price fill
 * in), quantity, unit value and discount; ADICIONAR checks the line (spec 2 §5) and the table
 * shows subtotals, totals and a remove button per line.
 */
export function ItensVenda({ itens, onChange, pontos, totalPontos }: Props) {
  const cliente = useApolloClient();
  const [novo, setNovo] = useState(NOVO);
  const definir = (parcial: Partial<typeof NOVO>) => setNovo((atual) => ({ ...atual, ...parcial }));

  const buscarProduto = async () => {
    const codigo = novo.codigo.trim();
    if (!codigo) return;
    const { data } = await cliente.query({ query: NovaVendaProdutoDocument, variables: { codigo }, fetchPolicy: 'network-only' });
    const produto = data?.produtosPorCodigo[0];
    if (!produto) {
      notificarErro(MENSAGENS.vendaProdutoNaoParticipante(codigo));
      definir({ codigo: '', descricao: '' });
      return;
    }
    definir({
      codigo: produto.codigo,
      descricao: produto.nome,
      valorUnitario: novo.valorUnitario === '' ? numeroDinheiro(produto.valorUnitario) : novo.valorUnitario,
    });
  };

  const adicionar = () => {
    const problema = problemaDoItem(novo);
    if (problema) {
      notificarErro(problema);
      return;
    }
    const item: ItemVenda = {
      chave: proximaChave++,
      codigo: novo.codigo.trim(),
      descricao: novo.descricao || novo.codigo.trim(),
      qtde: Number(novo.qtde),
      valorUnitario: Number(novo.valorUnitario),
      valorDesconto: novo.valorDesconto === '' ? 0 : Number(novo.valorDesconto),
    };
    onChange([...itens, item]);
    setNovo(NOVO);
  };

  const { totalVenda, totalDescontos } = totais(itens);
  const dinheiro = { decimalSeparator: ',', thousandSeparator: '.', decimalScale: 2, min: 0, hideControls: true } as const;

  return (
    <>
      <Grid align="flex-end">
        <Grid.Col span={{ base: 12, sm: 3 }}>
          <TextInput
            label="Código do produto"
            value={novo.codigo}
            onChange={(e) => definir({ codigo: e.currentTarget.value, descricao: '' })}
            onBlur={buscarProduto}
            description={novo.descricao || undefined}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 4, sm: 2 }}>
          <NumberInput label="Quantidade" value={novo.qtde} onChange={(v) => definir({ qtde: v })} allowDecimal={false} min={1} hideControls />
        </Grid.Col>
        <Grid.Col span={{ base: 4, sm: 2 }}>
          <NumberInput label="Valor unitário" value={novo.valorUnitario} onChange={(v) => definir({ valorUnitario: v })} {...dinheiro} />
        </Grid.Col>
        <Grid.Col span={{ base: 4, sm: 2 }}>
          <NumberInput label="Desconto" value={novo.valorDesconto} onChange={(v) => definir({ valorDesconto: v })} {...dinheiro} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 3 }}>
          <Button variant="light" fullWidth onClick={adicionar}>
            ADICIONAR ITEM
          </Button>
        </Grid.Col>
      </Grid>

      <Table.ScrollContainer minWidth={640} mt="md">
        <Table striped aria-label="Itens da venda">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Código</Table.Th>
              <Table.Th>Produto</Table.Th>
              <Table.Th ta="right">Qtde</Table.Th>
              <Table.Th ta="right">Valor unitário</Table.Th>
              <Table.Th ta="right">Desconto</Table.Th>
              <Table.Th ta="right">Subtotal</Table.Th>
              <Table.Th ta="right">Pontos</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {itens.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={8}>
                  <Text c="dimmed" ta="center">
                    Nenhum item adicionado
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              itens.map((i, indice) => (
                <Table.Tr key={i.chave}>
                  <Table.Td>{i.codigo}</Table.Td>
                  <Table.Td>{i.descricao}</Table.Td>
                  <Table.Td ta="right">{i.qtde}</Table.Td>
                  <Table.Td ta="right">{formatarMoeda(i.valorUnitario)}</Table.Td>
                  <Table.Td ta="right">{formatarMoeda(i.valorDesconto)}</Table.Td>
                  <Table.Td ta="right">{formatarMoeda(subTotal(i))}</Table.Td>
                  <Table.Td ta="right" aria-label={`Pontos de ${i.codigo}`}>
                    {pontoDaLinha(pontos?.[indice])}
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remover ${i.codigo}`}
                      onClick={() => onChange(itens.filter((x) => x.chave !== i.chave))}
                    >
                      ✕
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th colSpan={4}>Totais</Table.Th>
              <Table.Th ta="right" aria-label="Total de descontos">
                {formatarMoeda(totalDescontos)}
              </Table.Th>
              <Table.Th ta="right" aria-label="Total da venda">
                {formatarMoeda(totalVenda)}
              </Table.Th>
              <Table.Th ta="right" aria-label="Total de pontos">
                {totalPontos === undefined ? '—' : formatarPontosVenda(totalPontos)}
              </Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
