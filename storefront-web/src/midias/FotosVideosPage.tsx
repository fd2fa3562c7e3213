import { useState } from 'react';
import { AspectRatio, Button, Card, Center, Container, Group, Image, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { urlDaApi } from '@sw/client';
import { MinhasFotosVideosDocument, type MinhasFotosVideosQuery } from '@sw/client/gql';
import { formatarData, MENSAGENS, MENSAGENS_MIDIA } from '@sw/common';
import { useTitulo } from '../comum/useTitulo';

type Item = MinhasFotosVideosQuery['minhasFotosVideos'][number];

const ehVideo = (item: Item) => item.midia.tipoArquivo.startsWith('video/');

/** Share texts (spec 3 §2.15): a WhatsApp chat link and a mailto, both carrying the file's address. */
export function linksDeCompartilhamento(item: Item, url: string): { whatsapp: string; email: string } {
  const texto = `${ehVideo(item) ? 'Vídeo' : 'Foto'} do meu resgate "${item.premio}" no Experiências SW: ${url}`;
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(texto)}`,
    email: `mailto:?subject=${encodeURIComponent('Meu resgate no Experiências SW')}&body=${encodeURIComponent(texto)}`,
  };
}

/** /fotos-videos: the photos and videos of the member's own redemptions (the server gives no one else's). */
export default function FotosVideosPage() {
  useTitulo('Fotos e vídeos');
  const { data, loading } = useQuery(MinhasFotosVideosDocument, { fetchPolicy: 'network-only' });
  const [aberto, setAberto] = useState<Item | null>(null);
  const [falhou, setFalhou] = useState(false);
  const itens = data?.minhasFotosVideos ?? [];

  return (
    <Container size="lg">
      <Stack gap="lg">
        <Title order={1} fz="h2">
          FOTOS E VÍDEOS
        </Title>
        {loading ? <Text c="dimmed">Carregando</Text> : null}
        {!loading && itens.length === 0 ? <Text c="dimmed">{MENSAGENS_MIDIA.semMidias}</Text> : null}
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          {itens.map((item) => {
            const url = urlDaApi(item.midia.linkArquivo);
            const links = linksDeCompartilhamento(item, url);
            return (
              <Card key={item.midia.id} withBorder radius="md" padding="sm" aria-label={`${ehVideo(item) ? 'Vídeo' : 'Foto'} do resgate ${item.premio}`}>
                <Card.Section>
                  <AspectRatio ratio={4 / 3}>
                    {ehVideo(item) ? (
                      <Center bg="dark.6" c="white" fz={40} aria-hidden>
                        ▶
                      </Center>
                    ) : (
                      <Image src={url} alt={`Foto do resgate ${item.premio}`} fit="cover" />
                    )}
                  </AspectRatio>
                </Card.Section>
                <Stack gap={2} mt="sm">
                  <Text fw={600} size="sm">
                    {item.premio}
                  </Text>
                  <Text size="xs" c="dimmed">{`${item.revenda} — resgatado em ${formatarData(item.resgatadoEm)}`}</Text>
                </Stack>
                <SimpleGrid cols={2} spacing={6} mt="sm">
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => {
                      setFalhou(false);
                      setAberto(item);
                    }}
                  >
                    VER
                  </Button>
                  <Button size="xs" variant="light" component="a" href={`${url}?download=1`} download>
                    BAIXAR
                  </Button>
                  <Button size="xs" variant="light" color="green" component="a" href={links.whatsapp} target="_blank" rel="noopener noreferrer">
                    WHATSAPP
                  </Button>
                  <Button size="xs" variant="light" component="a" href={links.email}>
                    E-MAIL
                  </Button>
                </SimpleGrid>
              </Card>
            );
          })}
        </SimpleGrid>
      </Stack>
      <Modal opened={aberto !== null} onClose={() => setAberto(null)} centered size="xl" title={aberto ? aberto.premio : ''}>
        {aberto && falhou ? (
          <Text c="red" role="alert">
            {ehVideo(aberto) ? MENSAGENS.erroCarregarVideo : MENSAGENS.erroCarregarImagem}
          </Text>
        ) : null}
        {aberto && !falhou && ehVideo(aberto) ? (
          <video
            src={urlDaApi(aberto.midia.linkArquivo)}
            controls
            autoPlay
            aria-label="Vídeo do resgate"
            style={{ width: '100%', maxHeight: '70vh' }}
            onError={() => setFalhou(true)}
          />
        ) : null}
        {aberto && !falhou && !ehVideo(aberto) ? (
          <Image src={urlDaApi(aberto.midia.linkArquivo)} alt="Foto do resgate ampliada" fit="contain" mah="70vh" onError={() => setFalhou(true)} />
        ) : null}
        {aberto ? (
          <Group justify="flex-end" mt="md">
            <Button component="a" variant="default" href={`${urlDaApi(aberto.midia.linkArquivo)}?download=1`} download>
              BAIXAR
            </Button>
          </Group>
        ) : null}
      </Modal>
    </Container>
  );
}
