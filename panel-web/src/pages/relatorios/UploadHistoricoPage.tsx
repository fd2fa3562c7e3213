import { SimpleGrid, Text, Title } from '@mantine/core';
import { LAYOUT_CSV_HISTORICO, MENSAGENS_RELATORIOS } from '@sw/common';
import { useTituloPagina } from '@sw/client';
import { EnvioCsv, type ResultadoEnvio } from '../produtos/EnvioCsv';

/** Upload Histórico (/processar/historico): the stores' monthly purchases (sell-in) from a .CSV. */
export default function UploadHistoricoPage() {
  useTituloPagina('Upload Histórico');
  return (
    <>
      <Title order={1} fz="h2">
        Upload Histórico
      </Title>
      <Text c="dimmed" size="sm" mb="lg">
        Uma linha por loja, produto e mês. Uma linha já enviada é substituída pelos novos valores; enviar o mesmo arquivo de novo não duplica nada.
      </Text>
      <EnvioCsv<ResultadoEnvio>
        caminho="/upload/historico"
        modelo={{ caminho: '/upload/historico/modelo', nome: 'modelo-historico.csv' }}
        layout={LAYOUT_CSV_HISTORICO}
        mensagemSucesso={(r) => MENSAGENS_RELATORIOS.historicoProcessado(r.total)}
        resumo={(r) => (
          <SimpleGrid cols={{ base: 2, sm: 4 }} mb="md">
            <Text size="sm">
              Processadas: <b>{r.total}</b>
            </Text>
            <Text size="sm">
              Novas: <b>{r.criados}</b>
            </Text>
            <Text size="sm">
              Atualizadas: <b>{r.atualizados}</b>
            </Text>
            <Text size="sm">
              Sem alteração: <b>{r.inalterados}</b>
            </Text>
          </SimpleGrid>
        )}
      />
    </>
  );
}
