import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { Paper, Text, Title } from '@mantine/core';
import { formatarMoeda, formatarNumero, ROTULOS_MESES } from '@sw/common';
import { numeroDinheiro } from '@sw/client';

/**
 * Charts of the report screens (Mantine charts over recharts). This module is loaded lazily by
 * the screens that show it, so the charting code stays out of every other chunk.
 */

/** Money comes as the API's decimal text; the chart needs numbers. */
export type PontoSerie = { mes: string; compras: string; vendas: string };

/** Monthly sell-in (purchases) against sell-out (scored sales), in R$. */
export default function GraficoComprasVendas({ serie, titulo }: { serie: PontoSerie[]; titulo: string }) {
  const dados = serie.map((p) => ({ mes: ROTULOS_MESES[Number(p.mes) - 1].slice(0, 3), Compras: numeroDinheiro(p.compras), Vendas: numeroDinheiro(p.vendas) }));
  return (
    <Paper withBorder p="md" aria-label={titulo}>
      <Title order={2} fz="h5" mb="sm">
        {titulo}
      </Title>
      <LineChart
        h={260}
        data={dados}
        dataKey="mes"
        withLegend
        valueFormatter={(v) => formatarMoeda(v)}
        series={[
          { name: 'Compras', label: 'Compras (sell-in)', color: 'blue.6' },
          { name: 'Vendas', label: 'Vendas pontuadas (sell-out)', color: 'teal.6' },
        ]}
      />
    </Paper>
  );
}

/** Anti-fraud gap per product (qtdAf): below zero means more units scored than bought and released. */
export function GraficoLacunaAntifraude({ linhas }: { linhas: { codProduto: string; rede: string; qtdAf: number }[] }) {
  const dados = linhas.slice(0, 40).map((l) => ({ produto: `${l.codProduto} (${l.rede})`, qtdAf: l.qtdAf }));
  if (!dados.length) return null;
  return (
    <Paper withBorder p="md" aria-label="Saldo antifraude por produto">
      <Title order={2} fz="h5" mb={4}>
        Saldo antifraude por produto
      </Title>
      <Text size="xs" c="dimmed" mb="sm">
        Liberado + comprado − pontuado. Barras vermelhas: mais unidades pontuadas do que compradas e liberadas.
      </Text>
      <BarChart
        h={Math.max(200, dados.length * 26)}
        data={dados}
        dataKey="produto"
        orientation="vertical"
        yAxisProps={{ width: 180 }}
        valueFormatter={(v) => formatarNumero(v)}
        getBarColor={(v) => (v < 0 ? 'red.6' : 'teal.6')}
        series={[{ name: 'qtdAf', label: 'Saldo (qtdAf)' }]}
      />
    </Paper>
  );
}
