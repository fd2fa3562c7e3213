import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Skeleton, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowBackUp, IconDownload, IconHourglassEmpty } from '@tabler/icons-react';
import { formatarCpf, formatarData, formatarPontos, MENSAGENS } from '@sw/common';
import {
  baixarArquivo,
  CampoData,
  confirmar,
  erroJaNotificado,
  exigirResultado,
  notificarErro,
  notificarErroSeNecessario,
  notificarSucesso,
  useSessao,
} from '@sw/client';
import { ExpirarPontosDocument, ReativarPontosDocument, ResumoExpiracaoDocument } from '@sw/client/gql';

/** Expiry and return toasts stay 5 s (spec 2 §9). */
const DURACAO_TOAST_EXPIRACAO = 5000;
const LINHAS_PREVIA = 10;

/** Today in the programme's calendar (the server's "today" for due points and returns). */
export const hojeNoPrograma = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });

function PreviaVencidos({
  linhas,
  total,
}: {
  linhas: { parceiroId: string; cpf: string; nome: string; loja: string; rede: string; pontos: string; vencimento: string; ativo: boolean }[];
  total: number;
}) {
  if (!linhas.length) return null;
  return (
    <>
      <Table.ScrollContainer minWidth={640}>
        <Table striped verticalSpacing="xs" aria-label="Vendedores com pontos vencidos">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Vendedor</Table.Th>
              <Table.Th>CPF</Table.Th>
              <Table.Th>Loja</Table.Th>
              <Table.Th>Rede</Table.Th>
              <Table.Th ta="right">Pontos</Table.Th>
              <Table.Th>Vencimento</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {linhas.map((l) => (
              <Table.Tr key={l.parceiroId}>
                <Table.Td>
                  {l.nome}{' '}
                  {!l.ativo && (
                    <Badge size="xs" color="gray" variant="light">
                      Inativo
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatarCpf(l.cpf)}</Table.Td>
                <Table.Td>{l.loja}</Table.Td>
                <Table.Td>{l.rede}</Table.Td>
                <Table.Td ta="right">{formatarPontos(l.pontos)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatarData(l.vencimento)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {total > linhas.length && (
        <Text size="sm" c="dimmed" mt="xs">
          Mostrando {linhas.length} de {total} vendedores. Baixe o relatório para ver todos.
        </Text>
      )}
    </>
  );
}

/** Due points now, the CSV report, the expiry run and the return of a day's expiries. */
export function PainelExpiracao() {
  const { painel } = useSessao();
  // Expiry acts on the whole programme: a user limited to some networks only reads the report (the server refuses the rest).
  const restrito = Boolean(painel?.usuario.idRedesPermitidas?.length);
  const { data, loading, refetch } = useQuery(ResumoExpiracaoDocument, { variables: { input: { limite: LINHAS_PREVIA } }, fetchPolicy: 'network-only' });
  const [expirar, { loading: expirando }] = useMutation(ExpirarPontosDocument);
  const [reativar, { loading: devolvendo }] = useMutation(ReativarPontosDocument);
  const [ate, definirAte] = useState<string | null>(null);
  const [dia, definirDia] = useState<string | null>(hojeNoPrograma());
  const [baixando, definirBaixando] = useState(false);
  const resumo = data?.relatorioExpiracao;
  const hoje = hojeNoPrograma();

  const baixar = async () => {
    definirBaixando(true);
    try {
      await baixarArquivo(`/api/pontuacoes/expirar/relatorio${ate ? `?ate=${ate}` : ''}`);
    } catch (erro) {
      if (!erroJaNotificado(erro)) notificarErro(MENSAGENS.erroBaixarCsv);
    } finally {
      definirBaixando(false);
    }
  };

  const pedirExpiracao = async () => {
    if (!resumo) return;
    const sim = await confirmar({
      titulo: 'Expirar pontos',
      mensagem: `Expirar ${formatarPontos(resumo.pontos)} pontos vencidos de ${resumo.parceiros} vendedor(es)? Os pontos saem do saldo de cada vendedor; se necessário, podem ser devolvidos depois em "Devolver pontos expirados".`,
      rotuloConfirmar: 'Expirar',
      perigo: true,
    });
    if (!sim) return;
    try {
      const { data: r } = await expirar();
      if (r) notificarSucesso(exigirResultado(r.expirarPontos).mensagem, DURACAO_TOAST_EXPIRACAO);
    } catch (erro) {
      // A transport or server error was already shown by the client; a refused input was not.
      notificarErroSeNecessario(erro);
    }
    await refetch();
  };

  const pedirDevolucao = async () => {
    if (!dia) return;
    const sim = await confirmar({
      titulo: 'Devolver pontos',
      mensagem: `Devolver aos vendedores os pontos expirados em ${formatarData(dia)}? Cada expiração é devolvida uma única vez, com mais 30 dias para uso.`,
      rotuloConfirmar: 'Devolver',
    });
    if (!sim) return;
    try {
      const { data: r } = await reativar({ variables: { input: { dia } } });
      const resultado = r ? exigirResultado(r.reativarPontos) : null;
      if (resultado?.success) notificarSucesso(resultado.message, DURACAO_TOAST_EXPIRACAO);
      else notificarErro(resultado?.message || MENSAGENS.erroDevolverPontos);
    } catch (erro) {
      if (!erroJaNotificado(erro)) notificarErro(erro instanceof Error && erro.message ? erro.message : MENSAGENS.erroDevolverPontos);
    }
    await refetch();
  };

  return (
    <>
      {restrito && (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />} mb="lg">
          {MENSAGENS.expiracaoRestritaRede}
        </Alert>
      )}
      <Paper withBorder p="lg" radius="lg" mb="lg">
        <Group justify="space-between" align="flex-start" mb="md">
          <div>
            <Title order={2} fz="h4">
              Pontos vencidos
            </Title>
            {loading && !resumo ? (
              <Skeleton h={20} w={260} mt={6} />
            ) : (
              <Text c="dimmed" aria-live="polite" data-testid="resumo-vencidos">
                {resumo?.parceiros
                  ? `${formatarPontos(resumo.pontos)} pontos vencidos de ${resumo.parceiros} vendedor(es) aguardando expiração.`
                  : MENSAGENS.nenhumPontoVencido}
              </Text>
            )}
          </div>
          <Button
            color="red"
            leftSection={<IconHourglassEmpty size={16} aria-hidden />}
            onClick={() => void pedirExpiracao()}
            loading={expirando}
            disabled={restrito || !resumo?.parceiros}
          >
            Expirar pontos
          </Button>
        </Group>
        <PreviaVencidos linhas={resumo?.linhas ?? []} total={resumo?.parceiros ?? 0} />
      </Paper>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper withBorder p="lg" radius="lg">
          <Title order={2} fz="h4" mb={4}>
            Relatório de pontos a expirar
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            CSV (separado por ;) com os vendedores de pontos vencidos, ou que vencem até a data escolhida.
          </Text>
          <Group align="flex-end">
            <CampoData formato="iso" label="Vencendo até" placeholder="Hoje" value={ate ?? ''} onChange={(v) => definirAte(v || null)} minData={hoje} w={200} />
            <Button leftSection={<IconDownload size={16} aria-hidden />} onClick={() => void baixar()} loading={baixando}>
              Baixar relatório
            </Button>
          </Group>
        </Paper>

        <Paper withBorder p="lg" radius="lg">
          <Title order={2} fz="h4" mb={4}>
            Devolver pontos expirados
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            Devolve os pontos que expiraram na data escolhida (por exemplo, uma expiração feita por engano).
          </Text>
          <Group align="flex-end">
            <CampoData formato="iso" label="Data da expiração" value={dia ?? ''} onChange={(v) => definirDia(v || null)} maxData={hoje} w={200} />
            <Button
              variant="light"
              leftSection={<IconArrowBackUp size={16} aria-hidden />}
              onClick={() => void pedirDevolucao()}
              loading={devolvendo}
              disabled={restrito || !dia}
            >
              Devolver pontos
            </Button>
          </Group>
        </Paper>
      </SimpleGrid>
    </>
  );
}
