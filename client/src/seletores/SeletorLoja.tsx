import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@apollo/client/react';
import { LojasDoSeletorDocument } from '../gql/graphql';

export type LojaSelecionada = { id: number; nomeFantasia: string; cnpj: string };

export type SeletorLojaProps = Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange'> & {
  /** The chosen store ('' for none): its id, or its CNPJ digits with valorPor="cnpj". */
  value: string;
  onChange: (valor: string, loja: LojaSelecionada | null) => void;
  /** Only stores of this network (its id). */
  rede?: number | string | null;
  valorPor?: 'id' | 'cnpj';
  /** How many stores one search brings (the list is searched on the server). */
  limite?: number;
};

const valorDa = (loja: LojaSelecionada, valorPor: 'id' | 'cnpj') => (valorPor === 'id' ? String(loja.id) : loja.cnpj);

/**
 * Store picker for thousands of stores: what the user types is searched on the server (GraphQL
 * `revendas(ativo: true, busca, rede)`, 300 ms after the last key), and only the first results are
 * listed. The chosen store stays listed while other searches run, so its name keeps showing.
 */
export function SeletorLoja({
  value,
  onChange,
  rede,
  valorPor = 'id',
  limite = 50,
  label = 'Loja',
  placeholder = 'Digite para buscar a loja',
  ...resto
}: SeletorLojaProps) {
  const [texto, definirTexto] = useState('');
  const escolhida = useRef<LojaSelecionada | null>(null);
  // Typing the chosen store's own name is not a new search.
  const busca = escolhida.current && texto === escolhida.current.nomeFantasia ? '' : texto.trim();
  const [buscaAplicada] = useDebouncedValue(busca, 300);
  const redeId = rede === undefined || rede === null || rede === '' ? null : Number(rede);
  const { data, loading, previousData } = useQuery(LojasDoSeletorDocument, {
    variables: { busca: buscaAplicada || null, rede: Number.isInteger(redeId) ? redeId : null, limite },
  });
  const lojas = (data ?? previousData)?.revendas ?? [];

  // The value came from outside (an edit form): remember which store it is once it is listed.
  const encontrada = lojas.find((l) => valorDa(l, valorPor) === value);
  if (encontrada) escolhida.current = encontrada;
  if (!value) escolhida.current = null;

  // A network change can make the chosen store impossible: let the form know.
  // Only a network change clears the choice; value and onChange are read as they are at that moment.
  const limparEscolha = useEffectEvent(() => {
    if (value) onChange('', null);
  });
  const redeAnterior = useRef(redeId);
  useEffect(() => {
    if (redeAnterior.current === redeId) return;
    redeAnterior.current = redeId;
    limparEscolha();
  }, [redeId]);

  const lista = [...lojas];
  if (escolhida.current && !lista.some((l) => l.id === escolhida.current!.id)) lista.unshift(escolhida.current);
  const opcoes = lista.map((l) => ({ value: valorDa(l, valorPor), label: l.nomeFantasia }));

  return (
    <Select
      label={label}
      placeholder={placeholder}
      searchable
      clearable
      nothingFoundMessage={loading ? 'Carregando...' : 'Nenhuma loja encontrada'}
      {...resto}
      data={opcoes}
      // The server already filtered by what was typed.
      filter={({ options }) => options}
      value={value || null}
      searchValue={texto}
      onSearchChange={definirTexto}
      onChange={(v) => {
        const loja = lista.find((l) => valorDa(l, valorPor) === v) ?? null;
        escolhida.current = loja;
        onChange(v ?? '', loja ? { id: loja.id, nomeFantasia: loja.nomeFantasia, cnpj: loja.cnpj } : null);
      }}
    />
  );
}
