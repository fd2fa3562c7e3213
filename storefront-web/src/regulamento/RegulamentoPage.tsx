import { Container, Paper, Text } from '@mantine/core';
import { useSessao } from '@sw/client';
import { formatarCnpj } from '@sw/common';
import { useTitulo } from '../comum/useTitulo';
import { TextoRegulamento } from './TextoRegulamento';

/** /regulamento: the same rules the acceptance modal shows, with the member's store. */
export default function RegulamentoPage() {
  useTitulo('Regulamento');
  const revenda = useSessao().loja?.parceiro.revenda;

  return (
    <Container size="md">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        {revenda && (
          <Text size="sm" c="dimmed" mb="md">
            {`Loja participante: ${revenda.nomeFantasia} — CNPJ ${formatarCnpj(revenda.cnpj)}`}
          </Text>
        )}
        <TextoRegulamento />
      </Paper>
    </Container>
  );
}
