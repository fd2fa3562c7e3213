import { useCallback } from 'react';
import { Button, Text } from '@mantine/core';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { respostaDaPagina, TabelaPaginada, type ColunaTabela, type PedidoTabela, somarPontos } from '@sw/client';
import {
  MeusPontosPorCodigoDocument,
  MinhasPontuacoesAprovadasDocument,
  MinhasPontuacoesEmAnaliseDocument,
  MinhasPontuacoesNaoProcessadasDocument,
  MinhasPontuacoesPlataformaDocument,
  type MinhasPontuacoesAprovadasQuery,
  type PontuacaoDoMembroCamposFragment,
} from '@sw/client/gql';
import { formatarData, formatarPontos } from '@sw/common';
import { TabelaSimples } from './TabelaSimples';

type Aprovada = MinhasPontuacoesAprovadasQuery['minhasPontuacoesAprovadas']['itens'][number];
type Claim = PontuacaoDoMembroCamposFragment;
type VerComprovante = (link: string) => void;

const botaoComprovante = (link: string | null | undefined, ver: VerComprovante) =>
  link ? (
    <Button size="compact-xs" variant="light" onClick={() => ver(link)}>
      Ver
    </Button>
  ) : (
    <Text size="sm" c="dimmed">
      -
    </Text>
  );

const pontosDoClaim = (c: Claim) => somarPontos(c.itens.map((i) => i.pontos));

/** Approved points: the member's non-cancelled sales, server-paged. */
export function TabelaAprovadas({ ver }: { ver: VerComprovante }) {
  const cliente = useApolloClient();
  const carregar = useCallback(
    async (p: PedidoTabela) => {
      const { data } = await cliente.query({
        query: MinhasPontuacoesAprovadasDocument,
        variables: { input: { pagina: p.pagina, porPagina: p.limite } },
        fetchPolicy: 'network-only',
      });
      return respostaDaPagina(data!.minhasPontuacoesAprovadas);
    },
    [cliente],
  );
  const colunas: ColunaTabela<Aprovada>[] = [
    { campo: 'pontuadoEm', titulo: 'Pontuado em', render: (v) => formatarData(v.pontuadoEm) },
    { campo: 'identificador', titulo: 'Nota', render: (v) => v.identificador ?? '-' },
    { campo: 'totalPontos', titulo: 'Pontos', alinhar: 'right', render: (v) => formatarPontos(v.totalPontos) },
    { campo: 'validadePontos', titulo: 'Validade', render: (v) => v.validadePontos ?? '-' },
    { campo: 'linkArquivo', titulo: 'Comprovante', render: (v) => botaoComprovante(v.linkArquivo, ver) },
  ];
  return (
    <TabelaPaginada<Aprovada>
      rotulo="Pontos aprovados"
      colunas={colunas}
      carregar={carregar}
      chave={(v) => v.id}
      ordenacaoInicial={{ campo: 'pontuadoEm', direcao: 'desc' }}
      permitirTodos={false}
    />
  );
}

/** The professional line (points from partner platforms). */
export function TabelaSwpro() {
  // Not available (yet) for this member: the table just has nothing to show, without a toast.
  const { data, loading } = useQuery(MinhasPontuacoesPlataformaDocument, { fetchPolicy: 'network-only', context: { silenciarErros: true } });
  return (
    <TabelaSimples
      rotulo="Linha profissional"
      linhas={data?.minhasPontuacoesPlataforma ?? (loading ? undefined : [])}
      carregando={loading}
      chave={(l) => l.id}
      colunas={[
        { titulo: 'Plataforma', render: (l) => l.plataforma || 'SW PRO Cursos' },
        { titulo: 'Pontos', direita: true, render: (l) => formatarPontos(l.totalPontos) },
        { titulo: 'Data de envio', render: (l) => formatarData(l.dataEnvio) },
      ]}
    />
  );
}

/** Claims under review (GET /api/pontuacoes?analise=true), newest first. */
export function TabelaEmAnalise({ ver }: { ver: VerComprovante }) {
  const cliente = useApolloClient();
  const carregar = useCallback(
    async (p: PedidoTabela) => {
      const { data } = await cliente.query({
        query: MinhasPontuacoesEmAnaliseDocument,
        variables: { input: { pagina: p.pagina, porPagina: p.limite } },
        fetchPolicy: 'network-only',
      });
      return respostaDaPagina(data!.minhasPontuacoesEmAnalise);
    },
    [cliente],
  );
  const colunas: ColunaTabela<Claim>[] = [
    { campo: 'dataEnvio', titulo: 'Enviado em', render: (c) => formatarData(c.dataEnvio) },
    {
      campo: 'itens',
      titulo: 'Envio',
      render: (c) => (c.origem === 'FOTO' ? 'Foto da nota' : c.itens.map((i) => i.codigo).join(', ')),
    },
    { campo: 'pontos', titulo: 'Pontos', alinhar: 'right', render: (c) => (c.origem === 'FOTO' ? '-' : formatarPontos(pontosDoClaim(c))) },
    { campo: 'status', titulo: 'Status', render: () => 'Em análise' },
    { campo: 'linkArquivo', titulo: 'Comprovante', render: (c) => botaoComprovante(c.linkArquivo, ver) },
  ];
  return (
    <TabelaPaginada<Claim>
      rotulo="Pontos em análise"
      colunas={colunas}
      carregar={carregar}
      chave={(c) => c.id}
      ordenacaoInicial={{ campo: 'criadoEm', direcao: 'desc' }}
      permitirTodos={false}
    />
  );
}

/** Receipts that were not processed, with the reason. */
export function TabelaNaoProcessadas({ ver }: { ver: VerComprovante }) {
  const { data, loading } = useQuery(MinhasPontuacoesNaoProcessadasDocument, { fetchPolicy: 'network-only' });
  return (
    <TabelaSimples<Claim>
      rotulo="Notas não processadas"
      linhas={data?.minhasPontuacoesNaoProcessadas}
      carregando={loading}
      chave={(c) => c.id}
      colunas={[
        { titulo: 'Enviado em', render: (c) => formatarData(c.criadoEm) },
        { titulo: 'Motivo', render: (c) => c.reprovadoMotivo ?? 'Encerrada sem pontuação' },
        { titulo: 'Atualizado em', render: (c) => formatarData(c.atualizadoEm) },
        { titulo: 'Comprovante', render: (c) => botaoComprovante(c.linkArquivo, ver) },
      ]}
    />
  );
}

/** Points per product code, best first. */
export function TabelaPorCodigo() {
  const { data, loading } = useQuery(MeusPontosPorCodigoDocument, { fetchPolicy: 'network-only' });
  return (
    <TabelaSimples
      rotulo="Pontos por código"
      linhas={data?.meusPontosPorCodigo}
      carregando={loading}
      chave={(l) => l.codigo}
      colunas={[
        { titulo: 'Código', render: (l) => l.codigo },
        { titulo: 'Produto', render: (l) => l.descricao },
        { titulo: 'Quantidade', direita: true, render: (l) => formatarPontos(l.quantidade) },
        { titulo: 'Pontos', direita: true, render: (l) => formatarPontos(l.pontos) },
      ]}
    />
  );
}
