import { useState, type ReactNode } from 'react';
import { Button, Container, Group, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { atualizarParceiro, notificarSucesso, useSessao } from '@sw/client';
import { MeusProximosVencimentosDocument, SaldoPontosDocument } from '@sw/client/gql';
import { formatarData, formatarPontos, MENSAGENS } from '@sw/common';
import { useTitulo } from '../comum/useTitulo';
import { ExtratoPontos } from './ExtratoPontos';
import { ModalComprovante } from './ModalComprovante';
import { TabelaAprovadas, TabelaEmAnalise, TabelaNaoProcessadas, TabelaPorCodigo, TabelaSwpro } from './TabelasExtrato';

function Secao({ titulo, children, alturaMinima }: { titulo: string; children: ReactNode; alturaMinima?: number }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }} mih={alturaMinima}>
      <Stack gap="xs">
        <Title order={2} fz="h4">
          {titulo}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * The next-expiries block is as tall as its longest answer (the server sends at most 6 days), so
 * the tables below do not jump when it arrives; 22 px a line of size-sm text.
 */
const LINHAS_RESERVADAS = 6;
const ALTURA_VENCIMENTOS = LINHAS_RESERVADAS * 22 + (LINHAS_RESERVADAS - 1) * 2;
/** The first table keeps room for a page of rows, so the sections under it start below a phone's fold. */
const ALTURA_APROVADOS = 440;

/** The member's next due days with open points (docs/pontuacoes-membro.md). */
function ProximosVencimentos() {
  const { data, loading } = useQuery(MeusProximosVencimentosDocument, { fetchPolicy: 'network-only' });
  const lista = data?.meusProximosVencimentos ?? [];
  if (loading) {
    return (
      <Stack gap={2} mih={ALTURA_VENCIMENTOS} aria-busy="true">
        <VisuallyHidden>Carregando</VisuallyHidden>
        {Array.from({ length: LINHAS_RESERVADAS }, (_, i) => (
          <Skeleton key={i} h={20} w={220} my={1} />
        ))}
      </Stack>
    );
  }
  if (!lista.length)
    return (
      <Text size="sm" c="dimmed" mih={ALTURA_VENCIMENTOS}>
        Você não tem pontos a vencer.
      </Text>
    );
  return (
    <Stack gap={2} mih={ALTURA_VENCIMENTOS} data-testid="proximos-vencimentos">
      {lista.map((v) => (
        <Text size="sm" key={v.venceEm}>{`${formatarPontos(v.pontos)} pontos vencem em ${formatarData(v.venceEm)}`}</Text>
      ))}
    </Stack>
  );
}

/**
 * /pontuacoes (spec 3 §2.10): the balance, the next expiries, the full statement first (every
 * movement, so the balance explains itself) and the five statement tables.
 */
export default function PontuacoesPage() {
  useTitulo('Minhas pontuações');
  const { loja } = useSessao();
  const cliente = useApolloClient();
  const [comprovante, definirComprovante] = useState<string | null>(null);
  const [atualizando, definirAtualizando] = useState(false);

  async function atualizarSaldo() {
    if (!loja) return;
    definirAtualizando(true);
    try {
      // The signed-in member reads their own balance (no parceiroId); null when there is nothing to read.
      const { data } = await cliente.query({ query: SaldoPontosDocument, fetchPolicy: 'network-only' });
      const linha = data?.saldoPontos;
      if (linha) {
        atualizarParceiro({ saldoPontos: linha.saldoPontos });
        notificarSucesso(MENSAGENS.saldoAtual(formatarPontos(linha.saldoPontos)));
      }
    } catch {
      // Spec 3 §8: a failed balance refresh only resets the busy flag (the client showed the error).
    } finally {
      definirAtualizando(false);
    }
  }

  return (
    <Container size="lg" px="xs">
      <Stack gap="md">
        <Title order={1} fz="h2">
          Minhas pontuações
        </Title>
        <Paper withBorder radius="md" p="md">
          <Group justify="space-between" align="flex-start">
            <Stack gap={4}>
              <Text size="sm" c="dimmed">
                Seu saldo
              </Text>
              <Text fz={28} fw={800}>{`${formatarPontos(loja?.parceiro.saldoPontos)} pontos`}</Text>
              <Button size="xs" variant="light" onClick={atualizarSaldo} loading={atualizando}>
                Atualizar saldo
              </Button>
            </Stack>
            <Stack gap={4}>
              <Text size="sm" c="dimmed">
                Próximos vencimentos
              </Text>
              <ProximosVencimentos />
            </Stack>
          </Group>
        </Paper>
        <Secao titulo="Extrato">
          <ExtratoPontos />
        </Secao>
        <Secao titulo="Pontos aprovados" alturaMinima={ALTURA_APROVADOS}>
          <TabelaAprovadas ver={definirComprovante} />
        </Secao>
        <Secao titulo="Linha profissional">
          <TabelaSwpro />
        </Secao>
        <Secao titulo="Pontos em análise">
          <TabelaEmAnalise ver={definirComprovante} />
        </Secao>
        <Secao titulo="Notas não processadas">
          <TabelaNaoProcessadas ver={definirComprovante} />
        </Secao>
        <Secao titulo="Pontos por código de produto">
          <TabelaPorCodigo />
        </Secao>
      </Stack>
      <ModalComprovante link={comprovante} aoFechar={() => definirComprovante(null)} />
    </Container>
  );
}
