import { useEffect } from 'react';
import { Container, Paper, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { atualizarParceiro, useSessao } from '@sw/client';
import { MeuParceiroDocument } from '@sw/client/gql';
import { formatarCnpj } from '@sw/common';
import { useTitulo } from '../comum/useTitulo';
import { TextoRegulamento } from './TextoRegulamento';

/**
 * /regulamento: the same rules the acceptance modal shows, with the member's store. The store is
 * read again from the server, which finds it by the member's cnpjRevenda (spec 3 §2.7), so a
 * change of store shows here without signing in again.
 */
export default function RegulamentoPage() {
  useTitulo('Regulamento');
  const parceiro = useSessao().loja?.parceiro;
  const { data } = useQuery(MeuParceiroDocument, { fetchPolicy: 'network-only', context: { silenciarErros: true } });
  // The fresh member (and store) replaces the stored one; the page reads the session.
  useEffect(() => {
    if (data?.meuParceiro) atualizarParceiro(data.meuParceiro);
  }, [data]);
  const revenda = parceiro?.revenda;
  const cnpj = revenda?.cnpj ?? parceiro?.cnpjRevenda;

  return (
    <Container size="md" px={{ base: 'xs', sm: 'md' }}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        {revenda && (
          <Text size="sm" c="dimmed" mb="md" data-testid="loja-regulamento">
            {`Loja participante: ${revenda.nomeFantasia}${cnpj ? ` — CNPJ ${formatarCnpj(cnpj)}` : ''}`}
          </Text>
        )}
        <TextoRegulamento />
      </Paper>
    </Container>
  );
}
