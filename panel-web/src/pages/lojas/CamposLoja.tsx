import { useApolloClient } from '@apollo/client/react';
import { Divider, Grid, Select, Switch, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MENSAGENS, ROTULOS_REVENDA as R } from '@sw/common';
import { CampoCep, CampoCnpj, CampoTelefone, SeletorRede, notificarErro } from '@sw/client';
import { CodigoLojaEmUsoDocument } from '@sw/client/gql';
import { OPCOES_CENARIO, OPCOES_FATOR, OPCOES_TIPO, type ModoFormulario, type ValoresLoja } from './formularioLoja';

type Props = {
  form: UseFormReturnType<ValoresLoja>;
  modo: ModoFormulario;
  /** The store being edited: its own code is not "in use by another store". */
  idLoja?: string;
};

/**
 * The fields of Cadastrar Loja and of the edit dialog (which adds cenário, the launch switches and
 * the CDD/master CNPJ). Masks on documents, phones and CEP; the CEP fills the address; the code is
 * checked on leaving the field.
 */
export function CamposLoja({ form, modo, idLoja }: Props) {
  const cliente = useApolloClient();

  const conferirCodigo = async () => {
    const codigo = form.getValues().codigo.trim();
    if (!codigo) return;
    try {
      const { data } = await cliente.query({ query: CodigoLojaEmUsoDocument, variables: { codigo, exceto: idLoja ?? null }, fetchPolicy: 'network-only' });
      if (data?.revendaCodigoEmUso && form.getValues().codigo.trim() === codigo) {
        notificarErro(MENSAGENS.codigoEmUsoLoja);
        form.setFieldValue('codigo', '');
      }
    } catch {
      // the client showed the server's message; the gateway checks again on saving
    }
  };

  const codigo = form.getInputProps('codigo');

  return (
    <>
      <Grid>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <SeletorRede
            required
            value={form.values.rede}
            onChange={(v) => form.setFieldValue('rede', v)}
            error={form.errors.rede}
            comboboxProps={{ withinPortal: true }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={R.codigo}
            required
            maxLength={30}
            {...codigo}
            onBlur={(e) => {
              codigo.onBlur?.(e);
              void conferirCodigo();
            }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <CampoCnpj label={R.cnpj} required {...form.getInputProps('cnpj')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label={R.nomeFantasia} required maxLength={160} {...form.getInputProps('nomeFantasia')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label={R.razaoSocial} required maxLength={200} {...form.getInputProps('razaoSocial')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label={R.responsavel} required maxLength={160} {...form.getInputProps('responsavel')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label={R.email} type="email" required={modo === 'cadastro'} maxLength={160} {...form.getInputProps('email')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 3 }}>
          <CampoTelefone tipo="telefone" label={R.telefone} {...form.getInputProps('telefone')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 3 }}>
          <CampoTelefone tipo="celular" label={R.celular} required {...form.getInputProps('celular')} />
        </Grid.Col>
      </Grid>

      <Divider label="Endereço" labelPosition="left" />
      <Grid>
        <Grid.Col span={{ base: 12, sm: 3 }}>
          <CampoCep
            label={R.endCep}
            required
            {...form.getInputProps('endCep')}
            aoEndereco={(e) =>
              form.setValues({ endRua: e.logradouro, endBairro: e.bairro, endCidade: e.localidade, endEstado: e.uf, endComplemento: e.complemento })
            }
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label={R.endRua} required maxLength={200} {...form.getInputProps('endRua')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 3 }}>
          <TextInput label={R.endNumero} required maxLength={20} {...form.getInputProps('endNumero')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput label={R.endComplemento} maxLength={120} {...form.getInputProps('endComplemento')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 3 }}>
          <TextInput label={R.endBairro} required maxLength={120} {...form.getInputProps('endBairro')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 3 }}>
          <TextInput label={R.endCidade} required maxLength={120} {...form.getInputProps('endCidade')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 2 }}>
          <TextInput
            label={R.endEstado}
            required
            maxLength={2}
            {...form.getInputProps('endEstado')}
            onChange={(e) => form.setFieldValue('endEstado', e.currentTarget.value.toUpperCase())}
          />
        </Grid.Col>
      </Grid>

      <Divider label="Pontuação" labelPosition="left" />
      <Grid>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Select
            label={R.tipoPontuacao}
            required
            data={OPCOES_TIPO}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('tipoPontuacao')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Select
            label={R.fatorPontuacao}
            required
            data={OPCOES_FATOR}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('fatorPontuacao')}
          />
        </Grid.Col>
        {modo === 'edicao' && (
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Select
              label={R.cenario}
              required
              data={OPCOES_CENARIO}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('cenario')}
            />
          </Grid.Col>
        )}
      </Grid>

      {modo === 'edicao' && (
        <>
          <Title order={3} fz="h6" c="dimmed">
            Lançamento de vendas
          </Title>
          <Grid align="center">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <CampoCnpj
                label={R.cnpjCddRevendaMaster}
                description="CNPJ do CDD ou da revenda master cujas notas também valem para esta loja"
                {...form.getInputProps('cnpjCddRevendaMaster')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 3 }}>
              <Switch label={R.lancamentoRelatorio} {...form.getInputProps('lancamentoRelatorio', { type: 'checkbox' })} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 3 }}>
              <Switch label={R.lancamentoManual} {...form.getInputProps('lancamentoManual', { type: 'checkbox' })} />
            </Grid.Col>
          </Grid>
        </>
      )}
    </>
  );
}
