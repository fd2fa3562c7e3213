import { useApolloClient, useQuery } from '@apollo/client/react';
import { Badge, Button, Code, Container, CopyButton, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DURACAO_TOAST, formatarPontos, formatarTelefone, MENSAGENS_CONTAS as M, PONTOS_INDICACAO } from '@sw/common';
import { entradaDaLista, notificarSucesso, respostaDaPagina, TabelaPaginada, type ColunaTabela, type PedidoTabela } from '@sw/client';
import { MeuCodigoIndicacaoDocument, MinhasIndicacoesDocument, type MinhasIndicacoesQuery, type OrdemIndicacoes } from '@sw/client/gql';
import { useState } from 'react';
import { useTitulo } from '../comum/useTitulo';

type Indicacao = MinhasIndicacoesQuery['indicacoes']['itens'][number];

/**
 * /indicacao (spec 3 §2.17): the member's referral code and link, MEUS INDICADOS (their own code
 * only; CPFs come masked from the server) and the summary of valid referrals and points.
 */
export default function IndicacaoPage() {
  useTitulo('Indique e ganhe');
  const cliente = useApolloClient();
  const { data } = useQuery(MeuCodigoIndicacaoDocument, { fetchPolicy: 'network-only' });
  const [resumo, setResumo] = useState<{ validas: number; pontos: number } | null>(null);
  const codigo = data?.meuCodigoIndicacao.codigo;
  // The link points at this storefront's own address, whichever host serves it.
  const link = codigo ? `${window.location.origin}/cadastrar?quemIndicou=${encodeURIComponent(codigo)}` : '';

  const carregar = async (pedido: PedidoTabela) => {
    const r = await cliente.query({
      query: MinhasIndicacoesDocument,
      variables: { input: { ...entradaDaLista<OrdemIndicacoes>(pedido), codigo: codigo! } },
      fetchPolicy: 'network-only',
      context: { silenciarErros: true },
    });
    setResumo(r.data!.resumoIndicacoes);
    return respostaDaPagina(r.data!.indicacoes);
  };

  const colunas: ColunaTabela<Indicacao>[] = [
    { campo: 'nome', titulo: 'Nome', ordenavel: true },
    { campo: 'cpf', titulo: 'CPF' },
    { campo: 'celular', titulo: 'Celular', render: (i) => (i.celular ? formatarTelefone(i.celular) : '-') },
    {
      campo: 'validado',
      titulo: 'Indicação Válida',
      ordenavel: true,
      render: (i) => (
        <Badge color={i.validado ? 'green' : 'gray'} variant="light">
          {i.validado ? 'Sim' : 'Não'}
        </Badge>
      ),
    },
  ];

  return (
    <Container size="lg" py="md" px={{ base: 'xs', sm: 'md' }}>
      <Stack>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }} ta="center">
          INDIQUE E GANHE
        </Title>
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
          <Stack gap="sm">
            <Text>
              Convide outros vendedores para o Experiências SW. Quando o seu indicado se cadastrar com o seu código e tiver a primeira venda pontuada, a
              indicação fica válida e você ganha pontos.
            </Text>
            <Group gap="xs" wrap="wrap">
              <Text fw={600}>Seu código de indicação:</Text>
              <Code fz="lg" data-testid="codigo-indicacao">
                {codigo ?? '...'}
              </Code>
            </Group>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="link-indicacao">
              {link}
            </Text>
            <CopyButton value={link} timeout={DURACAO_TOAST.linkCopiado}>
              {({ copy }) => (
                <Button
                  disabled={!link}
                  w={{ base: '100%', sm: 'auto' }}
                  onClick={() => {
                    copy();
                    notificarSucesso(M.linkCopiado, DURACAO_TOAST.linkCopiado);
                  }}
                >
                  COPIAR LINK
                </Button>
              )}
            </CopyButton>
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
              {Object.entries(PONTOS_INDICACAO).map(([plataforma, pontos]) => (
                <Text key={plataforma} size="sm">{`${plataforma}: ${formatarPontos(pontos)} pontos`}</Text>
              ))}
            </SimpleGrid>
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p={{ base: 'xs', sm: 'lg' }}>
          <Stack gap="sm">
            <Title order={2} fz="h3">
              MEUS INDICADOS
            </Title>
            {resumo && (
              <Text data-testid="resumo-indicacoes">{`Indicações válidas: ${resumo.validas} · Pontos acumulados: ${formatarPontos(resumo.pontos)}`}</Text>
            )}
            {codigo && (
              <TabelaPaginada<Indicacao>
                rotulo="Meus indicados"
                colunas={colunas}
                carregar={carregar}
                ordenacaoInicial={{ campo: 'nome', direcao: 'asc' }}
                chave={(i) => i.id}
                deps={[codigo]}
              />
            )}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
