import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { MENSAGENS } from '@sw/common';
import { BotaoEnviar, useFormularioDeEdicao, numeroDinheiro, exigirResultado } from '@sw/client';
import { AtualizarProdutoRevendaDocument, type LinhaProdutoRevendaFragment } from '@sw/client/gql';
import { CamposProdutoLoja, paraEntradaLoja, PRODUTO_LOJA_VAZIO, VALIDACAO_PRODUTO_LOJA, type ValoresProdutoLoja } from './formularioProdutoLoja';

type Props = {
  produto: LinhaProdutoRevendaFragment | null;
  aoFechar: () => void;
  aoSalvar: (produto: LinhaProdutoRevendaFragment) => void;
};

/** Edit dialog of a store product (roles 1 and 2): the same fields as Cadastrar Produto Loja. */
export function ProdutoLojaEditModal({ produto, aoFechar, aoSalvar }: Props) {
  const [atualizar] = useMutation(AtualizarProdutoRevendaDocument);
  const { form, salvar, salvando } = useFormularioDeEdicao({
    registro: produto,
    vazio: PRODUTO_LOJA_VAZIO,
    validar: VALIDACAO_PRODUTO_LOJA,
    valoresDe: (p: LinhaProdutoRevendaFragment): ValoresProdutoLoja => ({
      cnpjRevenda: p.cnpjRevenda,
      codigoPadrao: p.codigoPadrao,
      codigo: p.codigo,
      nome: p.nome,
      valorUnitario: numeroDinheiro(p.valorUnitario),
    }),
    gravar: async (p, v) => exigirResultado((await atualizar({ variables: { input: { id: p.id, ...paraEntradaLoja(v) } } })).data?.atualizarProdutoRevenda),
    mensagemSucesso: MENSAGENS.produtoAlterado,
    aoSalvar,
    aoFechar,
  });

  return (
    <Modal opened={Boolean(produto)} onClose={aoFechar} title="Editar Produto Loja" size="lg" centered>
      {produto && (
        <form onSubmit={salvar} noValidate>
          <Stack gap="lg">
            <CamposProdutoLoja key={produto.id} form={form} padraoInicial={produto.nomePadrao} />
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
      )}
    </Modal>
  );
}
