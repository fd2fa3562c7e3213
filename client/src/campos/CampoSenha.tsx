import { forwardRef } from 'react';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';

export type CampoSenhaProps = PasswordInputProps;

/** Password field with a show/hide toggle labelled in Portuguese. */
export const CampoSenha = forwardRef<HTMLInputElement, CampoSenhaProps>(function CampoSenha(
  { label = 'Senha', autoComplete = 'current-password', ...resto },
  ref,
) {
  return (
    <PasswordInput
      ref={ref}
      label={label}
      autoComplete={autoComplete}
      visibilityToggleButtonProps={{ 'aria-label': 'Mostrar ou ocultar a senha' }}
      {...resto}
    />
  );
});
