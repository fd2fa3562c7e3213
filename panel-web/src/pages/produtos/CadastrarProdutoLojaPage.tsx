import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MENSAGENS } from '@sw/common';
import { BotaoEnviar, exigirResultado, notificarSucesso, useControleTabela, useTituloPagina } from '@sw/client';
import { CriarProdutoRevendaDocument, type LinhaProdutoRevendaFragment } from '@sw/client/gql';
import { CamposProdutoLoja, paraEntradaLoja, PRODUTO_LOJA_VAZIO, VALIDACAO_PRODUTO_LOJA, type ValoresProdutoLoja } from './formularioProdutoLoja';
import { ListaProdutosLoja } from './ListaProdutosLoja';

/**
 * Cadastrar Produto Loja (/cadastrar/produto/revenda; spec 1 §5). After a save the store stays
 * chosen for the next product, and the store's list below shows the new row at once.
 */
export default function CadastrarProdutoLojaPage() {
  useTituloPagina('Cadastrar Produto Loja');
  const [criar] = useMutation(CriarProdutoRevendaDocument);
  const [salvando, setSalvando] = useState(false);
  const [versaoCampos, setVersaoCampos] = useState(0);
  const controle = useControleTabela<LinhaProdutoRevendaFragment>();
  const form = useForm<ValoresProdutoLoja>({ mode: 'controlled', initialValues: PRODUTO_LOJA_VAZIO, validate: VALIDACAO_PRODUTO_LOJA });
  const cnpj = form.getValues().cnpjRevenda;

  const salvar = form.onSubmit(async (v) => {
    setSalvando(true);
    try {
      const { data } = await criar({ variables: { input: paraEntradaLoja(v) } });
      const criado = exigirResultado(data?.criarProdutoRevenda);
      notificarSucesso(MENSAGENS.produtoCadastrado);
      controle.inserirLinha(criado);
      form.setValues({ ...PRODUTO_LOJA_VAZIO, cnpjRevenda: v.cnpjRevenda });
      form.resetDirty();
      setVersaoCampos((n) => n + 1);
    } catch {
      // the client showed the server's message (e.g. a store code already in use)
    } finally {
      setSalvando(false);
    }
  });

  return (
    <>
      <Title order={1} fz="h2">
        Cadastrar Produto Loja
      </Title>
      <Text c="dimmed" size="sm" mb="lg">
        O código, a descrição e o preço de um produto Experiências SW numa loja.
      </Text>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={860} mb="xl">
        <form onSubmit={salvar} noValidate>
          <Stack gap="lg">
            <CamposProdutoLoja key={versaoCampos} form={form} />
            <Group justify="flex-end">
              <BotaoEnviar ocupado={salvando} textoOcupado="SALVANDO...">
                CADASTRAR
              </BotaoEnviar>
            </Group>
          </Stack>
        </form>
      </Paper>
      {cnpj && (
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="lg">
          <Title order={2} fz="h4" mb="md">
            Produtos desta loja
          </Title>
          <ListaProdutosLoja cnpjRevenda={cnpj} controle={controle} />
        </Paper>
      )}
    </>
  );
}
