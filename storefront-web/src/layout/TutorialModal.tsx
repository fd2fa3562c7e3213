import { useState } from 'react';
import { List, Modal, Stack, Text, Title } from '@mantine/core';
import { AMBIENTE } from '../ambiente';

type Props = { aberto: boolean; aoFechar: () => void };

/** The written tutorial: what a seller does, in order. Always shown, so TUTORIAL never leads nowhere. */
export const PASSOS_TUTORIAL = [
  'Toque em CADASTRE-SE, escolha a sua loja e preencha seus dados. Você entra na hora.',
  'Leia e aceite o regulamento no primeiro acesso.',
  'A cada venda de produtos participantes, abra "Enviar Nota Fiscal" no menu: digite ou leia o código de barras de cada produto, ou envie a foto ou o PDF da nota, conforme a sua loja.',
  'Acompanhe em "Minhas pontuações": a venda fica em análise até a equipe conferir, e então os pontos entram no saldo.',
  'No Catálogo, escolha uma categoria, uma experiência e a oferta, e confirme o resgate. O voucher aparece em "Meus resgates".',
  'Esqueceu a senha? Em "Esqueci minha senha", informe o CPF: o link chega por e-mail ou, sem e-mail no cadastro, por WhatsApp.',
] as const;

/**
 * The TUTORIAL button's dialog: the video when the deployment has one (VITE_TUTORIAL_URL; the
 * repository ships none), and always the step-by-step text, which also stands in when the video
 * cannot load.
 */
export function TutorialModal({ aberto, aoFechar }: Props) {
  const [falhou, setFalhou] = useState(false);
  const video = AMBIENTE.tutorialUrl;

  return (
    <Modal opened={aberto} onClose={aoFechar} onExitTransitionEnd={() => setFalhou(false)} title="Tutorial" size="xl" centered>
      <Stack gap="md">
        {video &&
          (falhou ? (
            <Text ta="center" py="md">
              Não foi possível carregar o vídeo do tutorial agora. Siga o passo a passo abaixo.
            </Text>
          ) : (
            <video
              src={video}
              controls
              playsInline
              preload="metadata"
              style={{ width: '100%', maxHeight: '60vh', background: '#000', display: 'block' }}
              onError={() => setFalhou(true)}
              aria-label="Vídeo do tutorial"
            >
              Seu navegador não reproduz este vídeo.
            </video>
          ))}
        <Title order={2} fz="h4">
          Passo a passo
        </Title>
        <List type="ordered" spacing="xs" size="sm" aria-label="Passo a passo do programa">
          {PASSOS_TUTORIAL.map((p) => (
            <List.Item key={p}>{p}</List.Item>
          ))}
        </List>
      </Stack>
    </Modal>
  );
}
