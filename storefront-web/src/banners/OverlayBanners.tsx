import { useEffect, useState } from 'react';
import { Button, Group, Image, Modal, Stack, Text, Typography } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { urlDaApi, useSessao } from '@sw/client';
import { BannersIntervaloDocument } from '@sw/client/gql';
import { bannersJaVistos as jaViu, marcarBannersVistos as marcarVisto } from './vistos';

/**
 * The banner overlay of private pages (spec 3 §2.6): today's banners one at a time (title, HTML
 * description — cleaned by the server's allow-list —, image); closing one shows the next; after
 * the last, it is remembered for the session.
 */
export function OverlayBanners() {
  const parceiroId = useSessao().loja?.parceiro.id ?? '0';
  const [visto] = useState(() => jaViu(parceiroId));
  const [indice, setIndice] = useState(0);
  const { data } = useQuery(BannersIntervaloDocument, { skip: visto, context: { silenciarErros: true } });
  const banners = data?.bannersIntervalo ?? [];
  const atual = visto ? undefined : banners[indice];

  useEffect(() => {
    // Nothing to show today is also "seen": no call again in this session.
    if (data && banners.length === 0) marcarVisto(parceiroId);
  }, [data, banners.length, parceiroId]);

  const proximo = () => {
    if (indice + 1 >= banners.length) marcarVisto(parceiroId);
    setIndice((i) => i + 1);
  };

  if (!atual) return null;
  const ultimo = indice + 1 >= banners.length;
  return (
    <Modal opened onClose={proximo} centered size="lg" title={atual.titulo} aria-label={`Banner: ${atual.titulo}`}>
      <Stack gap="md">
        {atual.linkArquivo ? <Image src={urlDaApi(atual.linkArquivo)} alt={atual.titulo} radius="md" fit="contain" mah="60vh" /> : null}
        {atual.descricao ? (
          <Typography>
            {/* Sanitised on the server (allow-list) before it was stored: no script can be here. */}
            <div dangerouslySetInnerHTML={{ __html: atual.descricao }} />
          </Typography>
        ) : null}
        <Group justify="space-between">
          {banners.length > 1 ? <Text size="sm" c="dimmed">{`${indice + 1} de ${banners.length}`}</Text> : <span />}
          <Button onClick={proximo}>{ultimo ? 'FECHAR' : 'PRÓXIMO'}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
