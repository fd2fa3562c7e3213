import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApolloClient } from '@apollo/client/react';
import { ActionIcon, Badge, Group, Paper, Select, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconBan, IconCheck, IconX } from '@tabler/icons-react';
import { formatarCnpj, formatarCpf, formatarDataHora } from '@sw/common';
import {
  TabelaPaginada,
  confirmar,
  exigirResultado,
  notificarErroSeNecessario,
  notificarSucesso,
  useControleTabela,
  useTituloPagina,
  type ColunaTabela,
  type PedidoTabela,
  numeroDinheiro,
  textoDinheiro,
} from '@sw/client';
import {
  EncerrarPontuacaoDocument,
  PontuacoesPendentesDocument,
  type FiltroBuscaPendentes,
  type LinhaPontuacaoPendenteFragment,
  type OrdemPontuacoesPendentes,
} from '@sw/client/gql';
import { ReprovarPontuacaoModal } from './ReprovarPontuacaoModal';
import { BotaoVerArquivo } from './VisualizadorArquivo';

type Linha = LinhaPontuacaoPendenteFragment;

/** What the search box looks in (spec 2 §2): the server filters by the chosen field. */
const FILTROS = [
  { value: 'PARCEIRO', label: 'Vendedor' },
  { value: 'CPF', label: 'CPF' },
  { value: 'CNPJ', label: 'CNPJ' },
  { value: 'CODIGO', label: 'Código da loja' },
  { value: 'LOJA', label: 'Loja' },
];

/** What Nova venda receives in the navigation state to process a claim. */
export type EstadoProcessarPontuacao = {
  cpf: string;
  linkArquivo: string | null;
  idPontuacao: string;
  itens: { codigo: string; descricao: string; valor: number }[];
};

/**
 * Pontuações pendentes (spec 2 §2 processar/pontuacoes): the queue of member claims, newest first.
 * Each one is processed in Nova venda (with cpf, file, typed items and the claim id), closed, or
 * rejected with a reason; closing and rejecting take the row out of the list.
 */
export default function PontuacoesPendentesPage() {
  useTituloPagina('Pontuações Pendentes');
  const cliente = useApolloClient();
  const navegar = useNavigate();
  const controle = useControleTabela<Linha>();
  const [filtro, setFiltro] = useState<FiltroBuscaPendentes>('PARCEIRO');
  const [reprovando, setReprovando] = useState<Linha | null>(null);

  const carregar = async ({ pagina, limite, campo, direcao, busca }: PedidoTabela) => {
    const { data } = await cliente.query({
      query: PontuacoesPendentesDocument,
      variables: {
        input: {
          pagina,
          porPagina: limite,
          ordenarPor: campo as OrdemPontuacoesPendentes,
          direcao: direcao === 'asc' ? 'ASC' : 'DESC',
          busca: busca || null,
          filtro: busca ? filtro : null,
        },
      },
      fetchPolicy: 'network-only',
    });
    return { linhas: data!.pontuacoesPendentes.itens, total: data!.pontuacoesPendentes.total, totalEstimado: data!.pontuacoesPendentes.totalEstimado };
  };

  const processar = (p: Linha) => {
    const estado: EstadoProcessarPontuacao = {
      cpf: p.cpf,
      linkArquivo: p.linkArquivo ?? null,
      idPontuacao: p.id,
      itens: p.itens.map((i) => ({ codigo: i.codigo, descricao: i.descricao, valor: numeroDinheiro(i.valor) })),
    };
    navegar('/processar/nova-venda', { state: estado });
  };

  const encerrar = async (p: Linha) => {
    const sim = await confirmar({
      titulo: 'Encerrar pontuação',
      mensagem: `Encerrar a pontuação de ${p.parceiro} sem gerar venda?`,
      rotuloConfirmar: 'Encerrar',
    });
    if (!sim) return;
    try {
      const { data } = await cliente.mutate({ mutation: EncerrarPontuacaoDocument, variables: { input: { identificador: p.id } } });
      if (data) {
        notificarSucesso(exigirResultado(data.encerrarPontuacao).mensagem);
        controle.removerLinha(p.id);
      }
    } catch (erro) {
      // the client showed a server error (e.g. already handled by someone else); a refused input is shown here
      notificarErroSeNecessario(erro);
    }
  };

  const colunas: ColunaTabela<Linha>[] = [
    { campo: 'criadoEm', titulo: 'Enviada em', ordenavel: true, render: (p) => formatarDataHora(p.criadoEm) },
    { campo: 'parceiro', titulo: 'Vendedor', ordenavel: true },
    { campo: 'cpf', titulo: 'CPF', ordenavel: true, render: (p) => formatarCpf(p.cpf) },
    { campo: 'revenda', titulo: 'Loja', ordenavel: true, render: (p) => `${p.revenda}${p.cidade ? ` (${p.cidade})` : ''}` },
    { campo: 'codRevenda', titulo: 'Código', ordenavel: true },
    { campo: 'cnpj', titulo: 'CNPJ', ordenavel: true, render: (p) => formatarCnpj(p.cnpj) },
    {
      campo: 'origem',
      titulo: 'Envio',
      ordenavel: true,
      render: (p) =>
        p.origem === 'FOTO' ? (
          <Group gap={4}>
            <Badge variant="light">Foto</Badge>
            <BotaoVerArquivo linkArquivo={p.linkArquivo} tipoArquivo={p.tipoArquivo} />
          </Group>
        ) : (
          <Stack gap={0}>
            <Badge variant="light" color="grape">
              Digitada
            </Badge>
            {p.itens.map((i, n) => (
              <Text key={n} size="xs">
                {i.codigo} — {textoDinheiro(i.valor)}
              </Text>
            ))}
          </Stack>
        ),
    },
  ];

  const acoes = (p: Linha) => (
    <Group gap={4} wrap="nowrap">
      <Tooltip label="Processar">
        <ActionIcon variant="subtle" color="green" aria-label={`Processar pontuação ${p.id}`} onClick={() => processar(p)}>
          <IconCheck size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Encerrar">
        <ActionIcon variant="subtle" aria-label={`Encerrar pontuação ${p.id}`} onClick={() => void encerrar(p)}>
          <IconX size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Reprovar">
        <ActionIcon variant="subtle" color="red" aria-label={`Reprovar pontuação ${p.id}`} onClick={() => setReprovando(p)}>
          <IconBan size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );

  return (
    <>
      <Title order={1} fz="h2" mb="lg">
        Pontuações Pendentes
      </Title>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="lg">
        <TabelaPaginada<Linha>
          rotulo="Pontuações pendentes"
          colunas={colunas}
          carregar={carregar}
          ordenacaoInicial={{ campo: 'criadoEm', direcao: 'desc' }}
          chave={(p) => p.id}
          busca
          placeholderBusca={`Buscar por ${FILTROS.find((f) => f.value === filtro)!.label.toLowerCase()}`}
          acoes={acoes}
          tituloAcoes="Ações"
          controle={controle}
          deps={[filtro]}
          filtros={
            <Select
              aria-label="Buscar por"
              data={FILTROS}
              value={filtro}
              onChange={(v) => setFiltro((v as FiltroBuscaPendentes | null) ?? 'PARCEIRO')}
              allowDeselect={false}
              w={180}
              comboboxProps={{ withinPortal: true }}
            />
          }
        />
      </Paper>
      <ReprovarPontuacaoModal pontuacao={reprovando} aoFechar={() => setReprovando(null)} aoReprovar={(id) => controle.removerLinha(id)} />
    </>
  );
}
