import { useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { MultiSelect, type MultiSelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatarCnpj } from '@sw/common';
import { LojasDoAdministradorDocument } from '@sw/client/gql';

const LIMITE = 50;

export type SeletorLojasProps = Omit<MultiSelectProps, 'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange'> & {
  /** Store ids. */
  value: string[];
  onChange: (ids: string[]) => void;
};

/**
 * Several stores out of thousands: the server searches by name or CNPJ (first 50 matches), and the
 * stores already chosen keep their names while the search shows others.
 */
export function SeletorLojas({ value, onChange, ...resto }: SeletorLojasProps) {
  const [busca, definirBusca] = useState('');
  const [buscaAplicada] = useDebouncedValue(busca.trim(), 300);
  const { data, loading } = useQuery(LojasDoAdministradorDocument, { variables: { busca: buscaAplicada || null, limite: LIMITE } });
  // Names of every store seen so far (idempotent, so updating it while rendering is safe).
  const conhecidas = useRef(new Map<string, string>());
  const encontradas = (data?.revendas.itens ?? []).map((r) => ({ value: String(r.id), label: `${r.nomeFantasia} (${formatarCnpj(r.cnpj)})` }));
  for (const o of encontradas) conhecidas.current.set(o.value, o.label);

  const escolhidas = value.map((id) => ({ value: id, label: conhecidas.current.get(id) ?? `Loja ${id}` }));
  const opcoes = [...escolhidas, ...encontradas.filter((o) => !value.includes(o.value))];
  return (
    <MultiSelect
      label="Lojas"
      placeholder={loading ? 'Carregando...' : 'Busque pelo nome ou CNPJ'}
      searchable
      nothingFoundMessage="Nenhuma loja encontrada"
      {...resto}
      data={opcoes}
      value={value}
      onChange={onChange}
      searchValue={busca}
      onSearchChange={definirBusca}
      // The server already filtered by name or CNPJ; filtering again by label would hide CNPJ matches.
      filter={({ options }) => options}
    />
  );
}
