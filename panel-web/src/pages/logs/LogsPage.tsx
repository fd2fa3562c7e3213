import { useEffect, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Code, Group, Paper, Select, Spoiler, Stack, Text, Title } from '@mantine/core';
import { formatarDataHora } from '@sw/common';
import { CampoData, TabelaPaginada, type ColunaTabela, type PedidoTabela, useTituloPagina } from '@sw/client';
import { LogsDocument, TiposLogDocument, type LogsQuery } from '@sw/client/gql';

type Linha = LogsQuery['logs']['itens'][number];

const diaLocal = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
/** Logs open on the last 7 days (spec 2 §9). */
function periodoPadrao(): { de: string; ate: string } {
  const hoje = new Date();
  const inicio = new Date(hoje);
  inicio.setDate(inicio.getDate() - 7);
  return { de: diaLocal(inicio), ate: diaLocal(hoje) };
}

/** The parameters as indented JSON, so a person can read them. */
export function parametrosLegiveis(json: string): string {
  try {
    const valor = JSON.parse(json);
    if (valor && typeof valor === 'object' && Object.keys(valor).length === 0) return '-';
    return JSON.stringify(valor, null, 2);
  } catch {
    return json;
  }
}

/** Logs (spec 2 Logs; role 2): type filter, De/Até (default last 7 days), newest first. */
export default function LogsPage() {
  useTituloPagina('Logs');
  const cliente = useApolloClient();
  const [tipos, setTipos] = useState<{ value: string; label: string }[]>([]);
  const [tipo, setTipo] = useState<string | null>(null);
  const [periodo, setPeriodo] = useState(periodoPadrao);

  useEffect(() => {
    cliente.query({ query: TiposLogDocument }).then(
      ({ data }) => setTipos((data?.tiposLog ?? []).map((t) => ({ value: t.tipo, label: t.titulo }))),
      () => setTipos([]),
    );
  }, [cliente]);

  const carregar = async ({ pagina, limite }: PedidoTabela) => {
    const { data } = await cliente.query({
      query: LogsDocument,
      variables: { input: { tipo, dataInicial: periodo.de || null, dataFinal: periodo.ate || null, pagina, porPagina: limite } },
      fetchPolicy: 'network-only',
    });
    const { itens, total, totalEstimado } = data!.logs;
    return { linhas: itens, total, totalEstimado };
  };

  const colunas: ColunaTabela<Linha>[] = [
    {
      campo: 'criadoEm',
      titulo: 'Data',
      render: (l) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatarDataHora(l.criadoEm)}
        </Text>
      ),
    },
    { campo: 'responsavel', titulo: 'Responsável' },
    {
      campo: 'titulo',
      titulo: 'Tipo',
      render: (l) => (
        <>
          <Text size="sm">{l.titulo}</Text>
          <Text size="xs" c="dimmed">
            {l.tipo}
          </Text>
        </>
      ),
    },
    {
      campo: 'parametros',
      titulo: 'Alterações',
      // What changed in words first; the raw parameters stay one click away for whoever audits.
      render: (l) => (
        <Stack gap={2} maw={520}>
          <Spoiler maxHeight={110} showLabel="Ver tudo" hideLabel="Recolher">
            {l.resumo.length ? (
              l.resumo.map((linha, i) => (
                <Text key={i} size="sm" style={{ wordBreak: 'break-word' }}>
                  {linha}
                </Text>
              ))
            ) : (
              <Text size="sm" c="dimmed">
                -
              </Text>
            )}
          </Spoiler>
          <details>
            <summary>
              <Text span size="xs" c="dimmed">
                Parâmetros (JSON)
              </Text>
            </summary>
            <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {parametrosLegiveis(l.parametros)}
            </Code>
          </details>
        </Stack>
      ),
    },
  ];

  return (
    <>
      <Title order={1} fz="h2" mb="lg">
        Logs
      </Title>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="lg">
        <TabelaPaginada<Linha>
          rotulo="Logs"
          colunas={colunas}
          carregar={carregar}
          ordenacaoInicial={{ campo: 'criadoEm', direcao: 'desc' }}
          chave={(l) => l.id}
          deps={[tipo, periodo.de, periodo.ate]}
          filtros={
            <Group gap="sm" align="flex-end" wrap="wrap">
              <Select
                label="Tipo"
                placeholder="Todos"
                data={tipos}
                value={tipo}
                onChange={setTipo}
                clearable
                searchable
                w={280}
                comboboxProps={{ withinPortal: true }}
              />
              <CampoData formato="iso" label="De" w={170} value={periodo.de} onChange={(de) => setPeriodo((p) => ({ ...p, de }))} />
              <CampoData formato="iso" label="Até" w={170} value={periodo.ate} onChange={(ate) => setPeriodo((p) => ({ ...p, ate }))} />
            </Group>
          }
        />
      </Paper>
    </>
  );
}
