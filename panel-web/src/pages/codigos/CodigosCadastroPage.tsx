import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { ActionIcon, Button, Group, Paper, Text, Title, Tooltip } from '@mantine/core';
import { IconLink, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DURACAO_TOAST, formatarData, MENSAGENS_CONTAS as M, podeExecutar, type Permissao } from '@sw/common';
import {
  colunaDeAcoes,
  confirmar,
  notificarErro,
  notificarSucesso,
  TabelaPaginada,
  useControleTabela,
  useSessao,
  useTituloPagina,
  type ColunaTabela,
  type PedidoTabela,
} from '@sw/client';
import { CodigoEditModal } from './CodigoEditModal';
import { CodigosCadastroDocument, ExcluirCodigoCadastroDocument } from '@sw/client/gql';
import { linkDoCodigo, mutarComFallback, type CodigoCadastro } from './codigos';

const CHAVES: Record<string, (c: CodigoCadastro) => string | number> = {
  codigo: (c) => c.codigo,
  pontos: (c) => c.pontos,
  usos: (c) => c.usos,
  usosRealizados: (c) => c.usosRealizados,
  expiraEm: (c) => c.expiraEm ?? '9999',
  criadoEm: (c) => c.criadoEm,
};

/** Códigos de Cadastro (spec 2): list, edit dialog (1–2), delete (2) after confirmation, share link. */
export default function CodigosCadastroPage() {
  useTituloPagina('Códigos de Cadastro');
  const permissao = useSessao().painel?.usuario.permissao as Permissao;
  const cliente = useApolloClient();
  const controle = useControleTabela<CodigoCadastro>();
  const [editando, setEditando] = useState<CodigoCadastro | null>(null);

  // The list is short and unpaged on the server (codigosCadastro): sorted, searched and paged here.
  const carregar = async ({ pagina, limite, campo, direcao, busca }: PedidoTabela) => {
    const { data } = await cliente.query({ query: CodigosCadastroDocument, fetchPolicy: 'network-only' });
    const rows = data!.codigosCadastro;
    const termo = busca.trim().toUpperCase();
    const chave = CHAVES[campo] ?? CHAVES.criadoEm;
    const filtradas = rows
      .filter((c) => !termo || c.codigo.includes(termo))
      .sort((a, b) => (chave(a) < chave(b) ? -1 : chave(a) > chave(b) ? 1 : 0) * (direcao === 'asc' ? 1 : -1));
    return { linhas: filtradas.slice((pagina - 1) * limite, pagina * limite), total: filtradas.length };
  };

  const copiar = async (c: CodigoCadastro) => {
    try {
      await navigator.clipboard.writeText(linkDoCodigo(c.codigo));
      notificarSucesso(M.linkCopiado, DURACAO_TOAST.linkCopiado);
    } catch {
      notificarErro(linkDoCodigo(c.codigo));
    }
  };

  const excluir = async (c: CodigoCadastro) => {
    if (!(await confirmar({ titulo: 'Excluir Código', mensagem: M.confirmarExclusao, rotuloConfirmar: 'Excluir', perigo: true }))) return;
    const r = await mutarComFallback(
      async () =>
        (await cliente.mutate({ mutation: ExcluirCodigoCadastroDocument, variables: { input: { id: c.id } }, context: { silenciarErros: true } })).data
          ?.excluirCodigoCadastro,
      M.erroExcluir,
      DURACAO_TOAST.download,
    );
    if (!r) return;
    notificarSucesso(M.codigoExcluido, DURACAO_TOAST.download);
    controle.removerLinha(c.id);
  };

  const colunas: ColunaTabela<CodigoCadastro>[] = [
    {
      campo: 'codigo',
      titulo: 'Código',
      ordenavel: true,
      render: (c) => (
        <Text fw={500} size="sm">
          {c.codigo}
        </Text>
      ),
    },
    { campo: 'pontos', titulo: 'Pontos', ordenavel: true, alinhar: 'right' },
    { campo: 'usos', titulo: 'Usos permitidos', ordenavel: true, alinhar: 'right' },
    { campo: 'usosRealizados', titulo: 'Usos realizados', ordenavel: true, alinhar: 'right' },
    { campo: 'expiraEm', titulo: 'Expira em', ordenavel: true, render: (c) => (c.expiraEm ? formatarData(c.expiraEm) : '-') },
    {
      campo: 'link',
      titulo: 'Link',
      render: (c) => (
        <Tooltip label="Copiar link de cadastro">
          <ActionIcon variant="subtle" aria-label={`Copiar link: ${c.codigo}`} onClick={() => void copiar(c)}>
            <IconLink size={18} />
          </ActionIcon>
        </Tooltip>
      ),
    },
  ];

  const acoes = colunaDeAcoes<CodigoCadastro>({
    nome: (c) => c.codigo,
    aoEditar: podeExecutar('codigosCadastro.editar', permissao) ? setEditando : undefined,
    aoExcluir: podeExecutar('codigosCadastro.excluir', permissao) ? (c) => void excluir(c) : undefined,
  });

  return (
    <>
      <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
        <Title order={1} fz="h2">
          Códigos de Cadastro
        </Title>
        {podeExecutar('codigosCadastro.criar', permissao) && (
          <Button component={Link} to="/cadastrar/codigo-cadastro" leftSection={<IconPlus size={18} />}>
            Cadastrar Código
          </Button>
        )}
      </Group>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="lg">
        <TabelaPaginada<CodigoCadastro>
          rotulo="Códigos de Cadastro"
          colunas={colunas}
          carregar={carregar}
          ordenacaoInicial={{ campo: 'criadoEm', direcao: 'desc' }}
          chave={(c) => c.id}
          busca
          placeholderBusca="Buscar por código"
          acoes={acoes}
          controle={controle}
        />
      </Paper>
      <CodigoEditModal codigo={editando} aoFechar={() => setEditando(null)} aoSalvar={(c) => controle.atualizarLinha(c.id, c)} />
    </>
  );
}
