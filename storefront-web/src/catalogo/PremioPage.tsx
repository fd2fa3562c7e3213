import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { Container, Grid, Image, Text } from '@mantine/core';
import { atualizarParceiro, urlDaApi, numeroPontos } from '@sw/client';
import { DetalheResgatavelDocument, MeuParceiroDocument } from '@sw/client/gql';
import { MENSAGENS_OFERTAS } from '@sw/common';
import { useTitulo } from '../comum/useTitulo';
import { IMAGEM_PADRAO, visualDaCategoria } from './categorias';
import { DetalhesOferta } from './DetalhesOferta';
import { FormularioResgate } from './FormularioResgate';

/**
 * /premio/{codigo} (spec 3 §2.8): a programme prize or a catalogue offer, all its fields, and the
 * redeem step — with RESGATAR off and the reason shown when the server says it would be refused
 * (the store has redemptions off, a limit is reached, the balance is short).
 */
export default function PremioPage() {
  const { codigo = '' } = useParams();
  const { data, loading } = useQuery(DetalheResgatavelDocument, { variables: { codigo }, fetchPolicy: 'network-only' });
  // The store's release may have changed since sign-in: refresh the stored member.
  const meu = useQuery(MeuParceiroDocument, { fetchPolicy: 'network-only', context: { silenciarErros: true } });
  useEffect(() => {
    if (meu.data?.meuParceiro) atualizarParceiro(meu.data.meuParceiro);
  }, [meu.data]);
  const d = data?.detalheResgatavel;
  useTitulo(d?.nome ?? 'Prêmio');

  if (loading)
    return (
      <Container size="lg">
        <Text>Carregando...</Text>
      </Container>
    );
  if (!d)
    return (
      <Container size="lg">
        <Text c="dimmed">{MENSAGENS_OFERTAS.nenhumaOferta}</Text>
      </Container>
    );
  // A prize photo is a stored file (/api/arquivos/...); offer images are the provider's addresses.
  const padrao = d.categoria ? visualDaCategoria(d.categoria.nome).imagem : IMAGEM_PADRAO;
  const foto = d.diretorioFoto ? urlDaApi(d.diretorioFoto) : padrao;
  return (
    <Container size="lg">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 5 }}>
          {/* A fixed height: the text beside/below the photo does not move when the photo arrives. The
              photo is the page's largest paint: fetched ahead of the other images. */}
          <Image src={foto} alt={d.nome} radius="md" fallbackSrc={padrao} h={{ base: 240, md: 360 }} fit="cover" fetchPriority="high" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <DetalhesOferta d={d} />
          {numeroPontos(d.pontos) > 0 && (
            <div style={{ marginTop: 'var(--mantine-spacing-lg)' }}>
              <FormularioResgate d={d} />
            </div>
          )}
        </Grid.Col>
      </Grid>
    </Container>
  );
}
