import { Grid, NumberInput, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MENSAGENS } from '@sw/common';

export type ValoresRede = { nome: string; regiao: string; valorPonto: number | string };

export const VALORES_VAZIOS: ValoresRede = { nome: '', regiao: '', valorPonto: '' };

/** The messages of the Network form (spec 1 §5); the gateway answers the same ones. */
export const VALIDACAO_REDE = {
  nome: (v: string) => (v.trim() ? null : MENSAGENS.informeNome),
  regiao: (v: string) => (v.trim() ? null : MENSAGENS.informeRegiao),
  valorPonto: (v: number | string) => {
    if (v === '' || v === null || v === undefined) return MENSAGENS.informeValorPonto;
    return Number(v) > 0 ? null : MENSAGENS.valorPontoInvalido;
  },
};

export const paraEntrada = (v: ValoresRede) => ({ nome: v.nome.trim(), regiao: v.regiao.trim(), valorPonto: Number(v.valorPonto) });

/** nome, região and valorPonto (step 0.01, in reais), shared by Cadastrar Rede and the edit dialog. */
export function CamposRede({ form }: { form: UseFormReturnType<ValoresRede> }) {
  return (
    <Grid>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label="Nome" required maxLength={120} {...form.getInputProps('nome')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label="Região" required maxLength={120} {...form.getInputProps('regiao')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <NumberInput
          label="Valor do ponto"
          required
          step={0.01}
          min={0}
          decimalScale={4}
          decimalSeparator=","
          thousandSeparator="."
          prefix="R$ "
          allowNegative={false}
          {...form.getInputProps('valorPonto')}
        />
      </Grid.Col>
    </Grid>
  );
}
