import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MENSAGENS } from '@sw/common';
import { BotaoEnviar, exigirResultado, notificarSucesso, useTituloPagina } from '@sw/client';
import { CriarProdutoDocument } from '@sw/client/gql';
import { CamposProdutoBasicos, PRODUTO_VAZIO, VALIDACAO_PRODUTO, type ValoresProduto } from './formularioProduto';

/** Cadastrar Produto Experiências SW (/cadastrar/produto/criteria; spec 1 §5). */
export default function CadastrarProdutoPage() {
  useTituloPagina('Cadastrar Produto Experiências SW');
  const [criar] = useMutation(CriarProdutoDocument);
  const [salvando, setSalvando] = useState(false);
  const form = useForm<ValoresProduto>({ mode: 'controlled', initialValues: PRODUTO_VAZIO, validate: VALIDACAO_PRODUTO });

  const salvar = form.onSubmit(async (v) => {
    setSalvando(true);
    try {
      const { data } = await criar({
        variables: {
          input: {
            codigo: v.codigo.trim(),
            nome: v.nome.trim(),
            valorUnitario: Number(v.valorUnitario),
            valorPontos: Number(v.valorPontos),
            codigoBarras: v.codigoBarras.trim() || null,
          },
        },
      });
      exigirResultado(data?.criarProduto);
      notificarSucesso(MENSAGENS.produtoCadastrado);
      form.reset();
    } catch {
      // the client showed the server's message (e.g. a code already in use)
    } finally {
      setSalvando(false);
    }
  });

  return (
    <>
      <Title order={1} fz="h2">
        Cadastrar Produto Experiências SW
      </Title>
      <Text c="dimmed" size="sm" mb="lg">
        Produto do catálogo da marca. Para o código e o preço de uma loja, use Cadastrar Produto Loja.
      </Text>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={860}>
        <form onSubmit={salvar} noValidate>
          <Stack gap="lg">
            <CamposProdutoBasicos form={form} comPreco />
            <Group justify="flex-end">
              <BotaoEnviar ocupado={salvando} textoOcupado="SALVANDO...">
                CADASTRAR
              </BotaoEnviar>
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
