import { e, z } from '../../core/esquema';
import { argumentosLista, consultaLista } from '../../core/esquema-lista';
import { OPCOES } from './indicacoes.service';

/** The input of every referral operation, for both doors (core/esquema.ts, docs/api.md). */

// Any text is a code the service may refuse (another member's code is 404, not 400).
const codigo = e.textoObrigatorio('Código de indicação', 60).meta({ description: 'O código de indicação do membro conectado.' });

export const porCodigo = z.object({ referralCode: codigo });
export const consultaIndicacoes = consultaLista(OPCOES);
export const listaIndicacoes = argumentosLista('OrdemIndicacoes', OPCOES, { codigo });
