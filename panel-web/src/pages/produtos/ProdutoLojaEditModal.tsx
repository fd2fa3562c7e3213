import { useEffect, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MENSAGENS } from '@sw/common';
import { BotaoEnviar, notificarSucesso } from '@sw/client';
import { AtualizarProdutoRevendaDocument, type LinhaProdutoRevendaFragment } from '@sw/client/gql';
import { CamposProdutoLoja, paraEntradaLoja, PRODUTO_LOJA_VAZIO, VALIDACAO_PRODUTO_LOJA, type ValoresProdutoLoja } from './formularioProdutoLoja';

type Props = {
  produto: LinhaProdutoRevendaFragment | null;
  onFechar: () => void;
  onSalvo: (produto: LinhaProdutoRevendaFragment) => void;
};

/** Edit dialog of a store product (roles 1 and 2): the same fields as Cadastrar Produto Loja. */
export function ProdutoLojaEditModal({ produto, onFechar, onSalvo }: Props) {
  const [atualizar] = useMutation(AtualizarProdutoRevendaDocument);
  const [salvando, setSalvando] = useState(false);
  const form = useForm<ValoresProdutoLoja>({ mode: 'controlled', initialValues: PRODUTO_LOJA_VAZIO, validate: VALIDACAO_PRODUTO_LOJA });

  useEffect(() => {
    if (!produto) return;
    const valores = { cnpjRevenda: produto.cnpjRevenda, codigoPadrao: produto.codigoPadrao, codigo: produto.codigo, nome: produto.nome, valorUnitario: produto.valorUnitario };
    form.setValues(valores);
    form.resetDirty(valores);
    form.clearErrors();
    // The form object is stable; only a different row refills it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [produto?.id]);

  const salvar = form.onSubmit(async (v) => {
    if (!produto) return;
    setSalvando(true);
    try {
      const { data } = await atualizar({ variables: { id: produto.id, input: paraEntradaLoja(v) } });
      if (data) onSalvo(data.atualizarProdutoRevenda);
      notificarSucesso(MENSAGENS.produtoAlterado);
      onFechar();
    } catch {
      // the client showed the server's message
    } finally {
      setSalvando(false);
    }
  });

  return (
    <Modal opened={Boolean(produto)} onClose={onFechar} title="Editar Produto Loja" size="lg" centered>
      {produto && (
        <form onSubmit={salvar} noValidate>
          <Stack gap="lg">
            <CamposProdutoLoja key={produto.id} form={form} padraoInicial={produto.nomePadrao} />
            <Group justify="flex-end">
              <Button variant="default" onClick={onFechar}>
                Cancelar
              </Button>
              <BotaoEnviar ocupado={salvando} textoOcupado="SALVANDO...">
                SALVAR
              </BotaoEnviar>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
