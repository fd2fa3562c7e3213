import { Image, Modal } from '@mantine/core';
import { urlDaApi } from '@sw/client';

export type ModalComprovanteProps = {
  link: string | null;
  aoFechar: () => void;
};

/** Spec 3 §2.10: a link containing .pdf opens the document inline; anything else as an image. */
export const ehPdf = (link: string) => link.toLowerCase().includes('.pdf');

export function ModalComprovante({ link, aoFechar }: ModalComprovanteProps) {
  const url = link ? urlDaApi(link) : '';
  return (
    <Modal opened={!!link} onClose={aoFechar} title="Comprovante" size="lg" centered>
      {link && ehPdf(link) && (
        <object data={url} type="application/pdf" width="100%" height="480" aria-label="Comprovante em PDF">
          <a href={url} target="_blank" rel="noreferrer">Abrir o PDF</a>
        </object>
      )}
      {link && !ehPdf(link) && <Image src={url} alt="Comprovante" fit="contain" mah={520} />}
    </Modal>
  );
}
