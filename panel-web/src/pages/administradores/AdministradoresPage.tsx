import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { ActionIcon, Button, Group, Paper, Text, Title, Tooltip } from '@mantine/core';
import { IconKey, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MENSAGENS, NOMES_PERMISSAO, formatarCpf, podeExecutar, type Permissao } from '@sw/common';
import {
  AcoesDaLinha,
  AlternarAtivo,
  confirmar,
  entradaDaLista,
  exigirResultado,
  notificarSucesso,
  respostaDaPagina,
  TabelaPaginada,
  useControleTabela,
  useSessao,
  useTituloPagina,
  type ColunaTabela,
  type PedidoTabela,
} from '@sw/client';
import {
  AtivarUsuarioDocument,
  DesativarUsuarioDocument,
  ListaUsuariosDocument,
  RedefinirSenhaUsuarioDocument,
  type LinhaUsuarioFragment,
  type OrdemUsuarios,
} from '@sw/client/gql';
import { AdministradorEditModal } from './AdministradorEditModal';

/**
 * Administradores (/administradores, roles 1 and 2): the panel users the signed-in role may manage
 * (the server scopes the list: role 1 never sees role 2). Edit, deactivate/reactivate (not oneself)
 * and send a provisional password by e-mail.
 */
export default function AdministradoresPage() {
  useTituloPagina('Administradores');
  const cliente = useApolloClient();
  const usuario = useSessao().painel?.usuario;
  const quem = { id: String(usuario?.id ?? ''), permissao: usuario?.permissao as Permissao };
  const podeEditar = podeExecutar('usuarios.editar', quem.permissao);
  const podeAtivar = podeExecutar('usuarios.ativar', quem.permissao);
  const podeRedefinir = podeExecutar('usuarios.senha.redefinir', quem.permissao);
  const controle = useControleTabela<LinhaUsuarioFragment>();
  const [editando, setEditando] = useState<LinhaUsuarioFragment | null>(null);

  const carregar = async (pedido: PedidoTabela) => {
    const { data } = await cliente.query({
      query: ListaUsuariosDocument,
      variables: { input: entradaDaLista<OrdemUsuarios>(pedido) },
      fetchPolicy: 'network-only',
    });
    return respostaDaPagina(data!.listaUsuarios);
  };

  const alternarAtivo = async (u: LinhaUsuarioFragment, ativo: boolean) => {
    if (ativo) {
      const { data } = await cliente.mutate({ mutation: AtivarUsuarioDocument, variables: { input: { id: u.id } } });
      exigirResultado(data?.ativarUsuario);
    } else {
      const { data } = await cliente.mutate({ mutation: DesativarUsuarioDocument, variables: { input: { id: u.id } } });
      exigirResultado(data?.desativarUsuario);
    }
    controle.atualizarLinha(u.id, { ativo });
  };

  const redefinirSenha = async (u: LinhaUsuarioFragment) => {
    const ok = await confirmar({
      titulo: 'Redefinir senha',
      mensagem: `Enviar uma senha provisória para ${u.email || 'o e-mail de'} ${u.nome}? A senha atual deixa de valer e as sessões abertas terminam.`,
      rotuloConfirmar: 'Enviar',
    });
    if (!ok) return;
    try {
      const { data } = await cliente.mutate({ mutation: RedefinirSenhaUsuarioDocument, variables: { input: { id: u.id } } });
      notificarSucesso(exigirResultado(data?.redefinirSenhaUsuario) ?? MENSAGENS.senhaRedefinidaEnviada);
    } catch {
      // the client showed the server's message
    }
  };

  const colunas: ColunaTabela<LinhaUsuarioFragment>[] = [
    {
      campo: 'nome',
      titulo: 'Nome',
      ordenavel: true,
      render: (u) => (
        <Text fw={500} size="sm">
          {u.nome}
        </Text>
      ),
    },
    { campo: 'cpf', titulo: 'CPF', ordenavel: true, render: (u) => formatarCpf(u.cpf) },
    { campo: 'email', titulo: 'Email', ordenavel: true, render: (u) => u.email ?? '—' },
    { campo: 'permissao', titulo: 'Permissão', ordenavel: true, render: (u) => NOMES_PERMISSAO[u.permissao as Permissao] ?? String(u.permissao) },
    {
      campo: 'ativo',
      titulo: 'Ativo',
      ordenavel: true,
      render: (u) => (
        <AlternarAtivo
          ativo={u.ativo}
          rotuloAcessivel={`Ativo: ${u.nome}`}
          // No one deactivates themselves (the server refuses it too).
          desabilitado={!podeAtivar || u.id === quem.id}
          mensagemSucesso={null}
          aoAlternar={async (novo) => {
            await alternarAtivo(u, novo);
            notificarSucesso(novo ? MENSAGENS.usuarioAtivado : MENSAGENS.usuarioDesativado);
          }}
        />
      ),
    },
  ];

  const acoes =
    podeEditar || podeRedefinir
      ? (u: LinhaUsuarioFragment) => (
          <AcoesDaLinha nome={u.nome} aoEditar={podeEditar ? () => setEditando(u) : undefined}>
            {podeRedefinir && u.ativo && (
              <Tooltip label="Redefinir senha">
                <ActionIcon variant="subtle" aria-label={`Redefinir senha de ${u.nome}`} onClick={() => void redefinirSenha(u)}>
                  <IconKey size={18} />
                </ActionIcon>
              </Tooltip>
            )}
          </AcoesDaLinha>
        )
      : undefined;

  return (
    <>
      <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
        <Title order={1} fz="h2">
          Administradores
        </Title>
        {podeExecutar('usuarios.criar', quem.permissao) && (
          <Button component={Link} to="/cadastrar/administrador" leftSection={<IconPlus size={18} />}>
            Cadastrar Administrador
          </Button>
        )}
      </Group>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="lg">
        <TabelaPaginada<LinhaUsuarioFragment>
          rotulo="Administradores"
          colunas={colunas}
          carregar={carregar}
          ordenacaoInicial={{ campo: 'nome', direcao: 'asc' }}
          chave={(u) => u.id}
          busca
          placeholderBusca="Buscar por nome, e-mail ou CPF"
          acoes={acoes}
          controle={controle}
        />
      </Paper>
      <AdministradorEditModal usuario={editando} quem={quem} aoFechar={() => setEditando(null)} aoSalvar={(u) => controle.atualizarLinha(u.id, u)} />
    </>
  );
}
