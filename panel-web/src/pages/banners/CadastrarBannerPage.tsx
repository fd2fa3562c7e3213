import { useState } from 'react';
import { FileInput, Group, Paper, Progress, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPhoto } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { MAX_DESCRICAO_BANNER, MENSAGENS_BANNER } from '@sw/common';
import { BotaoEnviar, CampoData, enviarOperacaoComArquivos, exigirResultado, notificarErro, notificarSucesso, useTituloPagina } from '@sw/client';
import { CriarBannerDocument } from '@sw/client/gql';

export type ValoresBanner = { titulo: string; dataInicial: string; dataFinal: string; descricao: string; imagem: File | null };

/**
 * The form's checks, in its order (spec 2 §5); the server repeats them and checks the image's bytes.
 * Editing keeps the current image unless a new one is chosen (`imagemObrigatoria: false`).
 */
export function validarBanner(v: ValoresBanner, { imagemObrigatoria = true } = {}): string | null {
  if (!v.titulo.trim()) return MENSAGENS_BANNER.tituloObrigatorio;
  if (!v.dataInicial) return MENSAGENS_BANNER.dataInicialObrigatoria;
  if (!v.dataFinal) return MENSAGENS_BANNER.dataFinalObrigatoria;
  if (v.dataInicial > v.dataFinal) return MENSAGENS_BANNER.dataInicialMaior;
  if (v.descricao.trim().length > MAX_DESCRICAO_BANNER) return MENSAGENS_BANNER.descricaoLonga;
  if (!v.imagem && imagemObrigatoria) return MENSAGENS_BANNER.imagemObrigatoria;
  return null;
}

/**
 * Cadastrar Banner (roles 1 and 2): criarBanner with the fields and the image in one multipart
 * request, with upload progress. The image is required here (validarBanner), as on POST /api/upload/banner.
 */
export default function CadastrarBannerPage() {
  useTituloPagina('Cadastrar Banner');
  const navegar = useNavigate();
  const [progresso, setProgresso] = useState<number | null>(null);
  const form = useForm<ValoresBanner>({ mode: 'controlled', initialValues: { titulo: '', dataInicial: '', dataFinal: '', descricao: '', imagem: null } });

  const salvar = form.onSubmit(async (v) => {
    const problema = validarBanner(v);
    if (problema) return notificarErro(problema);
    setProgresso(0);
    try {
      const data = await enviarOperacaoComArquivos(
        CriarBannerDocument,
        { input: { titulo: v.titulo.trim(), dataInicial: v.dataInicial, dataFinal: v.dataFinal, descricao: v.descricao.trim(), imagem: v.imagem } },
        { aoProgresso: setProgresso },
      );
      exigirResultado(data.criarBanner);
      notificarSucesso(MENSAGENS_BANNER.bannerCadastrado);
      navegar('/banners');
    } catch {
      // the client showed the server's message (or the refused field)
    } finally {
      setProgresso(null);
    }
  });

  const descricao = form.getValues().descricao;
  return (
    <Stack>
      <Title order={1} fz="h2">
        Cadastrar Banner
      </Title>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="lg">
        <form onSubmit={salvar} noValidate>
          <Stack gap="lg">
            <TextInput label="Título" maxLength={120} {...form.getInputProps('titulo')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <CampoData formato="iso" label="Data inicial" {...form.getInputProps('dataInicial')} />
              <CampoData formato="iso" label="Data final" {...form.getInputProps('dataFinal')} />
            </SimpleGrid>
            <Textarea
              label="Descrição"
              autosize
              minRows={3}
              maxLength={MAX_DESCRICAO_BANNER}
              description={`HTML simples (negrito, itálico, listas, links). ${descricao.length}/${MAX_DESCRICAO_BANNER} caracteres.`}
              {...form.getInputProps('descricao')}
            />
            <FileInput
              label="Imagem"
              placeholder="Escolher imagem"
              accept="image/jpeg,image/png,image/webp"
              clearable
              leftSection={<IconPhoto size={16} />}
              description="JPEG, PNG ou WebP até 2 MB."
              {...form.getInputProps('imagem')}
            />
            {progresso !== null && <Progress value={progresso} aria-label="Envio da imagem" />}
            <Group justify="flex-end">
              <BotaoEnviar ocupado={progresso !== null} textoOcupado="ENVIANDO...">
                CADASTRAR
              </BotaoEnviar>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
