import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Grid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MENSAGENS, ROTULOS_PRODUTO_REVENDA as R, TAMANHO_MAXIMO_CODIGO_PRODUTO, TAMANHO_MAXIMO_NOME_PRODUTO } from '@sw/common';
import { SeletorLoja, notificarErro } from '@sw/client';
import { ProdutosPorCodigoDocument } from '@sw/client/gql';
import { CampoValor, formatarValorPontos } from './formularioProduto';

export type ValoresProdutoLoja = { cnpjRevenda: string; codigoPadrao: string; codigo: string; nome: string; valorUnitario: number | string };

export const PRODUTO_LOJA_VAZIO: ValoresProdutoLoja = { cnpjRevenda: '', codigoPadrao: '', codigo: '', nome: '', valorUnitario: '' };

/** The messages of the Store product form (spec 1 §5); the gateway answers the same ones. */
export const VALIDACAO_PRODUTO_LOJA = {
  cnpjRevenda: (v: string) => (v ? null : MENSAGENS.obrigatorio(R.revenda)),
  codigoPadrao: (v: string) => (v.trim() ? null : MENSAGENS.obrigatorio(R.codigoPadrao)),
  codigo: (v: string) => (v.trim() ? null : MENSAGENS.obrigatorio(R.codigo)),
  nome: (v: string) => (v.trim() ? null : MENSAGENS.obrigatorio(R.nome)),
  valorUnitario: (v: number | string) => (v === '' || v === null || v === undefined ? MENSAGENS.obrigatorio(R.valorUnitario) : null),
};

export const paraEntradaLoja = (v: ValoresProdutoLoja) => ({
  cnpjRevenda: v.cnpjRevenda,
  codigoPadrao: v.codigoPadrao.trim(),
  codigo: v.codigo.trim(),
  nome: v.nome.trim(),
  valorUnitario: Number(v.valorUnitario),
});

/**
 * Loja, Código Experiências SW (looked up on leaving the field: unknown codes show 'Produto
 * Experiências SW não encontrado' and are cleared), Código Loja, Descrição Loja, Preço Unitário Loja.
 */
export function CamposProdutoLoja({ form, padraoInicial }: { form: UseFormReturnType<ValoresProdutoLoja>; padraoInicial?: string | null }) {
  const cliente = useApolloClient();
  const [padrao, setPadrao] = useState<string | null>(padraoInicial ?? null);

  const conferirPadrao = async () => {
    const codigo = form.getValues().codigoPadrao.trim();
    setPadrao(null);
    if (!codigo) return;
    try {
      const { data } = await cliente.query({ query: ProdutosPorCodigoDocument, variables: { codigo }, fetchPolicy: 'network-only' });
      const achado = data?.produtosPorCodigo[0];
      if (!achado) {
        notificarErro(MENSAGENS.produtoPadraoNaoEncontrado);
        form.setFieldValue('codigoPadrao', '');
        return;
      }
      form.setFieldValue('codigoPadrao', achado.codigo);
      setPadrao(`${achado.nome} · ${formatarValorPontos(achado.valorPontos)} pontos`);
    } catch {
      // the client showed the server's message
    }
  };

  return (
    <Grid>
      <Grid.Col span={12}>
        <SeletorLoja
          label={R.revenda}
          required
          valorPor="cnpj"
          value={form.getValues().cnpjRevenda}
          error={form.errors.cnpjRevenda}
          onChange={(v) => form.setFieldValue('cnpjRevenda', v)}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label={R.codigoPadrao}
          required
          maxLength={TAMANHO_MAXIMO_CODIGO_PRODUTO}
          description={padrao ?? 'O código do produto no catálogo da marca'}
          {...form.getInputProps('codigoPadrao')}
          onBlur={() => void conferirPadrao()}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label={R.codigo} required maxLength={TAMANHO_MAXIMO_CODIGO_PRODUTO} {...form.getInputProps('codigo')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <TextInput label={R.nome} required maxLength={TAMANHO_MAXIMO_NOME_PRODUTO} {...form.getInputProps('nome')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <CampoValor label={R.valorUnitario} required moeda {...form.getInputProps('valorUnitario')} />
      </Grid.Col>
    </Grid>
  );
}
