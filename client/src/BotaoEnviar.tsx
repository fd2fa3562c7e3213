import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';

export type BotaoEnviarProps = Omit<ButtonProps, 'children'> & {
  /** True while the request runs: the button is disabled and reads `textoOcupado`. */
  ocupado?: boolean;
  textoOcupado?: string;
  children: ReactNode;
  onClick?: () => void;
  type?: 'submit' | 'button';
};

/** Submit button that reads e.g. ENTRAR, and VALIDANDO... (disabled) while busy. */
export function BotaoEnviar({ ocupado = false, textoOcupado = 'VALIDANDO...', children, type = 'submit', disabled, ...resto }: BotaoEnviarProps) {
  return (
    <Button type={type} disabled={ocupado || disabled} aria-busy={ocupado || undefined} {...resto}>
      {ocupado ? textoOcupado : children}
    </Button>
  );
}
