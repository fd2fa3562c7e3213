import { FileInput, NumberInput, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MENSAGENS } from '@sw/common';

/** The prize form shared by registration and the edit dialog (spec 2 §3 and §5). */

export type ValoresPremio = {
  nome: string;
  codigo: string;
  descricao: string;
  custoTotal: number | string;
  tipo: string;
  pontos: number | string;
  pontosAlternativo: number | string;
  foto: File | null;
};

export const PREMIO_VAZIO: ValoresPremio = {
  nome: '',
  codigo: '',
  descricao: '',
  custoTotal: '',
  tipo: 'geral',
  pontos: '',
  pontosAlternativo: '',
  foto: null,
};

export const TIPOS = [
  { value: 'geral', label: 'Geral' },
  { value: 'bivolt', label: 'Bivolt' },
  { value: 'credito', label: 'Crédito' },
  { value: 'recarga', label: 'Recarga' },
];

const vazio = (v: unknown) => v === '' || v === null || v === undefined || (typeof v === 'string' && !v.trim());

/** Checked in the order of the form; the photo only when registering. */
export function validarPremio(v: ValoresPremio, exigirFoto: boolean): string | null {
  if (vazio(v.nome)) return MENSAGENS.informeNome;
  if (vazio(v.codigo)) return MENSAGENS.informeCodigo;
  if (vazio(v.descricao)) return MENSAGENS.informeDescricao;
  if (vazio(v.custoTotal)) return MENSAGENS.informeCustoTotal;
  if (vazio(v.tipo)) return MENSAGENS.informeTipo;
  if (vazio(v.pontos)) return MENSAGENS.informePontosPremio;
  if (exigirFoto && !v.foto) return MENSAGENS.selecioneFoto;
  return null;
}

/** The multipart fields the gateway reads (geral travels as an empty tipo, as in the contract). */
export function camposDoPremio(v: ValoresPremio): Record<string, string> {
  return {
    nome: v.nome.trim(),
    codigo: v.codigo.trim(),
    descricao: v.descricao.trim(),
    custoTotal: String(v.custoTotal),
    tipo: v.tipo === 'geral' ? '' : v.tipo,
    pontos: String(v.pontos),
    pontosAlternativo: v.pontosAlternativo === '' ? '' : String(v.pontosAlternativo),
  };
}

type Props = { form: UseFormReturnType<ValoresPremio>; aoSairDoCodigo?: () => void; fotoObrigatoria: boolean };

export function CamposPremio({ form, aoSairDoCodigo, fotoObrigatoria }: Props) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Nome" maxLength={160} {...form.getInputProps('nome')} />
        <TextInput label="Código" maxLength={60} {...form.getInputProps('codigo')} onBlur={aoSairDoCodigo} />
      </SimpleGrid>
      <Textarea label="Descrição" autosize minRows={3} {...form.getInputProps('descricao')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          label="Custo Total"
          prefix="R$ "
          decimalSeparator=","
          thousandSeparator="."
          decimalScale={2}
          min={0}
          {...form.getInputProps('custoTotal')}
        />
        <Select label="Tipo" data={TIPOS} allowDeselect={false} comboboxProps={{ withinPortal: true }} {...form.getInputProps('tipo')} />
        <NumberInput label="Pontos" min={0} thousandSeparator="." decimalSeparator="," {...form.getInputProps('pontos')} />
        <NumberInput label="Pontos Alternativo (220V)" min={0} thousandSeparator="." decimalSeparator="," {...form.getInputProps('pontosAlternativo')} />
      </SimpleGrid>
      <FileInput
        label={fotoObrigatoria ? 'Foto' : 'Foto (opcional: mantém a atual)'}
        placeholder="Selecione uma imagem JPEG, PNG ou WebP"
        accept="image/jpeg,image/png,image/webp"
        clearable
        {...form.getInputProps('foto')}
      />
    </Stack>
  );
}
