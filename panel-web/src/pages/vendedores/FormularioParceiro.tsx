import { useState, type ReactNode } from 'react';
import { Grid, Group, Select, Stack, TextInput } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import {
  IDADE_MINIMA,
  MENSAGENS,
  ROTULOS_PARCEIRO,
  SEXOS,
  cepValido,
  cpfValido,
  dataBrValida,
  dataParaBr,
  dataParaIso,
  dataParaYyyymmdd,
  idadeEm,
  somenteDigitos,
  telefoneValido,
  ufValida,
  type CampoParceiro,
} from '@sw/common';
import { BotaoEnviar, CampoCep, CampoCpf, CampoData, CampoTelefone, notificarErro, type EnderecoCep } from '@sw/client';
import type { CriarParceiroInput, ParceiroPainelCamposFragment } from '@sw/client/gql';

/** The form as typed: masked texts, the birth date as DD/MM/YYYY. */
export type ValoresParceiro = Record<Exclude<CampoParceiro, 'sexo'>, string> & { sexo: string | null };

const R = ROTULOS_PARCEIRO;

export const VAZIO: ValoresParceiro = {
  cnpjRevenda: '',
  nome: '',
  cpf: '',
  email: '',
  celular: '',
  telefone: '',
  dataNascimento: '',
  sexo: null,
  endCep: '',
  endRua: '',
  endNumero: '',
  endComplemento: '',
  endBairro: '',
  endCidade: '',
  endEstado: '',
  hobby: '',
};

export const valoresDe = (p: ParceiroPainelCamposFragment): ValoresParceiro => ({
  cnpjRevenda: p.cnpjRevenda,
  nome: p.nome,
  cpf: p.cpf,
  email: p.email ?? '',
  celular: p.celular ?? '',
  telefone: p.telefone ?? '',
  dataNascimento: dataParaBr(p.dataNascimento),
  sexo: p.sexo ?? null,
  endCep: p.endCep ?? '',
  endRua: p.endRua ?? '',
  endNumero: p.endNumero ?? '',
  endComplemento: p.endComplemento ?? '',
  endBairro: p.endBairro ?? '',
  endCidade: p.endCidade ?? '',
  endEstado: p.endEstado ?? '',
  hobby: p.hobby ?? '',
});

/** What the gateway takes: digits only for documents, phones and CEP; the date as yyyymmdd (spec 1 §5). */
export function paraInput(v: ValoresParceiro): CriarParceiroInput {
  const ou = (t: string) => t.trim() || null;
  return {
    cnpjRevenda: somenteDigitos(v.cnpjRevenda),
    nome: v.nome.trim(),
    cpf: somenteDigitos(v.cpf),
    email: ou(v.email),
    celular: somenteDigitos(v.celular),
    telefone: somenteDigitos(v.telefone) || null,
    dataNascimento: dataParaYyyymmdd(v.dataNascimento) ?? '',
    sexo: v.sexo ?? '',
    endCep: somenteDigitos(v.endCep),
    endRua: v.endRua.trim(),
    endNumero: v.endNumero.trim(),
    endComplemento: ou(v.endComplemento),
    endBairro: v.endBairro.trim(),
    endCidade: v.endCidade.trim(),
    endEstado: v.endEstado.trim().toUpperCase(),
    hobby: ou(v.hobby),
  };
}

const hoje = () => new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
const obrigatorio = (campo: CampoParceiro) => (v: string | null) => ((v ?? '').trim() ? null : MENSAGENS.obrigatorio(R[campo]));

/** The same rules the gateway enforces, for comfort: the server has the last word. */
const REGRAS = {
  sexo: obrigatorio('sexo'),
  cnpjRevenda: obrigatorio('cnpjRevenda'),
  nome: obrigatorio('nome'),
  cpf: (v: string) => (!somenteDigitos(v) ? MENSAGENS.obrigatorio(R.cpf) : cpfValido(v) ? null : MENSAGENS.cpfInvalido),
  dataNascimento: (v: string) => {
    if (!somenteDigitos(v)) return MENSAGENS.obrigatorio(R.dataNascimento);
    if (!dataBrValida(v) || dataParaIso(v)! > hoje()) return MENSAGENS.invalido(R.dataNascimento);
    return idadeEm(dataParaIso(v)!, hoje()) < IDADE_MINIMA ? MENSAGENS.idadeMinimaParceiro(IDADE_MINIMA) : null;
  },
  celular: (v: string) => (!somenteDigitos(v) ? MENSAGENS.obrigatorio(R.celular) : telefoneValido(v) ? null : MENSAGENS.invalido(R.celular)),
  telefone: (v: string) => (!somenteDigitos(v) || telefoneValido(v) ? null : MENSAGENS.invalido(R.telefone)),
  email: (v: string) => (!v.trim() || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.trim()) ? null : MENSAGENS.invalido(R.email)),
  endCep: (v: string) => (!somenteDigitos(v) ? MENSAGENS.obrigatorio(R.endCep) : cepValido(v) ? null : MENSAGENS.cepInvalido),
  endRua: obrigatorio('endRua'),
  endNumero: obrigatorio('endNumero'),
  endBairro: obrigatorio('endBairro'),
  endCidade: obrigatorio('endCidade'),
  endEstado: (v: string) => (!v.trim() ? MENSAGENS.obrigatorio(R.endEstado) : ufValida(v) ? null : MENSAGENS.invalido(R.endEstado)),
};

// The order the form reports the first problem in (sexo first, as the original form).
const ORDEM = Object.keys(REGRAS) as (keyof typeof REGRAS)[];

export type FormularioParceiroProps = {
  inicial?: ValoresParceiro;
  rotuloEnviar: string;
  /** Saves; true clears the form (registration), false keeps it. */
  aoEnviar: (valores: ValoresParceiro) => Promise<boolean>;
  /** The store picker, given the form's value and error (SeletorLoja). */
  loja: (campo: { value: string; onChange: (cnpj: string) => void; error?: ReactNode }) => ReactNode;
  /** Called with the digits of a valid CPF when the user leaves the field (duplicate check). */
  aoSairDoCpf?: (cpf: string, limpar: () => void) => void;
};

/** Cadastrar Vendedor Loja and its edit dialog (spec 1 §5): masked fields, CEP fill, the contract's messages. */
export function FormularioParceiro({ inicial = VAZIO, rotuloEnviar, aoEnviar, loja, aoSairDoCpf }: FormularioParceiroProps) {
  const [salvando, definirSalvando] = useState(false);
  const form = useForm<ValoresParceiro>({ mode: 'controlled', initialValues: inicial, validate: REGRAS as never });

  const preencherEndereco = (e: EnderecoCep) => {
    form.setValues({
      endRua: e.logradouro,
      endBairro: e.bairro,
      endCidade: e.localidade,
      endEstado: e.uf,
      endComplemento: e.complemento || form.getValues().endComplemento,
    });
  };

  const primeiroErro = (erros: FormErrors) => {
    const campo = ORDEM.find((c) => erros[c]);
    if (campo) notificarErro(String(erros[campo]));
  };

  const enviar = form.onSubmit(async (valores) => {
    definirSalvando(true);
    try {
      if (await aoEnviar(valores)) form.setValues(VAZIO);
    } finally {
      definirSalvando(false);
    }
  }, primeiroErro);

  const props = (campo: keyof ValoresParceiro) => form.getInputProps(campo);

  return (
    <form onSubmit={enviar} noValidate>
      <Stack gap="md">
        <Grid>
          <Grid.Col span={{ base: 12, md: 6 }}>
            {loja({ value: form.getValues().cnpjRevenda, onChange: (cnpj) => form.setFieldValue('cnpjRevenda', cnpj), error: form.errors.cnpjRevenda })}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <TextInput label={R.nome} withAsterisk autoComplete="off" maxLength={160} {...props('nome')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <CampoCpf label={R.cpf} withAsterisk {...props('cpf')} aoCpfValido={(cpf) => aoSairDoCpf?.(cpf, () => form.setFieldValue('cpf', ''))} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <CampoData label={R.dataNascimento} withAsterisk {...props('dataNascimento')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <Select label={R.sexo} withAsterisk data={[...SEXOS]} placeholder="Selecione" allowDeselect={false} {...props('sexo')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <TextInput label={R.hobby} maxLength={160} {...props('hobby')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
            <CampoTelefone tipo="celular" label={R.celular} withAsterisk {...props('celular')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
            <CampoTelefone tipo="telefone" label={R.telefone} {...props('telefone')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <TextInput label={R.email} type="email" autoComplete="off" maxLength={160} {...props('email')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
            <CampoCep label={R.endCep} withAsterisk {...props('endCep')} aoEndereco={preencherEndereco} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8, md: 6 }}>
            <TextInput label={R.endRua} withAsterisk maxLength={200} {...props('endRua')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
            <TextInput label={R.endNumero} withAsterisk maxLength={20} {...props('endNumero')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8, md: 4 }}>
            <TextInput label={R.endComplemento} maxLength={120} {...props('endComplemento')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <TextInput label={R.endBairro} withAsterisk maxLength={120} {...props('endBairro')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <TextInput label={R.endCidade} withAsterisk maxLength={120} {...props('endCidade')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 2 }}>
            <TextInput label={R.endEstado} withAsterisk maxLength={2} {...props('endEstado')} />
          </Grid.Col>
        </Grid>
        <Group justify="flex-end">
          <BotaoEnviar ocupado={salvando} textoOcupado="SALVANDO...">
            {rotuloEnviar}
          </BotaoEnviar>
        </Group>
      </Stack>
    </form>
  );
}
