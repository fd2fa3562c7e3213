import { Anchor } from '@mantine/core';
import { formatarTelefone, somenteDigitos } from '@sw/common';
import { AMBIENTE } from '../ambiente';

/** Shows a WhatsApp number given with country code as a Brazilian phone, e.g. (11) 99999-0000. */
export function telefoneLegivel(numero: string): string {
  const digitos = somenteDigitos(numero);
  const nacional = digitos.length > 11 && digitos.startsWith('55') ? digitos.slice(2) : digitos;
  return formatarTelefone(nacional);
}

/** The support's WhatsApp and e-mail as links, inside a sentence ("pelo WhatsApp … ou pelo e-mail …"). */
export function ContatoSuporte() {
  const whatsapp = somenteDigitos(AMBIENTE.suporteWhatsapp);
  return (
    <>
      pelo WhatsApp{' '}
      <Anchor href={`https://wa.me/${whatsapp}`} target="_blank" rel="noopener noreferrer" inherit underline="always">
        {telefoneLegivel(whatsapp)}
      </Anchor>{' '}
      ou pelo e-mail{' '}
      <Anchor href={`mailto:${AMBIENTE.suporteEmail}`} inherit underline="always">
        {AMBIENTE.suporteEmail}
      </Anchor>
    </>
  );
}
