import { lazy, Suspense, useState } from 'react';
import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import { ActionIcon, Group, Paper, Stack, Title, Tooltip } from '@mantine/core';
import { IconHistory, IconPencil } from '@tabler/icons-react';
import { Permissao } from '@sw/common';
import { exigirResultado, notificarErroSeNecessario, notificarSucesso, SeletorRede, useSessao, useTituloPagina, textoDinheiro } from '@sw/client';
import {
  MensuracaoDocument,
  ObservacoesMensuracaoDocument,
  ObservarMensuracaoDocument,
  SerieComprasVendasDocument,
  type MensuracaoQuery,
} from '@sw/client/gql';
import { dataBr, ModalHistorico, numero, percentual, redeParaVariavel, SeletorAno, TabelaRelatorio, type ColunaRelatorio, GeradoEm } from './comum';
import { ModalEdicao } from './ModalTexto';

const GraficoComprasVendas = lazy(() => import('./graficos'));
type Linha = MensuracaoQuery['mensuracao'][number];

/** Mensuração (/mensuracao): sell-in before against after each network's start; observations with history. */
export default function MensuracaoPage() {
  useTituloPagina('Mensuração');
  const sessao = useSessao();
  const [rede, setRede] = useState('');
  const [ano, setAno] = useState<string | null>(String(new Date().getFullYear()));
  const { data, loading, refetch } = useQuery(MensuracaoDocument, { variables: { rede: redeParaVariavel(rede) }, fetchPolicy: 'cache-and-network' });
  const serie = useQuery(SerieComprasVendasDocument, { variables: { rede: redeParaVariavel(rede), ano: Number(ano) }, skip: !ano });
  const [observar] = useMutation(ObservarMensuracaoDocument);
  const [carregarHistorico, historico] = useLazyQuery(ObservacoesMensuracaoDocument, { fetchPolicy: 'network-only' });
  const [editando, setEditando] = useState<Linha | null>(null);
  const [vendoHistorico, setVendoHistorico] = useState<Linha | null>(null);
  const podeEditar = sessao.painel?.usuario.permissao !== Permissao.Vendedor;

  const colunas: ColunaRelatorio<Linha>[] = [
    { titulo: 'Rede', valor: (l) => l.rede },
    { titulo: 'Início', valor: (l) => dataBr(l.dataCadastro) },
    { titulo: 'Meses antes', valor: (l) => l.mesesAtendidosAntes, numerica: true },
    { titulo: 'Média mensal', valor: (l) => (l.mediaMensal === null ? '-' : textoDinheiro(l.mediaMensal)), numerica: true },
    { titulo: 'Média mensal pós', valor: (l) => (l.mediaMensalPos === null ? '-' : textoDinheiro(l.mediaMensalPos)), numerica: true },
    { titulo: 'Resultado mensal', valor: (l) => percentual(l.resultadoMensal), numerica: true },
    { titulo: 'Média semanal', valor: (l) => numero(l.mediaSemanal), numerica: true },
    { titulo: 'Média semanal pós', valor: (l) => numero(l.mediaSemanalPos), numerica: true },
    { titulo: 'Resultado semanal', valor: (l) => percentual(l.resultadoSemanal), numerica: true },
    { titulo: 'Total vendido pós', valor: (l) => textoDinheiro(l.totalVendidoPos), numerica: true },
    { titulo: 'Meses pós', valor: (l) => l.mesesAtendidosPos, numerica: true },
    { titulo: 'Observação', valor: (l) => l.observacao ?? '' },
    {
      titulo: 'Ações',
      valor: (l) => (
        <Group gap={4} wrap="nowrap">
          {podeEditar && (
            <Tooltip label="Editar observação">
              <ActionIcon variant="subtle" aria-label={`Editar observação de ${l.rede}`} onClick={() => setEditando(l)}>
                <IconPencil size={16} />
              </ActionIcon>
            </Tooltip>
          )}
          <Tooltip label="Histórico">
            <ActionIcon
              variant="subtle"
              aria-label={`Histórico de observações de ${l.rede}`}
              onClick={() => {
                setVendoHistorico(l);
                void carregarHistorico({ variables: { rede: l.redeId } });
              }}
            >
              <IconHistory size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];

  return (
    <Stack>
      <Title order={1} fz="h2">
        Mensuração
      </Title>
      <GeradoEm tipo="MENSURACAO" />
      <Paper withBorder p="md">
        <Group align="flex-end">
          <SeletorRede value={rede} onChange={setRede} incluirTodas w={280} />
          <SeletorAno value={ano} onChange={setAno} w={140} label="Ano do gráfico" />
        </Group>
      </Paper>
      <Paper withBorder p="md">
        <TabelaRelatorio rotulo="Mensuração" linhas={data?.mensuracao} colunas={colunas} carregando={loading} chave={(l) => String(l.redeId)} />
      </Paper>
      {serie.data && (
        <Suspense fallback={null}>
          <GraficoComprasVendas serie={serie.data.serieComprasVendas} titulo={`Compras x vendas pontuadas por mês (${ano})`} />
        </Suspense>
      )}
      <ModalEdicao
        titulo={`Observação — ${editando?.rede ?? ''}`}
        aberto={Boolean(editando)}
        fechar={() => setEditando(null)}
        tipo="texto"
        inicial={editando?.observacao ?? ''}
        salvar={async (obs) => {
          const r = await observar({ variables: { input: { rede: editando!.redeId, obs } } })
            .then((x) => exigirResultado(x.data?.observarMensuracao))
            .catch((e: unknown) => {
              notificarErroSeNecessario(e);
              return null;
            });
          if (!r) return false;
          notificarSucesso(r.mensagem);
          await refetch();
          return true;
        }}
      />
      <ModalHistorico
        titulo={`Histórico de observações — ${vendoHistorico?.rede ?? ''}`}
        aberto={Boolean(vendoHistorico)}
        fechar={() => setVendoHistorico(null)}
        itens={historico.data?.observacoesMensuracao}
        carregando={historico.loading}
        rotuloValor="Observação"
        valor={(a) => a.parametros.observacao ?? ''}
      />
    </Stack>
  );
}
