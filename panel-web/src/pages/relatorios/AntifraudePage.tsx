import { lazy, Suspense, useEffect, useState } from 'react';
import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import { ActionIcon, Group, Paper, Select, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconHistory, IconLockOpen, IconMessage, IconNotes } from '@tabler/icons-react';
import { formatarNumero } from '@sw/common';
import { atualizarRedesAntifraude, exigirResultado, notificarErroSeNecessario, notificarSucesso, useSessao, useTituloPagina } from '@sw/client';
import {
  AntifraudeDocument,
  LiberacoesAntifraudeDocument,
  LiberarAntifraudeDocument,
  ObservacoesAntifraudeDocument,
  ObservarAntifraudeDocument,
  RedesDoSeletorDocument,
  RedesEmAlertaDocument,
  type AntifraudeQuery,
} from '@sw/client/gql';
import { ModalHistorico, numero, redeParaVariavel, TabelaRelatorio, type ColunaRelatorio, GeradoEm } from './comum';
import { ModalEdicao } from './ModalTexto';

const GraficoLacuna = lazy(() => import('./graficos').then((m) => ({ default: m.GraficoLacunaAntifraude })));
type Linha = AntifraudeQuery['antifraude'][number];
type Acao = { linha: Linha; tipo: 'observacao' | 'liberacao' | 'historicoObs' | 'historicoLib' } | null;

/**
 * Antifraude (/antifraude): per network and product, units bought, scored and released; a negative
 * qtdAf puts the network in alert (red in the filter, the menu badge). Releases and observations
 * keep their history; a release updates the alert list of this session at once.
 */
export default function AntifraudePage() {
  useTituloPagina('Antifraude');
  const sessao = useSessao();
  const emAlerta = new Set((sessao.painel?.redesAntifraude ?? []).map((r) => r.id));
  const [rede, setRede] = useState('');
  const redes = useQuery(RedesDoSeletorDocument);
  const { data, loading, refetch } = useQuery(AntifraudeDocument, { variables: { rede: redeParaVariavel(rede) }, fetchPolicy: 'cache-and-network' });
  const [observar] = useMutation(ObservarAntifraudeDocument);
  const [liberar] = useMutation(LiberarAntifraudeDocument);
  const [carregarObs, obs] = useLazyQuery(ObservacoesAntifraudeDocument, { fetchPolicy: 'network-only' });
  const [carregarLib, lib] = useLazyQuery(LiberacoesAntifraudeDocument, { fetchPolicy: 'network-only' });
  const [acao, setAcao] = useState<Acao>(null);
  // The alert list of the session was read at login; a generation since then may have changed it.
  const alertas = useQuery(RedesEmAlertaDocument, { fetchPolicy: 'network-only' });
  useEffect(() => {
    if (alertas.data) atualizarRedesAntifraude(alertas.data.redesAntifraude);
  }, [alertas.data]);
  const chaveDe = (l: Linha) => ({ rede: l.redeId, codProduto: l.codProduto });

  const opcoes = [{ value: '', label: 'Todas' }, ...(redes.data?.redes.itens ?? []).map((r) => ({ value: String(r.id), label: r.nome }))];
  const colunas: ColunaRelatorio<Linha>[] = [
    { titulo: 'Rede', valor: (l) => l.rede },
    { titulo: 'Código', valor: (l) => l.codProduto },
    { titulo: 'Produto', valor: (l) => l.produto },
    { titulo: 'Qtd. comprada', valor: (l) => numero(l.qtdVendida), numerica: true },
    { titulo: 'Qtd. pontuada', valor: (l) => numero(l.qtdPontuada), numerica: true },
    { titulo: 'Liberado', valor: (l) => numero(l.liberado), numerica: true },
    {
      titulo: 'Qtd. AF',
      valor: (l) => (
        <Text span fw={l.qtdAf < 0 ? 700 : undefined} c={l.qtdAf < 0 ? 'red' : undefined}>
          {numero(l.qtdAf)}
        </Text>
      ),
      numerica: true,
    },
    { titulo: 'Pontos unitário', valor: (l) => numero(l.pontosUnitario), numerica: true },
    { titulo: 'Saldo pontos', valor: (l) => numero(l.saldoPontos), numerica: true },
    { titulo: 'Observação', valor: (l) => l.observacao ?? '' },
    {
      titulo: 'Ações',
      valor: (l) => (
        <Group gap={2} wrap="nowrap">
          <Tooltip label="Editar observação">
            <ActionIcon
              variant="subtle"
              aria-label={`Editar observação de ${l.codProduto} em ${l.rede}`}
              onClick={() => setAcao({ linha: l, tipo: 'observacao' })}
            >
              <IconMessage size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Histórico de observações">
            <ActionIcon
              variant="subtle"
              aria-label={`Histórico de observações de ${l.codProduto} em ${l.rede}`}
              onClick={() => {
                setAcao({ linha: l, tipo: 'historicoObs' });
                void carregarObs({ variables: chaveDe(l) });
              }}
            >
              <IconNotes size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Editar liberação">
            <ActionIcon
              variant="subtle"
              color="teal"
              aria-label={`Liberar unidades de ${l.codProduto} em ${l.rede}`}
              onClick={() => setAcao({ linha: l, tipo: 'liberacao' })}
            >
              <IconLockOpen size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Histórico de liberações">
            <ActionIcon
              variant="subtle"
              aria-label={`Histórico de liberações de ${l.codProduto} em ${l.rede}`}
              onClick={() => {
                setAcao({ linha: l, tipo: 'historicoLib' });
                void carregarLib({ variables: chaveDe(l) });
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
        Antifraude
      </Title>
      <GeradoEm tipo="ANTIFRAUDE" />
      <Paper withBorder p="md">
        <Group align="flex-end">
          <Select
            label="Rede"
            w={300}
            searchable
            data={opcoes}
            value={rede}
            onChange={(v) => setRede(v ?? '')}
            allowDeselect={false}
            styles={{ input: { color: emAlerta.has(rede) ? 'var(--mantine-color-red-7)' : undefined } }}
            renderOption={({ option }) => (
              <Group gap={6} c={emAlerta.has(option.value) ? 'red' : undefined} fw={emAlerta.has(option.value) ? 600 : undefined}>
                {emAlerta.has(option.value) && <IconAlertTriangle size={14} aria-label="em alerta" />}
                {option.label}
              </Group>
            )}
          />
          {emAlerta.size > 0 && (
            <Text size="sm" c="red">
              {emAlerta.size} rede(s) em alerta: mais unidades pontuadas do que compradas e liberadas.
            </Text>
          )}
        </Group>
      </Paper>
      <Paper withBorder p="md">
        <TabelaRelatorio
          rotulo="Antifraude"
          linhas={data?.antifraude}
          colunas={colunas}
          carregando={loading}
          chave={(l) => `${l.redeId}-${l.produtoId}`}
          corDaLinha={(l) => (l.qtdAf < 0 ? 'red.8' : undefined)}
        />
      </Paper>
      {data?.antifraude && data.antifraude.length > 0 && (
        <Suspense fallback={null}>
          <GraficoLacuna linhas={data.antifraude} />
        </Suspense>
      )}
      <ModalEdicao
        titulo={`Observação — ${acao?.linha.codProduto ?? ''}`}
        aberto={acao?.tipo === 'observacao'}
        fechar={() => setAcao(null)}
        tipo="texto"
        inicial={acao?.linha.observacao ?? ''}
        salvar={async (observacao) => {
          const r = await observar({ variables: { input: { ...chaveDe(acao!.linha), observacao } } })
            .then((x) => exigirResultado(x.data?.observarAntifraude))
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
      <ModalEdicao
        titulo={`Liberação — ${acao?.linha.codProduto ?? ''} (saldo atual ${formatarNumero(acao?.linha.qtdAf ?? 0)})`}
        aberto={acao?.tipo === 'liberacao'}
        fechar={() => setAcao(null)}
        tipo="quantidade"
        salvar={async (quantidade) => {
          const r = await liberar({ variables: { input: { ...chaveDe(acao!.linha), quantidade } } })
            .then((x) => exigirResultado(x.data?.liberarAntifraude))
            .catch((e: unknown) => {
              notificarErroSeNecessario(e);
              return null;
            });
          if (!r) return false;
          notificarSucesso(r.mensagem);
          atualizarRedesAntifraude(r.redesAntifraude);
          await refetch();
          return true;
        }}
      />
      <ModalHistorico
        titulo="Histórico de observações"
        aberto={acao?.tipo === 'historicoObs'}
        fechar={() => setAcao(null)}
        itens={obs.data?.observacoesAntifraude}
        carregando={obs.loading}
        rotuloValor="Observação"
        valor={(a) => a.parametros.observacao ?? ''}
      />
      <ModalHistorico
        titulo="Histórico de liberações"
        aberto={acao?.tipo === 'historicoLib'}
        fechar={() => setAcao(null)}
        itens={lib.data?.liberacoesAntifraude}
        carregando={lib.loading}
        rotuloValor="Quantidade"
        valor={(a) => numero(a.parametros.quantidade)}
      />
    </Stack>
  );
}
