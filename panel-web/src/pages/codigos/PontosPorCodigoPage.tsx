import { useApolloClient } from '@apollo/client/react';
import { Paper, Title } from '@mantine/core';
import { formatarCpf, formatarData, formatarPontos } from '@sw/common';
import { TabelaPaginada, useTituloPagina, type ColunaTabela, type PedidoTabela } from '@sw/client';

import { PontuacoesCodigoDocument, type PontuacoesCodigoQuery } from '@sw/client/gql';

type PontuacaoCodigo = PontuacoesCodigoQuery['pontuacoesCodigo'][number];

const CHAVES: Record<string, (p: PontuacaoCodigo) => string | number> = {
  codigo: (p) => p.codigo,
  nome: (p) => p.parceiro.nome.toLowerCase(),
  pontos: (p) => p.pontos,
  dataUtilizacao: (p) => p.dataUtilizacao,
};

/** Pontos por Código (spec 2 codigos/codigo): who registered with which sign-up code; pontuacoesCodigo, searched on the server. */
export default function PontosPorCodigoPage() {
  useTituloPagina('Pontos por Código');
  const cliente = useApolloClient();

  const carregar = async ({ pagina, limite, campo, direcao, busca }: PedidoTabela) => {
    const { data } = await cliente.query({
      query: PontuacoesCodigoDocument,
      variables: { input: { busca: busca.trim() || null } },
      fetchPolicy: 'network-only',
    });
    const rows = data!.pontuacoesCodigo;
    const chave = CHAVES[campo] ?? CHAVES.dataUtilizacao;
    const ordenadas = [...rows].sort((a, b) => (chave(a) < chave(b) ? -1 : chave(a) > chave(b) ? 1 : 0) * (direcao === 'asc' ? 1 : -1));
    return { linhas: ordenadas.slice((pagina - 1) * limite, pagina * limite), total: ordenadas.length };
  };

  const colunas: ColunaTabela<PontuacaoCodigo>[] = [
    { campo: 'codigo', titulo: 'Código', ordenavel: true },
    { campo: 'nome', titulo: 'Vendedor', ordenavel: true, render: (p) => p.parceiro.nome },
    { campo: 'cpf', titulo: 'CPF', render: (p) => formatarCpf(p.parceiro.cpf) },
    { campo: 'pontos', titulo: 'Pontos', ordenavel: true, alinhar: 'right', render: (p) => formatarPontos(p.pontos) },
    { campo: 'dataUtilizacao', titulo: 'Data de utilização', ordenavel: true, render: (p) => formatarData(p.dataUtilizacao) },
  ];

  return (
    <>
      <Title order={1} fz="h2" mb="lg">
        Pontos por Código
      </Title>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="lg">
        <TabelaPaginada<PontuacaoCodigo>
          rotulo="Pontos por Código"
          colunas={colunas}
          carregar={carregar}
          ordenacaoInicial={{ campo: 'dataUtilizacao', direcao: 'desc' }}
          chave={(p) => p.id}
          busca
          placeholderBusca="Buscar por código, nome ou CPF"
        />
      </Paper>
    </>
  );
}
