import { Grid, TextInput } from '@mantine/core';
import { CampoCep } from '@sw/client';

export type Endereco = { endCep: string; endRua: string; endNumero: string; endComplemento: string; endBairro: string; endCidade: string; endEstado: string };

/**
 * The member's address as Cadastro and Meu perfil lay it out (columns of the parent Grid): a found
 * CEP fills street, district, city and state, and the complement when the lookup has one.
 */
export function CamposEndereco({ valores, aoMudar }: { valores: Endereco; aoMudar: (parte: Partial<Endereco>) => void }) {
  const texto = (campo: Exclude<keyof Endereco, 'endCep'>, rotulo: string, extra: Record<string, unknown> = {}) => (
    <TextInput label={rotulo} placeholder={rotulo} value={valores[campo]} onChange={(e) => aoMudar({ [campo]: e.currentTarget.value })} {...extra} />
  );
  return (
    <>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <CampoCep label="CEP" placeholder="CEP" value={valores.endCep} onChange={(v) => aoMudar({ endCep: v })}
          aoEndereco={(e) => aoMudar({
            endRua: e.logradouro, endBairro: e.bairro, endCidade: e.localidade, endEstado: e.uf, ...(e.complemento ? { endComplemento: e.complemento } : {}),
          })} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>{texto('endRua', 'Rua')}</Grid.Col>
      <Grid.Col span={{ base: 6, sm: 3 }}>{texto('endNumero', 'Número')}</Grid.Col>
      <Grid.Col span={{ base: 6, sm: 9 }}>{texto('endComplemento', 'Complemento')}</Grid.Col>
      <Grid.Col span={{ base: 12, sm: 5 }}>{texto('endBairro', 'Bairro')}</Grid.Col>
      <Grid.Col span={{ base: 8, sm: 5 }}>{texto('endCidade', 'Cidade')}</Grid.Col>
      <Grid.Col span={{ base: 4, sm: 2 }}>{texto('endEstado', 'Estado', { maxLength: 2 })}</Grid.Col>
    </>
  );
}
