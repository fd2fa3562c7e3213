import { useState, type ReactNode } from 'react';
import { Alert, Button, FileInput, Group, Paper, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload, IconFileTypeCsv, IconUpload } from '@tabler/icons-react';
import { MENSAGENS, type ColunaCsv } from '@sw/common';
import { BotaoEnviar, baixarArquivo, enviarArquivo, ErroApi, notificarErro, notificarSucesso, type PayloadMutacao } from '@sw/client';

export type ResultadoBase = { total: number; erros: { linha: number; motivo: string }[] };
export type ResultadoEnvio = ResultadoBase & { criados: number; atualizados: number; inalterados: number };

/** How the file goes up: the upload's progress, and whether the screen shows its own failure message. */
export type OpcoesEnvioLinhas = { aoProgresso: (percentual: number) => void; silenciarErros: boolean };

/**
 * The result of an upload mutation's payload. A file refused as a whole (errosDeUsuario) fails as
 * the REST door's 400 does, so the screen shows it the same way (a toast, or the reason on the screen).
 */
export function resultadoDoEnvio<R>(payload: PayloadMutacao<R> | null | undefined, { silenciarErros }: Pick<OpcoesEnvioLinhas, 'silenciarErros'>): R | null {
  const problema = payload?.errosDeUsuario?.[0];
  if (!problema) return payload?.resultado ?? null;
  if (!silenciarErros) notificarErro(problema.mensagem);
  throw new ErroApi(400, { mensagem: problema.mensagem, codigo: 'BAD_USER_INPUT', naoAutenticado: false }, !silenciarErros);
}

type Props<R extends ResultadoBase> = {
  /** REST path of the upload (multipart `arquivo`), when `enviar` is not given. */
  caminho?: string;
  /** Sends the file another way (a GraphQL upload mutation) and gives back its result. */
  enviar?: (arquivo: File, opcoes: OpcoesEnvioLinhas) => Promise<R | null>;
  /** REST path and file name of the template. */
  modelo: { caminho: string; nome: string };
  layout: ColunaCsv[];
  /** Fields before the file (the store of the store products upload). */
  antes?: ReactNode;
  /** Other multipart fields, and the message to show when one is missing (checked before sending). */
  campos?: Record<string, string>;
  validar?: () => string | null;
  aoConcluir?: (resultado: R) => void;
  /** The file input (default: a .CSV). */
  tipoArquivo?: { rotulo: string; accept: string; icone?: ReactNode };
  /** Success toast (default 'N produtos cadastrados'). */
  mensagemSucesso?: (resultado: R) => string;
  /**
   * Failure toast of this upload (e.g. 'Erro ao processar o upload'). When given, the server's own
   * reason is shown on the screen below the form instead of as a second toast.
   */
  mensagemFalha?: string;
  /** The counters of the result (default: products processed, new, updated, unchanged). */
  resumo?: (resultado: R) => ReactNode;
  /** The note above the columns table (default: CSV separators and decimals). */
  observacaoLayout?: ReactNode;
};

const resumoProdutos = (r: ResultadoBase) => {
  const p = r as ResultadoEnvio;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} mb="md">
      <Text size="sm">
        Processados: <b>{p.total}</b>
      </Text>
      <Text size="sm">
        Novos: <b>{p.criados}</b>
      </Text>
      <Text size="sm">
        Atualizados: <b>{p.atualizados}</b>
      </Text>
      <Text size="sm">
        Sem alteração: <b>{p.inalterados}</b>
      </Text>
    </SimpleGrid>
  );
};

/**
 * A file upload of rows (Processar Produtos, Produtos Loja, Vendas): the layout and its template,
 * the file, the progress while it goes up, then the success message and the lines the server
 * refused, each with its number and reason. An answer without `total` counts as a failure.
 */
export function EnvioCsv<R extends ResultadoBase = ResultadoEnvio>({
  caminho,
  enviar: enviarArquivoPor,
  modelo,
  layout,
  antes,
  campos = {},
  validar,
  aoConcluir,
  tipoArquivo,
  mensagemSucesso,
  mensagemFalha,
  resumo,
  observacaoLayout,
}: Props<R>) {
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [progresso, setProgresso] = useState<number | null>(null);
  const [resultado, setResultado] = useState<R | null>(null);
  const [motivoFalha, setMotivoFalha] = useState<string | null>(null);

  const enviar = async () => {
    const problema = validar?.() ?? (arquivo ? null : MENSAGENS.selecioneArquivo);
    if (problema) {
      notificarErro(problema);
      return;
    }
    setResultado(null);
    setMotivoFalha(null);
    setProgresso(0);
    let r: R | null;
    const opcoes = { aoProgresso: setProgresso, silenciarErros: Boolean(mensagemFalha) };
    try {
      r = enviarArquivoPor ? await enviarArquivoPor(arquivo!, opcoes) : await enviarArquivo<R>({ caminho: caminho!, arquivo: arquivo!, campos, ...opcoes });
    } catch (e) {
      // Without mensagemFalha the client already showed the server's message (file refused as a whole).
      if (mensagemFalha) {
        notificarErro(mensagemFalha);
        if (ErroApi.is(e) && e.status >= 400 && e.status < 500 && !e.naoAutenticado) setMotivoFalha(e.message);
      }
      setProgresso(null);
      return;
    }
    setProgresso(null);
    if (!r || typeof r.total !== 'number' || !Array.isArray(r.erros)) {
      notificarErro(mensagemFalha ?? MENSAGENS.erroProcessarUpload);
      return;
    }
    setResultado(r);
    notificarSucesso(mensagemSucesso ? mensagemSucesso(r) : MENSAGENS.produtosCadastrados(r.total));
    setArquivo(null);
    aoConcluir?.(r);
  };

  const enviando = progresso !== null;
  return (
    <Stack gap="lg" maw={960}>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          {antes}
          <FileInput
            label={tipoArquivo?.rotulo ?? 'Arquivo .CSV'}
            placeholder="Selecione o arquivo"
            accept={tipoArquivo?.accept ?? '.csv,text/csv'}
            leftSection={tipoArquivo?.icone ?? <IconFileTypeCsv size={18} />}
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
            <Button
              variant="subtle"
              leftSection={<IconDownload size={18} />}
              onClick={() => void baixarArquivo(modelo.caminho, modelo.nome).catch(() => undefined)}
            >
              Baixar modelo
            </Button>
            <BotaoEnviar type="button" ocupado={enviando} textoOcupado="ENVIANDO..." leftSection={<IconUpload size={18} />} onClick={() => void enviar()}>
              ENVIAR
            </BotaoEnviar>
          </Group>
          {motivoFalha && (
            <Alert color="red" title="Motivo">
              {motivoFalha}
            </Alert>
          )}
        </Stack>
      </Paper>

      {resultado && (
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} aria-label="Resultado do envio">
          <Title order={2} fz="h4" mb="sm">
            Resultado
          </Title>
          {(resumo ?? resumoProdutos)(resultado)}
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
          {observacaoLayout ??
            'Primeira linha com os nomes das colunas; separador ";" (padrão do Excel) ou ","; decimais com vírgula (ex.: 1.234,56) ou ponto.'}
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
