import { Container, Stack, Text, Title } from '@mantine/core';
import { useSessao } from '@sw/client';
import { MENSAGENS } from '@sw/common';
import { useTitulo } from '../comum/useTitulo';
import { FormularioDigitado } from './FormularioDigitado';
import { FormularioFotos } from './FormularioFotos';

/**
 * /enviar-pontuacao (spec 3 §2.9): the form depends on the store's scoring type — 1 typed products,
 * 2 receipt files. Other members do not see it in the menu; reaching it by address says so.
 */
export default function EnviarPontuacaoPage() {
  useTitulo('Enviar Nota Fiscal');
  const { loja } = useSessao();
  const tipo = loja?.parceiro.revenda?.tipoPontuacao;

  return (
    <Container size="sm" px="xs">
      <Stack gap="md">
        <Title order={1} fz="h2">
          Enviar Nota Fiscal
        </Title>
        {tipo === 1 && <FormularioDigitado />}
        {tipo === 2 && <FormularioFotos />}
        {tipo !== 1 && tipo !== 2 && <Text>{MENSAGENS.lojaNaoEnviaPontuacao}</Text>}
      </Stack>
    </Container>
  );
}
