import { useState } from 'react';
import { Modal, Text } from '@mantine/core';
import { AMBIENTE } from '../ambiente';

type Props = { aberto: boolean; aoFechar: () => void };

/** The TUTORIAL button's video (VITE_TUTORIAL_URL, by default /tutorial.mp4). */
export function TutorialModal({ aberto, aoFechar }: Props) {
  const [falhou, setFalhou] = useState(false);

  return (
    <Modal
      opened={aberto}
      onClose={aoFechar}
      onExitTransitionEnd={() => setFalhou(false)}
      title="Tutorial"
      size="xl"
      centered
    >
      {falhou ? (
        <Text ta="center" py="xl">
          Não foi possível carregar o vídeo do tutorial agora. Tente novamente mais tarde.
        </Text>
      ) : (
        <video
          src={AMBIENTE.tutorialUrl}
          controls
          autoPlay
          playsInline
          preload="metadata"
          style={{ width: '100%', maxHeight: '70vh', background: '#000', display: 'block' }}
          onError={() => setFalhou(true)}
          aria-label="Vídeo do tutorial"
        >
          Seu navegador não reproduz este vídeo.
        </video>
      )}
    </Modal>
  );
}
