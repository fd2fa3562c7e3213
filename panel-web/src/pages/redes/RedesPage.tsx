import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Paper, Text, Title } from '@mantine/core';
import { MENSAGENS, formatarDataHora, formatarPontos, podeExecutar, veValoresDoPonto, type Permissao } from '@sw/common';
import {
  AlternarAtivo,
  TabelaPaginada,
  useControleTabela,
  useSessao,
  useTituloPagina,
  type ColunaTabela,
  type PedidoTabela,
  colunaDeAcoes,
  entradaDaLista,
  excluirComConfirmacao,
  exigirResultado,
  respostaDaPagina,
  textoDinheiro,
} from '@sw/client';
import { AlterarAtivoRedeDocument, ExcluirRedeDocument, RedesDocument, type LinhaRedeFragment, type OrdemRedes } from '@sw/client/gql';
import { RedeEditModal } from './RedeEditModal';

/** Point values go to 4 decimals (R$ 0,045), unlike other money. */
const valorDoPonto = (v: string | null | undefined) => (v === null || v === undefined ? '' : textoDinheiro(v, 4));

/**
 * Redes list (spec 1 §2, §6): valor ponto column and edit for roles 1–2; ativo Sim/Não toggle and
 * delete for role 2 only (the gateway enforces the same, and shows other roles only active networks).
 * Default sort nome ascending; the figures come from real data.
 */
export default function RedesPage() {
  useTituloPagina('Redes');
  const cliente = useApolloClient();
  const permissao = useSessao().painel?.usuario.permissao as Permissao;
  const podeEditar = podeExecutar('redes.editar', permissao);
  // What a point costs: one field rule (common/ veValoresDoPonto) for every screen and export.
  const veValores = veValoresDoPonto(permissao);
  const podeAtivar = podeExecutar('redes.ativar', permissao);
  const podeExcluir = podeExecutar('redes.excluir', permissao);
  const controle = useControleTabela<LinhaRedeFragment>();
  const [editando, setEditando] = useState<LinhaRedeFragment | null>(null);

  const carregar = async (pedido: PedidoTabela) => {
    const { data } = await cliente.query({
      query: RedesDocument,
      variables: { input: { ...entradaDaLista<OrdemRedes>(pedido), completo: true } },
      fetchPolicy: 'network-only',
    });
    return respostaDaPagina(data!.redes);
  };

  const alternarAtivo = async (rede: LinhaRedeFragment, ativo: boolean) => {
    const { data } = await cliente.mutate({ mutation: AlterarAtivoRedeDocument, variables: { input: { id: rede.id, ativo } } });
    exigirResultado(data?.alterarAtivoRede);
    controle.atualizarLinha(rede.id, { ativo });
  };

  const excluir = (rede: LinhaRedeFragment) =>
    excluirComConfirmacao({
      titulo: 'Excluir Rede',
      mensagem: `Deseja excluir a rede ${rede.nome}?`,
      excluir: async () => exigirResultado((await cliente.mutate({ mutation: ExcluirRedeDocument, variables: { input: { id: rede.id } } })).data?.excluirRede),
      mensagemSucesso: MENSAGENS.redeExcluida,
      aoExcluir: () => controle.removerLinha(rede.id),
    });

  const colunas: ColunaTabela<LinhaRedeFragment>[] = [
    {
      campo: 'nome',
      titulo: 'Nome',
      ordenavel: true,
      render: (r) => (
        <Text fw={500} size="sm">
          {r.nome}
        </Text>
      ),
    },
    { campo: 'regiao', titulo: 'Região', ordenavel: true },
    ...(veValores
      ? [
          {
            campo: 'valorPonto',
            titulo: 'Valor Ponto',
            ordenavel: true,
            alinhar: 'right' as const,
            render: (r: LinhaRedeFragment) => valorDoPonto(r.valorPonto),
          },
        ]
      : []),
    { campo: 'numeroRevendas', titulo: 'Lojas', ordenavel: true, alinhar: 'right', render: (r) => formatarPontos(r.numeroRevendas) },
    { campo: 'numeroParceiros', titulo: 'Vendedores', ordenavel: true, alinhar: 'right', render: (r) => formatarPontos(r.numeroParceiros) },
    { campo: 'totalVendas', titulo: 'Total Vendas', ordenavel: true, alinhar: 'right', render: (r) => textoDinheiro(r.totalVendas) },
    { campo: 'totalPontos', titulo: 'Pontos', ordenavel: true, alinhar: 'right', render: (r) => formatarPontos(r.totalPontos) },
    { campo: 'saldoPontos', titulo: 'Saldo', ordenavel: true, alinhar: 'right', render: (r) => formatarPontos(r.saldoPontos) },
    { campo: 'ultimaPontuacao', titulo: 'Última Pontuação', ordenavel: true, render: (r) => formatarDataHora(r.ultimaPontuacao) || '—' },
    ...(podeAtivar
      ? [
          {
            campo: 'ativo',
            titulo: 'Ativo',
            ordenavel: true,
            render: (r: LinhaRedeFragment) => (
              <AlternarAtivo
                ativo={r.ativo}
                rotuloAcessivel={`Ativo: ${r.nome}`}
                mensagemSucesso={MENSAGENS.redeAtualizada}
                aoAlternar={(novo) => alternarAtivo(r, novo)}
              />
            ),
          },
        ]
      : []),
  ];

  const acoes = colunaDeAcoes<LinhaRedeFragment>({
    nome: (r) => r.nome,
    aoEditar: podeEditar ? setEditando : undefined,
    aoExcluir: podeExcluir ? (r) => void excluir(r) : undefined,
  });

  return (
    <>
      <Title order={1} fz="h2" mb="lg">
        Redes
      </Title>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="lg">
        <TabelaPaginada<LinhaRedeFragment>
          rotulo="Redes"
          colunas={colunas}
          carregar={carregar}
          ordenacaoInicial={{ campo: 'nome', direcao: 'asc' }}
          chave={(r) => r.id}
          busca
          placeholderBusca="Buscar por nome ou região"
          acoes={acoes}
          controle={controle}
        />
      </Paper>
      <RedeEditModal
        rede={editando}
        aoFechar={() => setEditando(null)}
        aoSalvar={(salva) => controle.atualizarLinha(salva.id, { nome: salva.nome, regiao: salva.regiao, valorPonto: salva.valorPonto, ativo: salva.ativo })}
      />
    </>
  );
}
