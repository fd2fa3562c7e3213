import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { MENSAGENS } from '@sw/common';
import { BotaoEnviar, exigirResultado, numeroPontos, useFormularioDeEdicao } from '@sw/client';
import { AtualizarProdutoDocument, type LinhaProdutoFragment } from '@sw/client/gql';
import { CamposProdutoBasicos, PRODUTO_VAZIO, VALIDACAO_PRODUTO, type ValoresProduto } from './formularioProduto';

type Props = {
  produto: LinhaProdutoFragment | null;
  aoFechar: () => void;
  aoSalvar: (produto: LinhaProdutoFragment) => void;
};

/** The Produtos list's edit dialog (roles 1 and 2): código, descrição and valor pontos (spec 1 §5). */
export function ProdutoEditModal({ produto, aoFechar, aoSalvar }: Props) {
  const [atualizar] = useMutation(AtualizarProdutoDocument);
  const { form, salvar, salvando } = useFormularioDeEdicao({
    registro: produto,
    vazio: PRODUTO_VAZIO,
    validar: { codigo: VALIDACAO_PRODUTO.codigo, nome: VALIDACAO_PRODUTO.nome, valorPontos: VALIDACAO_PRODUTO.valorPontos },
    valoresDe: (p: LinhaProdutoFragment): ValoresProduto => ({ ...PRODUTO_VAZIO, codigo: p.codigo, nome: p.nome, valorPontos: numeroPontos(p.valorPontos) }),
    gravar: async (p, v) =>
      exigirResultado(
        (
          await atualizar({
            variables: { input: { id: p.id, codigo: v.codigo.trim(), nome: v.nome.trim(), valorPontos: Number(v.valorPontos) } },
          })
        ).data?.atualizarProduto,
      ),
    mensagemSucesso: MENSAGENS.produtoAlterado,
    aoSalvar,
    aoFechar,
  });

  return (
    <Modal opened={Boolean(produto)} onClose={aoFechar} title="Editar Produto" size="lg" centered>
      <form onSubmit={salvar} noValidate>
        <Stack gap="lg">
          <CamposProdutoBasicos form={form} comPreco={false} />
          <Group justify="flex-end">
            <Button variant="default" onClick={aoFechar}>
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
