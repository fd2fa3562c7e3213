import { z } from '../../core/esquema';
import { r } from '../../core/respostas';
import { parceiroConectado } from '../parceiros/parceiros.respostas';
import { usuario } from '../usuarios/usuarios.respostas';

/** What the sign-in and sign-out routes answer (core/respostas.ts). */

/** A network in the fraud alert, as the panel keeps it in the saved session. */
const redeAntifraude = z.object({ id: r.inteiro, nome: z.string() });

export const entrarUsuario = z.object({ token: z.string(), usuario, redesAntifraude: z.array(redeAntifraude) });

export const entrarParceiro = z.object({ token: z.string(), parceiro: parceiroConectado });
