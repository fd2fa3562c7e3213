import { useState } from 'react';
import { useLazyQuery } from '@apollo/client/react';
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { formatarMoeda, MENSAGENS_RELATORIOS } from '@sw/common';
import { notificarErro, SeletorRede, useTituloPagina, numeroDinheiro, textoDinheiro } from '@sw/client';
import { TaxaSucessoDocument, type TaxaSucessoQuery } from '@sw/client/gql';
import { numero, percentual, redeParaVariavel, SeletorAno, SeletorMes, TabelaRelatorio, type ColunaRelatorio, GeradoEm } from './comum';

type Linha = TaxaSucessoQuery['taxaSucesso'][number];
const soma = (linhas: Linha[], f: (l: Linha) => number | null | undefined) => linhas.reduce((t, l) => t + (f(l) ?? 0), 0);

/** Taxa de Sucesso (/taxa-sucesso): a month's sell-in against the monthly average before the start, with totals. */
export default function TaxaSucessoPage() {
  useTituloPagina('Taxa de Sucesso');
  const [rede, setRede] = useState('');
  const [ano, setAno] = useState<string | null>(null);
  const [mes, setMes] = useState<string | null>(null);
  const [buscar, { data, loading }] = useLazyQuery(TaxaSucessoDocument, { fetchPolicy: 'network-only' });
  const linhas = data?.taxaSucesso;
  const t = linhas ?? [];
  const media = soma(t, (l) => l.mediaMensal);
  const aumento = soma(t, (l) => l.aumentoVendas);
  const colunas: ColunaRelatorio<Linha>[] = [
    { titulo: 'Rede', valor: (l) => l.rede, rodape: 'Total' },
    { titulo: 'Código', valor: (l) => l.codProduto },
    { titulo: 'Produto', valor: (l) => l.produto },
    { titulo: 'Valor unitário', valor: (l) => textoDinheiro(l.valorUnitarioProduto), numerica: true },
    { titulo: 'Mês', valor: (l) => `${l.mes}/${l.ano}` },
    { titulo: 'Qtd. antes', valor: (l) => numero(l.qtdVendidaAntes), numerica: true, rodape: numero(soma(t, (l) => l.qtdVendidaAntes)) },
    { titulo: 'Meses antes', valor: (l) => l.mesesAtendidoAntes, numerica: true },
    { titulo: 'Média mensal', valor: (l) => numero(l.mediaMensal), numerica: true, rodape: numero(media) },
    { titulo: 'Qtd. no mês', valor: (l) => numero(l.qtdVendida), numerica: true, rodape: numero(soma(t, (l) => l.qtdVendida)) },
    { titulo: 'Aumento', valor: (l) => numero(l.aumentoVendas), numerica: true, rodape: numero(aumento) },
    {
      titulo: 'Aumento (R$)',
      valor: (l) => (l.aumentoVendasDinheiro === null ? '-' : textoDinheiro(l.aumentoVendasDinheiro)),
      numerica: true,
      rodape: formatarMoeda(soma(t, (l) => numeroDinheiro(l.aumentoVendasDinheiro))),
    },
    {
      titulo: 'Taxa de sucesso',
      valor: (l) => percentual(l.taxaSucesso),
      numerica: true,
      rodape: media ? percentual(Math.round((aumento / media) * 10000) / 100) : '-',
    },
  ];
  const pesquisar = () => {
    if (!ano || !mes) {
      notificarErro(MENSAGENS_RELATORIOS.selecionePeriodo);
      return;
    }
    void buscar({ variables: { rede: redeParaVariavel(rede), ano: Number(ano), mes: Number(mes) } });
  };
  return (
    <Stack>
      <Title order={1} fz="h2">
        Taxa de Sucesso
      </Title>
      <GeradoEm tipo="TAXA_SUCESSO" />
      <Paper withBorder p="md">
        <Group align="flex-end">
          <SeletorRede value={rede} onChange={setRede} incluirTodas w={260} />
          <SeletorAno
            value={ano}
            onChange={(v) => {
              setAno(v);
              setMes(null);
            }}
            w={130}
          />
          <SeletorMes ano={ano} value={mes} onChange={setMes} w={170} />
          <Button leftSection={<IconSearch size={16} />} onClick={pesquisar}>
            Buscar
          </Button>
        </Group>
      </Paper>
      <Paper withBorder p="md">
        <TabelaRelatorio rotulo="Taxa de sucesso" linhas={linhas} colunas={colunas} carregando={loading} chave={(l) => `${l.redeId}-${l.codProduto}`} rodape />
      </Paper>
    </Stack>
  );
}
