import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useApolloClient } from '@apollo/client/react';
import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconFileSpreadsheet, IconSearch } from '@tabler/icons-react';
import { MENSAGENS, formatarCpf, formatarDataHora, podeExecutar, type Permissao } from '@sw/common';
import {
  baixarArquivo,
  CampoData,
  confirmar,
  entradaDaLista,
  exigirResultado,
  notificarErro,
  notificarSucesso,
  SeletorRede,
  TabelaPaginada,
  type ColunaTabela,
  type PedidoTabela,
  useSessao,
  useTituloPagina,
  VALOR_TODAS,
} from '@sw/client';
import {
  LinkExportacaoPontuacoesEncerradasDocument,
  PontuacoesEncerradasDocument,
  RetornarPontuacaoPendenteDocument,
  type LinhaPontuacaoEncerradaFragment,
  type OrdemPontuacoesEncerradas,
} from '@sw/client/gql';
import { notificarErroOuPadrao, SILENCIOSO } from './erroOuPadrao';
import { BotaoVerArquivo } from './VisualizadorArquivo';

type Linha = LinhaPontuacaoEncerradaFragment;

const diaLocal = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
/** De/Até start at the last 30 days (spec 2 §9). */
function periodoPadrao(): { de: string; ate: string } {
  const hoje = new Date();
  const inicio = new Date(hoje);
  inicio.setDate(inicio.getDate() - 30);
  return { de: diaLocal(inicio), ate: diaLocal(hoje) };
}

/**
 * Pontuações encerradas (spec 2 §2 pontuacoes/encerrado): claims closed without a sale, by network
 * and closing day (De/Até), newest first; search runs on Enter; no "Todos" page size. Roles 1, 2
 * and 5 export (the page on screen or everything) and return a claim to the pending queue.
 */
export default function PontuacoesEncerradasPage() {
  useTituloPagina('Pontuações Encerradas');
  const cliente = useApolloClient();
  const navegar = useNavigate();
  const permissao = useSessao().painel?.usuario.permissao as Permissao;
  const podeExportar = podeExecutar('pontuacoes.encerradas.exportar', permissao);
  const podeRetornar = podeExecutar('pontuacoes.retornarPendente', permissao);
  const [rede, setRede] = useState<string>(VALOR_TODAS);
  const [periodo, setPeriodo] = useState(periodoPadrao);
  const [textoBusca, setTextoBusca] = useState('');
  const [busca, setBusca] = useState('');
  const [exportando, setExportando] = useState<'current' | 'all' | null>(null);
  const ultimoPedido = useRef<PedidoTabela | null>(null);

  const filtros = () => ({ rede: rede || null, dataInicial: periodo.de || null, dataFinal: periodo.ate || null });

  const carregar = async (pedido: PedidoTabela) => {
    ultimoPedido.current = pedido;
    const { pagina, limite, campo, direcao } = pedido;
    const { data } = await cliente.query({
      query: PontuacoesEncerradasDocument,
      variables: {
        input: {
          ...filtros(),
          pagina,
          porPagina: limite,
          ordenarPor: campo as OrdemPontuacoesEncerradas,
          direcao: direcao === 'asc' ? 'ASC' : 'DESC',
          busca: busca || null,
        },
      },
      fetchPolicy: 'network-only',
    });
    return { linhas: data!.pontuacoesEncerradas.itens, total: data!.pontuacoesEncerradas.total, totalEstimado: data!.pontuacoesEncerradas.totalEstimado };
  };

  const exportar = async (tipo: 'current' | 'all') => {
    const f = filtros();
    const pagina = tipo === 'current' && ultimoPedido.current ? entradaDaLista<OrdemPontuacoesEncerradas>({ ...ultimoPedido.current, busca }) : {};
    setExportando(tipo);
    try {
      // A short-lived signed link to the file, then the file itself (its name comes with it).
      const { data } = await cliente.query({
        query: LinkExportacaoPontuacoesEncerradasDocument,
        variables: { input: { ...f, ...pagina, tipo: tipo === 'current' ? 'CURRENT' : 'ALL' } },
        fetchPolicy: 'network-only',
        ...SILENCIOSO,
      });
      await baixarArquivo(data!.linkExportacaoPontuacoesEncerradas, undefined, { silenciarErros: true });
      notificarSucesso(MENSAGENS.exportacaoConcluida);
    } catch {
      notificarErro(MENSAGENS.erroExportarArquivo);
    } finally {
      setExportando(null);
    }
  };

  const retornar = async (p: Linha) => {
    const sim = await confirmar({
      titulo: 'Retornar para pendente',
      mensagem: `Devolver a pontuação de ${p.parceiro} para a fila de pendentes?`,
      rotuloConfirmar: 'Retornar',
    });
    if (!sim) return;
    try {
      const { data } = await cliente.mutate({ mutation: RetornarPontuacaoPendenteDocument, variables: { input: { identificador: p.id } }, ...SILENCIOSO });
      if (data) {
        notificarSucesso(exigirResultado(data.retornarPontuacaoPendente).mensagem);
        navegar('/processar/pontuacoes');
      }
    } catch (erro) {
      notificarErroOuPadrao(erro, MENSAGENS.erroRetornarPendente);
    }
  };

  const colunas: ColunaTabela<Linha>[] = [
    { campo: 'criadoEm', titulo: 'Enviada em', ordenavel: true, render: (p) => formatarDataHora(p.criadoEm) },
    { campo: 'atualizadoEm', titulo: 'Encerrada em', ordenavel: true, render: (p) => formatarDataHora(p.atualizadoEm) },
    { campo: 'parceiro', titulo: 'Vendedor', ordenavel: true },
    { campo: 'cpf', titulo: 'CPF', ordenavel: true, render: (p) => formatarCpf(p.cpf) },
    { campo: 'codRevenda', titulo: 'Código', ordenavel: true },
    { campo: 'revenda', titulo: 'Loja', ordenavel: true },
    {
      campo: 'reprovadoMotivo',
      titulo: 'Situação',
      ordenavel: true,
      render: (p) => (
        <Stack gap={2}>
          <Badge variant="light" color={p.status === 'REPROVADA' ? 'red' : 'gray'}>
            {p.status === 'REPROVADA' ? 'Reprovada' : 'Encerrada'}
          </Badge>
          {p.reprovadoMotivo ? <Text size="xs">{p.reprovadoMotivo}</Text> : null}
        </Stack>
      ),
    },
    { campo: 'reprovadoPor', titulo: 'Responsável', ordenavel: true, render: (p) => p.reprovadoPor ?? '-' },
    {
      campo: 'linkArquivo',
      titulo: 'Arquivo',
      render: (p) =>
        p.linkArquivo ? (
          <BotaoVerArquivo linkArquivo={p.linkArquivo} tipoArquivo={p.tipoArquivo} />
        ) : (
          <Text size="xs" c="dimmed">
            Digitada
          </Text>
        ),
    },
  ];

  const acoes = podeRetornar
    ? (p: Linha) => (
        <Tooltip label="Retornar para pendente">
          <ActionIcon variant="subtle" aria-label={`Retornar pontuação ${p.id} para pendente`} onClick={() => void retornar(p)}>
            <IconArrowBackUp size={18} />
          </ActionIcon>
        </Tooltip>
      )
    : undefined;

  return (
    <>
      <Group justify="space-between" align="flex-end" mb="lg">
        <Title order={1} fz="h2">
          Pontuações Encerradas
        </Title>
        {podeExportar ? (
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconFileSpreadsheet size={16} />}
              loading={exportando === 'current'}
              onClick={() => void exportar('current')}
            >
              Exportar tela
            </Button>
            <Button variant="default" leftSection={<IconFileSpreadsheet size={16} />} loading={exportando === 'all'} onClick={() => void exportar('all')}>
              Exportar tudo
            </Button>
          </Group>
        ) : null}
      </Group>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="lg">
        <TabelaPaginada<Linha>
          rotulo="Pontuações encerradas"
          colunas={colunas}
          carregar={carregar}
          ordenacaoInicial={{ campo: 'criadoEm', direcao: 'desc' }}
          chave={(p) => p.id}
          acoes={acoes}
          tituloAcoes="Ações"
          permitirTodos={false}
          deps={[rede, periodo.de, periodo.ate, busca]}
          filtros={
            <Group gap="sm" align="flex-end" wrap="wrap">
              <SeletorRede incluirTodas value={rede} onChange={setRede} w={220} comboboxProps={{ withinPortal: true }} />
              <CampoData formato="iso" label="De" w={170} value={periodo.de} onChange={(de) => setPeriodo((p) => ({ ...p, de }))} />
              <CampoData formato="iso" label="Até" w={170} value={periodo.ate} onChange={(ate) => setPeriodo((p) => ({ ...p, ate }))} />
              <TextInput
                aria-label="Buscar"
                placeholder="Buscar e tecle Enter"
                leftSection={<IconSearch size={16} />}
                value={textoBusca}
                w={260}
                onChange={(e) => setTextoBusca(e.currentTarget.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') setBusca(textoBusca.trim());
                }}
              />
            </Group>
          }
        />
      </Paper>
    </>
  );
}
