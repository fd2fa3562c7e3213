import { TextInput } from '@mantine/core';
import { formatarMoeda } from '@sw/common';

export type CampoValorCentavosProps = {
  label: string;
  /** Value in centavos (integer); null when empty. */
  valor: number | null;
  aoMudar: (centavos: number | null) => void;
  disabled?: boolean;
};

/** Cents above this are ignored: R$ 9.999.999,99 is beyond any single unit sold in a store. */
const MAXIMO_CENTAVOS = 999_999_999;

/**
 * A BRL amount typed in cents (spec 3 §9): each digit enters from the right, so typing 4, 9, 9, 0
 * shows R$ 49,90. Only digits count; erasing everything leaves the field empty.
 */
export function CampoValorCentavos({ label, valor, aoMudar, disabled }: CampoValorCentavosProps) {
  return (
    <TextInput
      label={label}
      inputMode="numeric"
      value={valor === null ? '' : formatarMoeda(valor / 100)}
      placeholder="R$ 0,00"
      disabled={disabled}
      onChange={(e) => {
        const digitos = e.currentTarget.value.replace(/\D/g, '').replace(/^0+/, '');
        if (!digitos) return aoMudar(null);
        const centavos = Number(digitos);
        if (centavos <= MAXIMO_CENTAVOS) aoMudar(centavos);
      }}
    />
  );
}
