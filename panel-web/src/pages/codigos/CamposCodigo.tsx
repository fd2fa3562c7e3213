import { NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { EXPIRACAO_MAXIMA_CODIGO } from '@sw/common';
import { CampoData } from '@sw/client';
import { hojeIso, type ValoresCodigo } from './codigos';

/** Code (forced upper-case), points ≥ 1, uses ≥ 1, optional expiry from today to 2999-12-31. */
export function CamposCodigo({ form }: { form: UseFormReturnType<ValoresCodigo> }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput
        label="Código"
        placeholder="Código"
        maxLength={40}
        autoComplete="off"
        {...form.getInputProps('codigo')}
        onChange={(e) => form.setFieldValue('codigo', e.currentTarget.value.toUpperCase())}
      />
      <NumberInput label="Pontos" placeholder="Quantidade de pontos" min={1} allowDecimal={false} allowNegative={false} {...form.getInputProps('pontos')} />
      <NumberInput
        label="Usos permitidos"
        placeholder="Quantidade de usos permitidos"
        min={1}
        allowDecimal={false}
        allowNegative={false}
        {...form.getInputProps('usos')}
      />
      <CampoData formato="iso" label="Data de expiração" minData={hojeIso()} maxData={EXPIRACAO_MAXIMA_CODIGO} {...form.getInputProps('expiraEm')} />
    </SimpleGrid>
  );
}
