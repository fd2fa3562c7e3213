import { Grid, NumberInput, TextInput, type NumberInputProps } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  MENSAGENS,
  ROTULOS_PRODUTO as R,
  TAMANHO_MAXIMO_CODIGO_PRODUTO,
  TAMANHO_MAXIMO_NOME_PRODUTO,
  VALOR_MAXIMO_PRODUTO,
  codigoBarrasValido,
} from '@sw/common';
import { textoPontosDecimais } from '@sw/client';

/** Points per unit are decimals ('12,5'); shown without trailing zeros, from the API's exact text. */
export const formatarValorPontos = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : textoPontosDecimais(v));

/** A number field in the Brazilian format (decimal comma), for prices and points. */
export function CampoValor({ moeda = false, ...props }: NumberInputProps & { moeda?: boolean }) {
  return (
    <NumberInput
      decimalScale={2}
      decimalSeparator=","
      thousandSeparator="."
      allowNegative={false}
      min={0}
      max={VALOR_MAXIMO_PRODUTO}
      prefix={moeda ? 'R$ ' : undefined}
      hideControls
      {...props}
    />
  );
}

export type ValoresProduto = { codigo: string; nome: string; valorUnitario: number | string; valorPontos: number | string; codigoBarras: string };

export const PRODUTO_VAZIO: ValoresProduto = { codigo: '', nome: '', valorUnitario: '', valorPontos: '', codigoBarras: '' };

const vazio = (v: unknown) => v === '' || v === null || v === undefined;

/** The messages of the Product form (spec 1 §5); the gateway answers the same ones. */
export const VALIDACAO_PRODUTO = {
  codigo: (v: string) => (v.trim() ? null : MENSAGENS.obrigatorio(R.codigo)),
  nome: (v: string) => (v.trim() ? null : MENSAGENS.obrigatorio(R.nome)),
  valorUnitario: (v: number | string) => (vazio(v) ? MENSAGENS.obrigatorio(R.valorUnitario) : null),
  valorPontos: (v: number | string) => (vazio(v) ? MENSAGENS.obrigatorio(R.valorPontos) : null),
  codigoBarras: (v: string) => (!v.trim() || codigoBarrasValido(v.trim()) ? null : MENSAGENS.invalido(R.codigoBarras)),
};

/** Código, Descrição and Valor Pontos: the fields of the edit dialog, also the start of Cadastrar. */
export function CamposProdutoBasicos({ form, comPreco }: { form: UseFormReturnType<ValoresProduto>; comPreco: boolean }) {
  return (
    <Grid>
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <TextInput label={R.codigo} required maxLength={TAMANHO_MAXIMO_CODIGO_PRODUTO} {...form.getInputProps('codigo')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 7 }}>
        <TextInput label="Descrição" required maxLength={TAMANHO_MAXIMO_NOME_PRODUTO} {...form.getInputProps('nome')} />
      </Grid.Col>
      {comPreco && (
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <CampoValor label={R.valorUnitario} required moeda {...form.getInputProps('valorUnitario')} />
        </Grid.Col>
      )}
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <CampoValor label={R.valorPontos} required {...form.getInputProps('valorPontos')} />
      </Grid.Col>
      {comPreco && (
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput label={R.codigoBarras} description="EAN/UPC, opcional" inputMode="numeric" maxLength={14} {...form.getInputProps('codigoBarras')} />
        </Grid.Col>
      )}
    </Grid>
  );
}
