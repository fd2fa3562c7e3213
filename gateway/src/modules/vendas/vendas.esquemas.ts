import { e, z } from '../../core/esquema';

/** The input of the sales operations converted so far, for both doors (core/esquema.ts, docs/api.md). */

/** The text fields of the sales spreadsheet upload (multipart, beside the file `arquivo`); a checkbox sends 'on'. */
export const camposUpload = z.object({
  enviarMensagem: e.opcional(z.preprocess((v) => (v === 'on' ? 'true' : v), e.booleano('Enviar mensagem')))
    .meta({ description: 'Avisar cada vendedor por WhatsApp (padrão não).' }),
});
