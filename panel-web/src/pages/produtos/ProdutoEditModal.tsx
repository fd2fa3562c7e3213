import { useEffect, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MENSAGENS } from '@sw/common';
import { BotaoEnviar, notificarSucesso } from '@sw/client';
import { AtualizarProdutoDocument, type LinhaProdutoFragment } from '@sw/client/gql';
import { CamposProdutoBasicos, PRODUTO_VAZIO, VALIDACAO_PRODUTO, type ValoresProduto } from './formularioProduto';

type Props = {
  produto: LinhaProdutoFragment | null;
  onFechar: () => void;
  onSalvo: (produto: LinhaProdutoFragment) => void;
};

/** The Produtos list's edit dialog (roles 1 and 2): código, descrição and valor pontos (spec 1 §5). */
export function ProdutoEditModal({ produto, onFechar, onSalvo }: Props) {
  const [atualizar] = useMutation(AtualizarProdutoDocument);
  const [salvando, setSalvando] = useState(false);
  const form = useForm<ValoresProduto>({
    mode: 'controlled',
    initialValues: PRODUTO_VAZIO,
    validate: { codigo: VALIDACAO_PRODUTO.codigo, nome: VALIDACAO_PRODUTO.nome, valorPontos: VALIDACAO_PRODUTO.valorPontos },
  });

  useEffect(() => {
    if (!produto) return;
    const valores = { ...PRODUTO_VAZIO, codigo: produto.codigo, nome: produto.nome, valorPontos: produto.valorPontos };
    form.setValues(valores);
    form.resetDirty(valores);
    form.clearErrors();
    // The form object is stable; only a different product refills it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [produto?.id]);

  const salvar = form.onSubmit(async (v) => {
    if (!produto) return;
    setSalvando(true);
    try {
      const { data } = await atualizar({
        variables: { id: produto.id, input: { codigo: v.codigo.trim(), nome: v.nome.trim(), valorPontos: Number(v.valorPontos) } },
      });
      if (data) onSalvo(data.atualizarProduto);
      notificarSucesso(MENSAGENS.produtoAlterado);
      onFechar();
    } catch {
      // the client showed the server's message
    } finally {
      setSalvando(false);
    }
  });

  return (
    <Modal opened={Boolean(produto)} onClose={onFechar} title="Editar Produto" size="lg" centered>
      <form onSubmit={salvar} noValidate>
        <Stack gap="lg">
          <CamposProdutoBasicos form={form} comPreco={false} />
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
    </Modal>
  );
}
