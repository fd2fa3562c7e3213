import { Image, Modal, Text } from '@mantine/core';
import { linkArquivoAbrivel, MENSAGEM_LINK_ARQUIVO_NAO_PERMITIDO } from '@sw/common';
import { urlDaApi } from '@sw/client';

export type ModalComprovanteProps = {
  link: string | null;
  aoFechar: () => void;
};

/** Spec 3 §2.10: a link containing .pdf opens the document inline; anything else as an image. */
export const ehPdf = (link: string) => link.toLowerCase().includes('.pdf');

/**
 * A link that is neither one of our files nor an http(s) address (a row written before the
 * gateway checked links: `javascript:`, `data:`, `//host`) is never loaded: the modal says so.
 */
export function ModalComprovante({ link, aoFechar }: ModalComprovanteProps) {
  const abrivel = linkArquivoAbrivel(link);
  const url = link && abrivel ? urlDaApi(link.trim()) : '';
  return (
    <Modal opened={!!link} onClose={aoFechar} title="Comprovante" size="lg" centered>
      {link && !abrivel && (
        <Text c="red" ta="center" role="alert">
          {MENSAGEM_LINK_ARQUIVO_NAO_PERMITIDO}
        </Text>
      )}
      {url && ehPdf(url) && (
        <object data={url} type="application/pdf" width="100%" height="480" aria-label="Comprovante em PDF">
          <a href={url} target="_blank" rel="noreferrer">
            Abrir o PDF
          </a>
        </object>
      )}
      {url && !ehPdf(url) && <Image src={url} alt="Comprovante" fit="contain" mah={520} />}
    </Modal>
  );
}
