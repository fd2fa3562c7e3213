import { Select, type SelectProps } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { RedesDoSeletorDocument } from '../gql/graphql';

export const VALOR_TODAS = '';

export type SeletorRedeProps = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  /** The chosen network ('' for none, or Todas when offered). */
  value: string;
  onChange: (valor: string) => void;
  /** Offers 'Todas' (value '') first, for list filters. */
  incluirTodas?: boolean;
  /** What the value carries: the network id (default) or its name (filters that take the name). */
  valorPor?: 'id' | 'nome';
};

/** Network picker fed by the active networks the user may see (GraphQL `redes`, every active one on one page). */
export function SeletorRede({
  value,
  onChange,
  incluirTodas = false,
  valorPor = 'id',
  label = 'Rede',
  placeholder = 'Selecione a rede',
  ...resto
}: SeletorRedeProps) {
  const { data, loading } = useQuery(RedesDoSeletorDocument);
  const opcoes = [
    ...(incluirTodas ? [{ value: VALOR_TODAS, label: 'Todas' }] : []),
    ...(data?.redes.itens ?? []).map((r) => ({ value: valorPor === 'id' ? String(r.id) : r.nome, label: r.nome })),
  ];
  return (
    <Select
      label={label}
      placeholder={loading ? 'Carregando...' : placeholder}
      searchable
      nothingFoundMessage="Nenhuma rede encontrada"
      {...resto}
      data={opcoes}
      value={value}
      onChange={(v) => onChange(v ?? VALOR_TODAS)}
      allowDeselect={!incluirTodas}
    />
  );
}
