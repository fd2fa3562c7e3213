import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { FileInput, Group, Modal, Progress, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPhoto } from '@tabler/icons-react';
import { MAX_DESCRICAO_BANNER, MENSAGENS_BANNER } from '@sw/common';
import { BotaoEnviar, CampoData, enviarOperacaoComArquivos, exigirResultado, notificarErro, notificarErroSeNecessario, notificarSucesso } from '@sw/client';
import { EditarBannerDocument, type LinhaBannerFragment } from '@sw/client/gql';
import { validarBanner, type ValoresBanner } from './CadastrarBannerPage';

type Banner = LinhaBannerFragment;

/**
 * Editing a banner (título, datas, descrição and, optionally, a new image) with editarBanner: a new
 * image makes it a multipart request, with upload progress. The server checks everything again and
 * logs before/after.
 */
export function EditarBannerModal({ banner, fechar, aoSalvar }: { banner: Banner; fechar: () => void; aoSalvar: (b: Banner) => void }) {
  const cliente = useApolloClient();
  const [progresso, setProgresso] = useState<number | null>(null);
  const form = useForm<ValoresBanner>({
    mode: 'controlled',
    initialValues: { titulo: banner.titulo, dataInicial: banner.dataInicial, dataFinal: banner.dataFinal, descricao: banner.descricao ?? '', imagem: null },
  });

  const salvar = form.onSubmit(async (v) => {
    const problema = validarBanner(v, { imagemObrigatoria: false });
    if (problema) return notificarErro(problema);
    const campos = { titulo: v.titulo.trim(), dataInicial: v.dataInicial, dataFinal: v.dataFinal, descricao: v.descricao.trim() };
    setProgresso(0);
    try {
      let salvo: Banner;
      if (v.imagem) {
        const data = await enviarOperacaoComArquivos(
          EditarBannerDocument,
          { input: { id: banner.id, ...campos, imagem: v.imagem } },
          { aoProgresso: setProgresso },
        );
        salvo = exigirResultado(data.editarBanner);
      } else {
        const { data } = await cliente.mutate({ mutation: EditarBannerDocument, variables: { input: { id: banner.id, ...campos } } });
        salvo = exigirResultado(data?.editarBanner);
      }
      notificarSucesso(MENSAGENS_BANNER.bannerAtualizado);
      aoSalvar({ ...banner, ...salvo });
      fechar();
    } catch (erro) {
      // A transport or server error was already shown; a refused field was not.
      notificarErroSeNecessario(erro);
    } finally {
      setProgresso(null);
    }
  });

  const descricao = form.getValues().descricao;
  return (
    <Modal opened onClose={fechar} title={`Editar banner: ${banner.titulo}`} size="lg">
      <form onSubmit={salvar} noValidate>
        <Stack gap="md">
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
            label="Nova imagem (opcional)"
            placeholder="Manter a imagem atual"
            accept="image/jpeg,image/png,image/webp"
            clearable
            leftSection={<IconPhoto size={16} />}
            description="JPEG, PNG ou WebP até 2 MB."
            {...form.getInputProps('imagem')}
          />
          {progresso !== null && form.getValues().imagem && <Progress value={progresso} aria-label="Envio da imagem" />}
          <Group justify="flex-end">
            <BotaoEnviar ocupado={progresso !== null} textoOcupado="SALVANDO...">
              SALVAR
            </BotaoEnviar>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
