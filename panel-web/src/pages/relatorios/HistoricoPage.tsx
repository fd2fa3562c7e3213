import { lazy, Suspense, useState } from 'react';
import { useLazyQuery, useQuery } from '@apollo/client/react';
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconFileTypeCsv, IconSearch } from '@tabler/icons-react';
import { MENSAGENS_RELATORIOS, NOMES_MESES, ROTULOS_MESES } from '@sw/common';
import { notificarErro, SeletorRede, useTituloPagina, textoDinheiro } from '@sw/client';
import { HistoricoDocument, HistoricoPrimeiraDataDocument, SerieComprasVendasDocument, type HistoricoQuery } from '@sw/client/gql';
import { baixarCsv, redeParaVariavel, SeletorAno, TabelaRelatorio, type ColunaRelatorio, GeradoEm } from './comum';

const GraficoComprasVendas = lazy(() => import('./graficos'));
type Linha = HistoricoQuery['historico'][number];

/** Histórico (/historico): each network's purchases (sell-in, R$) per month of a year; CSV and chart. */
export default function HistoricoPage() {
  useTituloPagina('Histórico');
  const [rede, setRede] = useState('');
  const [ano, setAno] = useState<string | null>(null);
  const primeira = useQuery(HistoricoPrimeiraDataDocument);
  const inicio = primeira.data?.historicoPrimeiraData ? Number(primeira.data.historicoPrimeiraData.slice(0, 4)) : undefined;
  const [buscar, { data, loading, variables }] = useLazyQuery(HistoricoDocument, { fetchPolicy: 'network-only' });
  const [buscarSerie, serie] = useLazyQuery(SerieComprasVendasDocument, { fetchPolicy: 'network-only' });
  const colunas: ColunaRelatorio<Linha>[] = [
    { titulo: 'Rede', valor: (l) => l.rede },
    ...NOMES_MESES.map((m, i) => ({ titulo: ROTULOS_MESES[i], valor: (l: Linha) => textoDinheiro(l[m]), numerica: true })),
    { titulo: 'Total', valor: (l) => textoDinheiro(l.total), numerica: true },
  ];
  const pesquisar = () => {
    if (!ano) {
      notificarErro(MENSAGENS_RELATORIOS.selecionePeriodo);
      return;
    }
    const v = { rede: redeParaVariavel(rede), ano: Number(ano) };
    void buscar({ variables: v });
    void buscarSerie({ variables: v });
  };
  const csv = () => {
    if (!variables?.ano) {
      notificarErro(MENSAGENS_RELATORIOS.selecionePeriodo);
      return;
    }
    void baixarCsv(`/historico/csv?ano=${variables.ano}${variables.rede ? `&rede=${variables.rede}` : ''}`);
  };
  return (
    <Stack>
      <Title order={1} fz="h2">
        Histórico
      </Title>
      <GeradoEm tipo="RELATORIO" />
      <Paper withBorder p="md">
        <Group align="flex-end">
          <SeletorRede value={rede} onChange={setRede} incluirTodas w={280} />
          <SeletorAno inicio={inicio} value={ano} onChange={setAno} w={140} />
          <Button leftSection={<IconSearch size={16} />} onClick={pesquisar}>
            Buscar
          </Button>
          <Button variant="light" leftSection={<IconFileTypeCsv size={16} />} onClick={csv}>
            Baixar CSV
          </Button>
        </Group>
      </Paper>
      <Paper withBorder p="md">
        <TabelaRelatorio rotulo="Histórico" linhas={data?.historico} colunas={colunas} carregando={loading} chave={(l) => String(l.redeId)} />
      </Paper>
      {serie.data && (
        <Suspense fallback={null}>
          <GraficoComprasVendas serie={serie.data.serieComprasVendas} titulo={`Compras x vendas pontuadas por mês (${variables?.ano ?? ''})`} />
        </Suspense>
      )}
    </Stack>
  );
}
