import { useEffect, useRef, useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { formatarDataHora, MENSAGENS_RELATORIOS, podeExecutar, TAREFAS_RELATORIO, type TipoTarefaRelatorio } from '@sw/common';
import { atualizarRedesAntifraude, exigirResultado, notificarErro, notificarErroSeNecessario, notificarSucesso, useSessao, useTituloPagina } from '@sw/client';
import {
  GerarRelatorioDocument,
  RedesEmAlertaDocument,
  TarefaRelatorioDocument,
  TarefasRelatoriosDocument,
  type StatusTarefa,
  type TarefaRelatorioCamposFragment,
  type TipoRelatorio,
} from '@sw/client/gql';
import { SeletorAno, SeletorMes } from './comum';

/**
 * Atualizar relatórios (/processar/relatorios): five buttons, each enqueues a report job on the
 * gateway (gerarRelatorio answers at once); the screen follows each job until it ends.
 */

const TIPOS = Object.keys(TAREFAS_RELATORIO) as TipoTarefaRelatorio[];
/** The GraphQL name of each report kind (the enum's values are the contract's names). */
const TIPO_GRAPHQL: Record<TipoTarefaRelatorio, TipoRelatorio> = {
  relatorio: 'RELATORIO',
  'compras-pontuacao': 'COMPRAS_PONTUACAO',
  'taxa-sucesso': 'TAXA_SUCESSO',
  antifraude: 'ANTIFRAUDE',
  mensuracao: 'MENSURACAO',
};
const ROTULO_STATUS: Record<StatusTarefa, { texto: string; cor: string }> = {
  PENDENTE: { texto: 'Na fila', cor: 'gray' },
  EXECUTANDO: { texto: 'Em andamento', cor: 'blue' },
  CONCLUIDA: { texto: 'Concluída', cor: 'teal' },
  FALHOU: { texto: 'Falhou', cor: 'red' },
};
const INTERVALO_MS = 1000;

export default function AtualizarRelatoriosPage() {
  useTituloPagina('Atualizar Relatórios');
  const hoje = new Date();
  const [ano, setAno] = useState<string | null>(String(hoje.getFullYear()));
  const [mes, setMes] = useState<string | null>(String(hoje.getMonth() + 1).padStart(2, '0'));
  const [tarefas, setTarefas] = useState<Partial<Record<TipoRelatorio, TarefaRelatorioCamposFragment>>>({});
  const [pedirGeracao] = useMutation(GerarRelatorioDocument);
  const cliente = useApolloClient();
  const permissao = useSessao().painel?.usuario.permissao;
  const { data } = useQuery(TarefasRelatoriosDocument, { fetchPolicy: 'network-only' });
  const tarefasRef = useRef(tarefas);
  tarefasRef.current = tarefas;

  useEffect(() => {
    if (data) setTarefas((t) => ({ ...Object.fromEntries(data.tarefasRelatorios.map((x) => [x.tipo, x])), ...t }));
  }, [data]);

  // Follows every job still waiting or running.
  useEffect(() => {
    const ativas = Object.values(tarefas).filter((t) => t && (t.status === 'PENDENTE' || t.status === 'EXECUTANDO'));
    if (!ativas.length) return;
    const temporizador = setTimeout(async () => {
      for (const t of ativas) {
        try {
          const r = await cliente.query({ query: TarefaRelatorioDocument, variables: { id: t!.id }, fetchPolicy: 'network-only' });
          const nova = r.data?.tarefaRelatorio;
          if (!nova) continue;
          if (nova.status === 'CONCLUIDA' && t!.status !== 'CONCLUIDA') {
            notificarSucesso(`${nova.nome}: atualização concluída`);
            // A new anti-fraud report may change the networks in alert: refresh the menu badge.
            if (nova.tipo === 'ANTIFRAUDE' && podeExecutar('antifraude.ver', permissao)) {
              const alertas = await cliente.query({ query: RedesEmAlertaDocument, fetchPolicy: 'network-only' }).catch(() => null);
              if (alertas?.data) atualizarRedesAntifraude(alertas.data.redesAntifraude);
            }
          }
          if (nova.status === 'FALHOU' && t!.status !== 'FALHOU') notificarErro(`${nova.nome}: ${nova.erro ?? 'a atualização falhou'}`);
          setTarefas((atual) => ({ ...atual, [nova.tipo]: nova }));
        } catch {
          /* the client already showed the error; the next round tries again */
        }
      }
    }, INTERVALO_MS);
    return () => clearTimeout(temporizador);
  }, [tarefas, cliente, permissao]);

  const gerar = async (tipo: TipoTarefaRelatorio) => {
    const periodo = TAREFAS_RELATORIO[tipo].periodo;
    if (periodo && (!ano || !mes)) {
      notificarErro(MENSAGENS_RELATORIOS.selecionePeriodo);
      return;
    }
    const input = { tipo: TIPO_GRAPHQL[tipo], ...(periodo ? { ano: Number(ano), mes: Number(mes) } : {}) };
    const r = await pedirGeracao({ variables: { input } })
      .then((x) => exigirResultado(x.data?.gerarRelatorio))
      .catch((e: unknown) => {
        notificarErroSeNecessario(e);
        return null;
      });
    if (!r) return;
    notificarSucesso(r.mensagem);
    setTarefas((t) => ({ ...t, [r.tarefa.tipo]: r.tarefa }));
  };

  return (
    <Stack maw={1000}>
      <Title order={1} fz="h2">
        Atualizar Relatórios
      </Title>
      <Text c="dimmed" size="sm">
        Cada atualização roda em segundo plano: pode sair desta tela e voltar depois. Clicar de novo enquanto uma atualização está em andamento não a repete.
      </Text>
      <Paper withBorder p="md">
        <Group align="flex-end">
          <SeletorAno
            value={ano}
            onChange={(v) => {
              setAno(v);
              setMes(null);
            }}
            w={140}
          />
          <SeletorMes ano={ano} value={mes} onChange={setMes} w={180} />
          <Text size="xs" c="dimmed">
            Ano e mês valem para Compras x Pontuação e Taxa de Sucesso.
          </Text>
        </Group>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {TIPOS.map((tipo) => {
          const t = tarefas[TIPO_GRAPHQL[tipo]];
          const ativa = t && (t.status === 'PENDENTE' || t.status === 'EXECUTANDO');
          const s = t ? ROTULO_STATUS[t.status] : null;
          return (
            <Paper withBorder p="md" key={tipo} aria-label={TAREFAS_RELATORIO[tipo].nome}>
              <Group justify="space-between" mb="xs">
                <Text fw={600}>{TAREFAS_RELATORIO[tipo].nome}</Text>
                {s && <Badge color={s.cor}>{s.texto}</Badge>}
              </Group>
              {ativa && <Progress value={Math.max(5, t!.progresso)} animated mb="xs" aria-label={`Progresso de ${TAREFAS_RELATORIO[tipo].nome}`} />}
              {t?.status === 'CONCLUIDA' && t.concluidoEm && (
                <Text size="xs" c="dimmed" mb="xs">
                  Atualizado em {formatarDataHora(t.concluidoEm)}
                  {resumo(t.resultado)}
                </Text>
              )}
              {t?.status === 'FALHOU' && (
                <Text size="xs" c="red" mb="xs">
                  {t.erro}
                </Text>
              )}
              <Button leftSection={<IconRefresh size={16} />} onClick={() => void gerar(tipo)} loading={Boolean(ativa)} variant="light">
                Atualizar {TAREFAS_RELATORIO[tipo].nome.split(' (')[0]}
              </Button>
            </Paper>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

function resumo(resultado: string | null | undefined): string {
  if (!resultado) return '';
  try {
    const r = JSON.parse(resultado) as { linhas?: number; ms?: number };
    return r.linhas !== undefined ? ` — ${r.linhas} linhas em ${((r.ms ?? 0) / 1000).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} s` : '';
  } catch {
    return '';
  }
}
