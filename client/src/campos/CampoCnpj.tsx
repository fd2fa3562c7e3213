import { forwardRef } from 'react';
import { CampoDocumento, type CampoDocumentoProps } from './CampoDocumento';

export type CampoCnpjProps = Omit<CampoDocumentoProps, 'documento' | 'aoValido'> & {
  /** Called on leaving the field with the 14 digits of a valid CNPJ. */
  aoCnpjValido?: (digitos: string) => void;
};

/** CNPJ field: mask 99.999.999/9999-99; an invalid CNPJ shows 'CNPJ não é válido' and is cleared (spec 1 §5). */
export const CampoCnpj = forwardRef<HTMLInputElement, CampoCnpjProps>(function CampoCnpj({ aoCnpjValido, ...resto }, ref) {
  return <CampoDocumento ref={ref} documento="cnpj" aoValido={aoCnpjValido} {...resto} />;
});
