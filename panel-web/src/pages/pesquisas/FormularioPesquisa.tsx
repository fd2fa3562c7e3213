import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Grid, Group, NumberInput, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FONTES_PESQUISA, MENSAGENS, problemaDaListaPesquisa, somarQuantidadesPesquisa, type ItemPesquisa } from '@sw/common';
import { BotaoEnviar } from '@sw/client';
import { CidadeDaLojaPesquisaDocument, type CriarPesquisaMercadoInput, type FontePesquisa } from '@sw/client/gql';
import { ListaProdutosPesquisa } from './ListaProdutosPesquisa';

export type ValoresPesquisa = {
  /** The store id, as the picker gives it ('' when none). */
  revendaId: string;
  cidade: string;
  categoria: string;
  comunicacao: string;
  qtdeVendedores: number | string;
  faturamento: number | string;
  mediaMensal: number | string;
  share: number | string;
  fonte: string;
  produtosMaisVendidos: ItemPesquisa[];
  produtosMaisVendidosConcorrentes: ItemPesquisa[];
};

export const VALORES_VAZIOS: ValoresPesquisa = {
  revendaId: '',
  cidade: '',
  categoria: '',
  comunicacao: '',
  qtdeVendedores: '',
  faturamento: '',
  mediaMensal: '',
  share: '',
  fonte: '',
  produtosMaisVendidos: [],
  produtosMaisVendidosConcorrentes: [],
};

const obrigatorio = (rotulo: string) => (v: unknown) =>
  v === '' || v === null || v === undefined || (typeof v === 'string' && !v.trim()) ? MENSAGENS.obrigatorio(rotulo) : null;

/** The form shows the contract's words (Sistema, Equipe); GraphQL names them as its enum. */
export const fonteDoEnum = (f: string): string => FONTES_PESQUISA.find((x) => x.toUpperCase() === f) ?? f;
const fonteParaEnum = (f: string): FontePesquisa => f.toUpperCase() as FontePesquisa;

/** The GraphQL input of a survey, once the form's rules passed (qtdeProdutosVendidos is the server's to compute). */
export function paraInput(v: ValoresPesquisa): CriarPesquisaMercadoInput {
  return {
    revendaId: v.revendaId || null,
    cidade: v.cidade.trim(),
    categoria: v.categoria.trim(),
    comunicacao: v.comunicacao.trim(),
    qtdeVendedores: Number(v.qtdeVendedores),
    faturamento: Number(v.faturamento),
    mediaMensal: Number(v.mediaMensal),
    share: Number(v.share),
    fonte: fonteParaEnum(v.fonte),
    produtosMaisVendidos: v.produtosMaisVendidos,
    produtosMaisVendidosConcorrentes: v.produtosMaisVendidosConcorrentes,
  };
}

export type FormularioPesquisaProps = {
  inicial?: ValoresPesquisa;
  /** The store field: a picker when creating (receives value/onChange/error), a read-only line when editing. */
  loja: (campo: { value: string; onChange: (id: string) => void; error?: ReactNode }) => ReactNode;
  /** Saves; resolve true to start a blank form again (creating), false to keep it (errors, editing). */
  aoEnviar: (valores: ValoresPesquisa) => Promise<boolean>;
  rotuloEnviar: string;
  marcaConcorrentePadrao?: string;
};

/** Cadastrar Pesquisa de Mercado and the edit dialog: the same fields, rules and lists. */
export function FormularioPesquisa({ inicial = VALORES_VAZIOS, loja, aoEnviar, rotuloEnviar, marcaConcorrentePadrao }: FormularioPesquisaProps) {
  const apollo = useApolloClient();
  const [salvando, definirSalvando] = useState(false);
  // Bumped when a saved survey gives way to a blank one, so the add rows start blank too.
  const [versao, definirVersao] = useState(0);
  const form = useForm<ValoresPesquisa>({
    mode: 'controlled',
    initialValues: inicial,
    validate: {
      revendaId: obrigatorio('Loja'),
      cidade: obrigatorio('Cidade'),
      categoria: obrigatorio('Categoria'),
      comunicacao: obrigatorio('Comunicação'),
      qtdeVendedores: obrigatorio('Quantidade de vendedores'),
      faturamento: obrigatorio('Faturamento'),
      mediaMensal: obrigatorio('Média mensal'),
      share: (v) => obrigatorio('Share')(v) ?? (Number(v) < 0 || Number(v) > 100 ? MENSAGENS.shareInvalido : null),
      fonte: obrigatorio('Fonte'),
      produtosMaisVendidos: (v) => problemaDaListaPesquisa(v, 'maisVendidos'),
      produtosMaisVendidosConcorrentes: (v) => problemaDaListaPesquisa(v, 'concorrentes'),
    },
  });

  // Choosing a store fills the city with the store's, unless one was typed already.
  const revendaId = form.values.revendaId;
  const cidadeDigitada = useEffectEvent(() => !!form.getValues().cidade.trim());
  const preencherCidade = useEffectEvent((cidade: string) => {
    if (!cidadeDigitada()) form.setFieldValue('cidade', cidade);
  });
  useEffect(() => {
    if (!revendaId || cidadeDigitada()) return;
    let vigente = true;
    apollo
      .query({ query: CidadeDaLojaPesquisaDocument, variables: { id: String(revendaId) }, fetchPolicy: 'network-only' })
      .then(({ data }) => {
        const cidade = data?.revenda?.endCidade;
        if (vigente && cidade) preencherCidade(cidade);
      })
      .catch(() => undefined);
    return () => {
      vigente = false;
    };
  }, [revendaId, apollo]);

  const enviar = form.onSubmit(async (valores) => {
    definirSalvando(true);
    try {
      if (await aoEnviar(valores)) {
        form.setValues(VALORES_VAZIOS);
        definirVersao((v) => v + 1);
      }
    } finally {
      definirSalvando(false);
    }
  });

  const total = somarQuantidadesPesquisa(form.values.produtosMaisVendidosConcorrentes);
  const erroLoja = form.errors.revendaId;
  return (
    <form onSubmit={enviar} noValidate>
      <Stack gap="lg">
        <Grid>
          <Grid.Col span={{ base: 12, md: 8 }}>
            {loja({ value: form.values.revendaId, onChange: (id) => form.setFieldValue('revendaId', id), error: erroLoja })}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <TextInput label="Cidade" withAsterisk maxLength={120} {...form.getInputProps('cidade')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label="Categoria" withAsterisk maxLength={120} placeholder="Ex.: Home Center, Loja de tintas" {...form.getInputProps('categoria')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label="Comunicação"
              withAsterisk
              maxLength={255}
              placeholder="Ex.: fachada, encartes, redes sociais"
              {...form.getInputProps('comunicacao')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <NumberInput
              label="Quantidade de vendedores"
              withAsterisk
              min={0}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('qtdeVendedores')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <NumberInput
              label="Faturamento"
              withAsterisk
              min={0}
              decimalScale={2}
              allowNegative={false}
              thousandSeparator="."
              decimalSeparator=","
              prefix="R$ "
              {...form.getInputProps('faturamento')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <NumberInput
              label="Média mensal"
              withAsterisk
              min={0}
              decimalScale={2}
              allowNegative={false}
              thousandSeparator="."
              decimalSeparator=","
              prefix="R$ "
              {...form.getInputProps('mediaMensal')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <NumberInput
              label="Share (%)"
              withAsterisk
              min={0}
              max={100}
              decimalScale={2}
              allowNegative={false}
              decimalSeparator=","
              suffix=" %"
              {...form.getInputProps('share')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <Select label="Fonte" withAsterisk placeholder="Selecione" data={[...FONTES_PESQUISA]} {...form.getInputProps('fonte')} />
          </Grid.Col>
        </Grid>
        <ListaProdutosPesquisa
          key={`mais-${versao}`}
          titulo="Produtos mais vendidos"
          lista="maisVendidos"
          itens={form.values.produtosMaisVendidos}
          onChange={(itens) => form.setFieldValue('produtosMaisVendidos', itens)}
          erro={form.errors.produtosMaisVendidos as string | undefined}
        />
        <ListaProdutosPesquisa
          key={`concorrentes-${versao}`}
          titulo="Produtos concorrentes mais vendidos"
          lista="concorrentes"
          itens={form.values.produtosMaisVendidosConcorrentes}
          onChange={(itens) => form.setFieldValue('produtosMaisVendidosConcorrentes', itens)}
          erro={form.errors.produtosMaisVendidosConcorrentes as string | undefined}
          marcaPadrao={marcaConcorrentePadrao}
        />
        <Paper withBorder p="sm" radius="md">
          <Group justify="space-between">
            <Text fw={500}>Quantidade de produtos vendidos (concorrentes)</Text>
            <Text fw={700} aria-label="Quantidade de produtos vendidos">
              {total.toLocaleString('pt-BR')}
            </Text>
          </Group>
        </Paper>
        <Group justify="flex-end">
          <BotaoEnviar ocupado={salvando} textoOcupado="SALVANDO...">
            {rotuloEnviar}
          </BotaoEnviar>
        </Group>
      </Stack>
    </form>
  );
}
