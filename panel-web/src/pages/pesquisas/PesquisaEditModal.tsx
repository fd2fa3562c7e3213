import { useMutation } from '@apollo/client/react';
import { Modal, TextInput } from '@mantine/core';
import { MENSAGENS, formatarCnpj, type ItemPesquisa } from '@sw/common';
import { exigirResultado, notificarSucesso, numeroDinheiro } from '@sw/client';
import { AtualizarPesquisaMercadoDocument, type PesquisaMercadoCamposFragment } from '@sw/client/gql';
import { FormularioPesquisa, fonteDoEnum, paraInput, type ValoresPesquisa } from './FormularioPesquisa';

type Pesquisa = PesquisaMercadoCamposFragment;

const item = ({ marca, produto, qtde, valorUnitario }: Pesquisa['produtosMaisVendidos'][number]): ItemPesquisa => ({
  marca: marca ?? null,
  produto,
  qtde,
  valorUnitario: numeroDinheiro(valorUnitario),
});

const valoresDe = (p: Pesquisa): ValoresPesquisa => ({
  revendaId: String(p.revendaId),
  cidade: p.cidade,
  categoria: p.categoria,
  comunicacao: p.comunicacao,
  qtdeVendedores: p.qtdeVendedores,
  faturamento: numeroDinheiro(p.faturamento),
  mediaMensal: numeroDinheiro(p.mediaMensal),
  share: p.share,
  fonte: fonteDoEnum(p.fonte),
  produtosMaisVendidos: p.produtosMaisVendidos.map(item),
  produtosMaisVendidosConcorrentes: p.produtosMaisVendidosConcorrentes.map(item),
});

/**
 * The competitor brand the edit dialog starts with: the brand of the survey's last competitor row,
 * i.e. the brand the surveyor was working through when the survey was saved.
 */
export const marcaConcorrentePadrao = (p: Pesquisa): string => [...p.produtosMaisVendidosConcorrentes].reverse().find((i) => i.marca)?.marca ?? '';

/** Edit dialog of a survey: every field but the store, which a survey keeps. */
export function PesquisaEditModal({ pesquisa, aoFechar, aoSalvar }: { pesquisa: Pesquisa | null; aoFechar: () => void; aoSalvar: (p: Pesquisa) => void }) {
  const [atualizar] = useMutation(AtualizarPesquisaMercadoDocument);

  const salvar = async (valores: ValoresPesquisa) => {
    if (!pesquisa) return false;
    try {
      const { data } = await atualizar({ variables: { input: { id: pesquisa.id, ...paraInput(valores) } } });
      const salva = exigirResultado(data?.atualizarPesquisaMercado);
      notificarSucesso(MENSAGENS.pesquisaAlterada);
      aoSalvar(salva);
      aoFechar();
    } catch {
      // the client showed the server's message
    }
    return false;
  };

  return (
    <Modal opened={!!pesquisa} onClose={aoFechar} title="Editar Pesquisa de Mercado" size="80rem" centered>
      {pesquisa && (
        <FormularioPesquisa
          key={pesquisa.id}
          inicial={valoresDe(pesquisa)}
          rotuloEnviar="SALVAR"
          aoEnviar={salvar}
          marcaConcorrentePadrao={marcaConcorrentePadrao(pesquisa)}
          loja={() => <TextInput label="Loja" value={`${pesquisa.revenda} (${formatarCnpj(pesquisa.cnpjRevenda)})`} readOnly variant="filled" />}
        />
      )}
    </Modal>
  );
}
