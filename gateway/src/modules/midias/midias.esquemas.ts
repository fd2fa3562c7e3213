import { MENSAGENS_MIDIA } from '@sw/common';
import { e, z } from '../../core/esquema';

/** The input of every media operation, for both doors (core/esquema.ts, docs/api.md). */

export const porId = z.object({ id: e.id('Identificador') });

/** The upload's text field (multipart); the file itself is read by the upload handler. */
export const anexar = z.object({
  idResgate: e.id('Identificador do resgate', MENSAGENS_MIDIA.informeIdResgate).meta({ description: 'O resgate que recebe a foto ou o vídeo.' }),
});

/** The same through GraphQL (multipart request): the file is a field of the input. */
export const anexarGraphql = anexar.extend({
  arquivo: e.arquivo('Foto ou vídeo').meta({ description: 'A foto ou o vídeo (JPEG, PNG, WebP, MP4, MOV ou WebM).' }),
});

/** The gallery's filters; their defaults and date rules are the sales lists' (lerFiltroPontuadas). */
export const filtroPainel = z.looseObject({
  rede: e.opcional(e.texto('Rede', 120)).meta({ description: 'Id ou nome da rede.' }),
  dataInicial: e.opcional(e.texto('Data inicial', 30)).meta({ description: 'AAAA-MM-DD ou DD/MM/AAAA (padrão: 7 dias atrás).' }),
  dataFinal: e.opcional(e.texto('Data final', 30)).meta({ description: 'AAAA-MM-DD ou DD/MM/AAAA (padrão: hoje).' }),
});

export const minhas = z.looseObject({ resgate: e.opcional(e.id('Resgate')).meta({ description: 'Só as mídias deste resgate (do próprio membro).' }) });
