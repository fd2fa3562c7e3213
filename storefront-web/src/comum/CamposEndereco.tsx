import { Grid, TextInput } from '@mantine/core';
import { CampoCep } from '@sw/client';

export type Endereco = { endCep: string; endRua: string; endNumero: string; endComplemento: string; endBairro: string; endCidade: string; endEstado: string };

/**
 * The member's address as Cadastro and Meu perfil lay it out (columns of the parent Grid): a found
 * CEP fills street, district, city and state, and the complement when the lookup has one.
 */
export function CamposEndereco({
  valores,
  aoMudar,
  obrigatorios = false,
}: {
  valores: Endereco;
  aoMudar: (parte: Partial<Endereco>) => void;
  /** Marks every field but Complemento as required (registration). */
  obrigatorios?: boolean;
}) {
  const texto = (campo: Exclude<keyof Endereco, 'endCep'>, rotulo: string, extra: Record<string, unknown> = {}) => (
    <TextInput
      label={rotulo}
      placeholder={rotulo}
      value={valores[campo]}
      onChange={(e) => aoMudar({ [campo]: e.currentTarget.value })}
      required={obrigatorios && campo !== 'endComplemento'}
      {...extra}
    />
  );
  // Autofill tokens (HTML "autocomplete"): the browser offers the saved address field by field.
  return (
    <>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <CampoCep
          label="CEP"
          placeholder="CEP"
          value={valores.endCep}
          onChange={(v) => aoMudar({ endCep: v })}
          autoComplete="postal-code"
          required={obrigatorios}
          aoEndereco={(e) =>
            aoMudar({
              endRua: e.logradouro,
              endBairro: e.bairro,
              endCidade: e.localidade,
              endEstado: e.uf,
              ...(e.complemento ? { endComplemento: e.complemento } : {}),
            })
          }
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>{texto('endRua', 'Rua', { autoComplete: 'address-line1' })}</Grid.Col>
      <Grid.Col span={{ base: 6, sm: 3 }}>{texto('endNumero', 'Número', { autoComplete: 'off', inputMode: 'numeric' })}</Grid.Col>
      <Grid.Col span={{ base: 6, sm: 9 }}>{texto('endComplemento', 'Complemento', { autoComplete: 'address-line2' })}</Grid.Col>
      <Grid.Col span={{ base: 12, sm: 5 }}>{texto('endBairro', 'Bairro', { autoComplete: 'address-level3' })}</Grid.Col>
      <Grid.Col span={{ base: 8, sm: 5 }}>{texto('endCidade', 'Cidade', { autoComplete: 'address-level2' })}</Grid.Col>
      <Grid.Col span={{ base: 4, sm: 2 }}>{texto('endEstado', 'Estado', { maxLength: 2, autoComplete: 'address-level1' })}</Grid.Col>
    </>
  );
}
