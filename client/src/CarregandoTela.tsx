import { Loader, Overlay, Stack, Text } from '@mantine/core';
import { MENSAGENS } from '@sw/common';

export type CarregandoTelaProps = {
  /** Shown when true (default). */
  visivel?: boolean;
  /** Covers the whole window (default) or only the closest positioned parent. */
  telaCheia?: boolean;
  texto?: string;
};

/** Loading overlay reading "Aguarde processando...". */
export function CarregandoTela({ visivel = true, telaCheia = true, texto = MENSAGENS.aguardeProcessando }: CarregandoTelaProps) {
  if (!visivel) return null;
  return (
    <Overlay fixed={telaCheia} backgroundOpacity={0.55} color="#fff" blur={2} zIndex={1000} center>
      <Stack align="center" gap="sm" role="status" aria-live="polite">
        <Loader size="lg" />
        <Text fw={500}>{texto}</Text>
      </Stack>
    </Overlay>
  );
}
