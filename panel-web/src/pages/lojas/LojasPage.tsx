import { useState } from 'react';
import { Link } from 'react-router';
import { useApolloClient } from '@apollo/client/react';
import { Anchor, Paper, Title } from '@mantine/core';
import { CENARIOS, CENARIO_DO_ENUM, MENSAGENS, TIPO_PONTUACAO_DO_ENUM, formatarCnpj, podeExecutar, tipoPontuacaoNaLista, type Permissao } from '@sw/common';
import {
  AlternarAtivo,
  SeletorRede,
  TabelaPaginada,
  VALOR_TODAS,
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
} from '@sw/client';
import {
  AlterarAtivoLojaDocument,
  AlterarResgateLiberadoLojaDocument,
  ExcluirLojaDocument,
  LojasPaginadasDocument,
  type CamposLojaFragment,
  type OrdemRevendas,
} from '@sw/client/gql';
import { LojaEditModal } from './LojaEditModal';

type Loja = CamposLojaFragment;

/**
 * Lojas list (spec 1 §2, §6): network filter; the trade name opens revenda/{cnpj}; edit for roles
 * 1, 2, 5; resgateLiberado switch, ativo toggle and delete for 2 and 5 (the gateway enforces the
 * same). Default sort nomeFantasia ascending.
 */
export default function LojasPage() {
  useTituloPagina('Lojas');
  const cliente = useApolloClient();
  const permissao = useSessao().painel?.usuario.permissao as Permissao;
  const podeEditar = podeExecutar('revendas.editar', permissao);
  const podeAtivar = podeExecutar('revendas.ativar', permissao);
  const podeExcluir = podeExecutar('revendas.excluir', permissao);
  const controle = useControleTabela<Loja>();
  const [rede, setRede] = useState<string>(VALOR_TODAS);
  const [editando, setEditando] = useState<Loja | null>(null);

  const carregar = async ({ pagina, limite, campo, direcao, busca }: PedidoTabela) => {
    const { data } = await cliente.query({
      query: LojasPaginadasDocument,
      variables: { input: { ...entradaDaLista<OrdemRevendas>({ pagina, limite, campo, direcao, busca }), rede: rede || null } },
      fetchPolicy: 'network-only',
    });
    return respostaDaPagina(data!.revendas);
  };

  const alternarResgate = async (loja: Loja, resgateLiberado: boolean) => {
    exigirResultado(
      (await cliente.mutate({ mutation: AlterarResgateLiberadoLojaDocument, variables: { input: { id: loja.id, resgateLiberado } } })).data
        ?.alterarResgateLiberado,
    );
    controle.atualizarLinha(loja.id, { resgateLiberado });
  };

  const alternarAtivo = async (loja: Loja, ativo: boolean) => {
    exigirResultado((await cliente.mutate({ mutation: AlterarAtivoLojaDocument, variables: { input: { id: loja.id, ativo } } })).data?.alterarAtivoRevenda);
    controle.atualizarLinha(loja.id, { ativo });
  };

  const excluir = (loja: Loja) =>
    excluirComConfirmacao({
      titulo: 'Excluir Loja',
      mensagem: `Deseja excluir a loja ${loja.nomeFantasia}?`,
      excluir: async () =>
        exigirResultado((await cliente.mutate({ mutation: ExcluirLojaDocument, variables: { input: { id: loja.id } } })).data?.excluirRevenda),
      mensagemSucesso: MENSAGENS.excluidoComSucesso,
      aoExcluir: () => controle.removerLinha(loja.id),
    });

  const colunas: ColunaTabela<Loja>[] = [
    {
      campo: 'nomeFantasia',
      titulo: 'Nome Fantasia',
      ordenavel: true,
      render: (l) => (
        <Anchor component={Link} to={`/revenda/${l.cnpj}`} fw={500} size="sm">
          {l.nomeFantasia}
        </Anchor>
      ),
    },
    { campo: 'codigo', titulo: 'Código', ordenavel: true },
    { campo: 'cnpj', titulo: 'CNPJ', ordenavel: true, render: (l) => formatarCnpj(l.cnpj) },
    { campo: 'rede', titulo: 'Rede', ordenavel: true },
    { campo: 'endCidade', titulo: 'Cidade', ordenavel: true, render: (l) => [l.endCidade, l.endEstado].filter(Boolean).join(' / ') },
    { campo: 'tipoPontuacao', titulo: 'Tipo de Pontuação', ordenavel: true, render: (l) => tipoPontuacaoNaLista(TIPO_PONTUACAO_DO_ENUM[l.tipoPontuacao]) },
    { campo: 'fatorPontuacao', titulo: 'Fator', ordenavel: true, alinhar: 'right', render: (l) => `${l.fatorPontuacao}x` },
    { campo: 'cenario', titulo: 'Cenário', ordenavel: true, render: (l) => CENARIOS[CENARIO_DO_ENUM[l.cenario]] ?? String(l.cenario) },
    ...(podeAtivar
      ? [
          {
            campo: 'resgateLiberado',
            titulo: 'Resgate Liberado',
            ordenavel: true,
            // Pinned with Ativo and the actions (TabelaPaginada): the switches stay on screen.
            fixa: true,
            render: (l: Loja) => (
              <AlternarAtivo
                ativo={l.resgateLiberado}
                rotuloAcessivel={`Resgate liberado: ${l.nomeFantasia}`}
                mensagemSucesso={MENSAGENS.resgateLiberadoAlterado}
                aoAlternar={(novo) => alternarResgate(l, novo)}
              />
            ),
          },
          {
            campo: 'ativo',
            titulo: 'Ativo',
            ordenavel: true,
            render: (l: Loja) => <AlternarAtivo ativo={l.ativo} rotuloAcessivel={`Ativo: ${l.nomeFantasia}`} aoAlternar={(novo) => alternarAtivo(l, novo)} />,
          },
        ]
      : []),
  ];

  const acoes = colunaDeAcoes<Loja>({
    nome: (l) => l.nomeFantasia,
    aoEditar: podeEditar ? setEditando : undefined,
    aoExcluir: podeExcluir ? (l) => void excluir(l) : undefined,
  });

  return (
    <>
      <Title order={1} fz="h2" mb="lg">
        Lojas
      </Title>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="lg">
        <TabelaPaginada<Loja>
          rotulo="Lojas"
          colunas={colunas}
          carregar={carregar}
          ordenacaoInicial={{ campo: 'nomeFantasia', direcao: 'asc' }}
          chave={(l) => l.id}
          busca
          placeholderBusca="Buscar por nome, código, CNPJ ou cidade"
          filtros={<SeletorRede incluirTodas value={rede} onChange={setRede} w={240} comboboxProps={{ withinPortal: true }} />}
          deps={[rede]}
          acoes={acoes}
          controle={controle}
        />
      </Paper>
      <LojaEditModal loja={editando} aoFechar={() => setEditando(null)} aoSalvar={(salva) => controle.atualizarLinha(salva.id, salva)} />
    </>
  );
}
