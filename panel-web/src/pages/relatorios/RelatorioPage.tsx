import { useQuery } from '@apollo/client/react';
import { Alert, Skeleton, Stack, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTituloPagina } from '@sw/client';
import { RelatorioExternoDocument } from '@sw/client/gql';

/** Relatório (/relatorio): the external dashboard whose address is configuration (SW_RELATORIO_URL). */
export default function RelatorioPage() {
  useTituloPagina('Relatório');
  const { data, loading } = useQuery(RelatorioExternoDocument);
  const r = data?.relatorioExterno;
  return (
    <Stack h="calc(100vh - 140px)">
      <Title order={1} fz="h2">
        Relatório
      </Title>
      {loading && !r ? (
        <Skeleton h={400} />
      ) : r?.url ? (
        <iframe
          title="Relatório"
          src={r.url}
          style={{ flex: 1, width: '100%', border: 0, minHeight: 500 }}
          sandbox="allow-scripts allow-same-origin allow-popups allow-forms"
        />
      ) : (
        <Alert color="yellow" icon={<IconInfoCircle />} title="Relatório indisponível">
          {r?.mensagem}
        </Alert>
      )}
    </Stack>
  );
}
