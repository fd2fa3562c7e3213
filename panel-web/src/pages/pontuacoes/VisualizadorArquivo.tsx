/**
 * The file viewer of the claim and sale lists (spec 2 §2): images in a zoomable lightbox, videos in
 * a modal player, PDFs and other documents in a new tab. Messages: 'Arquivo não encontrado' (no
 * link), 'Tipo de arquivo não suportado', 'Não foi possível carregar a imagem' / 'o vídeo', and
 * MENSAGEM_LINK_ARQUIVO_NAO_PERMITIDO for a link that is neither one of our files nor an http(s)
 * address (`javascript:`, `data:`, `//host`): such a link is never opened.
 *
 * Use:
 *   const visualizador = useVisualizadorArquivo();
 *   <Button onClick={() => visualizador.abrir({ linkArquivo, tipoArquivo })}>Ver arquivo</Button>
 *   {visualizador.elemento}
 *
 * or, for a table cell, <BotaoVerArquivo linkArquivo={...} tipoArquivo={...} /> (its own viewer).
 * `tipoArquivo` may be an extension ('jpg', 'pdf', 'mp4') or a content type ('image/png'); without
 * it the link's extension decides.
 */
import { useState, type ReactNode } from 'react';
import { ActionIcon, Box, Group, Modal, Text, Tooltip } from '@mantine/core';
import { IconFileText, IconPaperclip, IconZoomIn, IconZoomOut, IconZoomReset } from '@tabler/icons-react';
import { linkArquivoAbrivel, MENSAGEM_LINK_ARQUIVO_NAO_PERMITIDO, MENSAGENS } from '@sw/common';
import { notificarErro } from '@sw/client';

export type ArquivoParaVer = { linkArquivo?: string | null; tipoArquivo?: string | null };
export type TipoVisualizacao = 'imagem' | 'video' | 'documento';

const IMAGENS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp', 'svg'];
const VIDEOS = ['mp4', 'webm', 'ogg', 'ogv', 'mov', 'm4v'];
// What a browser tab can show or hand to the right program.
const DOCUMENTOS = ['pdf', 'heic', 'heif', 'txt', 'csv', 'doc', 'docx', 'xls', 'xlsx', 'odt', 'ods'];

const extensaoDe = (texto: string) => /\.([a-z0-9]{2,5})$/i.exec(texto.split(/[?#]/)[0] ?? '')?.[1]?.toLowerCase() ?? '';

/** How a file is shown, from its type (extension or content type) or else its link; null when unsupported. */
export function tipoDeVisualizacao({ linkArquivo, tipoArquivo }: ArquivoParaVer): TipoVisualizacao | null {
  const tipo = (tipoArquivo ?? '').trim().toLowerCase();
  if (tipo.startsWith('image/')) return 'imagem';
  if (tipo.startsWith('video/')) return 'video';
  if (tipo === 'application/pdf') return 'documento';
  const ext = (tipo.includes('/') ? '' : tipo.replace(/^\./, '')) || extensaoDe(linkArquivo ?? '');
  if (IMAGENS.includes(ext)) return 'imagem';
  if (VIDEOS.includes(ext)) return 'video';
  if (DOCUMENTOS.includes(ext)) return 'documento';
  return null;
}

const ZOOM_MINIMO = 0.5;
const ZOOM_MAXIMO = 4;

type Aberto = { tipo: 'imagem' | 'video'; link: string } | null;

export function useVisualizadorArquivo(): { abrir: (arquivo: ArquivoParaVer) => void; elemento: ReactNode } {
  const [aberto, setAberto] = useState<Aberto>(null);
  const [zoom, setZoom] = useState(1);
  const [falhou, setFalhou] = useState(false);

  const abrir = (arquivo: ArquivoParaVer) => {
    const link = arquivo.linkArquivo?.trim();
    if (!link) return notificarErro(MENSAGENS.arquivoNaoEncontrado);
    // Rows written before the gateway checked links may hold a script or another site's address:
    // only our own files (and plain http(s) addresses the gateway let through) are opened.
    if (!linkArquivoAbrivel(link)) return notificarErro(MENSAGEM_LINK_ARQUIVO_NAO_PERMITIDO);
    const tipo = tipoDeVisualizacao(arquivo);
    if (!tipo) return notificarErro(MENSAGENS.tipoArquivoNaoSuportado);
    if (tipo === 'documento') {
      window.open(link, '_blank', 'noopener');
      return;
    }
    setZoom(1);
    setFalhou(false);
    setAberto({ tipo, link });
  };

  const falha = (mensagem: string) => {
    setFalhou(true);
    notificarErro(mensagem);
  };

  const mudarZoom = (fator: number) => setZoom((z) => Math.min(ZOOM_MAXIMO, Math.max(ZOOM_MINIMO, Math.round(z * fator * 100) / 100)));

  const elemento = (
    <Modal opened={aberto !== null} onClose={() => setAberto(null)} size="xl" centered title={aberto?.tipo === 'video' ? 'Vídeo' : 'Imagem'}>
      {aberto?.tipo === 'imagem' ? (
        <>
          <Group justify="center" gap="xs" mb="sm">
            <Tooltip label="Diminuir zoom">
              <ActionIcon variant="light" aria-label="Diminuir zoom" disabled={zoom <= ZOOM_MINIMO} onClick={() => mudarZoom(1 / 1.25)}>
                <IconZoomOut size={18} />
              </ActionIcon>
            </Tooltip>
            <Text size="sm" w={48} ta="center" aria-label="Zoom">
              {Math.round(zoom * 100)}%
            </Text>
            <Tooltip label="Aumentar zoom">
              <ActionIcon variant="light" aria-label="Aumentar zoom" disabled={zoom >= ZOOM_MAXIMO} onClick={() => mudarZoom(1.25)}>
                <IconZoomIn size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Tamanho original">
              <ActionIcon variant="light" aria-label="Tamanho original" onClick={() => setZoom(1)}>
                <IconZoomReset size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
          {falhou ? (
            <Text c="red" ta="center" role="alert">
              {MENSAGENS.erroCarregarImagem}
            </Text>
          ) : (
            <Box style={{ overflow: 'auto', maxHeight: '70vh', textAlign: 'center' }}>
              <img
                src={aberto.link}
                alt="Arquivo enviado"
                onError={() => falha(MENSAGENS.erroCarregarImagem)}
                style={{
                  maxWidth: zoom <= 1 ? '100%' : 'none',
                  width: zoom <= 1 ? undefined : `${zoom * 100}%`,
                  transform: zoom < 1 ? `scale(${zoom})` : undefined,
                  transformOrigin: 'top center',
                }}
              />
            </Box>
          )}
        </>
      ) : null}
      {aberto?.tipo === 'video' ? (
        falhou ? (
          <Text c="red" ta="center" role="alert">
            {MENSAGENS.erroCarregarVideo}
          </Text>
        ) : (
          <video
            src={aberto.link}
            controls
            autoPlay
            aria-label="Vídeo enviado"
            style={{ width: '100%', maxHeight: '70vh' }}
            onError={() => falha(MENSAGENS.erroCarregarVideo)}
          />
        )
      ) : null}
    </Modal>
  );

  return { abrir, elemento };
}

/** A table-cell button that opens one row's file (with its own viewer). */
export function BotaoVerArquivo({ linkArquivo, tipoArquivo, rotulo = 'Ver arquivo' }: ArquivoParaVer & { rotulo?: string }) {
  const visualizador = useVisualizadorArquivo();
  const documento = tipoDeVisualizacao({ linkArquivo, tipoArquivo }) === 'documento';
  return (
    <>
      <Tooltip label={rotulo}>
        <ActionIcon variant="subtle" aria-label={rotulo} onClick={() => visualizador.abrir({ linkArquivo, tipoArquivo })}>
          {documento ? <IconFileText size={18} /> : <IconPaperclip size={18} />}
        </ActionIcon>
      </Tooltip>
      {visualizador.elemento}
    </>
  );
}
