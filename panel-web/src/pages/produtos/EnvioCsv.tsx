import { useState, type ReactNode } from 'react';
import { Alert, Button, FileInput, Group, Paper, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload, IconFileTypeCsv, IconUpload } from '@tabler/icons-react';
import { MENSAGENS, type ColunaCsv } from '@sw/common';
import { BotaoEnviar, baixarArquivo, enviarArquivo, notificarErro, notificarSucesso } from '@sw/client';

export type ResultadoEnvio = { total: number; criados: number; atualizados: number; inalterados: number; erros: { linha: number; motivo: string }[] };

type Props = {
  /** REST path of the upload (multipart `arquivo`). */
  caminho: string;
  /** REST path and file name of the template. */
  modelo: { caminho: string; nome: string };
  layout: ColunaCsv[];
  /** Fields before the file (the store of the store products upload). */
  antes?: ReactNode;
  /** Other multipart fields, and the message to show when one is missing (checked before sending). */
  campos?: Record<string, string>;
  validar?: () => string | null;
  aoConcluir?: (resultado: ResultadoEnvio) => void;
};

/**
 * A CSV upload (Processar Produtos and Produtos Loja): the layout and its template, the file, the
 * progress while it goes up, then 'N produtos cadastrados' and the lines the server refused, each
 * with its number and reason.
 */
export function EnvioCsv({ caminho, modelo, layout, antes, campos = {}, validar, aoConcluir }: Props) {
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [progresso, setProgresso] = useState<number | null>(null);
  const [resultado, setResultado] = useState<ResultadoEnvio | null>(null);

  const enviar = async () => {
    const problema = validar?.() ?? (arquivo ? null : MENSAGENS.selecioneArquivo);
    if (problema) {
      notificarErro(problema);
      return;
    }
    setResultado(null);
    setProgresso(0);
    try {
      const r = await enviarArquivo<ResultadoEnvio>({ caminho, arquivo: arquivo!, campos, aoProgresso: setProgresso });
      setResultado(r);
      notificarSucesso(MENSAGENS.produtosCadastrados(r.total));
      setArquivo(null);
      aoConcluir?.(r);
    } catch {
      // the client showed the server's message (file refused as a whole)
    } finally {
      setProgresso(null);
    }
  };

  const enviando = progresso !== null;
  return (
    <Stack gap="lg" maw={960}>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          {antes}
          <FileInput
            label="Arquivo .CSV"
            placeholder="Selecione o arquivo"
            accept=".csv,text/csv"
            leftSection={<IconFileTypeCsv size={18} />}
            value={arquivo}
            onChange={setArquivo}
            clearable
            disabled={enviando}
          />
          {enviando && (
            <div>
              <Text size="sm" mb={4}>
                {progresso < 100 ? `Enviando... ${progresso}%` : MENSAGENS.aguardeProcessando}
              </Text>
              <Progress value={progresso} animated aria-label="Progresso do envio" />
            </div>
          )}
          <Group justify="space-between">
            <Button variant="subtle" leftSection={<IconDownload size={18} />} onClick={() => void baixarArquivo(modelo.caminho, modelo.nome).catch(() => undefined)}>
              Baixar modelo
            </Button>
            <BotaoEnviar type="button" ocupado={enviando} textoOcupado="ENVIANDO..." leftSection={<IconUpload size={18} />} onClick={() => void enviar()}>
              ENVIAR
            </BotaoEnviar>
          </Group>
        </Stack>
      </Paper>

      {resultado && (
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} aria-label="Resultado do envio">
          <Title order={2} fz="h4" mb="sm">
            Resultado
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 4 }} mb="md">
            <Text size="sm">Processados: <b>{resultado.total}</b></Text>
            <Text size="sm">Novos: <b>{resultado.criados}</b></Text>
            <Text size="sm">Atualizados: <b>{resultado.atualizados}</b></Text>
            <Text size="sm">Sem alteração: <b>{resultado.inalterados}</b></Text>
          </SimpleGrid>
          {resultado.erros.length > 0 ? (
            <>
              <Alert color="red" mb="sm" title={`${resultado.erros.length} linha(s) não foram importadas`}>
                Corrija as linhas abaixo e envie o arquivo de novo: as linhas já importadas não serão duplicadas.
              </Alert>
              <Table striped aria-label="Linhas com erro">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={90}>Linha</Table.Th>
                    <Table.Th>Motivo</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {resultado.erros.map((e) => (
                    <Table.Tr key={`${e.linha}-${e.motivo}`}>
                      <Table.Td>{e.linha}</Table.Td>
                      <Table.Td>{e.motivo}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </>
          ) : (
            <Text size="sm" c="teal">
              Todas as linhas foram importadas.
            </Text>
          )}
        </Paper>
      )}

      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Title order={2} fz="h5" mb="xs">
          Colunas do arquivo
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          Primeira linha com os nomes das colunas; separador ";" (padrão do Excel) ou ","; decimais com vírgula (ex.: 1.234,56) ou ponto.
        </Text>
        <Table aria-label="Colunas do arquivo">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Coluna</Table.Th>
              <Table.Th>Obrigatória</Table.Th>
              <Table.Th>Conteúdo</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {layout.map((c) => (
              <Table.Tr key={c.campo}>
                <Table.Td ff="monospace">{c.campo}</Table.Td>
                <Table.Td>{c.obrigatoria ? 'Sim' : 'Não'}</Table.Td>
                <Table.Td>{c.descricao}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
    </Stack>
  );
}
