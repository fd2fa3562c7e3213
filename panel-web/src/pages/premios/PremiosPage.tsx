import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Avatar, Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconGift, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MENSAGENS, formatarPontos, podeExecutar, type Permissao } from '@sw/common';
import {
  colunaDeAcoes,
  entradaDaLista,
  excluirComConfirmacao,
  exigirResultado,
  AlternarAtivo,
  respostaDaPagina,
  TabelaPaginada,
  urlDaApi,
  useControleTabela,
  useSessao,
  useTituloPagina,
  type ColunaTabela,
  type PedidoTabela,
  textoDinheiro,
} from '@sw/client';
import { AlterarAtivoPremioDocument, ExcluirPremioDocument, PremiosDocument, type LinhaPremioFragment, type OrdemPremios } from '@sw/client/gql';
import { PremioEditModal } from './PremioEditModal';
import { TIPOS } from './CamposPremio';

const nomeTipo = (tipo: string) => TIPOS.find((t) => t.value === tipo.toLowerCase())?.label ?? tipo;

/** Prêmios (spec 2 §3, §6): search and paging; active toggle and delete for role 2, edit for roles 1–2. */
export default function PremiosPage() {
  useTituloPagina('Prêmios');
  const cliente = useApolloClient();
  const permissao = useSessao().painel?.usuario.permissao as Permissao;
  const podeEditar = podeExecutar('premios.editar', permissao);
  const podeAtivar = podeExecutar('premios.ativar', permissao);
  const podeExcluir = podeExecutar('premios.excluir', permissao);
  const controle = useControleTabela<LinhaPremioFragment>();
  const [editando, setEditando] = useState<LinhaPremioFragment | null>(null);

  const carregar = async (pedido: PedidoTabela) => {
    const { data } = await cliente.query({
      query: PremiosDocument,
      variables: { input: entradaDaLista<OrdemPremios>(pedido) },
      fetchPolicy: 'network-only',
    });
    return respostaDaPagina(data!.premios);
  };

  const alternarAtivo = async (p: LinhaPremioFragment, ativo: boolean) => {
    const { data } = await cliente.mutate({ mutation: AlterarAtivoPremioDocument, variables: { input: { id: p.id, ativo } } });
    exigirResultado(data?.alterarAtivoPremio);
    controle.atualizarLinha(p.id, { ativo });
  };

  const excluir = (p: LinhaPremioFragment) =>
    excluirComConfirmacao({
      titulo: 'Excluir Prêmio',
      mensagem: `Deseja excluir o prêmio ${p.codigo} - ${p.nome}?`,
      excluir: async () => {
        const { data } = await cliente.mutate({ mutation: ExcluirPremioDocument, variables: { input: { id: p.id } } });
        exigirResultado(data?.excluirPremio);
      },
      mensagemSucesso: MENSAGENS.premioExcluido,
      aoExcluir: () => controle.removerLinha(p.id),
    });

  const colunas: ColunaTabela<LinhaPremioFragment>[] = [
    {
      campo: 'foto',
      titulo: 'Foto',
      render: (p) => (
        <Avatar src={p.diretorioFoto ? urlDaApi(p.diretorioFoto) : null} alt={p.nome} radius="sm">
          <IconGift size={18} />
        </Avatar>
      ),
    },
    {
      campo: 'codigo',
      titulo: 'Código',
      ordenavel: true,
      render: (p) => (
        <Text fw={500} size="sm">
          {p.codigo}
        </Text>
      ),
    },
    { campo: 'nome', titulo: 'Nome', ordenavel: true },
    { campo: 'tipo', titulo: 'Tipo', ordenavel: true, render: (p) => nomeTipo(p.tipo) },
    { campo: 'custoTotal', titulo: 'Custo Total', ordenavel: true, alinhar: 'right', render: (p) => textoDinheiro(p.custoTotal) },
    { campo: 'pontos', titulo: 'Pontos', ordenavel: true, alinhar: 'right', render: (p) => formatarPontos(p.pontos) },
    ...(podeAtivar
      ? [
          {
            campo: 'ativo',
            titulo: 'Ativo',
            ordenavel: true,
            render: (p: LinhaPremioFragment) => (
              <AlternarAtivo ativo={p.ativo} rotuloAcessivel={`Ativo: ${p.codigo}`} aoAlternar={(novo) => alternarAtivo(p, novo)} />
            ),
          },
        ]
      : []),
  ];

  const acoes = colunaDeAcoes<LinhaPremioFragment>({
    nome: (p) => p.codigo,
    aoEditar: podeEditar ? setEditando : undefined,
    aoExcluir: podeExcluir ? (p) => void excluir(p) : undefined,
  });

  return (
    <>
      <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
        <Title order={1} fz="h2">
          Prêmios
        </Title>
        {podeExecutar('premios.criar', permissao) && (
          <Button component={Link} to="/cadastrar/premio" leftSection={<IconPlus size={18} />}>
            Cadastrar Prêmio
          </Button>
        )}
      </Group>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="lg">
        <TabelaPaginada<LinhaPremioFragment>
          rotulo="Prêmios"
          colunas={colunas}
          carregar={carregar}
          ordenacaoInicial={{ campo: 'nome', direcao: 'asc' }}
          chave={(p) => p.id}
          busca
          placeholderBusca="Buscar por nome, código ou descrição"
          acoes={acoes}
          controle={controle}
        />
      </Paper>
      <PremioEditModal premio={editando} aoFechar={() => setEditando(null)} aoSalvar={(p) => controle.atualizarLinha(p.id, p)} />
    </>
  );
}
