import { useEffect, useState } from 'react';
import { ActionIcon, Button, Fieldset, Grid, NumberInput, Table, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { PRODUTOS_POR_LISTA_PESQUISA, formatarMoeda, lerItemPesquisa, problemaAoAdicionarItem, type ItemPesquisa, type ListaPesquisa } from '@sw/common';
import { notificarErro } from '@sw/client';

export type ListaProdutosPesquisaProps = {
  /** Legend of the group ('Produtos mais vendidos', 'Produtos concorrentes mais vendidos'). */
  titulo: string;
  lista: ListaPesquisa;
  itens: ItemPesquisa[];
  onChange: (itens: ItemPesquisa[]) => void;
  /** The list's message under it, e.g. 'Adicione 5 produtos mais vendidos'. */
  erro?: string | null;
  /** Brand the add row starts with (competitors: the brand being surveyed). */
  marcaPadrao?: string;
};

type Linha = { marca: string; produto: string; qtde: number | string; valorUnitario: number | string };

/**
 * One of the survey's two top-5 lists: an add row and the rows added so far. The rules are the
 * ones the gateway applies (common/pesquisas.ts), so a row the form accepts is a row the server
 * accepts. After adding a competitor the brand stays, since surveys list several products per brand.
 */
export function ListaProdutosPesquisa({ titulo, lista, itens, onChange, erro, marcaPadrao = '' }: ListaProdutosPesquisaProps) {
  const concorrentes = lista === 'concorrentes';
  const vazia = (marca = ''): Linha => ({ marca, produto: '', qtde: '', valorUnitario: '' });
  const [linha, definirLinha] = useState<Linha>(() => vazia(marcaPadrao));
  useEffect(() => definirLinha((l) => (l.marca ? l : { ...l, marca: marcaPadrao })), [marcaPadrao]);
  const cheia = itens.length >= PRODUTOS_POR_LISTA_PESQUISA;

  const adicionar = () => {
    const lido = lerItemPesquisa(linha, lista);
    if ('erro' in lido) {
      notificarErro(lido.erro);
      return;
    }
    const problema = problemaAoAdicionarItem(lido.item, itens);
    if (problema) {
      notificarErro(problema);
      return;
    }
    onChange([...itens, lido.item]);
    definirLinha(vazia(concorrentes ? linha.marca : ''));
  };

  const remover = (indice: number) => onChange(itens.filter((_, i) => i !== indice));
  const mudar = (campo: keyof Linha) => (valor: string | number) => definirLinha((l) => ({ ...l, [campo]: valor }));

  return (
    <Fieldset legend={titulo} radius="md">
      <Grid align="flex-end">
        <Grid.Col span={{ base: 12, sm: 3 }}>
          <TextInput
            label={concorrentes ? 'Marca' : 'Marca (opcional)'}
            withAsterisk={concorrentes}
            value={linha.marca}
            maxLength={120}
            onChange={(e) => mudar('marca')(e.currentTarget.value)}
            disabled={cheia}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput
            label="Produto"
            withAsterisk
            value={linha.produto}
            maxLength={120}
            onChange={(e) => mudar('produto')(e.currentTarget.value)}
            disabled={cheia}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 2 }}>
          <NumberInput
            label="Quantidade"
            withAsterisk
            min={1}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator="."
            decimalSeparator=","
            value={linha.qtde}
            onChange={mudar('qtde')}
            disabled={cheia}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 2 }}>
          <NumberInput
            label="Valor unitário"
            withAsterisk
            min={0}
            decimalScale={2}
            allowNegative={false}
            thousandSeparator="."
            decimalSeparator=","
            prefix="R$ "
            value={linha.valorUnitario}
            onChange={mudar('valorUnitario')}
            disabled={cheia}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 1 }}>
          <Button fullWidth variant="light" onClick={adicionar} disabled={cheia} aria-label={`Adicionar em ${titulo}`} title="Adicionar">
            <IconPlus size={18} aria-hidden />
          </Button>
        </Grid.Col>
      </Grid>

      <Table mt="md" striped verticalSpacing={6} aria-label={titulo}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Marca</Table.Th>
            <Table.Th>Produto</Table.Th>
            <Table.Th ta="right">Quantidade</Table.Th>
            <Table.Th ta="right">Valor unitário</Table.Th>
            <Table.Th w={48} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {itens.map((item, i) => (
            <Table.Tr key={`${item.marca ?? ''}|${item.produto}`}>
              <Table.Td>{item.marca ?? '-'}</Table.Td>
              <Table.Td>{item.produto}</Table.Td>
              <Table.Td ta="right">{item.qtde.toLocaleString('pt-BR')}</Table.Td>
              <Table.Td ta="right">{formatarMoeda(item.valorUnitario)}</Table.Td>
              <Table.Td>
                <ActionIcon variant="subtle" color="red" onClick={() => remover(i)} aria-label={`Remover ${item.produto}`}>
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm" c={erro ? 'red' : 'dimmed'} mt="xs" role={erro ? 'alert' : undefined}>
        {erro ?? `${itens.length} de ${PRODUTOS_POR_LISTA_PESQUISA} produtos`}
      </Text>
    </Fieldset>
  );
}
