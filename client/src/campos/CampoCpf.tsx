import { forwardRef } from 'react';
import { CampoDocumento, type CampoDocumentoProps } from './CampoDocumento';

export type CampoCpfProps = Omit<CampoDocumentoProps, 'documento' | 'aoValido'> & {
  /** Called on leaving the field with the 11 digits of a valid CPF. */
  aoCpfValido?: (digitos: string) => void;
};

/** CPF field: mask 999.999.999-99; an invalid CPF shows 'CPF não é válido' and is cleared (spec 1 §5). */
export const CampoCpf = forwardRef<HTMLInputElement, CampoCpfProps>(function CampoCpf({ aoCpfValido, ...resto }, ref) {
  return <CampoDocumento ref={ref} documento="cpf" aoValido={aoCpfValido} {...resto} />;
});
