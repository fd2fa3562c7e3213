import { Link } from 'react-router';
import { Anchor, Box, Container, Group, Stack, Text } from '@mantine/core';
import { somenteDigitos } from '@sw/common';
import { AMBIENTE } from '../ambiente';
import { telefoneLegivel } from '../comum/ContatoSuporte';
import { useHidratado } from '../comum/useHidratado';
import classes from './LayoutLoja.module.css';

export function Rodape() {
  // The pre-rendered HTML was written in the build's year: hydration starts without it, then shows today's.
  const ano = useHidratado() ? new Date().getFullYear() : null;
  const whatsapp = somenteDigitos(AMBIENTE.suporteWhatsapp);

  return (
    <Box component="footer" className={classes.rodape}>
      <Container size="lg">
        <Stack gap="xs">
          <Group justify="space-between" gap="md" wrap="wrap">
            <Stack gap={2}>
              <Text size="sm" fw={600} c="white">
                Fale com a gente
              </Text>
              <Text size="sm">
                WhatsApp:{' '}
                <Anchor href={`https://wa.me/${whatsapp}`} target="_blank" rel="noopener noreferrer">
                  {telefoneLegivel(whatsapp)}
                </Anchor>
              </Text>
              <Text size="sm">
                E-mail: <Anchor href={`mailto:${AMBIENTE.suporteEmail}`}>{AMBIENTE.suporteEmail}</Anchor>
              </Text>
              <Text size="xs">Atendimento de segunda a sexta, das 9h às 18h.</Text>
            </Stack>
            <Anchor component={Link} to="/politica-privacidade" size="sm">
              Política de privacidade
            </Anchor>
          </Group>
          <Text size="xs" ta="center" mt="sm">
            {`© ${ano ?? ''}${ano ? ' ' : ''}Experiências SW. Todos os direitos reservados.`}
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
